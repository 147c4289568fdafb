/** The API contract: zod schemas for every call of the shop API, its error bodies, OpenAPI. */
export * from './cart';
export * from './common';
export * from './entities';
export * from './errors';
export * from './endpoint';
export * from './content';
export * from './tours';
export * from './events';
export * from './merchandise';
export * from './vouchers';
export * from './customer';
export * from './checkout';
export * from './endpoints';
export * from './openapi';
export * from './picture';
export * from './routes';
export * from './wallet';

/**
 * @foyer/domain: the shop's business rules as pure functions, shared by the
 * web app and the server. The API contract is a separate entry point: `@foyer/domain/contract`.
 */
export * from './errors';
export * from './money';
export * from './basket';
export * from './vouchers';
export * from './merchandise';
export * from './tickets';
export * from './tours';
export * from './forms';
export * from './auth';
export * from './navigation';
export * from './staff';
export * from './reports';
export * from './exports';
export * from './orders';
export * from './i18n';
export * from './checkin';
export * from './images';
export * from './content';
export * from './privacy';
export * from './waiting-list';
export * from './waiting-room';
export * from './passes';

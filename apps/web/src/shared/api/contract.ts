/**
 * The part of the API contract the web app needs at run time: the URL builder and the endpoint
 * schemas. It is loaded with a dynamic import (see `contract-loader.ts`), so zod and the schemas stay
 * out of the first JavaScript the shop loads.
 */
// First: zod must be configured before the contract's schemas are built.
import './zod-jitless';

export { buildUrl, endpoints } from '@foyer/domain/contract';

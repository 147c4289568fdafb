/**
 * The till module's front door (docs/till.md): the till's calls, and its fiscal signer set-up.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { tillRoutes } from './till.routes';
export { createFiscalSigner } from './fiscal-setup';
export type { FiscalSigner } from './fiscal';
export { tillSalesBetween } from './till.repository';

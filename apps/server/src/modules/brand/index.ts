/**
 * The brand module's front door: the museum's logo as a PNG, for documents, e-mails and wallet
 * passes alike.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { museumLogoPng } from './museum-logo';

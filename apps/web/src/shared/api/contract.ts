/**
 * The part of the API contract the web app validates answers with: the endpoint schemas. It is loaded
 * with a dynamic import (see `contract-loader.ts`) by the first call whose answer is validated, so zod
 * and the schemas stay out of the JavaScript of the shop's start path.
 */
// First: zod must be configured before the contract's schemas are built.
import './zod-jitless';

export { endpoints } from '@foyer/domain/contract';

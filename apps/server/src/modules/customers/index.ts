/**
 * The customers slice as other slices see it: the customer record and the creation of a customer
 * (checkout's express wallet creates a guest). Other slices import this module, never the repositories.
 */
export { insertCustomer, type CustomerRow } from './customer.repository';
export type { CustomerDeps } from './customer.deps';
export { type CustomerOptions, customerRoutes } from './customer.routes';
export { loggableStream, serializeError, serializeRequest } from './log-redaction';
export {
  type Argon2Cost,
  type PasswordHasher,
  createPasswordHasher,
  loadPepper,
} from './passwords';
export { newToken, tokenHash } from './secrets';
export { type Session, authenticate } from './session.service';
export { customerDataExport, toCustomer } from './customer.service';
export { consentHistory } from './consent.service';
export { customerRefused, LOGIN_REQUIRED } from './customer.failures';

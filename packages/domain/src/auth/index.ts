export { isMd5Hex, md5Hex } from './md5';
export { RANDOM_TOKEN_LENGTH, randomToken, TOKEN_ALPHABET } from './random-token';
export {
  canPayWithoutLogin,
  identityOf,
  mayStartPayment,
  showsAuthLinks,
  showsUserMenu,
} from './identity';
export type { IdentitySource, IdentityState, PaymentMethodKind } from './identity';

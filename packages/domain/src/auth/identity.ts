/** Who is using the shop. */
export type IdentityState = 'loggedOut' | 'guest' | 'loggedIn';

/** The stored login token and customer. */
export interface IdentitySource {
  readonly token: string | null | undefined;
  readonly customer: { readonly isGuest?: boolean | 0 | 1 | null } | null | undefined;
}

/** How a payment is started: a payment type of `checkout/payments`, a wallet, or the express wallet. */
export type PaymentMethodKind = 'paymentType' | 'wallet' | 'expressWallet';

/**
 * Logged out without a token; a guest when the customer is flagged isGuest; otherwise logged in,
 * including while the customer of a restored token is still loading.
 */
export function identityOf(source: IdentitySource): IdentityState {
  if (source.token === null || source.token === undefined || source.token.length === 0) {
    return 'loggedOut';
  }
  return source.customer?.isGuest ? 'guest' : 'loggedIn';
}

/** Only the express wallet is offered before login or guest registration. */
export function canPayWithoutLogin(method: PaymentMethodKind): boolean {
  return method === 'expressWallet';
}

/** Every payment method except the express wallet needs a login or a guest registration. */
export function mayStartPayment(method: PaymentMethodKind, identity: IdentityState): boolean {
  return identity !== 'loggedOut' || canPayWithoutLogin(method);
}

/** Visitors and guests see the login and register links when registration is enabled. */
export function showsAuthLinks(input: {
  readonly registrationEnabled: boolean;
  readonly identity: IdentityState;
}): boolean {
  return input.registrationEnabled && input.identity !== 'loggedIn';
}

/** Only a registered, logged-in customer sees the user menu with settings and logout. */
export function showsUserMenu(identity: IdentityState): boolean {
  return identity === 'loggedIn';
}

/** What the checkout needs besides the app's dependencies, and who is paying. */
import type { AppDeps } from '../../deps';
import type { CustomerRow, Session } from '../customers';
import type { OrderDocuments } from '../orders';
import { failed, success, type Outcome } from '../../outcome';
import type { PaymentRegistry } from '../payments';
import { PAYER_LOGIN_EXPIRED, PAYER_REQUIRED } from './checkout.failures';

export interface CheckoutDeps extends AppDeps {
  payments: PaymentRegistry;
  /** The fulfilment module's documents, for a visitor's move (new tickets, the e-mail again). */
  documents: OrderDocuments;
  /** The customers module's check of a login token. */
  authenticate(token: string): Promise<Outcome<Session>>;
}

/**
 * The customer behind the token `_`: null without a token; 401 for a token that was never issued,
 * 403 for an expired or revoked one.
 */
export async function customerOf(
  deps: CheckoutDeps,
  token: string | undefined,
): Promise<Outcome<CustomerRow | null>> {
  if (token === undefined) return success(null);
  const session = await deps.authenticate(token);
  if (session.ok) return success(session.value.customer);
  return failed(
    session.failure.code === 'AUTH_TOKEN_EXPIRED' ? PAYER_LOGIN_EXPIRED : PAYER_REQUIRED,
  );
}

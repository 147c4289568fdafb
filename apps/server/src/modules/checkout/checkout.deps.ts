/** What the checkout needs besides the app's dependencies, and who is paying. */
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Demand } from '../inventory';
import type { CustomerRow, Session } from '../customers';
import type { OrderDocuments } from '../orders';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import type { PaymentRegistry } from '../payments';
import { PAYER_LOGIN_EXPIRED, PAYER_REQUIRED } from './checkout.failures';

export interface CheckoutDeps extends AppDeps {
  payments: PaymentRegistry;
  /** The fulfilment module's documents, for a visitor's move (new tickets, the e-mail again). */
  documents: OrderDocuments;
  /** The customers module's check of a login token. */
  authenticate(token: string): Promise<Outcome<Session>>;
  /** The waiting list's offers a cart may book (`app.ts` passes them in); none: no offers. */
  offers?: OfferTakeover;
}

/**
 * Places held for someone that a checkout takes over for its cart: the waiting list's offers,
 * passed in by `app.ts`, as the checkout does not know the waiting list (docs/decisions.md
 * "Waiting list: booking an offer and joining in the shop").
 */
export interface OfferTakeover {
  /** The capacity and places the offer of `token` holds now, or its failure (404, 410). */
  held(token: string, now: Date): Promise<Outcome<{ capacityId: number; places: number }>>;
  /**
   * In the new order's transaction, before its holds are taken: locks the offer, checks the cart's
   * `demands` against it, gives its hold up and closes it, so that the order's hold takes the same
   * places under the same capacity lock. A failure rolls the whole transaction back.
   */
  takeOver(tx: Tx, token: string, demands: readonly Demand[], now: Date): Promise<Failure | null>;
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

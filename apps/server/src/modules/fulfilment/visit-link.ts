/**
 * The visit link: what a calendar entry (and a wallet pass) carries instead of the order's link.
 * It opens the order's tickets and nothing else: not the order review with the buyer's name and
 * address, not the invoice, not the right to cancel or move (docs/security.md "Links").
 *
 * The link's token is `<order id>.<mac>`, where the mac is an HMAC of the order's id keyed with the
 * order's own secret token. Whoever holds the order token can make it; nobody can go back from it
 * to the order token. It needs no column of its own, survives a backup and restore with the order,
 * and dies with the order.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { offeredLanguage } from '../../i18n/languages';
import { orderById, type OrderRow } from '../orders';

type Config = AppDeps['config'];

const MAC_LENGTH = 27;
const VISIT_TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{27})$/;

function macOf(order: { id: number; token: string }): string {
  return createHmac('sha256', order.token)
    .update(`foyer visit link v1:${order.id}`, 'utf8')
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

/** The visit link's token of an order. */
export function visitToken(order: { id: number; token: string }): string {
  return `${order.id}.${macOf(order)}`;
}

/** The shape of a visit token, before any look-up. */
export function isVisitToken(text: string): boolean {
  return VISIT_TOKEN.test(text);
}

/** The order a visit token opens, or null for a token that is malformed, unknown or forged. */
export async function orderOfVisitToken(db: AppDeps['db'], text: string): Promise<OrderRow | null> {
  const match = VISIT_TOKEN.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const order = await orderById(db, Number(match[1]));
  if (!order) return null;
  const expected = Buffer.from(macOf(order), 'utf8');
  const given = Buffer.from(match[2], 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given) ? order : null;
}

/** The visit link: the order's tickets as a PDF, in the order's language. */
export function visitTicketsUrl(
  config: Config,
  order: { id: number; token: string; language: string },
): string {
  const lang = offeredLanguage(order.language, config);
  const base = config.server.publicBaseUrl.replace(/\/+$/, '');
  return `${base}/api/${lang}/visit/${visitToken(order)}/tickets.pdf`;
}

/**
 * A stable name for the order in places that outlive it and may be shared (calendar entries' UIDs):
 * a hash of its token, from which the token cannot be found.
 */
export function orderPublicKey(order: { token: string }): string {
  return createHash('sha256')
    .update(`foyer order key v1:${order.token}`)
    .digest('hex')
    .slice(0, 32);
}

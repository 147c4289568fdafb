/**
 * Many booked orders at once for the exports' benchmark (bench/exports.ts) and its short test: one
 * `INSERT … SELECT generate_series` per table, not the shop's checkout. Every fifth order is a desk
 * sale paid in cash (one day ticket); the others are web orders paid by card with two tickets (7 %),
 * a book (7 %) and a poster (19 %) and shipping to Germany, each with its capture in the ledger.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The web order's lines: type, name, count, unit price, VAT rate, merchandise product kind. */
const WEB_LINES = [
  ['ticket', 'Erwachsene', 2, 1400, 7, null],
  ['merchandise', 'Katalog', 1, 2000, 7, 1],
  ['merchandise', 'Plakat', 1, 1190, 19, 1],
] as const;
export const BULK_WEB_TOTAL = 2 * 1400 + 2000 + 1190 + 495;
export const BULK_DESK_TOTAL = 1000;

/**
 * Inserts `count` orders booked `spacingSeconds` apart from `start` (numbers `<prefix>0000001` …);
 * answers the seconds it took.
 */
export async function insertBulkOrders(
  db: Db,
  count: number,
  start: Date,
  spacingSeconds = 60,
  prefix = 'B',
): Promise<number> {
  const began = Date.now();
  const tag = `bulk-${prefix}-`;
  await db.execute(sql`
    INSERT INTO orders (token, number, status, language, payart, subtotal, shipping_cost, total,
      billing, shipping_address, booked_at, created_at, channel)
    SELECT ${tag} || g, ${prefix} || lpad(g::text, 7, '0'), 'booked', 'de',
      CASE WHEN g % 5 = 0 THEN NULL ELSE 161 END,
      CASE WHEN g % 5 = 0 THEN ${BULK_DESK_TOTAL}::int ELSE ${BULK_WEB_TOTAL - 495}::int END,
      CASE WHEN g % 5 = 0 THEN 0 ELSE 495 END,
      CASE WHEN g % 5 = 0 THEN ${BULK_DESK_TOTAL}::int ELSE ${BULK_WEB_TOTAL}::int END,
      '{"country":"DE"}'::jsonb,
      CASE WHEN g % 5 = 0 THEN NULL ELSE '{"country":"DE"}'::jsonb END,
      ${start.toISOString()}::timestamptz + g * ${spacingSeconds}::int * interval '1 second',
      ${start.toISOString()}::timestamptz + g * ${spacingSeconds}::int * interval '1 second',
      CASE WHEN g % 5 = 0 THEN 'desk' ELSE 'web' END
    FROM generate_series(1, ${count}::int) AS g`);
  const lines = WEB_LINES.map(
    ([type, name, items, unit, rate, kind], index) =>
      sql`(${index}::int, ${type}::text, ${name}::text, ${items}::int, ${unit}::int, ${rate}::float8, ${kind}::int)`,
  );
  await db.execute(sql`
    INSERT INTO order_items (order_id, type, name, count, unit_price, total_price, vat_value, details)
    SELECT o.id, l.type, l.name, l.count, l.unit, l.count * l.unit, l.rate,
      jsonb_build_object('itemIndex', l.idx, 'productKind', l.kind, 'needsShipping', l.type = 'merchandise')
    FROM orders o
    CROSS JOIN (VALUES ${sql.join(lines, sql`, `)}) AS l(idx, type, name, count, unit, rate, kind)
    WHERE o.token LIKE ${`${tag}%`} AND o.channel = 'web'`);
  await db.execute(sql`
    INSERT INTO order_items (order_id, type, name, count, unit_price, total_price, vat_value, details)
    SELECT o.id, 'dayTicket', 'Tageskarte', 1, ${BULK_DESK_TOTAL}::int, ${BULK_DESK_TOTAL}::int, 7,
      jsonb_build_object('itemIndex', 0)
    FROM orders o WHERE o.token LIKE ${`${tag}%`} AND o.channel = 'desk'`);
  await db.execute(sql`
    INSERT INTO payments (order_id, provider, provider_ref, status, amount, created_at)
    SELECT o.id, CASE WHEN o.channel = 'desk' THEN 'cash' ELSE 'test' END, o.token, 'paid', o.total,
      o.booked_at
    FROM orders o WHERE o.token LIKE ${`${tag}%`}`);
  await db.execute(sql`
    INSERT INTO order_ledger (order_id, key, kind, amount, payment_id, created_at)
    SELECT p.order_id, 'capture', 'capture', p.amount, p.id, p.created_at
    FROM payments p WHERE p.provider_ref LIKE ${`${tag}%`}`);
  return (Date.now() - began) / 1000;
}

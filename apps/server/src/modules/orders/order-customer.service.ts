/**
 * The visitor's details of an order in the back office: correcting the name, e-mail and address,
 * and issuing an invoice for an order that has none (a desk sale gets a receipt at the till).
 * A numbered invoice is never edited: when what it prints of the customer changes, a cancellation
 * invoice cancels it and a new invoice with the corrected address replaces it, both covering the
 * lines still booked (docs/decisions.md, "Correcting an invoice"). Both changes are audited.
 */
import type { EditCustomerBody, OrderBilling } from '@foyer/domain/admin-contract';
import type { Tx } from '../../db/client';
import { failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import type { AdminOrderDeps } from './admin-orders.service';
import { customerOfOrder } from './admin-orders.repository';
import { orderBillingOf } from './order-billing';
import {
  documentNumber,
  ensureInvoice,
  invoiceOfOrder,
  replaceInvoice,
  type InvoiceReplacement,
} from './invoice-numbers';
import { readLedger, type OrderLedger } from './ledger.service';
import { lockOrderById, updateOrder, type OrderRow } from './orders.repository';

const ok: Outcome<void> = { ok: true, value: undefined };
const notFound = () =>
  failed({ kind: 'notFound', code: 'ORDER_NOT_FOUND', message: 'No order with this id' });
const notBooked = (order: OrderRow) =>
  failed({
    kind: 'conflict',
    code: 'ORDER_NOT_BOOKED',
    message: `An order that is ${order.status} has no booking to document`,
  });

const BILLING_FIELDS = [
  'fname',
  'lname',
  'company',
  'email',
  'phone',
  'street',
  'zip',
  'city',
  'country',
] as const satisfies readonly (keyof OrderBilling)[];

type Contact = Awaited<ReturnType<typeof customerOfOrder>>;

/** What a corrected or late invoice covers: the lines still booked and what they are worth. */
export function invoiceCoverage(ledger: OrderLedger): InvoiceReplacement {
  const valid = new Set(ledger.summary.validLineIds);
  return {
    itemIds: ledger.items
      .filter((item) => valid.has(item.id) || item.type === 'voucherCode')
      .map((item) => item.id),
    amount: ledger.summary.value,
    voucherAmount: Math.min(ledger.summary.voucherNet, ledger.summary.value),
  };
}

/** The lines an invoice prints of the customer: the address block and the e-mail. */
function printed(deps: AdminOrderDeps, billing: Record<string, unknown>, contact: Contact) {
  const email = typeof billing.email === 'string' ? billing.email : '';
  return [...deps.documents.addressLines(billing, contact), email].join('\n');
}

/**
 * Corrects the visitor's name, e-mail and address on the order (the customer's account is left
 * as it is: it is their login). Idempotent: the same details again change nothing.
 */
export async function editOrderCustomer(
  deps: AdminOrderDeps,
  actor: Actor,
  orderId: number,
  input: EditCustomerBody,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) return notFound();
    const ledger = await readLedger(tx, order);
    if (!ledger.summary.booked) return notBooked(order);
    const contact = await customerOfOrder(tx, order.customerId);
    const before = orderBillingOf(order.billing, contact);
    const changed = BILLING_FIELDS.filter((key) => before[key] !== input[key]);
    if (changed.length === 0) return ok;
    const billing: Record<string, unknown> = { ...(order.billing ?? {}) };
    for (const key of BILLING_FIELDS) billing[key] = input[key];
    await updateOrder(tx, order.id, { billing });
    const invoice = await correctInvoice(tx, deps, order, billing, ledger, contact, now);
    await audit(
      tx,
      actor,
      now,
      'order.editCustomer',
      { type: 'order', id: order.number },
      Object.fromEntries(changed.map((key) => [key, before[key]])),
      {
        ...Object.fromEntries(changed.map((key) => [key, input[key]])),
        ...(invoice ? { invoice } : {}),
        ...(input.reason ? { reason: input.reason } : {}),
      },
    );
    return ok;
  });
}

/**
 * Replaces the order's invoice when what it prints of the customer changed and lines are still
 * booked (a fully cancelled order's invoice is settled by its credit notes); answers the new
 * invoice's number, or null.
 */
async function correctInvoice(
  tx: Tx,
  deps: AdminOrderDeps,
  order: OrderRow,
  billing: Record<string, unknown>,
  ledger: OrderLedger,
  contact: Contact,
  now: Date,
): Promise<string | null> {
  const current = await invoiceOfOrder(tx, order.id);
  if (!current || ledger.summary.validLineIds.length === 0) return null;
  const printedBefore = printed(deps, current.billing ?? order.billing ?? {}, contact);
  if (printedBefore === printed(deps, billing, contact)) return null;
  const replaced = await replaceInvoice(
    tx,
    { id: order.id, billing },
    invoiceCoverage(ledger),
    now,
  );
  return replaced ? documentNumber('invoice', replaced.invoice.number) : null;
}

/**
 * Issues an invoice for a booked order that has none (the visitor asked for one at the desk, or
 * unticked it in the shop): numbered now with the order's address, covering the lines still booked.
 * Later refunds of the order get credit notes. Idempotent.
 */
export async function issueOrderInvoice(
  deps: AdminOrderDeps,
  actor: Actor,
  orderId: number,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) return notFound();
    const ledger = await readLedger(tx, order);
    if (!ledger.summary.booked || ledger.summary.validLineIds.length === 0) return notBooked(order);
    if (order.requestInvoice && (await invoiceOfOrder(tx, order.id))) return ok;
    await updateOrder(tx, order.id, { requestInvoice: true });
    const invoice = await ensureInvoice(tx, order, now, invoiceCoverage(ledger));
    await audit(
      tx,
      actor,
      now,
      'order.issueInvoice',
      { type: 'order', id: order.number },
      { requested: order.requestInvoice },
      { requested: true, invoice: documentNumber('invoice', invoice.number) },
    );
    return ok;
  });
}

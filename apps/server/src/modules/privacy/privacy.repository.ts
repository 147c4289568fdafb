/**
 * What erasing a person's data changes, table by table (docs/decisions.md "Data protection": the
 * table of fields kept and removed). Runs inside the caller's transaction, the customer's row locked
 * first, so two erasures of one record (two processes, a repeated call) change it once.
 */
import { invoiceBillingOnly } from '@foyer/domain';
import { and, asc, eq, gt, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  authTokens,
  consentRecords,
  customers,
  emailOutbox,
  invoiceDocuments,
  issuedTickets,
  orderItems,
  orders,
  passwordResets,
  payments,
} from '../../db/schema';
import { fromDbLocal } from '../../db/local-time';
import { eraseAuditValues } from '../staff';

/** The fields of a person's data as billing records and audit entries name them. */
const PERSONAL_FIELDS = [
  'salutation',
  'fname',
  'lname',
  'name',
  'company',
  'email',
  'phone',
  'street',
  'zip',
  'city',
  'country',
] as const;

export type ErasedCustomer = typeof customers.$inferSelect;

/** The customer row, locked for the erasure; null when there is none. */
async function lockCustomer(tx: Tx, customerId: number): Promise<ErasedCustomer | null> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row ?? null;
}

export interface EraseResult {
  /** False when the record was already erased (nothing changed now). */
  erased: boolean;
  /** The orders of the record whose personal data was reduced. */
  orders: number;
}

/**
 * Erases the person's data of customer `customerId`:
 * - the customer row loses e-mail, password hash, name, company, phone, address and shipping
 *   address, and is marked erased (a deleted account becomes a record without login);
 * - login tokens, password reset tokens and consent records are deleted;
 * - each order keeps, of its billing record, the name and address its invoices need
 *   (`invoiceBillingOnly`); an order without one gets them from the account first, so its invoice
 *   still names the recipient; the shipping address goes;
 * - each invoice document keeps the same name and address fields of its billing record;
 * - the names on issued tickets and a direct debit's account holder go; the order's e-mails (which
 *   carry names and documents) and every e-mail to the address are deleted;
 * - the audit log's entries on the orders keep who changed what and when, without the values.
 */
export async function eraseCustomerData(
  tx: Tx,
  customerId: number,
  now: Date,
): Promise<EraseResult | null> {
  const customer = await lockCustomer(tx, customerId);
  if (!customer) return null;
  const orderRows = await tx
    .select({ id: orders.id, number: orders.number, billing: orders.billing })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  if (customer.erasedAt !== null) return { erased: false, orders: orderRows.length };

  const accountBilling = invoiceBillingOnly({
    company: customer.company,
    fname: customer.fname,
    lname: customer.lname,
    street: customer.street,
    zip: customer.zip,
    city: customer.city,
    country: customer.country,
  });
  for (const order of orderRows) {
    await tx
      .update(orders)
      .set({
        billing: order.billing ? invoiceBillingOnly(order.billing) : accountBilling,
        shippingAddress: null,
      })
      .where(eq(orders.id, order.id));
  }
  const orderIds = orderRows.map((order) => order.id);
  if (orderIds.length > 0) {
    const documents = await tx
      .select({ id: invoiceDocuments.id, billing: invoiceDocuments.billing })
      .from(invoiceDocuments)
      .where(inArray(invoiceDocuments.orderId, orderIds));
    for (const document of documents) {
      if (document.billing === null) continue;
      await tx
        .update(invoiceDocuments)
        .set({ billing: invoiceBillingOnly(document.billing) })
        .where(eq(invoiceDocuments.id, document.id));
    }
    await tx
      .update(issuedTickets)
      .set({ holderName: null })
      .where(inArray(issuedTickets.orderId, orderIds));
    // A direct debit's account holder, kept by the payment for the page that asks for the IBAN.
    await tx
      .update(payments)
      .set({ details: sql`jsonb_set(${payments.details}, '{prefill,accountHolder}', '""')` })
      .where(
        and(inArray(payments.orderId, orderIds), sql`${payments.details} -> 'prefill' IS NOT NULL`),
      );
  }
  await tx
    .delete(emailOutbox)
    .where(
      or(
        orderIds.length > 0 ? inArray(emailOutbox.orderId, orderIds) : sql`false`,
        customer.email === ''
          ? sql`false`
          : sql`lower(${emailOutbox.to}) = lower(${customer.email})`,
      ),
    );
  // The back office's changes of these orders (a corrected address, an e-mail sent again) keep
  // who did what; the person's values in them go.
  await eraseAuditValues(
    tx,
    { type: 'order', ids: orderRows.map((order) => order.number) },
    PERSONAL_FIELDS,
  );
  await tx.delete(authTokens).where(eq(authTokens.customerId, customerId));
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
  await tx.delete(consentRecords).where(eq(consentRecords.customerId, customerId));
  await tx
    .update(customers)
    .set({
      email: '',
      passwordHash: null,
      // No login is possible: the record is no longer a registered account.
      isGuest: true,
      salutation: '',
      fname: '',
      lname: '',
      company: '',
      phone: '',
      street: '',
      zip: '',
      city: '',
      country: '',
      shipping: null,
      sendInvoice: false,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
  return { erased: true, orders: orderRows.length };
}

/** A guest not yet erased, made before `before`, with their last order and last dated line. */
export interface GuestCandidate {
  id: number;
  lastOrderAt: Date | null;
  /** Venue-local `YYYY-MM-DDTHH:mm`. */
  lastVisit: string | null;
}

/** Up to `limit` guests not yet erased with an id above `afterId`, made before `before`. */
export async function guestCandidates(
  db: Db,
  before: Date,
  afterId: number,
  limit: number,
): Promise<GuestCandidate[]> {
  const guests = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.isGuest, true),
        isNull(customers.erasedAt),
        lt(customers.createdAt, before),
        gt(customers.id, afterId),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(limit);
  if (guests.length === 0) return [];
  const ids = guests.map((guest) => guest.id);
  const lastOrders = await db
    .select({ customerId: orders.customerId, at: max(orders.createdAt) })
    .from(orders)
    .where(inArray(orders.customerId, ids))
    .groupBy(orders.customerId);
  const lastVisits = await db
    .select({ customerId: orders.customerId, at: max(orderItems.datetime) })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(inArray(orders.customerId, ids))
    .groupBy(orders.customerId);
  const orderAt = new Map(lastOrders.map((row) => [row.customerId, row.at]));
  const visitAt = new Map(lastVisits.map((row) => [row.customerId, row.at]));
  return ids.map((id) => {
    const lastOrder = orderAt.get(id) ?? null;
    const lastVisit = visitAt.get(id) ?? null;
    return {
      id,
      lastOrderAt: lastOrder === null ? null : new Date(lastOrder),
      lastVisit: lastVisit === null ? null : fromDbLocal(lastVisit),
    };
  });
}

/** The customer records of an e-mail (case-insensitive): the account and guest checkouts. */
export async function customersByEmail(db: Db, email: string) {
  return db
    .select({
      id: customers.id,
      email: customers.email,
      fname: customers.fname,
      lname: customers.lname,
      isGuest: customers.isGuest,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = lower(${email})`, isNull(customers.erasedAt)))
    .orderBy(asc(customers.id))
    .limit(50);
}

export async function orderCountOf(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return row?.count ?? 0;
}

export async function customerById(db: Db, customerId: number): Promise<ErasedCustomer | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

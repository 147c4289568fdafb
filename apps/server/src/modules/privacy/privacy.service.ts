/**
 * Data protection (docs/decisions.md "Data protection"): the visitor deletes their account, staff
 * export or erase a visitor's record on request, and guests are anonymised after the museum's
 * retention period. One erasure for all three (`eraseCustomerData`); each is audited without the
 * data itself (who, what, which record, how many orders).
 */
import { accountDeletionRefusal } from '@foyer/domain';
import type { PrivacyCustomer } from '@foyer/domain/admin-contract';
import type { CustomerDataExport } from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import { consentHistory, customerDataExport, customerRefused } from '../customers';
import { customerOrders } from '../orders';
import { audit, type Actor } from '../staff';
import {
  customerById,
  customersByEmail,
  eraseCustomerData,
  orderCountOf,
} from './privacy.repository';

export const CUSTOMER_NOT_FOUND: Failure = {
  kind: 'notFound',
  code: 'NOT_FOUND',
  message: 'No such customer record',
};

/** Visits still to come of the customer: orders My orders lists as coming. */
async function comingVisits(deps: AppDeps, customerId: number): Promise<number> {
  return (await customerOrders(deps, customerId)).coming.length;
}

/**
 * Erases customer `customerId` unless a visit is still to come, in one transaction with its audit
 * entry (`action`, by `actor`). Answers the number of orders kept with reduced data.
 */
export async function eraseCustomer(
  deps: AppDeps,
  customerId: number,
  actor: Actor,
  action: 'privacy.accountDeleted' | 'privacy.erase',
): Promise<Outcome<{ orders: number }>> {
  const refusal = accountDeletionRefusal(await comingVisits(deps, customerId));
  if (!refusal.ok) return customerRefused(refusal.code);
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const erased = await eraseCustomerData(tx, customerId, now);
    if (erased?.erased) {
      await audit(tx, actor, now, action, { type: 'customer', id: customerId }, null, {
        orders: erased.orders,
      });
    }
    return erased;
  });
  if (!result) return failed(CUSTOMER_NOT_FOUND);
  return success({ orders: result.orders });
}

/** The customer records of an e-mail as the staff screen lists them. */
export async function findCustomers(deps: AppDeps, email: string): Promise<PrivacyCustomer[]> {
  const rows = await customersByEmail(deps.db, email);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      name: [row.fname, row.lname].filter(Boolean).join(' '),
      isGuest: row.isGuest,
      createdAt: row.createdAt.toISOString(),
      orders: await orderCountOf(deps.db, row.id),
      comingVisits: await comingVisits(deps, row.id),
    })),
  );
}

/** A record's export as the visitor downloads it themselves; the run is audited. */
export async function exportCustomer(
  deps: AppDeps,
  customerId: number,
  actor: Actor,
): Promise<Outcome<{ fileName: string; content: string }>> {
  const row = await customerById(deps.db, customerId);
  if (!row || row.erasedAt !== null) return failed(CUSTOMER_NOT_FOUND);
  const now = deps.clock.now();
  const data: CustomerDataExport = customerDataExport(
    row,
    await customerOrders(deps, customerId),
    await consentHistory(deps.db, customerId),
    now,
  );
  await audit(deps.db, actor, now, 'privacy.export', { type: 'customer', id: customerId }, null, {
    orders: data.orders.coming.length + data.orders.past.length,
  });
  return success({
    fileName: `customer-${customerId}-data.json`,
    content: JSON.stringify(data, null, 2),
  });
}

/** The visitor's details of an order as the back office shows and corrects them. */
import type { OrderBilling } from '@foyer/domain/admin-contract';
import type { customerOfOrder } from './admin-orders.repository';

type Contact = Awaited<ReturnType<typeof customerOfOrder>>;

/**
 * The order's billing record as the edit form shows it; a registered visitor's order without one
 * shows their account's name and e-mail.
 */
export function orderBillingOf(
  billing: Record<string, unknown> | null,
  contact: Contact,
): OrderBilling {
  const field = (key: string) => {
    const value = billing?.[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    fname: field('fname') || (billing ? '' : (contact?.fname ?? '')),
    lname: field('lname') || (billing ? '' : (contact?.lname ?? '')),
    company: field('company'),
    email: field('email') || (billing ? '' : (contact?.email ?? '')),
    phone: field('phone'),
    street: field('street'),
    zip: field('zip'),
    city: field('city'),
    country: /^[A-Z]{2}$/.test(field('country')) ? field('country') : '',
  };
}

/** Customers: registered accounts and guests. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

/** The profile fields a form may change. */
export type CustomerProfile = Pick<
  NewCustomer,
  | 'salutation'
  | 'fname'
  | 'lname'
  | 'company'
  | 'phone'
  | 'street'
  | 'zip'
  | 'city'
  | 'country'
  | 'sendInvoice'
  | 'shipping'
>;

/** `lower(email)` as the partial unique index `customers_email_registered_unique` has it. */
const lowerEmail = sql`lower(${customers.email})`;

/** The registered (non-guest) customer with this e-mail, compared case-insensitively. */
export async function findRegisteredByEmail(tx: Tx, email: string): Promise<CustomerRow | null> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(sql`${lowerEmail} = lower(${email})`, eq(customers.isGuest, false)))
    .limit(1);
  return row ?? null;
}

/** True when another registered customer than `exceptId` uses this e-mail. */
export async function emailTaken(tx: Tx, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        sql`${lowerEmail} = lower(${email})`,
        eq(customers.isGuest, false),
        exceptId === undefined ? undefined : ne(customers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCustomer(tx: Tx, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await tx.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned no row');
  return row;
}

export async function updateCustomer(
  tx: Tx,
  id: number,
  values: Partial<CustomerProfile> &
    Partial<Pick<NewCustomer, 'email' | 'passwordHash' | 'language'>>,
  now: Date,
): Promise<CustomerRow | null> {
  const [row] = await tx
    .update(customers)
    .set({ ...values, updatedAt: now })
    .where(eq(customers.id, id))
    .returning();
  return row ?? null;
}

/** True for PostgreSQL's unique violation (two registrations of one e-mail at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Consent records of a customer (docs/decisions.md "Data protection"): appended, never changed. */
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { consentRecords } from '../../db/schema';

export type ConsentRow = typeof consentRecords.$inferSelect;
export type NewConsent = typeof consentRecords.$inferInsert;

export async function insertConsent(tx: Tx, values: NewConsent): Promise<void> {
  await tx.insert(consentRecords).values(values);
}

/** Every answer of the customer, newest first (the latest recorded first within one instant). */
export function consentsOf(tx: Tx, customerId: number): Promise<ConsentRow[]> {
  return tx
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.customerId, customerId))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id));
}

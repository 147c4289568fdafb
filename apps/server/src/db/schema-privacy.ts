/**
 * Consent records (docs/decisions.md "Data protection"): every answer a visitor gives to a consent
 * question (analytics with the cookie notice, the newsletter in the settings) is a row of its own,
 * never changed: when, which purpose, yes or no, and the version of the text answered. The
 * standing answer is the latest row. The rows go with the account when it is deleted.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './schema';

export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['analytics', 'newsletter'] }).notNull(),
    granted: boolean('granted').notNull(),
    textVersion: text('text_version').notNull(),
    source: text('source', { enum: ['settings', 'cookieNotice'] }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('consent_records_customer_idx').on(t.customerId, t.at)],
);

/**
 * Wallet passes that stay true (docs/decisions.md "Wallet passes that stay true"): the devices that
 * registered an Apple Wallet pass for updates (Apple's PassKit web service), with the push token
 * Wallet gave, and the Google Wallet objects the shop inserted through Google's API. Both keep the
 * change of their admission that the device or Google last knew (`knownChangeAt`), so the wallet
 * job pushes or patches each change once, after the change committed, and retries a failed attempt
 * later (`attempts`, `nextAttemptAt`) without ever holding up the change itself.
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { issuedTickets } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A device's registration of one pass (serial number = the issued ticket's id). */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deviceLibraryId: text('device_library_id').notNull(),
    passTypeId: text('pass_type_id').notNull(),
    issuedTicketId: integer('issued_ticket_id')
      .notNull()
      .references(() => issuedTickets.id, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    /** The admission's last change the device knows of: at registration, or pushed since. */
    knownChangeAt: at('known_change_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_registrations_unique').on(
      t.deviceLibraryId,
      t.passTypeId,
      t.issuedTicketId,
    ),
    index('wallet_registrations_ticket_idx').on(t.issuedTicketId),
  ],
);

/** A Google Wallet event ticket object inserted for an admission. */
export const walletGoogleObjects = pgTable(
  'wallet_google_objects',
  {
    issuedTicketId: integer('issued_ticket_id')
      .notNull()
      .references(() => issuedTickets.id, { onDelete: 'cascade' }),
    objectId: text('object_id').notNull(),
    /** The admission's last change Google's object shows. */
    knownChangeAt: at('known_change_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.issuedTicketId] })],
);

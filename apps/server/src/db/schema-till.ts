/**
 * The till (docs/till.md): tills (cash points) with their running transaction number, shifts (a
 * cashier's drawer from its counted float to its closing with the counted cash, the expected cash,
 * the difference and the Z report kept as it was closed), and the till's transactions (a sale or a
 * storno, each numbered per till, with its payments and its fiscal signature or the TSE's failure).
 * A till transaction points at the order it sold or cancelled: the money itself is in the order's
 * ledger, the places in the inventory.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ReceiptLine, TillVatPart, ZReport } from '@foyer/domain/till';
import { orders, staffAccounts } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tills = pgTable(
  'tills',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The configuration's code of the till (`server.till.tills[].code`). */
    code: text('code').notNull(),
    /** The TSE client (fiskaly's client id, a UUID) and its serial number, the till's serial. */
    clientId: text('client_id').notNull(),
    clientSerial: text('client_serial').notNull(),
    /** The last transaction number given (numbers run per till, without gaps). */
    lastNumber: integer('last_number').notNull().default(0),
    /** The last Z report number given (`Z_NR` of the DSFinV-K). */
    lastClosing: integer('last_closing').notNull().default(0),
    /**
     * A storno under way at the till (its request key and since when): set under the till's lock
     * when the storno's checks pass, cleared when it is numbered. A sale is not numbered while a
     * fresh claim stands, so nothing comes between the storno's check and its sale's cancellation.
     */
    stornoKey: text('storno_key'),
    stornoSince: instant('storno_since'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('tills_code_unique').on(t.code)],
);

export const tillShifts = pgTable(
  'till_shifts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tillId: integer('till_id')
      .notNull()
      .references(() => tills.id),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => staffAccounts.id),
    cashierName: text('cashier_name').notNull(),
    openedAt: instant('opened_at').notNull(),
    /** Cents counted into the drawer at the start. */
    float: integer('float').notNull(),
    closedAt: instant('closed_at'),
    counted: integer('counted'),
    expected: integer('expected'),
    difference: integer('difference'),
    /** Who closed the shift: the cashier, or a manager closing another cashier's drawer. */
    closedById: integer('closed_by_id').references(() => staffAccounts.id),
    closedByName: text('closed_by_name'),
    /** The Z report's number per till, given at closing. */
    closingNumber: integer('closing_number'),
    /** The Z report as it was closed; never changed afterwards. */
    zReport: jsonb('z_report').$type<ZReport>(),
  },
  (t) => [
    // One open shift per till.
    uniqueIndex('till_shifts_one_open')
      .on(t.tillId)
      .where(sql`${t.closedAt} IS NULL`),
    index('till_shifts_closed_idx').on(t.closedAt),
    check('till_shifts_float_positive', sql`${t.float} >= 0`),
  ],
);

export const TILL_FISCAL_STATES = ['none', 'pending', 'signed', 'failed'] as const;
export type TillFiscalState = (typeof TILL_FISCAL_STATES)[number];

export const tillTransactions = pgTable(
  'till_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tillId: integer('till_id')
      .notNull()
      .references(() => tills.id),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => tillShifts.id),
    /** The till's transaction number. */
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['sale', 'storno'] }).notNull(),
    /** A storno's sale. */
    cancelsId: integer('cancels_id').references((): AnyPgColumn => tillTransactions.id),
    /** The client's idempotency key: a repeated request answers the first one's transaction. */
    requestKey: text('request_key').notNull(),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => staffAccounts.id),
    cashierName: text('cashier_name').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at').notNull(),
    /** Cents, negative for a storno: cash, card and voucher codes add up to the VAT parts' gross. */
    cash: integer('cash').notNull(),
    card: integer('card').notNull(),
    voucher: integer('voucher').notNull().default(0),
    /** Cash handed over and change given back (0 on a storno). */
    given: integer('given').notNull().default(0),
    change: integer('change').notNull().default(0),
    vat: jsonb('vat').$type<TillVatPart[]>().notNull(),
    lines: jsonb('lines').$type<ReceiptLine[]>().notNull(),
    fiscalState: text('fiscal_state', { enum: TILL_FISCAL_STATES }).notNull(),
    /** The TSE's transaction id (a UUID chosen by Foyer) and what the TSE answered. */
    tseTxId: text('tse_tx_id'),
    tssSerial: text('tss_serial'),
    clientSerial: text('client_serial'),
    tseNumber: integer('tse_number'),
    signatureCounter: integer('signature_counter'),
    signature: text('signature'),
    signatureAlgorithm: text('signature_algorithm'),
    publicKey: text('public_key'),
    tseStart: instant('tse_start'),
    tseEnd: instant('tse_end'),
    qrCode: text('qr_code'),
    /** Why the TSE failed (a status and code, never a secret). */
    fiscalError: text('fiscal_error'),
  },
  (t) => [
    uniqueIndex('till_transactions_number').on(t.tillId, t.number),
    uniqueIndex('till_transactions_request_key').on(t.requestKey),
    uniqueIndex('till_transactions_cancels').on(t.cancelsId),
    index('till_transactions_shift_idx').on(t.shiftId, t.id),
    index('till_transactions_ended_idx').on(t.endedAt),
  ],
);

/**
 * The till's calls under `/api/admin/till/…` (docs/till.md), for the till screen: open a shift with
 * its float, sell (the desk's sale, paid in cash with change, on the card terminal, or split),
 * cancel the last sale (a storno), close the shift with the counted cash (its Z report), a
 * transaction's receipt and a shift's Z report (JSON, or an 80 mm PDF), and the DSFinV-K export.
 * Permissions as the desk's (`desk.sell`); the DSFinV-K export is the owner's (`audit.read`). While
 * `server.till.enabled` is false, none of these calls exists (404).
 *
 * Refusals (422): the till's codes (`TILL_CASH_TOO_LITTLE` with `params.missing`,
 * `TILL_PAYMENT_SPLIT_MISMATCH`, `TILL_PAYMENT_NEGATIVE`, `TILL_SHIFT_NOT_OPEN`,
 * `TILL_SHIFT_ALREADY_OPEN`, `TILL_SHIFT_OTHER_CASHIER`, `TILL_STORNO_…`) and the desk sale's.
 */
import { z } from 'zod';
import { isIsoDate } from '../tickets/dates';
import { daysInRange } from '../reports/periods';
import { deskSaleBody } from './desk';
import type { AdminEndpoint } from './index';

const none = z.object({});
const cents = z.number().int().min(0).max(10_000_000);
const tillCode = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'expected a till code');
/** The client's idempotency key: the same key books once and answers the first answer again. */
const requestKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'expected 8–100 letters or digits');
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const tillShift = z.object({
  id: z.number().int(),
  till: z.string(),
  tillName: z.string(),
  cashierId: z.number().int(),
  cashier: z.string(),
  openedAt: z.string(),
  float: z.number().int(),
  closedAt: z.string().nullable(),
  counted: z.number().int().nullable(),
  expected: z.number().int().nullable(),
  difference: z.number().int().nullable(),
  /** The Z report's number at this till, once closed. */
  closingNumber: z.number().int().nullable(),
  /** Who closed it: the cashier, or a manager who closed another cashier's drawer. */
  closedById: z.number().int().nullable(),
  closedBy: z.string().nullable(),
});
export type TillShift = z.infer<typeof tillShift>;

const vatPart = z.object({
  rate: z.number().nullable(),
  gross: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
});

export const tillZReport = z.object({
  shift: tillShift,
  sales: z.number().int(),
  stornos: z.number().int(),
  total: z.number().int(),
  payments: z.object({ cash: z.number().int(), card: z.number().int(), voucher: z.number().int() }),
  vatRates: z.array(vatPart),
  cashiers: z.array(
    z.object({
      cashierId: z.number().int(),
      name: z.string(),
      sales: z.number().int(),
      stornos: z.number().int(),
      total: z.number().int(),
      cash: z.number().int(),
      card: z.number().int(),
      voucher: z.number().int(),
    }),
  ),
  cash: z.object({
    float: z.number().int(),
    expected: z.number().int(),
    counted: z.number().int(),
    difference: z.number().int(),
  }),
});
export type TillZReport = z.infer<typeof tillZReport>;

export const tillReceipt = z.object({
  transactionId: z.number().int(),
  museum: z.object({
    name: z.string(),
    address: z.array(z.string()),
    vatId: z.string().nullable(),
  }),
  till: z.string(),
  cashier: z.string(),
  number: z.number().int(),
  kind: z.enum(['sale', 'storno']),
  cancels: z.number().int().nullable(),
  orderNumber: z.string(),
  start: z.string(),
  end: z.string(),
  lines: z.array(
    z.object({
      count: z.number().int(),
      name: z.string(),
      unitPrice: z.number().int(),
      total: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
  total: z.number().int(),
  vat: z.array(vatPart),
  payments: z.object({
    cash: z.number().int(),
    card: z.number().int(),
    voucher: z.number().int(),
    given: z.number().int(),
    change: z.number().int(),
  }),
  fiscal: z.object({
    /** `signed`; `none`: not fiscalised; `failed`: the TSE failed (the sale stands). */
    state: z.enum(['signed', 'none', 'failed']),
    tssSerial: z.string().nullable(),
    clientSerial: z.string().nullable(),
    transactionNumber: z.number().int().nullable(),
    signatureCounter: z.number().int().nullable(),
    signature: z.string().nullable(),
    signatureAlgorithm: z.string().nullable(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    /** The DSFinV-K QR code's text. */
    qrCode: z.string().nullable(),
  }),
});
export type TillReceipt = z.infer<typeof tillReceipt>;

export const tillOpenShiftBody = z.object({ till: tillCode, float: cents }).strict();
export const tillCloseShiftBody = z.object({ till: tillCode, counted: cents }).strict();
export const tillSaleBody = deskSaleBody
  .omit({ payment: true })
  .extend({
    till: tillCode,
    key: requestKey,
    payment: z
      .object({
        /** Cents paid on the card terminal (0: all cash); the rest is the cash part. */
        card: cents,
        /** Cash handed over; absent when the cash part was given exactly. */
        given: cents.optional(),
      })
      .strict(),
  })
  .strict();
export type TillSaleBody = z.input<typeof tillSaleBody>;
export type TillSaleInput = z.output<typeof tillSaleBody>;
export const tillStornoBody = z
  .object({
    till: tillCode,
    key: requestKey,
    /**
     * The sale meant (its transaction id, as the screen shows it as the last): refused with
     * `TILL_STORNO_NOT_LAST` when another transaction came after it. Absent: the till's last.
     */
    transaction: id.optional(),
  })
  .strict();

export const tillSale = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  receipt: tillReceipt,
  /** The tickets PDF to print (A4); null without tickets. */
  ticketsUrl: z.string().nullable(),
  /** The same tickets on the till's 80 mm roll, in the sale's language; null without tickets. */
  tickets80Url: z.string().nullable(),
});
export type TillSale = z.infer<typeof tillSale>;

/** Units of each article sold in the counted days (`BEST_SELLER_DAYS`), most first. */
export const tillBestSellers = z.object({
  days: z.number().int().positive(),
  articles: z.array(z.object({ id, sold: z.number().int().nonnegative() })),
});
export type TillBestSellers = z.infer<typeof tillBestSellers>;

export const tillCurrentQuery = z.object({ till: tillCode });
/** The receipt's language (the visitor's, chosen at the till); absent: the staff member's. */
export const tillReceiptPdfQuery = z.object({
  language: z.enum(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']).optional(),
});
export const tillShiftParams = z.object({ id });
export const tillTransactionParams = z.object({ id });

/** The longest DSFinV-K export, in days (a fiscal year, with room for a leap day). */
export const MAX_DSFINVK_DAYS = 366;
const isoDate = z.string().refine(isIsoDate, 'expected a date YYYY-MM-DD');
export const dsfinvkQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, { message: 'must not be after to', path: ['from'] })
  .refine(
    (range) => range.from > range.to || daysInRange(range.from, range.to) <= MAX_DSFINVK_DAYS,
    { message: `at most ${MAX_DSFINVK_DAYS} days`, path: ['to'] },
  );

const file = z.object({
  fileName: z.string(),
  content: z.custom<string | AsyncIterable<Uint8Array>>(
    (value) =>
      typeof value === 'string' ||
      (typeof value === 'object' && value !== null && Symbol.asyncIterator in value),
  ),
});

const TILL_REFUSED =
  'the till’s refusals (`TILL_…`, see the file comment) and the desk sale’s cart refusals';

export const tillEndpoints = {
  tillOpenShift: {
    name: 'adminTillOpenShift',
    method: 'POST',
    path: 'till/shifts',
    access: 'desk.sell',
    summary: 'Opens a shift at a till with the float counted into the drawer',
    params: none,
    query: none,
    body: tillOpenShiftBody,
    data: tillShift,
    failures: { 404: '`TILL_NOT_FOUND`: no till with this code', 422: TILL_REFUSED },
  },
  tillBestSellers: {
    name: 'adminTillBestSellers',
    method: 'GET',
    path: 'till/best-sellers',
    access: 'desk.sell',
    summary:
      'The articles sold most in the last days over every channel, for the order of the till’s article tiles',
    params: none,
    query: none,
    body: null,
    data: tillBestSellers,
    failures: {},
  },
  tillCurrentShift: {
    name: 'adminTillCurrentShift',
    method: 'GET',
    path: 'till/shifts/current',
    access: 'desk.sell',
    summary: 'The open shift of a till, or null',
    params: none,
    query: tillCurrentQuery,
    body: null,
    data: tillShift.nullable(),
    failures: { 404: '`TILL_NOT_FOUND`: no till with this code' },
  },
  tillSell: {
    name: 'adminTillSell',
    method: 'POST',
    path: 'till/sales',
    access: 'desk.sell',
    summary:
      'Sells a cart at the till in the cashier’s open shift: paid in cash (with change), by card terminal or split; signed by the TSE',
    params: none,
    query: none,
    body: tillSaleBody,
    data: tillSale,
    failures: { 404: '`TILL_NOT_FOUND`: no till with this code', 422: TILL_REFUSED },
  },
  tillStorno: {
    name: 'adminTillStorno',
    method: 'POST',
    path: 'till/stornos',
    access: 'desk.sell',
    summary:
      'Cancels the till’s last sale (the cashier’s own, in the open shift): the order is cancelled and paid back at the till; the storno is signed as a transaction of its own',
    params: none,
    query: none,
    body: tillStornoBody,
    data: tillReceipt,
    failures: {
      404: '`TILL_NOT_FOUND`: no till, or no transaction at it',
      422: TILL_REFUSED,
    },
  },
  tillCloseShift: {
    name: 'adminTillCloseShift',
    method: 'POST',
    path: 'till/shifts/close',
    access: 'desk.sell',
    summary:
      'Closes the till’s open shift with the counted cash: the expected cash, the difference and the Z report, kept as closed; the cashier’s own, or any with `reports.read` (manager, owner)',
    params: none,
    query: none,
    body: tillCloseShiftBody,
    data: tillZReport,
    failures: { 404: '`TILL_NOT_FOUND`: no till with this code', 422: TILL_REFUSED },
  },
  tillZReport: {
    name: 'adminTillZReport',
    method: 'GET',
    path: 'till/shifts/{id}/z-report',
    access: 'desk.sell',
    summary: 'The Z report of a closed shift, as it was closed',
    params: tillShiftParams,
    query: none,
    body: null,
    data: tillZReport,
    failures: { 404: '`TILL_SHIFT_NOT_FOUND`: no closed shift with this id' },
  },
  tillZReportPdf: {
    name: 'adminTillZReportPdf',
    method: 'GET',
    path: 'till/shifts/{id}/z-report.pdf',
    access: 'desk.sell',
    summary: 'The Z report of a closed shift as an 80 mm receipt PDF',
    params: tillShiftParams,
    query: none,
    body: null,
    data: file,
    download: 'application/pdf',
    failures: { 404: '`TILL_SHIFT_NOT_FOUND`: no closed shift with this id' },
  },
  tillReceipt: {
    name: 'adminTillReceipt',
    method: 'GET',
    path: 'till/transactions/{id}/receipt',
    access: 'desk.sell',
    summary: 'The receipt of a till transaction (sale or storno) with its fiscal signature',
    params: tillTransactionParams,
    query: none,
    body: null,
    data: tillReceipt,
    failures: { 404: '`TILL_TRANSACTION_NOT_FOUND`: no till transaction with this id' },
  },
  tillReceiptPdf: {
    name: 'adminTillReceiptPdf',
    method: 'GET',
    path: 'till/transactions/{id}/receipt.pdf',
    access: 'desk.sell',
    summary:
      'The receipt of a till transaction as an 80 mm PDF with its QR code, labelled in `language` (the visitor’s) or the staff member’s',
    params: tillTransactionParams,
    query: tillReceiptPdfQuery,
    body: null,
    data: file,
    download: 'application/pdf',
    failures: { 404: '`TILL_TRANSACTION_NOT_FOUND`: no till transaction with this id' },
  },
  tillDsfinvk: {
    name: 'adminTillDsfinvk',
    method: 'GET',
    path: 'till/dsfinvk',
    access: 'audit.read',
    summary:
      'The DSFinV-K export of the till closings (Z reports) in a range of days, as a ZIP (`foyer-dsfinvk-<from>_<to>.zip`)',
    params: none,
    query: dsfinvkQuery,
    body: null,
    data: file,
    download: 'application/zip',
  },
} satisfies Record<string, AdminEndpoint>;

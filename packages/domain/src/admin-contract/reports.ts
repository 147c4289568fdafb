/**
 * The back office's reports: sales per day, week or month, per product and
 * ticket type, per payment type and per partner, VAT per rate, refunds, and visitors expected and
 * checked in per time slot, for a range of dates in the museum's time zone. Amounts are in cents.
 * Each answer is a table: `columns` name the values of every row and of `totals`.
 */
import { z } from 'zod';
import type { AdminEndpoint } from './index';
import { isIsoDate } from '../tickets/dates';
import { daysInRange, REPORT_GRAINS } from '../reports/periods';
import { REPORT_COLUMNS } from '../reports/figures';

export const REPORT_KINDS = [
  'sales',
  'products',
  'payments',
  'partners',
  'channels',
  'vat',
  'refunds',
  'visitors',
  'cashiers',
] as const;
export const reportKind = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof reportKind>;
export const reportGrain = z.enum(REPORT_GRAINS);
export const reportColumn = z.enum(REPORT_COLUMNS);

/** The longest range one report covers, in days (three years). */
export const MAX_REPORT_DAYS = 1100;

const isoDate = z.string().refine(isIsoDate, 'expected a date YYYY-MM-DD');

export const reportParams = z.object({ kind: reportKind });
export const reportQuery = z
  .object({
    /** First day, in the museum's time zone (sales: booking day; visitors: day of the visit). */
    from: isoDate,
    /** Last day, included. */
    to: isoDate,
    /** Periods of `sales` and `refunds`. */
    grain: reportGrain.default('day'),
  })
  .refine((range) => range.from <= range.to, { message: 'must not be after to', path: ['from'] })
  .refine(
    (range) => range.from > range.to || daysInRange(range.from, range.to) <= MAX_REPORT_DAYS,
    {
      message: `at most ${MAX_REPORT_DAYS} days`,
      path: ['to'],
    },
  );

export const reportRow = z.object({
  /** A period's first day, a product (`ticket:11`), a payment type id, a partner, a VAT rate, a slot or a cashier (`cashier:7`); `shipping`, `voucherCodes`, `unassignedRefunds`, `cancellationFees` and `none` are named by the back office. */
  key: z.string(),
  label: z.string().nullable(),
  /** Visitors: the slot, `YYYY-MM-DDTHH:mm` in venue time. */
  at: z.string().nullable(),
  values: z.array(z.number().int()),
});

export const report = z.object({
  kind: reportKind,
  from: z.string(),
  to: z.string(),
  grain: reportGrain,
  timeZone: z.string(),
  currency: z.literal('EUR'),
  columns: z.array(reportColumn),
  rows: z.array(reportRow),
  totals: z.array(z.number().int()),
});
export type Report = z.infer<typeof report>;

export const reportEndpoints = {
  report: {
    name: 'adminReport',
    method: 'GET',
    path: 'reports/{kind}',
    access: 'reports.read',
    summary:
      'A report for a range of days: sales per period, product, payment type or partner, VAT per rate, refunds, visitors per time slot, or till sales per cashier',
    params: reportParams,
    query: reportQuery,
    body: null,
    data: report,
  },
} satisfies Record<string, AdminEndpoint>;

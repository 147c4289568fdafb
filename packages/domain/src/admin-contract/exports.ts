/**
 * The accountant's exports (docs/accounting.md "Exports"): orders, order lines, payments and refunds,
 * invoices and credit notes of a range of days as CSV files and as one workbook, the DATEV booking
 * batch, and the PDFs of the numbered documents of up to a month as a ZIP. Each is a download,
 * written while it is read (`content` streams).
 */
import { z } from 'zod';
import type { AdminEndpoint } from './index';
import { isIsoDate } from '../tickets/dates';
import { daysInRange } from '../reports/periods';
import { EXPORT_SHEET_KINDS } from '../exports/rows';

/** The longest range of a row export or the DATEV batch, in days. */
export const MAX_EXPORT_DAYS = 366;
/** The longest range of the documents' ZIP, in days (a month). */
export const MAX_DOCUMENT_ZIP_DAYS = 31;

const isoDate = z.string().refine(isIsoDate, 'expected a date YYYY-MM-DD');

function exportRange(maxDays: number) {
  return z
    .object({
      /** First day, in the museum's time zone. */
      from: isoDate,
      /** Last day, included. */
      to: isoDate,
    })
    .refine((range) => range.from <= range.to, { message: 'must not be after to', path: ['from'] })
    .refine((range) => range.from > range.to || daysInRange(range.from, range.to) <= maxDays, {
      message: `at most ${maxDays} days`,
      path: ['to'],
    });
}

export const exportQuery = exportRange(MAX_EXPORT_DAYS);
export const documentZipQuery = exportRange(MAX_DOCUMENT_ZIP_DAYS);
export type ExportQuery = z.infer<typeof exportQuery>;

export const exportSheetKind = z.enum(EXPORT_SHEET_KINDS);
export const exportCsvParams = z.object({ sheet: exportSheetKind });

/** A file's body: its text, or its bytes as they are written. */
export type ExportBody = string | AsyncIterable<Uint8Array>;
const exportFile = z.object({
  fileName: z.string(),
  content: z.custom<ExportBody>(
    (value) =>
      typeof value === 'string' ||
      (typeof value === 'object' && value !== null && Symbol.asyncIterator in value),
  ),
});

const none = z.object({});

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportEndpoints = {
  exportCsv: {
    name: 'adminExportCsv',
    method: 'GET',
    path: 'exports/csv/{sheet}',
    access: 'reports.read',
    summary:
      'Orders, order lines, payments and refunds, or invoices and credit notes of a range of days as CSV (`foyer-<sheet>-<from>_<to>.csv`)',
    params: exportCsvParams,
    query: exportQuery,
    body: null,
    data: exportFile,
    download: 'text/csv; charset=utf-8',
  },
  exportWorkbook: {
    name: 'adminExportWorkbook',
    method: 'GET',
    path: 'exports/workbook',
    access: 'reports.read',
    summary:
      'The four exports of a range of days as one Excel workbook, a sheet each (`foyer-export-<from>_<to>.xlsx`)',
    params: none,
    query: exportQuery,
    body: null,
    data: exportFile,
    download: XLSX_TYPE,
  },
  exportDatev: {
    name: 'adminExportDatev',
    method: 'GET',
    path: 'exports/datev',
    access: 'reports.read',
    summary:
      'The DATEV booking batch (EXTF 700, Buchungsstapel) of a range of days within one fiscal year, Windows-1252 (`EXTF_Buchungsstapel_<from>_<to>.csv`)',
    params: none,
    query: exportQuery,
    body: null,
    data: exportFile,
    download: 'text/csv; charset=windows-1252',
    failures: {
      422: '`DATEV_FISCAL_YEAR`: the range crosses the start of a fiscal year; `DATEV_ACCOUNT_MISSING`: a VAT rate sold in the range has no account in the configuration',
    },
  },
  exportDocuments: {
    name: 'adminExportDocuments',
    method: 'GET',
    path: 'exports/documents',
    access: 'reports.read',
    summary:
      'The PDFs of the invoices, cancellation invoices and credit notes issued in up to a month, as a ZIP (`foyer-documents-<from>_<to>.zip`)',
    params: none,
    query: documentZipQuery,
    body: null,
    data: exportFile,
    download: 'application/zip',
  },
} satisfies Record<string, AdminEndpoint>;

/**
 * The reports screen (permission reports.read), loaded lazily: a report kind, a range of days and,
 * for periods, day/week/month; the figures as a chart and a table, and a CSV download for a
 * spreadsheet in the staff member's language.
 */
import { addDays } from '@foyer/domain';
import { adminEndpoints, REPORT_KINDS, type Report } from '@foyer/domain/admin-contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { AdminApiError } from '../api';
import { DataTable } from '../components/data-table';
import { ReportChart, type ChartSeries } from '../components/report-chart';
import { useAdmin } from '../context';
import { errorText } from '../errors';
import { useAdminQuery } from '../queries';
import {
  byPeriod,
  columnTitle,
  dimensionTitle,
  formatValue,
  isMoney,
  KIND_TEXT,
  reportCsv,
  rowTitle,
  slotTitle,
} from '../reports/format';

type Kind = Report['kind'];
type Grain = Report['grain'];
interface Query {
  kind: Kind;
  from: string;
  to: string;
  grain: Grain;
}
interface TableRow {
  key: string;
  slot: string;
  title: string;
  values: number[];
  total: boolean;
}

const GRAINS: Grain[] = ['day', 'week', 'month'];
const GRAIN_TEXT = { day: 'grainDay', week: 'grainWeek', month: 'grainMonth' } as const;
const COLORS = ['#1f4e5f', '#c05a00'];
const columns = createColumnHelper<TableRow>();

function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The columns the chart draws: net sales, refunds, VAT, or visitors expected and checked in. */
function chartColumns(kind: Kind): Report['columns'] {
  if (kind === 'visitors') return ['expected', 'checkedIn'];
  if (kind === 'refunds') return ['refunds'];
  if (kind === 'vat') return ['vat'];
  return ['total'];
}

export function ReportsScreen() {
  const { t, language } = useAdmin();
  const id = useId();
  const today = useMemo(localToday, []);
  const [draft, setDraft] = useState<Query>({
    kind: 'sales',
    from: addDays(today, -41),
    to: today,
    grain: 'week',
  });
  // The query shown: the first at once, then each one the form sends. A range that ends before it
  // starts is not asked for; the last report stays in view while the next one loads.
  const [applied, setApplied] = useState<Query>(draft);
  const rangeValid = applied.from <= applied.to;
  const asked = useAdminQuery(
    adminEndpoints.report,
    {
      params: { kind: applied.kind },
      query: { from: applied.from, to: applied.to, grain: applied.grain },
    },
    { enabled: rangeValid, keepPrevious: true },
  );
  const report: Report | null = asked.data ?? null;
  const loading = asked.isFetching;
  const failure = !rangeValid
    ? t('rangeInvalid')
    : asked.isError
      ? asked.error instanceof AdminApiError && asked.error.status === 422
        ? t('rangeInvalid')
        : errorText(asked.error, t)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const same =
      draft.kind === applied.kind &&
      draft.from === applied.from &&
      draft.to === applied.to &&
      draft.grain === applied.grain;
    // The same report asked for again is read again (figures change as the day goes on).
    if (same && rangeValid) void asked.refetch();
    else setApplied({ ...draft });
  };

  const rows = useMemo((): TableRow[] => {
    if (!report) return [];
    return [
      ...report.rows.map((row) => ({
        key: row.key,
        slot: row.at ? slotTitle(row.at, language) : '',
        title: rowTitle(report, row, t, language),
        values: row.values,
        total: false,
      })),
      { key: '__total', slot: '', title: t('rowTotal'), values: report.totals, total: true },
    ];
  }, [report, t, language]);

  const tableColumns = useMemo(() => {
    if (!report) return [];
    return [
      ...(report.kind === 'visitors'
        ? [columns.accessor('slot', { header: () => t('colSlot') })]
        : []),
      columns.accessor('title', {
        header: () => dimensionTitle(report.kind, t),
        cell: (cell) =>
          cell.row.original.total ? <strong>{cell.getValue()}</strong> : cell.getValue(),
      }),
      ...report.columns.map((column, index) =>
        columns.accessor((row) => row.values[index] ?? 0, {
          id: column,
          header: () => <span className="num">{columnTitle(column, t)}</span>,
          cell: (cell) => (
            <span className={cell.getValue() < 0 ? 'num negative' : 'num'}>
              {formatValue(column, cell.getValue(), language)}
            </span>
          ),
        }),
      ),
    ];
  }, [report, t, language]);

  const table = useReactTable({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
  });

  const chart = useMemo(() => {
    if (!report || report.rows.length === 0) return null;
    const shown = report.rows.slice(0, byPeriod(report.kind) ? 400 : 20);
    const drawn = chartColumns(report.kind);
    const series: ChartSeries[] = drawn.map((column, index) => {
      const at = report.columns.indexOf(column);
      const money = isMoney(column);
      return {
        label: columnTitle(column, t),
        values: shown.map((row) => (row.values[at] ?? 0) / (money ? 100 : 1)),
        color: COLORS[index] ?? '#1f4e5f',
      };
    });
    const labels = shown.map((row) =>
      report.kind === 'visitors' && row.at
        ? `${slotTitle(row.at, language)} ${row.label ?? ''}`
        : rowTitle(report, row, t, language),
    );
    const money = drawn.every(isMoney);
    const format = (value: number) =>
      money
        ? new Intl.NumberFormat(language, {
            style: 'currency',
            currency: 'EUR',
            maximumFractionDigits: 0,
          }).format(value)
        : new Intl.NumberFormat(language).format(value);
    return { labels, series, format };
  }, [report, t, language]);

  const download = () => {
    if (!report) return;
    const blob = new Blob([reportCsv(report, t, language)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `foyer-${report.kind}-${report.from}-${report.to}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => dateFormat.format(new Date(`${value}T00:00:00Z`));

  return (
    <section aria-labelledby="reports-title" className="reports">
      <h1 id="reports-title">{t('reportsTitle')}</h1>
      <p className="hint">{t('reportsHint')}</p>
      <form className="report-filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('reportKind')}</label>
          <select
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value as Kind })}
          >
            {REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_TEXT[kind])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('rangeFrom')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            required
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('rangeTo')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            required
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        {byPeriod(draft.kind) && (
          <div className="field">
            <label htmlFor={`${id}-grain`}>{t('grain')}</label>
            <select
              id={`${id}-grain`}
              value={draft.grain}
              onChange={(event) => setDraft({ ...draft, grain: event.target.value as Grain })}
            >
              {GRAINS.map((grain) => (
                <option key={grain} value={grain}>
                  {t(GRAIN_TEXT[grain])}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="report-actions">
          <button type="submit" disabled={loading}>
            {t('showReport')}
          </button>
          <button type="button" className="secondary" disabled={!report} onClick={download}>
            {t('downloadCsv')}
          </button>
        </div>
      </form>
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
      <div aria-live="polite" aria-busy={loading}>
        {report && (
          <h2>
            {t(KIND_TEXT[report.kind])}: {day(report.from)} – {day(report.to)}
          </h2>
        )}
        {report && report.rows.length === 0 && <p>{t('noData')}</p>}
      </div>
      {report && chart && (
        <ReportChart
          labels={chart.labels}
          series={chart.series}
          formatValue={chart.format}
          label={t('chartLabel', {
            report: t(KIND_TEXT[report.kind]),
            from: day(report.from),
            to: day(report.to),
          })}
        />
      )}
      {report && <DataTable table={table} caption={t(KIND_TEXT[report.kind])} />}
    </section>
  );
}

export default ReportsScreen;

/**
 * The accountant's exports (permission reports.read), loaded lazily: a range of days (last month
 * by default) and the files of that range, each with what it holds: the workbook, the four CSV
 * lists, the DATEV booking batch and the documents' PDFs as a ZIP (docs/accounting.md). A file is
 * fetched, shown as being prepared while the server writes it, then saved; a refusal is said in
 * words.
 */
import { addDays } from '@foyer/domain';
import { useId, useMemo, useState } from 'react';
import { useAdmin } from '../context';
import type { MessageKey } from '../i18n';
import './exports-texts';

interface ExportFile {
  id: string;
  path: string;
  title: MessageKey;
  hint: MessageKey;
  /** `csv` lists come in one row of four buttons. */
  group: 'main' | 'csv';
}

const FILES: readonly ExportFile[] = [
  {
    id: 'workbook',
    path: 'workbook',
    title: 'exportsWorkbook',
    hint: 'exportsWorkbookHint',
    group: 'main',
  },
  {
    id: 'orders',
    path: 'csv/orders',
    title: 'exportsOrders',
    hint: 'exportsOrdersHint',
    group: 'csv',
  },
  { id: 'lines', path: 'csv/lines', title: 'exportsLines', hint: 'exportsLinesHint', group: 'csv' },
  {
    id: 'payments',
    path: 'csv/payments',
    title: 'exportsPayments',
    hint: 'exportsPaymentsHint',
    group: 'csv',
  },
  {
    id: 'documents',
    path: 'csv/documents',
    title: 'exportsInvoices',
    hint: 'exportsInvoicesHint',
    group: 'csv',
  },
  { id: 'datev', path: 'datev', title: 'exportsDatev', hint: 'exportsDatevHint', group: 'main' },
  { id: 'pdfs', path: 'documents', title: 'exportsPdfs', hint: 'exportsPdfsHint', group: 'main' },
];

function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first and last day of the month before `today`'s. */
export function lastMonth(today: string): { from: string; to: string } {
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** The file name the server sends (`Content-Disposition`), else a name made of the range. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; id: string }
  | { kind: 'done'; id: string }
  | { kind: 'failed'; message: MessageKey };

/** The text of a refusal by its stable code (docs/api.md). */
function refusalText(code: string | undefined): MessageKey {
  if (code === 'DATEV_FISCAL_YEAR') return 'exportsFiscalYear';
  if (code === 'DATEV_ACCOUNT_MISSING') return 'exportsAccountMissing';
  if (code === 'VALIDATION_FAILED') return 'exportsRangeInvalid';
  if (code === 'SESSION_EXPIRED') return 'sessionExpired';
  return 'exportsFailed';
}

export function ExportsScreen() {
  const { t } = useAdmin();
  const id = useId();
  const initial = useMemo(() => lastMonth(localToday()), []);
  const [range, setRange] = useState(initial);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const rangeValid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const busy = status.kind === 'busy';

  async function download(file: ExportFile) {
    if (!rangeValid) {
      setStatus({ kind: 'failed', message: 'exportsRangeInvalid' });
      return;
    }
    setStatus({ kind: 'busy', id: file.id });
    const query = new URLSearchParams({ from: range.from, to: range.to });
    try {
      const response = await fetch(`/api/admin/exports/${file.path}?${query}`, {
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        setStatus({ kind: 'failed', message: refusalText(body.error) });
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, `foyer-${file.id}-${range.from}_${range.to}`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setStatus({ kind: 'done', id: file.id });
    } catch {
      setStatus({ kind: 'failed', message: 'errorNetwork' });
    }
  }

  const titleOf = (fileId: string) => {
    const file = FILES.find((entry) => entry.id === fileId);
    return file ? t(file.title) : '';
  };

  return (
    <section aria-labelledby="exports-title" className="exports">
      <h1 id="exports-title">{t('exportsTitle')}</h1>
      <p className="hint">{t('exportsHint')}</p>
      <fieldset className="report-filters exports-range">
        <legend>{t('exportsRange')}</legend>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('exportsFrom')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={range.from}
            required
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('exportsTo')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={range.to}
            required
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </div>
        <div className="report-actions">
          <button type="button" className="secondary" onClick={() => setRange(initial)}>
            {t('exportsLastMonth')}
          </button>
        </div>
      </fieldset>
      <div aria-live="polite" className="exports-status">
        {status.kind === 'busy' && (
          <p className="exports-busy">
            <span className="exports-spinner" aria-hidden="true" />
            {t('exportsPreparing', { file: titleOf(status.id) })}
          </p>
        )}
        {status.kind === 'done' && <p>{t('exportsDone', { file: titleOf(status.id) })}</p>}
      </div>
      {(status.kind === 'failed' || !rangeValid) && (
        <p role="alert" className="admin-error">
          {t(status.kind === 'failed' ? status.message : 'exportsRangeInvalid')}
        </p>
      )}
      <h2>{t('exportsFiles')}</h2>
      <ul className="exports-list" aria-busy={busy}>
        {FILES.map((file) => (
          <li key={file.id} className="exports-file">
            <div>
              <h3 id={`${id}-${file.id}`}>
                {t(file.title)}
                {file.group === 'csv' && <span className="exports-format"> (CSV)</span>}
              </h3>
              <p>{t(file.hint)}</p>
            </div>
            <button
              type="button"
              disabled={busy}
              aria-describedby={`${id}-${file.id}`}
              onClick={() => void download(file)}
            >
              {busy && status.id === file.id
                ? t('exportsPreparing', { file: t(file.title) })
                : t('exportsDownload', { file: t(file.title) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default ExportsScreen;

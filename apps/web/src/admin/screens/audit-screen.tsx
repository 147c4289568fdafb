import { adminEndpoints, type AuditEntry } from '@foyer/domain/admin-contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable, NO_ROWS } from '../components/data-table';
import { QueryFailure } from '../components/load-failure';
import { useAdmin } from '../context';
import { useAdminQuery } from '../queries';

const PAGE_SIZE = 25;
const columns = createColumnHelper<AuditEntry>();

function describe(value: unknown): string {
  return value === null || value === undefined ? '–' : JSON.stringify(value);
}

export function AuditScreen() {
  const { t, language } = useAdmin();
  const [page, setPage] = useState(1);
  // One query per page: a late answer for a page left behind is never shown; the last page's rows
  // stay in view, marked busy, while the next one loads.
  const log = useAdminQuery(
    adminEndpoints.audit,
    { query: { page, pageSize: PAGE_SIZE } },
    { keepPrevious: true },
  );
  const data = log.data;
  // The pager keeps the last known size of the log while a page fails to load.
  const [total, setTotal] = useState(0);
  if (data && data.total !== total) setTotal(data.total);
  const format = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }),
    [language],
  );
  const tableColumns = useMemo(
    () => [
      columns.accessor('at', {
        header: () => t('when'),
        cell: (cell) => (
          <time dateTime={cell.getValue()}>{format.format(new Date(cell.getValue()))}</time>
        ),
      }),
      columns.accessor('actor', {
        header: () => t('who'),
        cell: (cell) => <span className="breakable">{cell.getValue()}</span>,
      }),
      columns.accessor('action', { header: () => t('action') }),
      columns.accessor((entry) => `${entry.targetType} ${entry.targetId ?? ''}`, {
        id: 'target',
        header: () => t('target'),
      }),
      columns.accessor((entry) => `${describe(entry.before)} → ${describe(entry.after)}`, {
        id: 'change',
        header: () => t('change'),
        cell: (cell) => <span className="change">{cell.getValue()}</span>,
      }),
    ],
    [t, format],
  );
  const table = useReactTable({
    data: data?.entries ?? NO_ROWS,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('auditTitle')}</h1>
      <QueryFailure query={log} className="admin-error" />
      {log.isFetching && <p role="status">{t('loading')}</p>}
      <DataTable table={table} caption={t('auditTitle')} busy={log.isPlaceholderData} />
      <nav className="pager" aria-label={t('pageOf', { page, pages })}>
        <button
          type="button"
          className="secondary"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          {t('previous')}
        </button>
        <span aria-live="polite">{t('pageOf', { page, pages })}</span>
        <button
          type="button"
          className="secondary"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          {t('next')}
        </button>
      </nav>
    </section>
  );
}

/** The order search: a form (react-hook-form + zod) and the results in a DataTable. */
import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@foyer/domain';
import {
  adminEndpoints,
  ORDER_STATUSES,
  orderStatus,
  type OrderSummary,
} from '@foyer/domain/admin-contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DataTable, NO_ROWS } from '../../components/data-table';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import { useAdminQuery } from '../../queries';
import { formatters, orderErrorText, statusKey } from './order-texts';
import './money-texts';
import './orders.css';

const PAGE_SIZE = 25;
const SEARCH_KEY = 'foyer.admin.orderSearch';
const columns = createColumnHelper<OrderSummary>();

const optional = (max: number) => z.string().trim().max(max);
const day = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);
export const searchForm = z
  .object({
    number: optional(40),
    email: optional(254),
    name: optional(100),
    barcode: optional(64),
    from: day,
    to: day,
    status: z.union([z.literal(''), orderStatus]),
    product: optional(100),
  })
  .refine((form) => !form.from || !form.to || form.from <= form.to, {
    path: ['to'],
    message: 'dateOrder',
  });
type SearchForm = z.infer<typeof searchForm>;

const EMPTY: SearchForm = {
  number: '',
  email: '',
  name: '',
  barcode: '',
  from: '',
  to: '',
  status: '',
  product: '',
};

function storedSearch(): SearchForm {
  const parsed = searchForm.safeParse(JSON.parse(sessionStorage.getItem(SEARCH_KEY) ?? 'null'));
  return parsed.success ? parsed.data : EMPTY;
}

export default function OrdersScreen() {
  const { t, language, navigate } = useAdmin();
  const [criteria, setCriteria] = useState<SearchForm>(storedSearch);
  const [page, setPage] = useState(1);
  const format = useMemo(() => formatters(language), [language]);

  // One query per search and page: a late answer for an earlier search or page is never shown. The
  // last results stay in view, marked busy, while the next ones load; a failed search shows its
  // error and no results.
  const query: Record<string, string | number> = { page, pageSize: PAGE_SIZE };
  for (const [name, value] of Object.entries(criteria)) if (value) query[name] = value;
  const search = useAdminQuery(adminEndpoints.searchOrders, { query }, { keepPrevious: true });
  const data = search.data;
  const loading = search.isFetching;

  const { register, handleSubmit, reset, formState } = useForm<SearchForm>({
    resolver: zodResolver(searchForm),
    defaultValues: criteria,
  });
  const onSearch = handleSubmit((values) => {
    sessionStorage.setItem(SEARCH_KEY, JSON.stringify(values));
    setPage(1);
    setCriteria(values);
  });
  const { errors } = formState;

  const tableColumns = useMemo(
    () => [
      columns.accessor('number', {
        header: () => t('colNumber'),
        cell: (cell) => (
          <a
            href={`/admin/orders/${cell.row.original.id}`}
            onClick={(event) => {
              event.preventDefault();
              navigate(`orders/${cell.row.original.id}`);
            }}
          >
            {cell.getValue()}
          </a>
        ),
      }),
      columns.accessor('createdAt', {
        header: () => t('colDate'),
        cell: (cell) => <time dateTime={cell.getValue()}>{format.dateTime(cell.getValue())}</time>,
      }),
      columns.accessor((row) => `${row.name} ${row.email}`, {
        id: 'customer',
        header: () => t('colCustomer'),
        cell: (cell) => (
          <span className="stacked">
            <span>{cell.row.original.name || t('none')}</span>
            <span className="hint">{cell.row.original.email}</span>
          </span>
        ),
      }),
      columns.accessor('lineCount', { header: () => t('colLines') }),
      columns.accessor('channel', {
        header: () => t('colChannel'),
        cell: (cell) => t(cell.getValue() === 'desk' ? 'channelDesk' : 'channelWeb'),
      }),
      columns.accessor('total', {
        header: () => t('colTotal'),
        cell: (cell) => <span className="money">{formatMoney(cell.getValue(), language)}</span>,
      }),
      columns.accessor('status', {
        header: () => t('searchStatus'),
        cell: (cell) => (
          <span className={`badge badge-${cell.getValue()}`}>{t(statusKey(cell.getValue()))}</span>
        ),
      }),
    ],
    [t, format, language, navigate],
  );
  const table = useReactTable({
    data: data?.orders ?? NO_ROWS,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  const text = (
    name: 'number' | 'email' | 'name' | 'barcode' | 'product',
    label: Parameters<typeof t>[0],
    type = 'text',
  ) => (
    <div className="field">
      <label htmlFor={`order-${name}`}>{t(label)}</label>
      <input
        id={`order-${name}`}
        type={type}
        aria-invalid={errors[name] ? true : undefined}
        {...register(name)}
      />
    </div>
  );

  return (
    <section aria-labelledby="orders-title">
      <div className="orders-heading">
        <h1 id="orders-title">{t('ordersTitle')}</h1>
        <a
          href="/admin/orders/problems"
          onClick={(event) => {
            event.preventDefault();
            navigate('orders/problems');
          }}
        >
          {t('problemsTitle')}
        </a>
      </div>
      <form
        onSubmit={onSearch}
        noValidate
        className="search-form"
        aria-label={t('searchForm')}
        role="search"
      >
        {text('number', 'searchNumber')}
        {text('email', 'searchEmail', 'search')}
        {text('name', 'searchName')}
        {text('barcode', 'searchBarcode')}
        {text('product', 'searchProduct')}
        <div className="field">
          <label htmlFor="order-status">{t('searchStatus')}</label>
          <select id="order-status" {...register('status')}>
            <option value="">{t('anyStatus')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(statusKey(status))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-from">{t('searchFrom')}</label>
          <input id="order-from" type="date" {...register('from')} />
        </div>
        <div className="field">
          <label htmlFor="order-to">{t('searchTo')}</label>
          <input
            id="order-to"
            type="date"
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? 'order-to-error' : undefined}
            {...register('to')}
          />
          {errors.to && (
            <p id="order-to-error" className="field-error">
              {t('dateOrder')}
            </p>
          )}
        </div>
        <div className="search-buttons">
          <button type="submit">{t('search')}</button>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              reset(EMPTY);
              sessionStorage.removeItem(SEARCH_KEY);
              setPage(1);
              setCriteria(EMPTY);
            }}
          >
            {t('clearSearch')}
          </button>
        </div>
      </form>
      <QueryFailure
        query={search}
        describe={(error) => orderErrorText(error, t)}
        className="admin-error"
      />
      <p role="status" className="results-count">
        {loading ? (
          <span className="spinner-line">
            <span className="spinner" aria-hidden="true" /> {t('loading')}
          </span>
        ) : !data ? null : data.total === 0 ? (
          t('noOrders')
        ) : (
          t('resultsCount', { count: data.total })
        )}
      </p>
      {data && data.total > 0 && (
        <DataTable table={table} caption={t('ordersTitle')} busy={search.isPlaceholderData} />
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('pageOf', { page, pages })}>
          <button
            type="button"
            className="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </button>
          <span>{t('pageOf', { page, pages })}</span>
          <button
            type="button"
            className="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </section>
  );
}

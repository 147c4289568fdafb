/**
 * The audit log: each entry as a sentence in the staff member's language (`auditSentence` of the
 * domain picks the sentence and its values), the raw before and after on demand, filtered by staff
 * member, kind of action and day, 25 entries a page. The filters and the page are kept in the
 * screen's address (`/admin/audit?kind=…`), so a filtered log can be reloaded or passed on.
 */
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTION_KIND_NAMES,
  auditSentence,
  type AuditActionGroup,
  type AuditActionKind,
  type AuditSentenceKey,
  type AuditValue,
  type ImageTarget,
  type StaffRole,
} from '@foyer/domain';
import { adminEndpoints, type AuditEntry } from '@foyer/domain/admin-contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DataTable, NO_ROWS } from '../components/data-table';
import { QueryFailure } from '../components/load-failure';
import { useAdmin } from '../context';
import { LANGUAGE_NAMES, type Translate } from '../i18n';
import { useAdminQuery } from '../queries';
import './audit-texts';

const PAGE_SIZE = 25;
const columns = createColumnHelper<AuditEntry>();

interface Filter {
  actorId: string;
  kind: AuditActionKind | '';
  from: string;
  to: string;
}

const NO_FILTER: Filter = { actorId: '', kind: '', from: '', to: '' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isKind(value: string): value is AuditActionKind {
  return (AUDIT_ACTION_KIND_NAMES as readonly string[]).includes(value);
}

/** The filters and page of the screen's address; what does not read as one is left out. */
function fromAddress(search: string): { filter: Filter; page: number } {
  const params = new URLSearchParams(search);
  const value = (name: string, valid: (text: string) => boolean) => {
    const text = params.get(name) ?? '';
    return valid(text) ? text : '';
  };
  const kind = params.get('kind') ?? '';
  const page = Number(params.get('page'));
  return {
    filter: {
      actorId: value('actorId', (text) => /^[1-9]\d{0,9}$/.test(text)),
      kind: isKind(kind) ? kind : '',
      from: value('from', (text) => DAY.test(text)),
      to: value('to', (text) => DAY.test(text)),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function toAddress(filter: Filter, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

const SENTENCE_KEYS = (key: AuditSentenceKey) =>
  `audit${key.charAt(0).toUpperCase()}${key.slice(1)}` as `audit${Capitalize<AuditSentenceKey>}`;
const KIND_KEY = (kind: AuditActionKind) =>
  `auditKind${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as `auditKind${Capitalize<AuditActionKind>}`;
const GROUP_KEY = (group: AuditActionGroup) =>
  `auditGroup${group.charAt(0).toUpperCase()}${group.slice(1)}` as `auditGroup${Capitalize<AuditActionGroup>}`;
const ITEM_KEY = (item: ImageTarget) =>
  `auditItem${item.charAt(0).toUpperCase()}${item.slice(1)}` as `auditItem${Capitalize<ImageTarget>}`;
const ROLE_KEY = (role: StaffRole) =>
  `role${role.charAt(0).toUpperCase()}${role.slice(1)}` as `role${Capitalize<StaffRole>}`;

function valueText(value: AuditValue, t: Translate): string {
  if (typeof value === 'string') return value;
  if (value.kind === 'role') return t(ROLE_KEY(value.role));
  if (value.kind === 'item') return t(ITEM_KEY(value.item), { id: value.id });
  return Object.hasOwn(LANGUAGE_NAMES, value.language)
    ? LANGUAGE_NAMES[value.language as keyof typeof LANGUAGE_NAMES]
    : value.language;
}

/** The entry as a sentence in the reader's language. */
function sentenceOf(
  entry: AuditEntry,
  t: Translate,
  language: string,
  staffName: (id: number) => string | undefined,
): string {
  const sentence = auditSentence(entry, { language, staffName });
  const actor =
    sentence.actor.kind === 'staff'
      ? sentence.actor.name
      : t(
          sentence.actor.kind === 'cli'
            ? 'auditActorCli'
            : sentence.actor.kind === 'visitor'
              ? 'auditActorVisitor'
              : 'auditActorSystem',
        );
  const values: Record<string, string> = { actor };
  for (const [name, value] of Object.entries(sentence.values)) values[name] = valueText(value, t);
  return t(SENTENCE_KEYS(sentence.key), values);
}

function raw(value: unknown, t: Translate): string {
  return value === null || value === undefined ? t('auditNothing') : JSON.stringify(value, null, 2);
}

export default function AuditScreen() {
  const { t, language, me } = useAdmin();
  const [start] = useState(() => fromAddress(window.location.search));
  const [filter, setFilter] = useState<Filter>(start.filter);
  const [draft, setDraft] = useState<Filter>(start.filter);
  const [page, setPage] = useState(start.page);
  const dateOrderWrong = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  useEffect(() => {
    const address = `${window.location.pathname}${toAddress(filter, page)}`;
    if (address !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, '', address);
    }
  }, [filter, page]);

  const query: Record<string, string | number> = { page, pageSize: PAGE_SIZE };
  for (const [name, value] of Object.entries(filter)) if (value) query[name] = value;
  // One query per filter and page: a late answer for a page left behind is never shown; the last
  // page's rows stay in view, marked busy, while the next one loads.
  const log = useAdminQuery(adminEndpoints.audit, { query }, { keepPrevious: true });
  const staffList = useAdminQuery(
    adminEndpoints.listStaff,
    {},
    { enabled: me?.permissions.includes('staff.manage') ?? false },
  );
  const staff = staffList.data;
  const data = log.data;
  // The pager keeps the last known size of the log while a page fails to load.
  const [total, setTotal] = useState(0);
  if (data && data.total !== total) setTotal(data.total);
  const format = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }),
    [language],
  );
  const staffName = useMemo(() => {
    const names = new Map((staff ?? []).map((member) => [member.id, member.name || member.email]));
    return (id: number) => names.get(id);
  }, [staff]);

  const tableColumns = useMemo(
    () => [
      columns.accessor('at', {
        header: () => t('when'),
        cell: (cell) => (
          <time dateTime={cell.getValue()}>{format.format(new Date(cell.getValue()))}</time>
        ),
      }),
      columns.display({
        id: 'what',
        header: () => t('auditWhat'),
        cell: (cell) => {
          const entry = cell.row.original;
          return (
            <div className="audit-entry">
              <p className="audit-sentence">{sentenceOf(entry, t, language, staffName)}</p>
              {/* An entry without a before or after (a sign-in) has no change to show. */}
              {(entry.before !== null || entry.after !== null) && (
                <details className="audit-raw">
                  <summary>{t('auditRawChange')}</summary>
                  <dl>
                    <dt>{t('auditBefore')}</dt>
                    <dd>
                      <pre>{raw(entry.before, t)}</pre>
                    </dd>
                    <dt>{t('auditAfter')}</dt>
                    <dd>
                      <pre>{raw(entry.after, t)}</pre>
                    </dd>
                  </dl>
                </details>
              )}
            </div>
          );
        },
      }),
    ],
    [t, format, language, staffName],
  );
  const table = useReactTable({
    data: data?.entries ?? NO_ROWS,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (dateOrderWrong) return;
    setPage(1);
    setFilter(draft);
  };
  const clear = () => {
    setDraft(NO_FILTER);
    setFilter(NO_FILTER);
    setPage(1);
  };
  const field = (name: keyof Filter) => ({
    id: `audit-${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: event.target.value }),
  });

  return (
    <section aria-labelledby="audit-title" className="audit">
      <h1 id="audit-title">{t('auditTitle')}</h1>
      <form
        onSubmit={apply}
        noValidate
        className="audit-filters"
        role="search"
        aria-label={t('auditFilters')}
      >
        <div className="field">
          <label htmlFor="audit-actorId">{t('auditStaff')}</label>
          <select {...field('actorId')}>
            <option value="">{t('auditAnyone')}</option>
            {(staff ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name ? `${member.name} (${member.email})` : member.email}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-kind">{t('action')}</label>
          <select {...field('kind')}>
            <option value="">{t('auditAnyKind')}</option>
            {(Object.keys(AUDIT_ACTION_GROUPS) as AuditActionGroup[]).map((group) => (
              <optgroup key={group} label={t(GROUP_KEY(group))}>
                {AUDIT_ACTION_GROUPS[group].map((kind) => (
                  <option key={kind} value={kind}>
                    {t(KIND_KEY(kind))}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">{t('auditFrom')}</label>
          <input type="date" {...field('from')} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{t('auditTo')}</label>
          <input
            type="date"
            aria-invalid={dateOrderWrong || undefined}
            aria-describedby={dateOrderWrong ? 'audit-to-error' : undefined}
            {...field('to')}
          />
          {dateOrderWrong && (
            <p id="audit-to-error" className="field-error">
              {t('auditDateOrder')}
            </p>
          )}
        </div>
        <div className="audit-filter-buttons">
          <button type="submit">{t('auditFilter')}</button>
          <button type="button" className="secondary" onClick={clear}>
            {t('auditClear')}
          </button>
        </div>
      </form>
      <QueryFailure query={log} className="admin-error" />
      {log.isFetching && <p role="status">{t('loading')}</p>}
      <DataTable table={table} caption={t('auditTitle')} busy={log.isPlaceholderData} />
      {data && data.total === 0 && <p className="audit-empty">{t('auditNoEntries')}</p>}
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

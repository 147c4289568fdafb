/**
 * The catalog's schedule tables on one component: an event's time slots, the dates of its day
 * tickets and a tour's starts. Each lists the rows of a date range (from today on unless the staff
 * member chooses other dates), a page of them at a time, with what is sold and held, changes a
 * row's capacities (the server refuses one below sold + held, with the numbers), and removes a row
 * after asking (the server keeps one with sales); a table may let rows be selected for bulk actions.
 * The pieces of the forms that add rows (weekdays, closing days, a preview of what a rule makes) are
 * here too.
 */
import type { SalesState } from '@foyer/domain/admin-contract/catalog';
import { useId, useState, type ReactNode } from 'react';
import { AdminApiError } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAction } from '../../components/editor';
import { StatusLine } from '../../components/status-line';
import { LoadFailure } from '../../components/load-failure';
import { ScrollRegion } from '../../components/scroll-region';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import type { MessageKey, Translate } from '../../i18n';
import './closure-texts';
import './schedule-table.css';

const SALES_TEXT = {
  open: 'salesOpen',
  stopped: 'salesStopped',
  cancelled: 'salesCancelled',
} as const satisfies Record<SalesState, string>;

/** Whether a slot or date sells, as a word the table shows. */
export function SalesCell({ sales }: { sales: SalesState }) {
  const { t } = useAdmin();
  return (
    <span className="sales-state" data-sales={sales}>
      {t(SALES_TEXT[sales])}
    </span>
  );
}

/** Rows per page of a schedule table: a long season is read a page at a time. */
export const SCHEDULE_PAGE = 50;

/** The rows whose date (`YYYY-MM-DD`) lies in `[from, to]`; an empty bound is open. */
export function rowsBetween<Row>(
  rows: readonly Row[],
  dateOf: (row: Row) => string,
  from: string,
  to: string,
): Row[] {
  return rows.filter((row) => {
    const date = dateOf(row).slice(0, 10);
    return (from === '' || date >= from) && (to === '' || date <= to);
  });
}

/** Which rows are selected, and how the selection changes (bulk actions). */
export interface ScheduleSelection {
  readonly selected: ReadonlySet<number>;
  readonly onChange: (selected: Set<number>) => void;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Today's date on this device (`YYYY-MM-DD`): rows before it are not listed. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A start as staff read it: `2031-05-14 10:00`. */
export function startText(startsAt: string): string {
  return startsAt.slice(0, 16).replace('T', ' ');
}

/** The dates or times typed into one field, separated by commas, semicolons or spaces. */
export function listOf(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/**
 * The text of a schedule's refusal: `texts` names the text of each code; a capacity below what is
 * sold and held is worded with its numbers.
 */
export function refusalText(
  error: unknown,
  t: Translate,
  texts: Readonly<Partial<Record<string, MessageKey>>>,
): string {
  const key = error instanceof AdminApiError ? texts[error.code] : undefined;
  if (!(error instanceof AdminApiError) || key === undefined) return errorText(error, t);
  const { sold, held, minimum } = error.params;
  return t(key, { sold: Number(sold), held: Number(held), minimum: Number(minimum) });
}

/** A column of a schedule table: what its cells show, or a capacity the staff member changes. */
export type ScheduleColumn<Row> = { readonly header: string; readonly numeric?: boolean } & (
  | { readonly cell: (row: Row) => ReactNode }
  | {
      /** The capacity's name in what `save` gets, its value in the row, the label of its field. */
      readonly edit: string;
      readonly value: (row: Row) => number;
      readonly label: (name: string) => string;
    }
);

/** The columns of rows with one capacity (a time slot, a date): the capacity to change, sold, held. */
export function capacityColumns<Row extends { capacity: number; sold: number; held: number }>(
  t: Translate,
  label: (name: string) => string,
): ScheduleColumn<Row>[] {
  return [
    { header: t('colCapacity'), edit: 'capacity', value: (row) => row.capacity, label },
    { header: t('colSold'), numeric: true, cell: (row) => row.sold },
    { header: t('colHeld'), numeric: true, cell: (row) => row.held },
  ];
}

/** Saving the one capacity of a row: `send` it (and ask for the rows again), then "Saved.". */
export function capacitySave<Row>(
  t: Translate,
  send: (row: Row, capacity: number) => Promise<void>,
): ScheduleSave<Row> {
  return {
    label: t('setCapacity'),
    run: async (row, { capacity = 0 }) => {
      await send(row, capacity);
      return t('eventSaved');
    },
  };
}

/** How a table saves a row's changed capacities; `run` answers the text that says so. */
export interface ScheduleSave<Row> {
  readonly label: string;
  readonly run: (row: Row, values: Record<string, number>) => Promise<string>;
}

export function ScheduleTable<Row extends { readonly id: number }>({
  id,
  title,
  rows,
  failure,
  empty,
  whenHeader,
  when,
  columns,
  save,
  remove,
  refusal,
  selection,
  toolbar,
  children,
}: {
  /** The table's id: the heading's and the rows' forms' ids start with it. */
  id: string;
  title: string;
  /** Every row (past ones are left out); null while they load. */
  rows: readonly Row[] | null;
  /** Why the rows could not be loaded, and asking for them again (busy while it asks). */
  failure?: { readonly error: unknown; readonly retry: () => void; readonly busy: boolean };
  empty: string;
  /** The first column: the row's date or start, its machine value and its text (the row's name). */
  whenHeader: string;
  when: (row: Row) => { readonly dateTime: string; readonly text: string };
  columns: readonly ScheduleColumn<Row>[];
  save: ScheduleSave<Row>;
  /** Removes a row; `label` names the button after the row. */
  remove: { readonly label?: (name: string) => string; readonly run: (row: Row) => Promise<void> };
  refusal: (error: unknown) => string;
  /** Rows chosen for bulk actions (a checkbox per row); none without it. */
  selection?: ScheduleSelection;
  /** The bulk actions over the selected rows, above the table. */
  toolbar?: ReactNode;
  /** The form that adds rows. */
  children: ReactNode;
}) {
  const { t } = useAdmin();
  const action = useAction(refusal);
  const [edits, setEdits] = useState<Record<string, string>>({});
  // Removing asks first: a row is gone for good, with its place in the calendar.
  const [removing, setRemoving] = useState<Row | null>(null);
  const [range, setRange] = useState({ from: today(), to: '' });
  const [page, setPage] = useState(0);
  const filterId = useId();
  const upcoming = rowsBetween(rows ?? [], (row) => when(row).dateTime, range.from, range.to);
  const pages = Math.max(1, Math.ceil(upcoming.length / SCHEDULE_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = upcoming.slice(current * SCHEDULE_PAGE, (current + 1) * SCHEDULE_PAGE);
  const allShownSelected =
    shown.length > 0 && shown.every((row) => selection?.selected.has(row.id) === true);
  const selectShown = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of shown) {
      if (on) next.add(row.id);
      else next.delete(row.id);
    }
    selection.onChange(next);
  };
  const valueOf = (row: Row, edit: string, value: number) =>
    edits[`${row.id}.${edit}`] ?? String(value);
  const saveRow = (row: Row) =>
    action.run(async () => {
      const values: Record<string, number> = {};
      for (const column of columns) {
        if ('edit' in column) {
          values[column.edit] = Number(valueOf(row, column.edit, column.value(row)));
        }
      }
      const done = await save.run(row, values);
      setEdits((all) =>
        Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(`${row.id}.`))),
      );
      return done;
    });

  return (
    <section aria-labelledby={`${id}-title`} className="schedule">
      <h2 id={`${id}-title`}>{title}</h2>
      {removing && (
        <ConfirmDialog
          text={t('removeConfirm', { what: when(removing).text })}
          onConfirm={() => {
            setRemoving(null);
            void action.run(async () => {
              await remove.run(removing);
              return null;
            });
          }}
          onClose={() => setRemoving(null)}
        />
      )}
      {failure && (
        <LoadFailure text={errorText(failure.error, t)} retry={failure.retry} busy={failure.busy} />
      )}
      <StatusLine status={action.message} />
      {rows !== null && rows.length > 0 && (
        <fieldset className="schedule-filter">
          <legend className="visually-hidden">{title}</legend>
          <div className="field">
            <label htmlFor={`${filterId}-from`}>{t('filterFrom')}</label>
            <input
              id={`${filterId}-from`}
              type="date"
              value={range.from}
              onChange={(event) => {
                setRange({ ...range, from: event.target.value });
                setPage(0);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${filterId}-to`}>{t('filterTo')}</label>
            <input
              id={`${filterId}-to`}
              type="date"
              value={range.to}
              onChange={(event) => {
                setRange({ ...range, to: event.target.value });
                setPage(0);
              }}
            />
          </div>
        </fieldset>
      )}
      {toolbar}
      {upcoming.length === 0 ? (
        <p>{rows === null ? t('loading') : empty}</p>
      ) : (
        <ScrollRegion label={title} className="slots-table" role="group">
          <table>
            <thead>
              <tr>
                {selection && (
                  <th scope="col" className="select-cell">
                    <input
                      type="checkbox"
                      aria-label={t('selectPage')}
                      checked={allShownSelected}
                      onChange={(event) => selectShown(event.target.checked)}
                    />
                  </th>
                )}
                <th scope="col">{whenHeader}</th>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={column.numeric ? 'num' : undefined}
                  >
                    {column.header}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const { dateTime, text } = when(row);
                const form = `${id}-row-${row.id}`;
                return (
                  <tr key={row.id}>
                    {selection && (
                      <td className="select-cell">
                        <input
                          type="checkbox"
                          aria-label={t('selectRow', { name: text })}
                          checked={selection.selected.has(row.id)}
                          onChange={(event) => {
                            const next = new Set(selection.selected);
                            if (event.target.checked) next.add(row.id);
                            else next.delete(row.id);
                            selection.onChange(next);
                          }}
                        />
                      </td>
                    )}
                    <td>
                      <CellLabel text={whenHeader} />
                      <time dateTime={dateTime}>{text}</time>
                    </td>
                    {columns.map((column) => (
                      <td key={column.header} className={column.numeric ? 'num' : undefined}>
                        <CellLabel text={column.header} />
                        {'cell' in column ? (
                          column.cell(row)
                        ) : (
                          <input
                            className="capacity-input"
                            inputMode="numeric"
                            form={form}
                            aria-label={column.label(text)}
                            value={valueOf(row, column.edit, column.value(row))}
                            onChange={(event) =>
                              setEdits({
                                ...edits,
                                [`${row.id}.${column.edit}`]: event.target.value,
                              })
                            }
                          />
                        )}
                      </td>
                    ))}
                    <td>
                      <div className="row-actions">
                        <form
                          id={form}
                          className="inline-form"
                          onSubmit={(event) => {
                            event.preventDefault();
                            void saveRow(row);
                          }}
                        >
                          <button type="submit" className="secondary">
                            {save.label}
                          </button>
                        </form>
                        <button
                          type="button"
                          className="secondary"
                          aria-label={remove.label?.(text)}
                          onClick={() => setRemoving(row)}
                        >
                          {t('removeSlot')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {upcoming.length > SCHEDULE_PAGE && (
        <nav className="schedule-pages" aria-label={title}>
          <button
            type="button"
            className="secondary"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            {t('previousPage')}
          </button>
          <span aria-live="polite">
            {t('rowsShown', {
              from: current * SCHEDULE_PAGE + 1,
              to: current * SCHEDULE_PAGE + shown.length,
              count: upcoming.length,
            })}
          </span>
          <button
            type="button"
            className="secondary"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {t('nextPage')}
          </button>
        </nav>
      )}
      {children}
    </section>
  );
}

/**
 * A cell's column header, shown in the cell where the rows are cards (schedule-table.css); screen
 * readers have the table's own header.
 */
function CellLabel({ text }: { text: string }) {
  return (
    <span className="cell-label" aria-hidden="true">
      {text}
    </span>
  );
}

/** The weekdays a rule covers, each switched on or off, in the week's order. */
export function WeekdayPicker({
  value,
  onChange,
}: {
  value: readonly Weekday[];
  onChange: (weekdays: Weekday[]) => void;
}) {
  const { t } = useAdmin();
  return (
    <fieldset className="weekday-row">
      <legend>{t('weekdays')}</legend>
      {WEEKDAYS.map((day) => (
        <label key={day} className="switch">
          <input
            type="checkbox"
            checked={value.includes(day)}
            onChange={(event) =>
              onChange(
                WEEKDAYS.filter((other) =>
                  other === day ? event.target.checked : value.includes(other),
                ),
              )
            }
          />
          {t(day)}
        </label>
      ))}
    </fieldset>
  );
}

/** The first starts a rule makes (a dozen, then "…"). */
export function PreviewList({ starts }: { starts: readonly string[] }) {
  return (
    <ul className="preview-list">
      {starts.slice(0, 12).map((start) => (
        <li key={start}>{startText(start)}</li>
      ))}
      {starts.length > 12 && <li>…</li>}
    </ul>
  );
}

/**
 * The labelled inputs of a form that adds rows, their texts in one state (ids `${prefix}-${name}`);
 * `changed` runs on every change (a preview no longer holds).
 */
export function useInputs<Name extends string>(
  prefix: string,
  initial: Record<Name, string>,
  changed?: () => void,
) {
  const [values, setValues] = useState(initial);
  const input = (name: Name, label: string, type: string) => (
    <div className="field">
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
      <input
        id={`${prefix}-${name}`}
        type={type}
        value={values[name]}
        onChange={(event) => {
          changed?.();
          setValues({ ...values, [name]: event.target.value });
        }}
      />
    </div>
  );
  return [values, input] as const;
}

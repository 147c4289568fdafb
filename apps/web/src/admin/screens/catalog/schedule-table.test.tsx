/**
 * The schedule table on its own (the three catalog tables that use it are tested in
 * schedule-tables.test.tsx): upcoming rows in the columns it is given, a row's capacities changed
 * and saved together, removing asked first, the load's and the server's refusals, and the pieces of
 * the forms that add rows.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminApiError } from '../../api';
import { AdminContext, type AdminContextValue } from '../../context';
import { loadScreenTexts, translator } from '../../i18n';
import { FUTURE, PAST } from '../../test/catalog-fixtures';
import { provideModalDialogs } from '../../test/order-fixtures';
import {
  listOf,
  refusalText,
  ScheduleTable,
  WeekdayPicker,
  type ScheduleColumn,
  type Weekday,
} from './schedule-table';

provideModalDialogs();

const t = translator('en');
const admin: AdminContextValue = {
  t,
  language: 'en',
  setLanguage: () => {},
  me: null,
  setMe: () => {},
  navigate: () => {},
};

beforeAll(async () => {
  await loadScreenTexts();
});

interface Row {
  id: number;
  date: string;
  places: number;
  parallel: number;
  sold: number;
}

const columns: ScheduleColumn<Row>[] = [
  {
    header: 'Places',
    numeric: true,
    edit: 'places',
    value: (row) => row.places,
    label: (n) => `Places of ${n}`,
  },
  { header: 'Sold', numeric: true, cell: (row) => row.sold },
  {
    header: 'Parallel',
    edit: 'parallel',
    value: (row) => row.parallel,
    label: (n) => `Parallel of ${n}`,
  },
];

const later = '2031-06-01';
const first: Row = { id: 1, date: FUTURE, places: 20, parallel: 1, sold: 4 };
const second: Row = { id: 2, date: later, places: 10, parallel: 2, sold: 0 };

/** A table whose rows change as the fake server saves and removes them. */
function Table(props: {
  initial?: Row[] | null;
  failure?: { error: unknown; retry: () => void; busy: boolean };
  save?: (row: Row, values: Record<string, number>) => Promise<void>;
  remove?: (row: Row) => Promise<void>;
  removeLabel?: (name: string) => string;
}) {
  const [rows, setRows] = useState(
    props.initial === undefined ? [{ ...first, id: 0, date: PAST }, first, second] : props.initial,
  );
  return (
    <AdminContext.Provider value={admin}>
      <ScheduleTable<Row>
        id="test"
        title="Starts"
        rows={rows}
        failure={props.failure}
        empty="Nothing coming."
        whenHeader="Date"
        when={(row) => ({ dateTime: row.date, text: row.date })}
        columns={columns}
        save={{
          label: 'Save row',
          run: async (row, values) => {
            await props.save?.(row, values);
            setRows((all) =>
              (all ?? []).map((other) =>
                other.id === row.id
                  ? { ...other, places: values.places ?? 0, parallel: values.parallel ?? 0 }
                  : other,
              ),
            );
            return `Saved ${row.date}.`;
          },
        }}
        remove={{
          label: props.removeLabel,
          run: async (row) => {
            await props.remove?.(row);
            setRows((all) => (all ?? []).filter((other) => other.id !== row.id));
          },
        }}
        refusal={(error) => refusalText(error, t, { SLOT_IN_USE: 'slotInUse' })}
      >
        <p>The form that adds rows</p>
      </ScheduleTable>
    </AdminContext.Provider>
  );
}

function rowOf(date: string): HTMLElement {
  const row = screen.getByText(date).closest('tr');
  if (!row) throw new Error(`no row for ${date}`);
  return row;
}

describe('the schedule table', () => {
  it('lists the upcoming rows under its heading in the columns it is given', () => {
    render(<Table />);
    const table = screen.getByRole('region', { name: 'Starts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Places', 'Sold', 'Parallel', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByText(PAST)).toBeNull();
    const row = rowOf(FUTURE);
    expect(within(row).getByText(FUTURE).tagName).toBe('TIME');
    expect((within(row).getByLabelText(`Places of ${FUTURE}`) as HTMLInputElement).value).toBe(
      '20',
    );
    expect(within(row).getByRole('cell', { name: '4' }).className).toBe('num');
    expect(within(table).getByText('The form that adds rows')).toBeTruthy();
  });

  it('says when there are no upcoming rows, while they load, and why they did not load', () => {
    const { unmount } = render(<Table initial={[{ ...first, date: PAST }]} />);
    expect(screen.getByText('Nothing coming.')).toBeTruthy();
    unmount();
    const loading = render(<Table initial={null} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    loading.unmount();
    const retry = vi.fn();
    render(
      <Table
        initial={null}
        failure={{ error: new AdminApiError(500, 'SERVER_ERROR', 'x', null), retry, busy: false }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'An unexpected error occurred on the server. Please try again later.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('saves the changed capacities of a row together, then shows the saved numbers', async () => {
    const save = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<Table save={save} />);
    const row = rowOf(FUTURE);
    await user.clear(within(row).getByLabelText(`Parallel of ${FUTURE}`));
    await user.type(within(row).getByLabelText(`Parallel of ${FUTURE}`), '3');
    await user.click(within(row).getByRole('button', { name: 'Save row' }));
    expect(await screen.findByText(`Saved ${FUTURE}.`)).toBeTruthy();
    expect(save).toHaveBeenCalledWith(first, { places: 20, parallel: 3 });
    expect((within(row).getByLabelText(`Parallel of ${FUTURE}`) as HTMLInputElement).value).toBe(
      '3',
    );
    // The other row's fields were not touched.
    expect(
      (within(rowOf(later)).getByLabelText(`Parallel of ${later}`) as HTMLInputElement).value,
    ).toBe('2');
  });

  it('shows a refusal of a save in the alert and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Table save={() => Promise.reject(new AdminApiError(409, 'SLOT_IN_USE', 'x', null))} />);
    const field = within(rowOf(FUTURE)).getByLabelText(`Places of ${FUTURE}`);
    await user.clear(field);
    await user.type(field, '2');
    await user.click(within(rowOf(FUTURE)).getByRole('button', { name: 'Save row' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This slot has sales or tickets in baskets and stays.',
    );
    expect((field as HTMLInputElement).value).toBe('2');
  });

  it('asks before it removes a row: going back removes nothing, confirming removes it', async () => {
    const remove = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<Table remove={remove} removeLabel={(date) => `Remove ${date}`} />);
    await user.click(screen.getByRole('button', { name: `Remove ${later}` }));
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(question).getByText(`Remove ${later}? This cannot be undone.`)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: `Remove ${later}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes, do it' }));
    await waitFor(() => expect(screen.queryByText(later)).toBeNull());
    expect(remove).toHaveBeenCalledWith(second);
    expect(screen.getByText(FUTURE)).toBeTruthy();
  });

  it('shows why the server keeps a row it was asked to remove', async () => {
    const user = userEvent.setup();
    render(
      <Table remove={() => Promise.reject(new AdminApiError(409, 'SLOT_IN_USE', 'x', null))} />,
    );
    const [button] = within(rowOf(FUTURE)).getAllByRole('button', { name: 'Remove' });
    await user.click(button as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Yes, do it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This slot has sales or tickets in baskets and stays.',
    );
    expect(screen.getByText(FUTURE)).toBeTruthy();
  });
});

describe('the pieces of the forms that add rows', () => {
  it('keeps the chosen weekdays in the week’s order', async () => {
    const chosen: Weekday[][] = [];
    function Picker() {
      const [days, setDays] = useState<Weekday[]>(['sat']);
      return (
        <AdminContext.Provider value={admin}>
          <WeekdayPicker
            value={days}
            onChange={(next) => {
              chosen.push(next);
              setDays(next);
            }}
          />
        </AdminContext.Provider>
      );
    }
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    expect(chosen).toEqual([
      ['sat', 'sun'],
      ['mon', 'sat', 'sun'],
      ['mon', 'sun'],
    ]);
  });

  it('reads dates typed with commas, semicolons or spaces, and words a capacity refusal', () => {
    expect(listOf(' 2031-06-03, 2031-06-04;2031-06-05  2031-06-06 ')).toEqual([
      '2031-06-03',
      '2031-06-04',
      '2031-06-05',
      '2031-06-06',
    ]);
    const below = new AdminApiError(422, 'CAPACITY_BELOW_SOLD_AND_HELD', 'x', null, {
      sold: 4,
      held: 2,
      minimum: 6,
    });
    expect(refusalText(below, t, { CAPACITY_BELOW_SOLD_AND_HELD: 'capacityRefused' })).toBe(
      'The capacity cannot be below 6: 4 sold and 2 in baskets.',
    );
    expect(refusalText(below, t, {})).toBe('Something went wrong. Please try again.');
  });
});

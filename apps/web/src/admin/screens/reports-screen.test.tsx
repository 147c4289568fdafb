/**
 * The reports as staff meet them: the first report while it loads and once there (heading, chart,
 * table with its total), choosing a kind, a range and a period, the range checked before asking and
 * the server's refusals, an empty range, the CSV file in the staff member's language, and that only
 * roles that may read reports reach them.
 */
import { addDays } from '@foyer/domain';
import { adminEndpoints, type Report } from '@foyer/domain/admin-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { held, ok, renderAdmin, signedIn, type ApiCall } from '../test/admin-harness';

/**
 * What the chart needs from a browser and jsdom lacks: media queries (read when the chart library
 * loads), a resize observer, and a 2D canvas context and paths that draw nothing.
 */
function provideChartBrowser(): void {
  const nothing = () => new Proxy({}, { get: () => () => undefined });
  vi.stubGlobal('Path2D', function Path2D() {
    return nothing();
  });
  vi.stubGlobal('matchMedia', (media: string): Partial<MediaQueryList> => ({
    media,
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    const drawn: Record<string | symbol, unknown> = {
      canvas: this,
      measureText: (text: string) => ({ width: text.length * 6 }),
    };
    return new Proxy(drawn, {
      get: (target, name) => (name in target ? target[name] : () => undefined),
      set: (target, name, value) => {
        target[name] = value;
        return true;
      },
    });
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
}

/** The files the screen hands to the browser to download: their names and bytes. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:report-${++next}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('download')) return;
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (blob) files.push({ name: link.download, blob });
  };
  document.addEventListener('click', onClick, true);
  return { files, stop: () => document.removeEventListener('click', onClick, true) };
}

async function textOf(blob: Blob): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  // Keep the byte-order mark: spreadsheets need it to read UTF-8.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const sales: Report = {
  kind: 'sales',
  from: '2026-02-09',
  to: '2026-02-22',
  grain: 'week',
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  columns: ['orders', 'sales', 'refunds', 'total'],
  rows: [
    { key: '2026-02-09', label: null, at: null, values: [3, 3600, 0, 3600] },
    { key: '2026-02-16', label: null, at: null, values: [2, 2400, 1200, 1200] },
  ],
  totals: [5, 6000, 1200, 4800],
};

const products: Report = {
  ...sales,
  kind: 'products',
  from: '2026-03-01',
  to: '2026-03-31',
  grain: 'day',
  columns: ['quantity', 'total'],
  rows: [
    { key: 'ticket:11', label: 'Adult admission', at: null, values: [4, 4800] },
    { key: 'shipping', label: null, at: null, values: [1, 450] },
  ],
  totals: [5, 5250],
};

const visitors: Report = {
  ...sales,
  kind: 'visitors',
  from: '2026-03-14',
  to: '2026-03-14',
  grain: 'day',
  columns: ['expected', 'checkedIn'],
  rows: [{ key: 'tour:4', label: 'Highlights tour', at: '2026-03-14T14:00', values: [12, 9] }],
  totals: [12, 9],
};

/** The query of every report asked for, with its kind. */
function asked(calls: ApiCall[]): Record<string, string>[] {
  return calls
    .filter((call) => call.path.startsWith('reports/'))
    .map((call) => ({
      kind: call.path.slice('reports/'.length),
      ...Object.fromEntries(call.query),
    }));
}

const show = () => screen.getByRole('button', { name: 'Show' }) as HTMLButtonElement;
const download = () => screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement;
const rowTexts = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

async function setRange(
  user: Awaited<ReturnType<typeof renderAdmin>>['user'],
  from: string,
  to: string,
) {
  await user.clear(screen.getByLabelText('From'));
  await user.type(screen.getByLabelText('From'), from);
  await user.clear(screen.getByLabelText('To'));
  await user.type(screen.getByLabelText('To'), to);
}

beforeAll(provideChartBrowser);
afterAll(() => vi.unstubAllGlobals());

describe('reports screen', () => {
  let downloads: ReturnType<typeof catchDownloads> | null = null;
  afterEach(() => downloads?.stop());

  it('asks for the last six weeks of sales per week, busy meanwhile, then shows chart and table', async () => {
    const gate = held();
    const { api } = await renderAdmin('reports', {
      'GET reports/sales': ok(adminEndpoints.report, sales, gate.promise),
    });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    await waitFor(() => expect(show().disabled).toBe(true));
    expect(download().disabled).toBe(true);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const today = localToday();
    expect(asked(api.calls)).toContainEqual({
      kind: 'sales',
      from: addDays(today, -41),
      to: today,
      grain: 'week',
    });
    expect((screen.getByLabelText('Report') as HTMLSelectElement).value).toBe('sales');
    expect((screen.getByLabelText('Per') as HTMLSelectElement).value).toBe('week');

    gate.release();
    expect(
      await screen.findByRole('heading', { name: 'Sales per period: Feb 9, 2026 – Feb 22, 2026' }),
    ).toBeTruthy();
    expect(show().disabled).toBe(false);
    expect(download().disabled).toBe(false);
    expect(
      screen.getByRole('img', {
        name: 'Chart of Sales per period from Feb 9, 2026 to Feb 22, 2026; the table below has the figures.',
      }),
    ).toBeTruthy();
    expect(rowTexts('Sales per period')).toEqual([
      ['Period', 'Orders', 'Sales', 'Refunds', 'Net sales'],
      ['Week 7, 2026', '3', '€36.00', '€0.00', '€36.00'],
      ['Week 8, 2026', '2', '€24.00', '€12.00', '€12.00'],
      ['Total', '5', '€60.00', '€12.00', '€48.00'],
    ]);
  });

  it('asks for the kind, range and period chosen; the period only where rows are periods', async () => {
    const { user, api } = await renderAdmin('reports', {
      'GET reports/sales': ok(adminEndpoints.report, sales),
      'GET reports/refunds': ok(adminEndpoints.report, {
        ...sales,
        kind: 'refunds',
        grain: 'month',
      }),
      'GET reports/products': ok(adminEndpoints.report, products),
      'GET reports/visitors': ok(adminEndpoints.report, visitors),
    });
    await screen.findByRole('table', { name: 'Sales per period' });

    await user.selectOptions(screen.getByLabelText('Report'), 'Refunds');
    await user.selectOptions(screen.getByLabelText('Per'), 'Month');
    await setRange(user, '2026-01-01', '2026-02-28');
    await user.click(show());
    await screen.findByRole('heading', { name: /^Refunds: / });
    expect(asked(api.calls).at(-1)).toEqual({
      kind: 'refunds',
      from: '2026-01-01',
      to: '2026-02-28',
      grain: 'month',
    });
    expect(rowTexts('Refunds')[1]?.[0]).toBe('February 2026');

    await user.selectOptions(screen.getByLabelText('Report'), 'Sales per product and ticket type');
    expect(screen.queryByLabelText('Per')).toBeNull();
    await setRange(user, '2026-03-01', '2026-03-31');
    await user.click(show());
    await screen.findByRole('table', { name: 'Sales per product and ticket type' });
    expect(asked(api.calls).at(-1)).toMatchObject({
      kind: 'products',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(rowTexts('Sales per product and ticket type')).toEqual([
      ['Product', 'Quantity', 'Net sales'],
      ['Adult admission', '4', '€48.00'],
      ['Shipping', '1', '€4.50'],
      ['Total', '5', '€52.50'],
    ]);

    await user.selectOptions(screen.getByLabelText('Report'), 'Visitors per time slot');
    await user.click(show());
    await screen.findByRole('table', { name: 'Visitors per time slot' });
    expect(rowTexts('Visitors per time slot')).toEqual([
      ['Time slot', 'Event or tour', 'Expected', 'Checked in'],
      ['Mar 14, 2026, 14:00', 'Highlights tour', '12', '9'],
      ['', 'Total', '12', '9'],
    ]);
  });

  it('refuses a start after the end before asking, and shows the server’s refusals', async () => {
    const { user, api } = await renderAdmin('reports', {
      'GET reports/sales': (call) =>
        call.query.get('from') === '2020-01-01'
          ? { status: 422, error: 'VALIDATION_FAILED', errors: { to: 'at most 1100 days' } }
          : call.query.get('from') === '2026-03-02'
            ? { status: 500, error: 'SERVER_ERROR' }
            : ok(adminEndpoints.report, sales),
    });
    await screen.findByRole('table', { name: 'Sales per period' });
    const before = asked(api.calls).length;
    await setRange(user, '2026-03-10', '2026-03-01');
    await user.click(show());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Check the dates: the start may not be after the end, and a report covers at most three years.',
    );
    expect(asked(api.calls)).toHaveLength(before);

    await setRange(user, '2020-01-01', '2026-03-01');
    await user.click(show());
    await waitFor(() => expect(asked(api.calls)).toHaveLength(before + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Check the dates: the start may not be after the end, and a report covers at most three years.',
      ),
    );
    await setRange(user, '2026-03-02', '2026-03-05');
    await user.click(show());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An unexpected error occurred on the server. Please try again later.',
      ),
    );
  });

  it('reads the report shown again when it is asked for again', async () => {
    let orders = 3;
    const { user, api } = await renderAdmin('reports', {
      'GET reports/sales': () =>
        ok(adminEndpoints.report, {
          ...sales,
          rows: [{ ...sales.rows[0]!, values: [orders, 3600, 0, 3600] }],
        }),
    });
    await screen.findByRole('table', { name: 'Sales per period' });
    expect(rowTexts('Sales per period')[1]).toEqual([
      'Week 7, 2026',
      '3',
      '€36.00',
      '€0.00',
      '€36.00',
    ]);
    const before = asked(api.calls).length;
    orders = 4;
    await user.click(show());
    await waitFor(() => expect(rowTexts('Sales per period')[1]?.[1]).toBe('4'));
    expect(asked(api.calls).length).toBeGreaterThan(before);
    expect(asked(api.calls).at(-1)).toEqual(asked(api.calls)[0]);
  });

  it('says when a range has nothing, without a chart', async () => {
    await renderAdmin('reports', {
      'GET reports/sales': ok(adminEndpoints.report, { ...sales, rows: [], totals: [0, 0, 0, 0] }),
    });
    expect(await screen.findByText('Nothing in this period.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(rowTexts('Sales per period').slice(1)).toEqual([
      ['Total', '0', '€0.00', '€0.00', '€0.00'],
    ]);
  });

  it('downloads the report shown as a CSV file for an English spreadsheet', async () => {
    downloads = catchDownloads();
    const { user } = await renderAdmin('reports', {
      'GET reports/sales': ok(adminEndpoints.report, sales),
      'GET reports/products': ok(adminEndpoints.report, products),
    });
    await screen.findByRole('table', { name: 'Sales per period' });
    // The file is the report on screen, not the form's choice not yet shown.
    await user.selectOptions(screen.getByLabelText('Report'), 'Sales per product and ticket type');
    await user.click(download());
    expect(downloads.files.map((file) => file.name)).toEqual([
      'foyer-sales-2026-02-09-2026-02-22.csv',
    ]);
    expect(downloads.files[0]?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(downloads.files[0]!.blob)).toBe(
      '\uFEFF"Period","Orders","Sales (EUR)","Refunds (EUR)","Net sales (EUR)"\r\n' +
        '"2026-02-09",3,36.00,0.00,36.00\r\n' +
        '"2026-02-16",2,24.00,12.00,12.00\r\n' +
        '"Total",5,60.00,12.00,48.00\r\n',
    );

    await user.click(show());
    await screen.findByRole('table', { name: 'Sales per product and ticket type' });
    await user.click(download());
    expect(downloads.files[1]?.name).toBe('foyer-products-2026-03-01-2026-03-31.csv');
    expect(await textOf(downloads.files[1]!.blob)).toContain('"Shipping",1,4.50\r\n');
  });

  it('writes the CSV with semicolons and decimal commas for a German spreadsheet', async () => {
    downloads = catchDownloads();
    const me = signedIn('manager');
    const { user } = await renderAdmin(
      'reports',
      { 'GET reports/sales': ok(adminEndpoints.report, sales) },
      { me: { ...me, staff: { ...me.staff, language: 'de' } } },
    );
    await screen.findByRole('heading', { name: 'Berichte' });
    await screen.findByRole('table', { name: 'Umsatz pro Zeitraum' });
    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    const csv = await textOf(downloads.files[0]!.blob);
    expect(csv.split('\r\n').slice(1, 2)).toEqual(['"2026-02-09";3;36,00;0,00;36,00']);
    expect(csv).toMatch(/^\uFEFF"Zeitraum";"Bestellungen";/);
  });

  it('is only for roles that may read reports', async () => {
    const { api } = await renderAdmin('reports', {}, { me: signedIn('sales') });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Reports' })).toBeNull();
    expect(asked(api.calls)).toHaveLength(0);
  });
});

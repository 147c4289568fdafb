/**
 * The exports as the accountant's helper meets them: the menu entry for roles that read reports,
 * last month as the default range, each file asked for with the range and handed to the browser,
 * the busy state while the server writes it, and refusals in words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { held, renderAdmin, signedIn, type FakeAnswer } from '../test/admin-harness';
import { lastMonth } from './exports-screen';

/** The files the screen hands to the browser to download: their names. */
function catchDownloads() {
  const names: string[] = [];
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('download')) return;
    event.preventDefault();
    names.push(link.download);
  };
  document.addEventListener('click', onClick, true);
  return { names, stop: () => document.removeEventListener('click', onClick, true) };
}

function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const file: FakeAnswer = { data: 'bytes' };
let stop = () => {};
afterEach(() => stop());

describe('lastMonth', () => {
  it('is the whole month before today, across a year', () => {
    expect(lastMonth('2026-12-03')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(lastMonth('2027-01-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(lastMonth('2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('the exports screen', () => {
  it('is in the menu of a manager', async () => {
    await renderAdmin('account', {}, { me: signedIn('manager') });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Exports' })).toBeTruthy();
  });

  it('is not offered to sales staff', async () => {
    await renderAdmin('account', {}, { me: signedIn('sales') });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Exports' })).toBeNull();
  });

  it('downloads the workbook of last month, busy while it is prepared', async () => {
    const downloads = catchDownloads();
    stop = downloads.stop;
    const wait = held();
    const { api, user } = await renderAdmin(
      'exports',
      { 'GET exports/workbook': { ...file, delay: wait.promise } },
      { me: signedIn('manager') },
    );
    const range = lastMonth(localToday());
    expect(await screen.findByLabelText('From')).toHaveProperty('value', range.from);
    expect(screen.getByLabelText('To')).toHaveProperty('value', range.to);
    expect(screen.getByText(/the four lists below in one file/i)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download Workbook (Excel)' }));
    expect(await screen.findByText('Preparing Workbook (Excel) …', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download DATEV booking batch' })).toHaveProperty(
      'disabled',
      true,
    );
    wait.release();
    expect(await screen.findByText('Workbook (Excel) downloaded.')).toBeTruthy();
    const [call] = api.callsTo('GET', 'exports/workbook');
    expect(Object.fromEntries(call?.query ?? [])).toEqual(range);
    expect(downloads.names).toEqual([`foyer-workbook-${range.from}_${range.to}`]);
  });

  it('asks each CSV list and the PDFs with the chosen range', async () => {
    const downloads = catchDownloads();
    stop = downloads.stop;
    const { api, user } = await renderAdmin(
      'exports',
      { 'GET exports/csv/lines': file, 'GET exports/documents': file },
      { me: signedIn('manager') },
    );
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Download Order lines' }));
    await waitFor(() => expect(downloads.names).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download Document PDFs (ZIP)' }));
    await waitFor(() => expect(downloads.names).toHaveLength(2));
    expect(Object.fromEntries(api.callsTo('GET', 'exports/csv/lines')[0]?.query ?? [])).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(api.callsTo('GET', 'exports/documents')).toHaveLength(1);
  });

  it('says in words why the DATEV file was refused', async () => {
    const { user } = await renderAdmin(
      'exports',
      {
        'GET exports/datev': {
          status: 422,
          error: 'DATEV_FISCAL_YEAR',
          message: 'A DATEV batch covers one fiscal year',
        },
      },
      { me: signedIn('manager') },
    );
    await user.click(await screen.findByRole('button', { name: 'Download DATEV booking batch' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A DATEV file covers one fiscal year: choose a range that does not cross its start.',
    );
  });

  it('refuses a range that ends before it starts without asking', async () => {
    const { api, user } = await renderAdmin('exports', {}, { me: signedIn('manager') });
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2030-01-01');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not after the end/);
    await user.click(screen.getByRole('button', { name: 'Download Orders' }));
    expect(api.calls.filter((call) => call.path.startsWith('exports/'))).toEqual([]);
  });
});

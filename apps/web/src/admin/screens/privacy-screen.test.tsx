/**
 * A visitor's data on request as the owner meets it: the menu entry only for privacy.manage, the
 * records of an e-mail, the export handed to the browser, the erasure after typing the e-mail again,
 * and refusals (a visit still to come, a mistyped e-mail) in words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAdmin, signedIn } from '../test/admin-harness';
import { provideModalDialogs } from '../test/order-fixtures';

const RECORD = {
  id: 42,
  email: 'erika@example.org',
  name: 'Erika Mustermann',
  isGuest: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  orders: 2,
  comingVisits: 0,
};

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

let stop = () => {};
afterEach(() => stop());
beforeAll(provideModalDialogs);

describe('the data requests screen', () => {
  it('is in the owner’s menu and in nobody else’s', async () => {
    await renderAdmin('account', {}, { me: signedIn('owner') });
    expect(
      within(await screen.findByRole('navigation')).getByRole('link', { name: 'Data requests' }),
    ).toBeTruthy();
  });

  it('is not offered to a manager', async () => {
    await renderAdmin('account', {}, { me: signedIn('manager') });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Exports' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Data requests' })).toBeNull();
  });

  it('finds the records of an e-mail, downloads one and erases it after the e-mail is typed again', async () => {
    const downloads = catchDownloads();
    stop = downloads.stop;
    const { api, user } = await renderAdmin(
      'privacy',
      {
        'GET privacy/customers': {
          data: [RECORD, { ...RECORD, id: 43, isGuest: true, orders: 1 }],
        },
        'GET privacy/customers/42/export': { data: { account: {} } },
        'POST privacy/customers/42/erase': { data: { erased: true, orders: 2 } },
      },
      { me: signedIn('owner') },
    );
    await user.type(await screen.findByLabelText('The visitor’s e-mail'), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: 'Find records' }));
    expect(await screen.findByText('Records found: 2.')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', 'privacy/customers')[0]?.query ?? [])).toEqual({
      email: 'erika@example.org',
    });
    const list = screen.getByRole('list', { name: 'Records of this e-mail' });
    const account = within(list).getAllByRole('listitem')[0]!;
    expect(within(account).getByRole('heading', { name: 'Account (record 42)' })).toBeTruthy();
    expect(within(list).getByRole('heading', { name: 'Guest checkout (record 43)' })).toBeTruthy();
    expect(
      within(account).getByText(/Erika Mustermann · since .* · orders: 2 · visits to come: 0/),
    ).toBeTruthy();

    await user.click(within(account).getByRole('button', { name: 'Download the data (JSON)' }));
    await waitFor(() => expect(downloads.names).toEqual(['customer-42-data.json']));
    expect(await screen.findByText(/The data has been downloaded/)).toBeTruthy();

    await user.click(within(account).getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Erase the data of erika@example.org\?/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('E-mail of the record'), 'erika@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, do it' }));
    expect(
      await screen.findByText('The record has been erased; orders kept with reduced data: 2.'),
    ).toBeTruthy();
    const [erase] = api.callsTo('POST', 'privacy/customers/42/erase');
    expect(erase?.body).toEqual({ confirmEmail: 'erika@example.org' });
    expect(erase?.csrf).toBe('csrf-test-token');
    expect(
      within(screen.getByRole('list', { name: 'Records of this e-mail' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('says in words why an erasure was refused', async () => {
    const { user } = await renderAdmin(
      'privacy',
      {
        'GET privacy/customers': { data: [{ ...RECORD, comingVisits: 1 }] },
        'POST privacy/customers/42/erase': {
          status: 422,
          error: 'ACCOUNT_HAS_COMING_VISITS',
          message: 'visits to come',
        },
      },
      { me: signedIn('owner') },
    );
    await user.type(await screen.findByLabelText('The visitor’s e-mail'), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: 'Find records' }));
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('E-mail of the record'), 'erika@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, do it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This record has a visit still to come: cancel the order first or erase it after the visit.',
    );
  });
});

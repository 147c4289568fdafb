/**
 * Voucher codes: issuing one code or a batch of a type (checked first: a type, 1 to 500 codes, the
 * amount only for a type whose buyer chooses it), looking a code up, and voiding it after a
 * confirmation.
 */
import { catalogShopEndpoints } from '@foyer/domain/admin-contract/catalog-shop';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, ok, renderAdmin, type FakeRoutes } from '../../../test/admin-harness';
import { voucherCode, voucherType } from '../../../test/catalog-fixtures';

/** The refusal shown for a field: its text, when the field is marked invalid and points to it. */
function errorAt(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const types = {
  types: [
    voucherType(),
    voucherType({ id: 72, type: { name: { en: 'Any amount' }, variableAmount: true, price: 0 } }),
  ],
  categories: [],
};

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET catalog/voucher-types': ok(catalogShopEndpoints.catalogVoucherTypes, types),
    ...extra,
  };
}

describe('voucher codes: issuing', () => {
  it('shows that the types are loading, then offers them with their value', async () => {
    const gate = held();
    await renderAdmin('catalog/voucher-codes', {
      'GET catalog/voucher-types': ok(
        catalogShopEndpoints.catalogVoucherTypes,
        types,
        gate.promise,
      ),
    });
    expect((await screen.findByRole('status')).textContent).toMatch('Loading…');
    expect(screen.queryByRole('form', { name: 'Issue codes' })).toBeNull();
    gate.release();
    const type = await within(
      await screen.findByRole('form', { name: 'Issue codes' }),
    ).findByLabelText('Voucher type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a voucher type.', 'Gift voucher (€25.00)', 'Any amount']);
    expect(screen.getByRole('link', { name: 'Voucher codes' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('checks the type and the number of codes before sending', async () => {
    const { user, api } = await renderAdmin('catalog/voucher-codes', routes());
    const form = await screen.findByRole('form', { name: 'Issue codes' });
    await user.clear(within(form).getByLabelText('Number of codes'));
    await user.type(within(form).getByLabelText('Number of codes'), '501');
    await user.click(within(form).getByRole('button', { name: 'Issue' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Some fields need your attention.',
    );
    expect(errorAt(within(form).getByLabelText('Voucher type'))).toBe('Choose a voucher type.');
    expect(errorAt(within(form).getByLabelText('Number of codes'))).toBe(
      'Enter a number from 1 to 500.',
    );
    expect(api.callsTo('POST', 'catalog/voucher-codes')).toHaveLength(0);
  });

  it('asks for the amount of a type whose buyer chooses it', async () => {
    const { user, api } = await renderAdmin('catalog/voucher-codes', routes());
    const form = await screen.findByRole('form', { name: 'Issue codes' });
    // A type with a value has no amount to enter.
    await user.selectOptions(within(form).getByLabelText('Voucher type'), 'Gift voucher (€25.00)');
    expect(within(form).queryByLabelText(/^Amount in €/)).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Voucher type'), 'Any amount');
    await user.click(within(form).getByRole('button', { name: 'Issue' }));
    expect(
      errorAt(
        within(form).getByLabelText('Amount in € (types with an amount chosen by the buyer)'),
      ),
    ).toBe('This voucher type needs the amount.');
    expect(api.callsTo('POST', 'catalog/voucher-codes')).toHaveLength(0);
  });

  it('issues a batch of a type and lists the codes the server made', async () => {
    const gate = held();
    const issued = [
      voucherCode({ id: 90, barcode: 'GV-AAAA-0001', usedAmount: 0, left: 2500, redemptions: [] }),
      voucherCode({ id: 91, barcode: 'GV-AAAA-0002', usedAmount: 0, left: 2500, redemptions: [] }),
    ];
    const { user, api } = await renderAdmin(
      'catalog/voucher-codes',
      routes({
        'POST catalog/voucher-codes': ok(
          catalogShopEndpoints.catalogIssueVoucherCodes,
          { codes: issued },
          gate.promise,
        ),
      }),
    );
    const form = await screen.findByRole('form', { name: 'Issue codes' });
    await user.selectOptions(within(form).getByLabelText('Voucher type'), 'Gift voucher (€25.00)');
    await user.clear(within(form).getByLabelText('Number of codes'));
    await user.type(within(form).getByLabelText('Number of codes'), '2');
    await user.type(within(form).getByLabelText('Valid from (empty: today)'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Issue' }));
    await waitFor(() =>
      expect(
        (within(form).getByRole('button', { name: 'Issue' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    gate.release();
    const list = await within(form).findByRole('list', { name: '2 codes issued:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'GV-AAAA-0001 · €25.00 · 2026-01-01 to 2028-12-31',
      'GV-AAAA-0002 · €25.00 · 2026-01-01 to 2028-12-31',
    ]);
    const [post] = api.callsTo('POST', 'catalog/voucher-codes');
    expect(post?.csrf).toBe('csrf-test-token');
    expect(post?.body).toEqual({
      voucherType: 71,
      count: 2,
      validFrom: '2027-01-01',
      amount: null,
    });
  });

  it('sends the amount of a type whose buyer chooses it, in cents', async () => {
    const { user, api } = await renderAdmin(
      'catalog/voucher-codes',
      routes({
        'POST catalog/voucher-codes': ok(catalogShopEndpoints.catalogIssueVoucherCodes, {
          codes: [voucherCode({ amount: 4000, left: 4000, usedAmount: 0, redemptions: [] })],
        }),
      }),
    );
    const form = await screen.findByRole('form', { name: 'Issue codes' });
    await user.selectOptions(within(form).getByLabelText('Voucher type'), 'Any amount');
    await user.type(
      within(form).getByLabelText('Amount in € (types with an amount chosen by the buyer)'),
      '40',
    );
    await user.click(within(form).getByRole('button', { name: 'Issue' }));
    expect(await within(form).findByText('1 codes issued:')).toBeTruthy();
    expect(api.callsTo('POST', 'catalog/voucher-codes')[0]?.body).toEqual({
      voucherType: 72,
      count: 1,
      validFrom: null,
      amount: 4000,
    });
  });

  it('shows the server’s per-field refusals at their fields', async () => {
    const { user } = await renderAdmin(
      'catalog/voucher-codes',
      routes({
        'POST catalog/voucher-codes': {
          status: 422,
          error: 'VALIDATION_FAILED',
          errors: { count: 'Too big: expected number to be <=500' },
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Issue codes' });
    await user.selectOptions(within(form).getByLabelText('Voucher type'), 'Gift voucher (€25.00)');
    await user.click(within(form).getByRole('button', { name: 'Issue' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Some fields need your attention.',
    );
    expect(errorAt(within(form).getByLabelText('Number of codes'))).toBe(
      'Enter a number from 1 to 500.',
    );
  });
});

describe('voucher codes: looking up and voiding', () => {
  function lookUp(): HTMLElement {
    return screen.getByRole('region', { name: 'Look up a code' });
  }

  it('looks a code up and shows its value, what is left, validity, state and uses', async () => {
    const gate = held();
    const { user, api } = await renderAdmin(
      'catalog/voucher-codes',
      routes({
        'GET catalog/voucher-codes/lookup': ok(
          catalogShopEndpoints.catalogLookUpVoucherCode,
          voucherCode(),
          gate.promise,
        ),
      }),
    );
    await screen.findByRole('form', { name: 'Issue codes' });
    await user.type(within(lookUp()).getByLabelText('Code'), '  GV-7Q2K-93XD ');
    await user.click(within(lookUp()).getByRole('button', { name: 'Look up' }));
    await waitFor(() =>
      expect(
        (within(lookUp()).getByRole('button', { name: 'Look up' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    gate.release();
    const heading = await within(lookUp()).findByRole('heading', { name: /GV-7Q2K-93XD/ });
    expect(heading.textContent).toBe('GV-7Q2K-93XD · Gift voucher');
    const facts = Object.fromEntries(
      within(lookUp())
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Value: '€25.00',
      Left: '€15.00',
      Valid: '2026-01-01 to 2028-12-31',
      State: 'Usable',
      'Redeemed in': 'Order 2026-000042: €10.00',
    });
    // The code is sent trimmed, as a query.
    expect(api.callsTo('GET', 'catalog/voucher-codes/lookup')[0]?.query.get('code')).toBe(
      'GV-7Q2K-93XD',
    );
  });

  it('says when there is no such code, and sends nothing for an empty one', async () => {
    const { user, api } = await renderAdmin(
      'catalog/voucher-codes',
      routes({ 'GET catalog/voucher-codes/lookup': { status: 404, error: 'NOT_FOUND' } }),
    );
    await screen.findByRole('form', { name: 'Issue codes' });
    await user.click(within(lookUp()).getByRole('button', { name: 'Look up' }));
    expect(api.callsTo('GET', 'catalog/voucher-codes/lookup')).toHaveLength(0);
    await user.type(within(lookUp()).getByLabelText('Code'), 'NOPE');
    await user.click(within(lookUp()).getByRole('button', { name: 'Look up' }));
    expect((await within(lookUp()).findByRole('alert')).textContent).toBe(
      'There is no voucher code like this.',
    );
  });

  it('voids a code only after the question is answered with yes', async () => {
    const voided = voucherCode({ voidedAt: '2026-11-29T12:00:00.000Z' });
    const { user, api } = await renderAdmin(
      'catalog/voucher-codes',
      routes({
        'GET catalog/voucher-codes/lookup': ok(
          catalogShopEndpoints.catalogLookUpVoucherCode,
          voucherCode(),
        ),
        'POST catalog/voucher-codes/88/void': ok(
          catalogShopEndpoints.catalogVoidVoucherCode,
          voided,
        ),
      }),
    );
    await screen.findByRole('form', { name: 'Issue codes' });
    await user.type(within(lookUp()).getByLabelText('Code'), 'GV-7Q2K-93XD');
    await user.click(within(lookUp()).getByRole('button', { name: 'Look up' }));
    await user.click(await within(lookUp()).findByRole('button', { name: 'Void this code' }));

    // The first answer may be no: nothing is sent, and the code stays usable.
    const question = within(lookUp()).getByRole('group', {
      name: 'Void GV-7Q2K-93XD? The shop will refuse it; orders that used it keep it.',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(lookUp()).queryByRole('group', { name: /^Void GV/ })).toBeNull();
    expect(api.callsTo('POST', 'catalog/voucher-codes/88/void')).toHaveLength(0);

    await user.click(within(lookUp()).getByRole('button', { name: 'Void this code' }));
    await user.click(within(lookUp()).getByRole('button', { name: 'Yes, void it' }));
    expect(await within(lookUp()).findByText('The code is void.')).toBeTruthy();
    expect(
      within(lookUp()).getByText(
        `Void since ${new Intl.DateTimeFormat('en').format(new Date(voided.voidedAt ?? ''))}`,
      ),
    ).toBeTruthy();
    // A void code offers no second voiding.
    expect(within(lookUp()).queryByRole('button', { name: 'Void this code' })).toBeNull();
    const [post] = api.callsTo('POST', 'catalog/voucher-codes/88/void');
    expect(post?.csrf).toBe('csrf-test-token');
  });

  it('says when the code was void already', async () => {
    const { user } = await renderAdmin(
      'catalog/voucher-codes',
      routes({
        'GET catalog/voucher-codes/lookup': ok(
          catalogShopEndpoints.catalogLookUpVoucherCode,
          voucherCode(),
        ),
        'POST catalog/voucher-codes/88/void': { status: 409, error: 'VOUCHER_VOIDED' },
      }),
    );
    await screen.findByRole('form', { name: 'Issue codes' });
    await user.type(within(lookUp()).getByLabelText('Code'), 'GV-7Q2K-93XD');
    await user.click(within(lookUp()).getByRole('button', { name: 'Look up' }));
    await user.click(await within(lookUp()).findByRole('button', { name: 'Void this code' }));
    await user.click(within(lookUp()).getByRole('button', { name: 'Yes, void it' }));
    expect((await within(lookUp()).findByRole('alert')).textContent).toBe(
      'The code was already void.',
    );
  });
});

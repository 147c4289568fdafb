/**
 * The visitor's details on an order's page: correcting them in a dialog (what is sent, the
 * server's field refusal shown beside the field with the focus on it, closing giving the focus back),
 * issuing an invoice after a confirmation, and the links to every document of the order.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import { ok, renderAdmin } from '../../test/admin-harness';
import { anOrder, provideModalDialogs } from '../../test/order-fixtures';

beforeAll(provideModalDialogs);

const BILLING = {
  fname: 'Lena',
  lname: 'Vogt',
  company: '',
  email: 'lena@example.org',
  phone: '',
  street: 'Am Markt 1',
  zip: '04109',
  city: 'Leipzig',
  country: 'DE',
};

const withInvoice = anOrder({
  customer: { email: 'lena@example.org', name: 'Lena Vogt', guest: true, billing: BILLING },
  invoice: {
    requested: true,
    address: ['Lena Vogt', 'Am Markt 1', '04109 Leipzig', 'Germany'],
    number: null,
    url: '/api/en/order/documents/tok/invoice.pdf',
    documents: [
      {
        kind: 'invoice',
        number: 'INV-000007',
        issuedAt: '2026-03-02T10:16:00.000Z',
        url: '/api/en/order/documents/tok/invoice-7.pdf',
        xmlUrl: null,
        cancelled: false,
      },
    ],
  },
});

describe('order screen: the visitor’s details', () => {
  it('corrects the e-mail and address in a dialog and shows the replaced invoice', async () => {
    const corrected = anOrder({
      customer: {
        email: 'lena.vogt@example.org',
        name: 'Lena Vogt',
        guest: true,
        billing: { ...BILLING, email: 'lena.vogt@example.org', street: 'Am Markt 2' },
      },
      invoice: {
        ...withInvoice.invoice,
        documents: [
          { ...withInvoice.invoice.documents[0]!, cancelled: true },
          {
            kind: 'cancellation',
            number: 'CI-000001',
            issuedAt: '2026-03-03T09:00:00.000Z',
            url: '/api/en/order/documents/tok/cancellation-1.pdf',
            xmlUrl: null,
            cancelled: false,
          },
          {
            kind: 'invoice',
            number: 'INV-000008',
            issuedAt: '2026-03-03T09:00:00.000Z',
            url: '/api/en/order/documents/tok/invoice-8.pdf',
            xmlUrl: null,
            cancelled: false,
          },
        ],
      },
    });
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, withInvoice),
      'PUT orders/17/customer': ok(adminEndpoints.editCustomer, corrected),
    });
    await screen.findByRole('heading', { name: 'Order M-2026-0017' });
    expect(screen.getByRole('link', { name: 'Invoice INV-000007' }).getAttribute('href')).toBe(
      '/api/en/order/documents/tok/invoice-7.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Correct details' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Correct the visitor’s details of order M-2026-0017',
    });
    expect(within(dialog).getByText(/a cancellation invoice cancels it/)).toBeTruthy();
    const email = within(dialog).getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('lena@example.org');
    await user.clear(email);
    await user.type(email, 'lena.vogt@example.org');
    const street = within(dialog).getByLabelText('Street and number');
    await user.clear(street);
    await user.type(street, 'Am Markt 2');
    await user.type(within(dialog).getByLabelText('Why (kept in the audit log)'), 'moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The visitor’s details were saved.')).toBeTruthy();
    const sent = api.callsTo('PUT', 'orders/17/customer');
    expect(sent.map((call) => call.body)).toEqual([
      { ...BILLING, email: 'lena.vogt@example.org', street: 'Am Markt 2', reason: 'moved' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('lena.vogt@example.org')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancellation invoice CI-000001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invoice INV-000008' })).toBeTruthy();
    const cancelled = screen.getByRole('link', { name: 'Invoice INV-000007' }).closest('li');
    expect(cancelled?.textContent).toContain('(cancelled)');
  });

  it('shows the server’s refusal beside the field and moves the focus there; closing gives the focus back', async () => {
    const { user } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, withInvoice),
      'PUT orders/17/customer': () => ({
        status: 422,
        error: 'VALIDATION_FAILED',
        errors: { country: ['ISO 3166-1 alpha-2 code'] },
      }),
    });
    const opener = await screen.findByRole('button', { name: 'Correct details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const country = within(dialog).getByLabelText(/^Country/) as HTMLInputElement;
    await user.clear(country);
    await user.type(country, 'D1');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(document.activeElement).toBe(country));
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('ISO 3166-1 alpha-2 code')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('issues an invoice for a desk sale after a confirmation', async () => {
    const desk = anOrder({
      channel: 'desk',
      can: {
        resend: true,
        cancelUnpaid: false,
        cancel: true,
        editCustomer: true,
        issueInvoice: true,
      },
    });
    const issued = anOrder({
      channel: 'desk',
      invoice: {
        ...withInvoice.invoice,
        documents: [{ ...withInvoice.invoice.documents[0]!, number: 'INV-000009' }],
      },
    });
    const { user, api } = await renderAdmin('orders/17', {
      'GET orders/17': ok(adminEndpoints.getOrder, desk),
      'POST orders/17/invoice': ok(adminEndpoints.issueInvoice, issued),
    });
    await user.click(await screen.findByRole('button', { name: 'Issue invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText(/^Issue an invoice for order M-2026-0017/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findByText('The invoice was issued.')).toBeTruthy();
    expect(api.callsTo('POST', 'orders/17/invoice')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Invoice INV-000009' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).toBeNull();
  });

  it('links the XRechnung beside the invoice of an order with the buyer’s reference', async () => {
    const business = anOrder({
      invoice: {
        ...withInvoice.invoice,
        number: '04011000-12345-67',
        documents: [
          {
            ...withInvoice.invoice.documents[0]!,
            xmlUrl: '/api/en/order/documents/tok/invoice-7.xml',
          },
        ],
      },
    });
    await renderAdmin('orders/17', { 'GET orders/17': ok(adminEndpoints.getOrder, business) });
    const xml = await screen.findByRole('link', {
      name: 'E-invoice INV-000007 (XRechnung XML)',
    });
    expect(xml.getAttribute('href')).toBe('/api/en/order/documents/tok/invoice-7.xml');
    expect(screen.getByRole('link', { name: 'Invoice INV-000007' }).getAttribute('href')).toBe(
      '/api/en/order/documents/tok/invoice-7.pdf',
    );
  });
});

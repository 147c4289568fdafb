/**
 * Correcting the visitor's details of an order and issuing an invoice in the back office, on
 * PGlite and PostgreSQL: the order's address changes, a numbered invoice is cancelled by a
 * cancellation invoice and replaced by a new one (the old documents keep the old address), the
 * same details twice change nothing, concurrent corrections number every document once, a desk
 * sale gets an invoice of its lines still booked and later refunds get credit notes referring to
 * the current invoice; everything is audited and bad input gets field errors.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceDocuments, staffAuditLog } from '../../db/schema';
import { pdfToText } from '../../testing/documents';
import { testDatabaseKinds } from '../../testing/databases';
import { freshSlot } from '../checkout/testing';
import { adminCall, buy, key } from './admin-orders.fixtures';
import { useOrdersSuite } from './orders-suite.fixtures';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const CORRECTED = {
  fname: 'Ada',
  lname: 'King',
  company: 'Analytical Engines Ltd',
  email: 'countess@example.org',
  phone: '',
  street: 'St James’s Square 12',
  zip: 'SW1Y 4JH',
  city: 'London',
  country: 'GB',
};

describe.each(testDatabaseKinds())('the visitor’s details of an order on $name', ({ open }) => {
  const suite = useOrdersSuite(open);
  const { ticket, orderOf, detail } = suite;

  function edit(id: number, body: object, agent = suite.manager) {
    return adminCall(suite.app, 'PUT', `orders/${id}/customer`, { agent, body });
  }

  async function pdf(url: string): Promise<string> {
    const answer = await suite.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    return flat(pdfToText(answer.rawPayload));
  }

  async function documentsOf(orderId: number) {
    return suite.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.orderId, orderId))
      .orderBy(invoiceDocuments.id);
  }

  it('corrects name, e-mail and address: the invoice is cancelled and replaced, the old one keeps the old address', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 2)]));
    const before = await detail(order.id);
    expect(before.can.editCustomer).toBe(true);
    const [first] = before.invoice.documents;
    expect(first).toMatchObject({ kind: 'invoice', cancelled: false });
    const oldName = before.customer.name;
    expect(await pdf(first?.url ?? '')).toContain(oldName);

    const answer = await edit(order.id, { ...CORRECTED, reason: 'typo in the address' });
    expect(answer.statusCode).toBe(200);
    const after = answer.json().data;
    expect(after.customer).toMatchObject({ name: 'Ada King', email: 'countess@example.org' });
    expect(after.customer.billing).toMatchObject(CORRECTED);
    expect(after.invoice.address).toEqual([
      'Analytical Engines Ltd',
      'Ada King',
      'St James’s Square 12',
      'SW1Y 4JH London',
      'GB',
    ]);
    const kinds = after.invoice.documents.map((document: { kind: string; cancelled: boolean }) => [
      document.kind,
      document.cancelled,
    ]);
    expect(kinds).toEqual([
      ['invoice', true],
      ['cancellation', false],
      ['invoice', false],
    ]);
    const [oldInvoice, cancellation, replacement] = after.invoice.documents as {
      number: string;
      url: string;
    }[];
    // The first invoice is not edited: it still prints the old name and address.
    const oldText = await pdf(oldInvoice?.url ?? '');
    expect(oldText).toContain(oldName);
    expect(oldText).not.toContain('Ada King');
    // The cancellation cancels it in full with the old address, naming the replacement.
    const cancelText = await pdf(cancellation?.url ?? '');
    expect(cancelText).toContain(`Cancellation invoice ${cancellation?.number}`);
    expect(cancelText).toContain(`Cancels invoice: ${oldInvoice?.number}`);
    expect(cancelText).toContain(`Replaced by invoice: ${replacement?.number}`);
    expect(cancelText).toContain(oldName);
    expect(cancelText).toContain('Amount cancelled -€28.00');
    // The new invoice prints the corrected address and the order's lines still booked.
    const newText = await pdf(replacement?.url ?? '');
    expect(newText).toContain(`Invoice ${replacement?.number}`);
    expect(newText).toContain(`Replaces invoice: ${oldInvoice?.number}`);
    expect(newText).toContain('Ada King');
    expect(newText).toContain('St James’s Square 12');
    expect(newText).toContain('countess@example.org');
    // The order's current invoice (what the visitor downloads) is the new one.
    expect(after.invoice.url).toMatch(/\/invoice\.pdf$/);
    expect(await pdf(after.invoice.url)).toContain(`Invoice ${replacement?.number}`);

    // Audited with what changed and why.
    const [entry] = await suite.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'order.editCustomer'),
          eq(staffAuditLog.targetId, order.number),
        ),
      )
      .orderBy(desc(staffAuditLog.id));
    expect(entry?.after).toMatchObject({
      lname: 'King',
      email: 'countess@example.org',
      invoice: replacement?.number,
      reason: 'typo in the address',
    });
    expect(entry?.before).toMatchObject({ lname: expect.any(String) });
    expect(entry?.before).not.toHaveProperty('zip', 'SW1Y 4JH');

    // The same details again change nothing: no further documents, no audit entry.
    const again = await edit(order.id, CORRECTED);
    expect(again.statusCode).toBe(200);
    expect(await documentsOf(order.id)).toHaveLength(3);

    // The order is found by its new e-mail, partly typed.
    const found = await adminCall(suite.app, 'GET', 'orders?email=countess%40example', {
      agent: suite.manager,
    });
    expect(found.json().data.orders.map((row: { id: number }) => row.id)).toContain(order.id);

    // A later refund's credit note refers to the current invoice.
    const line = after.lines[0] as { id: number };
    const refund = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), lineIds: [line.id] },
    });
    expect(refund.statusCode).toBe(200);
    const note = (refund.json().data.invoice.documents as { kind: string; url: string }[]).find(
      (document) => document.kind === 'creditNote',
    );
    const noteText = await pdf(note?.url ?? '');
    expect(noteText).toContain(`Refers to invoice: ${replacement?.number}`);
    expect(noteText).toContain('Ada King');
  });

  it('changes only the e-mail: the invoice prints it, so it is replaced; the confirmation goes to the new address', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 1)]));
    const current = (await detail(order.id)).customer.billing;
    const changed = await edit(order.id, { ...current, email: 'new.address@example.org' });
    expect(changed.statusCode).toBe(200);
    const data = changed.json().data;
    expect(data.customer.email).toBe('new.address@example.org');
    // The invoice prints the e-mail too: it is replaced, the address block otherwise unchanged.
    expect(data.invoice.documents.map((document: { kind: string }) => document.kind)).toEqual([
      'invoice',
      'cancellation',
      'invoice',
    ]);
    const resend = await adminCall(suite.app, 'POST', `orders/${order.id}/resend`, {
      agent: suite.manager,
      body: {},
    });
    expect(resend.statusCode).toBe(200);
    expect((resend.json().data.emails as { to: string }[]).map((mail) => mail.to)).toContain(
      'new.address@example.org',
    );
  });

  it('refuses bad input with field errors and unknown orders with 404', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 1)]));
    const bad = await edit(order.id, { ...CORRECTED, email: 'not-an-address', country: 'Germany' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'country']),
    );
    expect((await edit(999_999_999, CORRECTED)).statusCode).toBe(404);
    expect(await documentsOf(order.id)).toHaveLength(1);
  });

  it('numbers every document once when two corrections run at the same time', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(slot.datetime, 1)]));
    const answers = await Promise.all([
      edit(order.id, { ...CORRECTED, city: 'Bath' }),
      edit(order.id, { ...CORRECTED, city: 'York' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await documentsOf(order.id);
    // Two corrections in turn: invoice, then per correction a cancellation and a new invoice.
    expect(rows.map((row) => row.kind)).toEqual([
      'invoice',
      'cancellation',
      'invoice',
      'cancellation',
      'invoice',
    ]);
    expect(rows[3]?.refersToId).toBe(rows[2]?.id);
    const numbers = await suite.database.db
      .select({ kind: invoiceDocuments.kind, number: invoiceDocuments.number })
      .from(invoiceDocuments);
    for (const kind of ['invoice', 'cancellation'] as const) {
      const series = numbers.filter((row) => row.kind === kind).map((row) => row.number);
      expect(new Set(series).size).toBe(series.length);
      expect(Math.max(...series)).toBe(series.length);
    }
  });

  it('issues an invoice for a desk sale: numbered once, its lines, later refunds get credit notes', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const sold = await adminCall(suite.app, 'POST', 'desk/sales', {
      agent: suite.manager,
      body: {
        language: 'en',
        payment: 'cash',
        items: [ticket(slot.datetime, 2)],
      },
    });
    expect(sold.statusCode).toBe(200);
    const orderId = sold.json().data.orderId as number;
    const before = await detail(orderId);
    expect(before.can.issueInvoice).toBe(true);
    expect(before.invoice.documents).toEqual([]);
    expect(before.invoice.url).toBeNull();
    // The buyer's address first, then the invoice.
    const edited = await edit(orderId, CORRECTED);
    expect(edited.statusCode).toBe(200);
    expect(await documentsOf(orderId)).toEqual([]);
    const issue = () =>
      adminCall(suite.app, 'POST', `orders/${orderId}/invoice`, {
        agent: suite.manager,
        body: { idempotencyKey: key() },
      });
    const [one, two] = await Promise.all([issue(), issue()]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const after = two.json().data;
    expect(after.can.issueInvoice).toBe(false);
    expect(after.invoice.requested).toBe(true);
    expect(after.invoice.documents).toHaveLength(1);
    const text = await pdf(after.invoice.url);
    expect(text).toContain('Ada King');
    expect(text).toContain('Analytical Engines Ltd');
    expect(text).toMatch(/Paid on 21\.11\.2026 by cash\s*€?\s*28[.,]00/);
    const refund = await adminCall(suite.app, 'POST', `orders/${orderId}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    expect(refund.statusCode).toBe(200);
    expect(
      refund.json().data.invoice.documents.map((document: { kind: string }) => document.kind),
    ).toEqual(['invoice', 'creditNote']);
  });

  it('keeps what an invoice printed when a booking moves or a line is split: the move cancels and replaces it', async () => {
    const from = await freshSlot(suite.database.db, suite.catalog, 10);
    const to = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(from.datetime, 2)]));
    // The fresh starts share a day: their times tell them apart.
    const local = (datetime: string) => datetime.slice(11, 16);
    expect(local(from.datetime)).not.toBe(local(to.datetime));
    const before = await detail(order.id);
    const [first] = before.invoice.documents;
    const firstText = await pdf(first?.url ?? '');
    expect(firstText).toContain(local(from.datetime));

    const moved = await adminCall(suite.app, 'POST', `orders/${order.id}/move`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), itemIndex: 0, to: to.datetime },
    });
    expect(moved.statusCode).toBe(200);
    const after = await detail(order.id);
    const [oldInvoice, cancellation, replacement] = after.invoice.documents;
    expect(after.invoice.documents.map((document) => [document.kind, document.cancelled])).toEqual([
      ['invoice', true],
      ['cancellation', false],
      ['invoice', false],
    ]);
    // The first invoice still prints the start it sold; the cancellation reverses that start; the
    // new invoice prints the new one.
    expect(await pdf(oldInvoice?.url ?? '')).toBe(firstText);
    const cancelText = await pdf(cancellation?.url ?? '');
    expect(cancelText).toContain(local(from.datetime));
    expect(cancelText).toContain('Amount cancelled -€28.00');
    const newText = await pdf(replacement?.url ?? '');
    expect(newText).toContain(local(to.datetime));
    expect(newText).not.toContain(local(from.datetime));
    expect(newText).toContain('Paid on 21.11.2026 by Credit card €28.00');

    // Cancelling 1 of the 2: the invoices keep printing 2, the credit note prints 1.
    const line = after.lines[0] as { id: number };
    const part = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), quantities: [{ lineId: line.id, count: 1 }] },
    });
    expect(part.statusCode).toBe(200);
    const documents = (await detail(order.id)).invoice.documents;
    expect(await pdf(replacement?.url ?? '')).toBe(newText);
    const note = documents.find((document) => document.kind === 'creditNote');
    const noteText = await pdf(note?.url ?? '');
    expect(noteText).toContain('Amount credited -€14.00');
  });
});

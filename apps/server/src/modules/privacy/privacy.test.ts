/**
 * Data protection on PGlite and PostgreSQL (docs/decisions.md "Data protection"): the visitor
 * deletes their account (refused while a visit is coming and with a wrong password; afterwards no
 * login, no token, the e-mail free again, the invoice keeps name and address only); consent
 * answers are recorded and exported; guests are anonymised after the retention period, once, by a
 * job that may run twice at once or again after a restart; staff find, export and erase a record
 * behind `privacy.manage`, every run audited without the visitor's data.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authTokens,
  consentRecords,
  customers,
  invoiceDocuments,
  orderItems,
  orders,
  payments,
  staffAuditLog,
} from '../../db/schema';
import { pdfToText } from '../../testing/documents';
import { testDatabaseKinds } from '../../testing/databases';
import { execPayment, freshSlot, initPayment, pay } from '../checkout/testing';
import { PASSWORD, post, registerAndLogin, uniqueVisitor } from '../customers/testing';
import { adminCall, buy, signedIn, useOrdersSuite } from '../orders/testing';
import { anonymiseGuests } from './index';
import { eraseCustomerData } from './privacy.repository';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;

describe.each(testDatabaseKinds())('data protection on $name', ({ open }) => {
  const suite = useOrdersSuite(open, {}, (config) => {
    config.server.security.pepper = 'privacy-pepper-0123456789abcdef0123456789ab';
    config.server.privacy.guestRetentionDays = RETENTION_DAYS;
    return config;
  });

  async function account(name: string) {
    const { email, ip } = uniqueVisitor(name);
    const visit = { app: suite.app, ip, lang: 'en' };
    const token = await registerAndLogin(visit, email);
    return { email, ip, visit, token };
  }

  async function buyAs(token: string, datetime: string): Promise<string> {
    const started = await initPayment(suite.app, [suite.ticket(datetime, 1)], { token });
    expect(started.statusCode).toBe(200);
    const orderToken = await pay(suite.app, started.json().data as string);
    expect((await execPayment(suite.app, orderToken)).statusCode).toBe(200);
    return orderToken;
  }

  /** Moves every line of the order to `daysAgo` days before now (venue-local 10:00). */
  async function visitWasDaysAgo(orderId: number, daysAgo: number) {
    const day = new Date(suite.clock.now().getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await suite.database.db
      .update(orderItems)
      .set({ datetime: `${day} 10:00:00` })
      .where(eq(orderItems.orderId, orderId));
  }

  function deleteAccount(token: string, password: string) {
    return suite.app.inject({
      method: 'POST',
      url: '/api/en/customer/delete',
      query: { _: token },
      payload: { _po: password },
    });
  }

  async function pdf(url: string): Promise<string> {
    const answer = await suite.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    return flat(pdfToText(answer.rawPayload));
  }

  async function customerRow(id: number) {
    const [row] = await suite.database.db.select().from(customers).where(eq(customers.id, id));
    if (!row) throw new Error('no customer');
    return row;
  }

  async function auditOf(action: string, targetId: number) {
    return suite.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(targetId))));
  }

  it('deletes an account: no login, no token, the e-mail free, the invoice keeps name and address only', async () => {
    const visitor = await account('delete-me');
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await suite.orderOf(await buyAs(visitor.token, slot.datetime));
    const customerId = order.customerId ?? 0;
    const consent = await suite.app.inject({
      method: 'POST',
      url: '/api/en/customer/consent',
      query: { _: visitor.token },
      payload: { purpose: 'newsletter', granted: true },
    });
    expect(consent.statusCode).toBe(200);

    // A visit still to come: refused, nothing changed.
    const coming = await deleteAccount(visitor.token, PASSWORD);
    expect(coming.statusCode).toBe(422);
    expect(coming.json()).toMatchObject({ error: 'ACCOUNT_HAS_COMING_VISITS' });
    expect(coming.json().message).toMatch(/booked visits are over/);
    expect((await customerRow(customerId)).erasedAt).toBeNull();

    await visitWasDaysAgo(order.id, 3);
    // A wrong password: refused on the field.
    const wrong = await deleteAccount(visitor.token, 'not the password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'AUTH_WRONG_CREDENTIALS' });
    expect(Object.keys(wrong.json().errors ?? {})).toContain('_po');

    // As a direct debit keeps it: the account holder named on the payment.
    await suite.database.db
      .update(payments)
      .set({
        details: sql`jsonb_set(${payments.details}, '{prefill,accountHolder}', '"Ada Lovelace"')`,
      })
      .where(eq(payments.orderId, order.id));
    const deleted = await deleteAccount(visitor.token, PASSWORD);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: true });

    // The token is gone and a login fails.
    const again = await suite.app.inject({
      method: 'GET',
      url: '/api/en/customer',
      query: { _: visitor.token },
    });
    expect(again.statusCode).toBe(401);
    const md5 = createHash('md5').update(PASSWORD).digest('hex');
    const login = await post(visitor.visit, 'auth/login', { _u: visitor.email, _p: md5 });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toMatchObject({ error: 'AUTH_LOGIN_FAILED' });
    const tokens = await suite.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.customerId, customerId));
    expect(tokens).toEqual([]);
    const consents = await suite.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.customerId, customerId));
    expect(consents).toEqual([]);

    // The record keeps no personal data; the order keeps what its invoice needs.
    const row = await customerRow(customerId);
    expect(row).toMatchObject({
      email: '',
      passwordHash: null,
      fname: '',
      lname: '',
      phone: '',
      street: '',
      zip: '',
      city: '',
      shipping: null,
    });
    expect(row.erasedAt).toEqual(suite.clock.now());
    const kept = await suite.orderOf(order.token);
    expect(kept.billing).toEqual({
      fname: 'Ada',
      lname: 'Lovelace',
      street: 'Lindenstraße 1',
      zip: '04109',
      city: 'Leipzig',
      country: 'DE',
    });
    const [payment] = await suite.database.db
      .select({ details: payments.details })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(payment?.details).toMatchObject({ prefill: { accountHolder: '' } });
    expect(JSON.stringify(payment?.details)).not.toContain('Lovelace');
    const [document] = await suite.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.orderId, order.id));
    expect(document?.billing ?? null).not.toHaveProperty('email');
    const invoiceUrl = (await suite.detail(order.id)).invoice.url ?? '';
    const text = await pdf(invoiceUrl);
    expect(text).toContain('Ada Lovelace Lindenstraße 1 04109 Leipzig');
    expect(text).not.toContain(visitor.email);
    expect(text).not.toContain('+49 30 1234567');

    // Audited as the visitor's own deletion, without their data.
    const [entry] = await auditOf('privacy.accountDeleted', customerId);
    expect(entry).toMatchObject({ actor: 'visitor', after: { orders: 1 } });
    expect(JSON.stringify(entry)).not.toContain(visitor.email);
    expect(JSON.stringify(entry)).not.toContain('Lovelace');

    // The e-mail registers anew: a new account without the old orders.
    const fresh = await registerAndLogin(
      { ...visitor.visit, ip: uniqueVisitor('x').ip },
      visitor.email,
    );
    const mine = await suite.app.inject({
      method: 'GET',
      url: '/api/en/customer/orders',
      query: { _: fresh },
    });
    expect(mine.json().data).toEqual({ coming: [], past: [] });
  });

  it('records consent answers with time, text version and source, and exports them', async () => {
    const visitor = await account('consent');
    const answer = (payload: object) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/en/customer/consent',
        query: { _: visitor.token },
        payload,
      });
    const granted = await answer({ purpose: 'newsletter', granted: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.current.newsletter).toEqual({
      purpose: 'newsletter',
      granted: true,
      at: suite.clock.now().toISOString(),
      textVersion: 'newsletter-2026-11',
      source: 'settings',
    });
    suite.clock.advance(60_000);
    const analytics = await answer({ purpose: 'analytics', granted: true, source: 'cookieNotice' });
    expect(analytics.json().data.current.analytics).toMatchObject({
      granted: true,
      source: 'cookieNotice',
      textVersion: expect.stringMatching(/^cookie-notice-2026-11/),
    });
    suite.clock.advance(60_000);
    const withdrawn = await answer({ purpose: 'newsletter', granted: false });
    const data = withdrawn.json().data;
    expect(data.current.newsletter).toMatchObject({ granted: false });
    expect(
      data.history.map((record: { purpose: string; granted: boolean }) => [
        record.purpose,
        record.granted,
      ]),
    ).toEqual([
      ['newsletter', false],
      ['analytics', true],
      ['newsletter', true],
    ]);

    const read = await suite.app.inject({
      method: 'GET',
      url: '/api/en/customer/consents',
      query: { _: visitor.token },
    });
    expect(read.json().data).toEqual(data);
    const exported = await suite.app.inject({
      method: 'GET',
      url: '/api/en/customer/export',
      query: { _: visitor.token },
    });
    expect(exported.json().data.consents).toEqual(data.history);

    const bad = await answer({ purpose: 'marketing', granted: true });
    expect(bad.statusCode).toBe(422);
    const loggedOut = await suite.app.inject({
      method: 'POST',
      url: '/api/en/customer/consent',
      payload: { purpose: 'newsletter', granted: true },
    });
    expect(loggedOut.statusCode).toBe(401);
  });

  it('anonymises guests after the retention period, once, keeping what the invoice needs', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const due = await suite.orderOf(await buy(suite.app, [suite.ticket(slot.datetime, 1)]));
    const staying = await suite.orderOf(await buy(suite.app, [suite.ticket(slot.datetime, 1)]));
    const earlier = await suite.orderOf(await buy(suite.app, [suite.ticket(slot.datetime, 1)]));
    // Move the clock past the retention period; the staying guest's visit is recent.
    const start = suite.clock.now();
    suite.clock.advance((RETENTION_DAYS + 20) * DAY_MS);
    try {
      await anonymiseAfterRetention(due, staying, earlier);
    } finally {
      suite.clock.set(start);
    }
  });

  async function anonymiseAfterRetention(
    due: typeof orders.$inferSelect,
    staying: typeof orders.$inferSelect,
    earlier: typeof orders.$inferSelect,
  ) {
    const manager = await signedIn(
      suite.app,
      suite.database.db,
      suite.config,
      suite.clock,
      'manager',
    );
    const invoiceText = async (orderId: number) => {
      const res = await adminCall(suite.app, 'GET', `orders/${orderId}`, { agent: manager });
      expect(res.statusCode).toBe(200);
      return pdf(res.json().data.invoice.url);
    };
    await visitWasDaysAgo(due.id, RETENTION_DAYS + 5);
    await visitWasDaysAgo(earlier.id, RETENTION_DAYS + 5);
    await visitWasDaysAgo(staying.id, RETENTION_DAYS - 5);
    const job = () =>
      anonymiseGuests({ db: suite.database.db, clock: suite.clock, config: suite.config });
    // A run stopped half way (a restart) had erased one guest already: it is not changed again.
    await suite.database.db.transaction((tx) =>
      eraseCustomerData(tx, earlier.customerId ?? 0, suite.clock.now()),
    );
    suite.clock.advance(60_000);
    const first = await job();
    expect(first.guests).toBe(1);
    const erasedEarlier = await customerRow(earlier.customerId ?? 0);
    expect(erasedEarlier.erasedAt).toEqual(new Date(suite.clock.now().getTime() - 60_000));

    const guest = await customerRow(due.customerId ?? 0);
    expect(guest).toMatchObject({ email: '', fname: '', lname: '', phone: '', street: '' });
    expect(guest.erasedAt).not.toBeNull();
    const order = await suite.orderOf(due.token);
    expect(order.billing).not.toHaveProperty('email');
    expect(order.billing).not.toHaveProperty('phone');
    expect(order.billing).toMatchObject({ fname: 'Ada', lname: 'Lovelace', city: 'Leipzig' });
    const text = await invoiceText(order.id);
    expect(text).toContain('Ada Lovelace Lindenstraße 1 04109 Leipzig');
    expect(text).not.toMatch(/@example\.org/);
    expect(text).not.toContain('+49 30 1234567');
    expect((await customerRow(staying.customerId ?? 0)).erasedAt).toBeNull();

    // Two runs at once, and a run later: nothing more is changed.
    const updatedAt = guest.updatedAt;
    suite.clock.advance(60_000);
    const again = await Promise.all([job(), job()]);
    expect(again.map((run) => run.guests)).toEqual([0, 0]);
    expect((await customerRow(due.customerId ?? 0)).updatedAt).toEqual(updatedAt);
    const runs = await suite.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'privacy.guestsAnonymised'));
    expect(runs.at(-1)).toMatchObject({ actor: 'system', after: { guests: first.guests } });
  }

  it('lets the owner find, export and erase a record, audited without the data; others may not', async () => {
    const owner = await signedIn(suite.app, suite.database.db, suite.config, suite.clock, 'owner');
    const visitor = await account('staff-erase');
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const order = await suite.orderOf(await buyAs(visitor.token, slot.datetime));
    const customerId = order.customerId ?? 0;

    const forbidden = await adminCall(
      suite.app,
      'GET',
      `privacy/customers?email=${encodeURIComponent(visitor.email)}`,
      {
        agent: suite.manager,
      },
    );
    expect(forbidden.statusCode).toBe(403);

    const found = await adminCall(
      suite.app,
      'GET',
      `privacy/customers?email=${encodeURIComponent(visitor.email.toUpperCase())}`,
      {
        agent: owner,
      },
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      expect.objectContaining({
        id: customerId,
        email: visitor.email,
        isGuest: false,
        orders: 1,
        comingVisits: 1,
      }),
    ]);

    const exported = await adminCall(suite.app, 'GET', `privacy/customers/${customerId}/export`, {
      agent: owner,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="customer-${customerId}-data.json"`,
    );
    const data = JSON.parse(exported.body);
    expect(data.account.email).toBe(visitor.email);
    expect(data.orders.coming).toHaveLength(1);
    const [hash] = await suite.database.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, customerId));
    expect(exported.body).not.toContain(hash?.passwordHash ?? '-');
    expect(exported.body).not.toContain(order.token);
    expect(exported.body).not.toContain(visitor.token);

    const mistyped = await adminCall(suite.app, 'POST', `privacy/customers/${customerId}/erase`, {
      agent: owner,
      body: { confirmEmail: 'someone@else.example' },
    });
    expect(mistyped.statusCode).toBe(422);
    const stillComing = await adminCall(
      suite.app,
      'POST',
      `privacy/customers/${customerId}/erase`,
      {
        agent: owner,
        body: { confirmEmail: visitor.email },
      },
    );
    expect(stillComing.statusCode).toBe(422);
    expect(stillComing.json().error).toBe('ACCOUNT_HAS_COMING_VISITS');

    // A manager sent the order's e-mails again: the audit log names the address, until erased.
    const resent = await adminCall(suite.app, 'POST', `orders/${order.id}/resend`, {
      agent: suite.manager,
      body: {},
    });
    expect(resent.statusCode).toBe(200);
    const resendEntries = () =>
      suite.database.db
        .select()
        .from(staffAuditLog)
        .where(
          and(eq(staffAuditLog.action, 'order.resend'), eq(staffAuditLog.targetId, order.number)),
        );
    expect(JSON.stringify(await resendEntries())).toContain(visitor.email);

    await visitWasDaysAgo(order.id, 1);
    const erased = await adminCall(suite.app, 'POST', `privacy/customers/${customerId}/erase`, {
      agent: owner,
      body: { confirmEmail: visitor.email },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toEqual({ erased: true, orders: 1 });
    expect((await customerRow(customerId)).erasedAt).not.toBeNull();
    const gone = await adminCall(
      suite.app,
      'GET',
      `privacy/customers?email=${encodeURIComponent(visitor.email)}`,
      {
        agent: owner,
      },
    );
    expect(gone.json().data).toEqual([]);
    const twice = await adminCall(suite.app, 'POST', `privacy/customers/${customerId}/erase`, {
      agent: owner,
      body: { confirmEmail: visitor.email },
    });
    expect(twice.statusCode).toBe(404);

    // The resend's entry keeps who did what and when, not the address.
    const [resend] = await resendEntries();
    expect(resend).toMatchObject({ after: { email: '(erased)' } });
    expect(JSON.stringify(resend)).not.toContain(visitor.email);

    // The audit log names the staff member and what was done, never the visitor's data.
    const entries = [
      ...(await auditOf('privacy.export', customerId)),
      ...(await auditOf('privacy.erase', customerId)),
    ];
    expect(entries.map((entry) => entry.action)).toEqual(['privacy.export', 'privacy.erase']);
    for (const entry of entries) expect(entry.actor).toMatch(/^owner\d+-\d+@museum\.example$/);
    for (const entry of entries) {
      expect(JSON.stringify(entry)).not.toContain(visitor.email);
      expect(JSON.stringify(entry)).not.toContain('Lovelace');
    }
    const log = await adminCall(suite.app, 'GET', 'audit?kind=privacy', { agent: owner });
    expect(log.statusCode).toBe(200);
    expect(log.json().data.entries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['privacy.export', 'privacy.erase']),
    );
    // The order itself stays, for the accounts.
    const [kept] = await suite.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept?.status).toBe('booked');
  });
});

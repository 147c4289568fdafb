/**
 * Wallet passes that stay true, on PGlite and on PostgreSQL: Apple's PassKit web service (register,
 * changed passes, latest pass, unregister, log) with its 401 and 304 answers, and the wallet job
 * after a move and a cancellation from the back office: one push per registered device per change,
 * none for other passes, a failed push tried again without failing the move; the moved pass has the
 * new barcode and start, the cancelled one is voided; Google's object follows through the API.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/schema';
import { issuedTickets } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { createWalletCa, walletSettingsOf, TEST_PASS_TYPE } from '../../testing/wallet-ca';
import { freshSlot, TEST_SECRET } from '../checkout/testing';
import { adminCall, buy, key, useOrdersSuite } from '../orders/testing';
import { runWalletUpdates } from './wallet-updates';
import { applePushStandIn, googleWalletStandIn } from './testing';

const ca = createWalletCa();
afterAll(() => ca.remove());

const BASE = 'https://shop.example.org';
const SERVICE = '/api/wallet/apple/v1';
const TOKENS = { a: 'aa'.repeat(32), b: 'bb'.repeat(32), c: 'cc'.repeat(32) };

/** Wallets configured; the shop's public address is https, so passes name the web service. */
function withWallets(config: FoyerConfig): FoyerConfig {
  return {
    ...config,
    server: {
      ...config.server,
      publicBaseUrl: BASE,
      security: { ...config.server.security, pepper: 'wallet-test-pepper-0123456789abcdef0123' },
      wallet: walletSettingsOf(ca),
    },
  };
}

let unpacked = 0;
function passJson(zip: Buffer): Record<string, unknown> & { barcodes: { message: string }[] } {
  unpacked += 1;
  const dir = path.join(ca.dir, `updates-${unpacked}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'pass.pkpass'), zip);
  execFileSync('unzip', ['-q', 'pass.pkpass', 'pass.json'], { cwd: dir });
  return JSON.parse(readFileSync(path.join(dir, 'pass.json'), 'utf8'));
}

describe.each(testDatabaseKinds())('wallet passes that stay true on $name', ({ open }) => {
  const push = applePushStandIn();
  const google = googleWalletStandIn();
  const logLines: string[] = [];
  // The shop's checkout and back office (the test checkout's addresses are http://localhost).
  const suite = useOrdersSuite(open, { payments: { testSecret: TEST_SECRET } });
  const config = withWallets(demoConfig());
  // The same database behind the https address with the wallets and their stand-ins.
  let walletApp: FastifyInstance | null = null;
  const wallets = async () => {
    walletApp ??= await createTestApp(suite.database, {
      config,
      clock: suite.clock,
      wallet: { applePush: push, google },
      logStream: { write: (line: string) => logLines.push(line) },
    });
    return walletApp;
  };
  afterAll(async () => {
    await walletApp?.close();
  });
  const db = () => suite.database.db;
  const job = () =>
    runWalletUpdates({ config, clock: suite.clock, db: db() }, { applePush: push, google });

  async function ticketsOf(orderId: number) {
    return db()
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, orderId))
      .orderBy(asc(issuedTickets.id));
  }

  /** A booked order of `count` adults at a fresh slot, its tickets and their passes as the shop serves them. */
  async function bookedWithPasses(count: number) {
    const slot = await freshSlot(db(), suite.catalog, 10);
    const order = await suite.orderOf(await buy(suite.app, [suite.ticket(slot.datetime, count)]));
    const tickets = await ticketsOf(order.id);
    const passes = [];
    for (const ticket of tickets) {
      const res = await (
        await wallets()
      ).inject({
        method: 'GET',
        url: `/api/de/order/wallet/${order.token}/apple/${ticket.barcode}`,
      });
      expect(res.statusCode).toBe(200);
      passes.push(passJson(res.rawPayload));
    }
    return { order, tickets, passes };
  }

  const authorization = (pass: Record<string, unknown>) =>
    `ApplePass ${String(pass.authenticationToken)}`;

  async function register(
    device: string,
    pass: Record<string, unknown>,
    pushToken: string,
    auth?: string,
  ) {
    return (await wallets()).inject({
      method: 'POST',
      url: `${SERVICE}/devices/${device}/registrations/${TEST_PASS_TYPE}/${String(pass.serialNumber)}`,
      headers: { authorization: auth ?? authorization(pass) },
      payload: { pushToken },
    });
  }

  async function changed(device: string, since?: string) {
    return (await wallets()).inject({
      method: 'GET',
      url: `${SERVICE}/devices/${device}/registrations/${TEST_PASS_TYPE}`,
      ...(since ? { query: { passesUpdatedSince: since } } : {}),
    });
  }

  async function latest(pass: Record<string, unknown>, headers: Record<string, string> = {}) {
    return (await wallets()).inject({
      method: 'GET',
      url: `${SERVICE}/passes/${TEST_PASS_TYPE}/${String(pass.serialNumber)}`,
      headers: { authorization: authorization(pass), ...headers },
    });
  }

  it('serves the web service, pushes once per device per change, and serves moved and voided passes', async () => {
    suite.clock.set(TEST_NOW);
    const { order, tickets, passes } = await bookedWithPasses(2);
    const [first, second] = passes;
    if (!first || !second) throw new Error('two passes expected');
    const other = await bookedWithPasses(1);
    const [unrelated] = other.passes;
    if (!unrelated) throw new Error('one pass expected');

    // The pass names the web service, a stable serial number (the ticket) and a long token.
    expect(first).toMatchObject({
      serialNumber: String(tickets[0]?.id),
      webServiceURL: `${BASE}/api/wallet/apple`,
    });
    expect(String(first.authenticationToken).length).toBeGreaterThanOrEqual(16);
    expect(first.authenticationToken).not.toBe(second.authenticationToken);

    // Registration: 401 with another pass's token or none, 201 when new, 200 when known.
    expect((await register('deviceA', first, TOKENS.a, authorization(second))).statusCode).toBe(
      401,
    );
    expect((await register('deviceA', first, TOKENS.a, '')).statusCode).toBe(401);
    expect((await register('deviceA', first, 'not-a-token')).statusCode).toBe(400);
    expect((await register('deviceA', first, TOKENS.a)).statusCode).toBe(201);
    expect((await register('deviceA', first, TOKENS.a)).statusCode).toBe(200);
    expect((await register('deviceA', second, TOKENS.a)).statusCode).toBe(201);
    expect((await register('deviceB', first, TOKENS.b)).statusCode).toBe(201);
    expect((await register('deviceC', unrelated, TOKENS.c)).statusCode).toBe(201);

    // The device's passes: all without a tag, none changed since the tag it got.
    const listed = await changed('deviceA');
    expect(listed.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = listed.json() as {
      serialNumbers: string[];
      lastUpdated: string;
    };
    expect(serialNumbers).toEqual([String(first.serialNumber), String(second.serialNumber)]);
    expect((await changed('deviceA', lastUpdated)).statusCode).toBe(204);

    // The latest pass: 401 without its token, 304 when not modified since.
    const fetched = await latest(first);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const lastModified = String(fetched.headers['last-modified']);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    expect((await latest(first, { authorization: authorization(second) })).statusCode).toBe(401);
    expect((await latest(first, { 'if-modified-since': lastModified })).statusCode).toBe(304);

    // Nothing changed: nothing is pushed.
    expect(await job()).toEqual({ pushed: 0, updated: 0, failed: 0 });

    // Google: the order's objects are inserted when the visitor asks for the save link.
    const saved = await (
      await wallets()
    ).inject({
      method: 'GET',
      url: `/api/de/order/wallet/${order.token}/google`,
    });
    expect(saved.statusCode).toBe(303);
    const objectId = `3388000000022222222.lindenau-tickets-${tickets[0]?.id}`;
    expect(google.objects.get(objectId)).toMatchObject({ state: 'ACTIVE' });

    // A move a minute later; Apple refuses device A's first push (a 503).
    suite.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    const to = await freshSlot(db(), suite.catalog, 10);
    push.failNext.push({ ok: false, gone: false, error: 'APNs 503 ServiceUnavailable' });
    const moved = await adminCall(suite.app, 'POST', `orders/${order.id}/move`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), itemIndex: 0, to: to.datetime },
    });
    expect(moved.statusCode).toBe(200);
    expect(push.sent).toEqual([]);
    const movedTickets = await ticketsOf(order.id);
    const sentBefore = push.sent.length;
    const firstRun = await job();
    // Device A failed (retried later), device B got its push; the unrelated device C none.
    expect(firstRun).toMatchObject({ pushed: 1, failed: 1, updated: 2 });
    expect(push.sent.slice(sentBefore)).toEqual([TOKENS.b]);
    expect(await job()).toEqual({ pushed: 0, updated: 0, failed: 0 });
    suite.clock.set(new Date(TEST_NOW.getTime() + 3 * 60_000));
    expect(await job()).toMatchObject({ pushed: 1, failed: 0 });
    expect(push.sent.slice(sentBefore)).toEqual([TOKENS.b, TOKENS.a]);
    expect(await job()).toEqual({ pushed: 0, updated: 0, failed: 0 });

    // The device learns which passes changed and gets the moved pass: new barcode and start.
    const after = await changed('deviceA', lastUpdated);
    expect(after.statusCode).toBe(200);
    expect(after.json().serialNumbers).toEqual(serialNumbers);
    expect(Number(after.json().lastUpdated)).toBeGreaterThan(Number(lastUpdated));
    const movedPass = await latest(first, { 'if-modified-since': lastModified });
    expect(movedPass.statusCode).toBe(200);
    const movedJson = passJson(movedPass.rawPayload);
    expect(movedJson.barcodes[0]?.message).toBe(movedTickets[0]?.barcode);
    expect(movedJson.barcodes[0]?.message).not.toBe(tickets[0]?.barcode);
    expect(new Date(String(movedJson.relevantDate)).toISOString()).toBe(
      new Date(`${to.datetime}:00+01:00`).toISOString(),
    );
    expect(movedJson.serialNumber).toBe(first.serialNumber);
    expect(movedJson).not.toHaveProperty('voided');
    // Google's object has the new barcode too.
    expect(google.objects.get(objectId)).toMatchObject({
      state: 'ACTIVE',
      barcode: { value: movedTickets[0]?.barcode },
    });

    // A cancellation: one more push per device, the pass is voided, Google's object inactive.
    suite.clock.set(new Date(TEST_NOW.getTime() + 10 * 60_000));
    const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await job()).toMatchObject({ pushed: 2, failed: 0, updated: 2 });
    expect(push.sent.slice(sentBefore).sort()).toEqual(
      [TOKENS.a, TOKENS.a, TOKENS.b, TOKENS.b].sort(),
    );
    expect(push.sent).not.toContain(TOKENS.c);
    const voided = passJson((await latest(second)).rawPayload);
    expect(voided.voided).toBe(true);
    expect(google.objects.get(objectId)).toMatchObject({ state: 'INACTIVE' });

    // Unregistering: 401 without the token, 200 with it; the device then has nothing to fetch.
    const url = `${SERVICE}/devices/deviceB/registrations/${TEST_PASS_TYPE}/${String(first.serialNumber)}`;
    expect((await (await wallets()).inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const deleted = await (
      await wallets()
    ).inject({
      method: 'DELETE',
      url,
      headers: { authorization: authorization(first) },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await changed('deviceB')).statusCode).toBe(204);
  });

  it('forgets a push token Apple no longer knows, and logs device logs without tokens', async () => {
    suite.clock.set(new Date(TEST_NOW.getTime() + 15 * 60_000));
    const { order, passes } = await bookedWithPasses(1);
    const [pass] = passes;
    if (!pass) throw new Error('one pass expected');
    const token = 'dd'.repeat(32);
    expect((await register('deviceD', pass, token)).statusCode).toBe(201);
    suite.clock.set(new Date(TEST_NOW.getTime() + 16 * 60_000));
    const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    expect(cancelled.statusCode).toBe(200);
    push.failNext.push({ ok: false, gone: true, error: 'APNs 410 Unregistered' });
    expect(await job()).toMatchObject({ pushed: 0, failed: 1 });
    expect(await job()).toMatchObject({ pushed: 0, failed: 0 });
    expect((await changed('deviceD')).statusCode).toBe(204);

    const secret = String(pass.authenticationToken);
    const logged = await (
      await wallets()
    ).inject({
      method: 'POST',
      url: `${SERVICE}/log`,
      payload: { logs: [`Web service error for pass: Authorization ApplePass ${secret}`] },
    });
    expect(logged.statusCode).toBe(200);
    const lines = logLines.filter((line) => line.includes('Apple Wallet device log'));
    expect(lines.some((line) => line.includes('Web service error for pass'))).toBe(true);
    expect(logLines.some((line) => line.includes(secret))).toBe(false);
    expect(
      (
        await (
          await wallets()
        ).inject({
          method: 'POST',
          url: `${SERVICE}/log`,
          payload: { logs: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

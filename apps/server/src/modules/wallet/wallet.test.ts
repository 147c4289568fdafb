/**
 * Wallet passes against a certificate authority made with openssl: the signed
 * `.pkpass` is unzipped, its manifest hashes and its detached PKCS#7 signature are checked with
 * openssl, its pass.json read; the Google save link's JWT is verified with the service account's
 * public key. Without `server.wallet` nothing is offered and the links answer 404.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importSPKI, jwtVerify } from 'jose';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import type { FoyerConfig } from '../../config/schema';
import type { AppDeps } from '../../deps';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { useSuite, type SuiteState } from '../../testing/suite';
import {
  createWalletCa,
  walletSettingsOf,
  openssl,
  TEST_PASS_TYPE,
  TEST_TEAM,
} from '../../testing/wallet-ca';
import {
  insertFulfilmentCatalog,
  insertOrder,
  ticketItem,
  type FulfilmentCatalog,
} from '../fulfilment/testing';
import { fulfilOrder, issuedTicketsOfOrder } from '../fulfilment';
import type { FastifyInstance } from 'fastify';
import { GOOGLE_SAVE_URL_LIMIT } from './google-wallet';
import { googleWalletStandIn, type GoogleWalletStandIn } from './testing';

const ca = createWalletCa();
afterAll(() => ca.remove());

function walletConfig(): FoyerConfig {
  const config = demoConfig();
  return {
    ...config,
    server: {
      ...config.server,
      wallet: walletSettingsOf(ca),
    },
  };
}

interface WalletState extends SuiteState {
  catalog: FulfilmentCatalog;
  deps: AppDeps;
  /** The same database without wallets configured. */
  plain: FastifyInstance;
  google: GoogleWalletStandIn;
}

let unpacked = 0;

/** Unzips `zip` into a fresh folder of the CA's and answers the folder. */
function unzip(zip: Buffer): string {
  unpacked += 1;
  const dir = path.join(ca.dir, `unzipped-${unpacked}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'archive.zip'), zip);
  execFileSync('unzip', ['-q', 'archive.zip', '-d', 'files'], { cwd: dir });
  return path.join(dir, 'files');
}

function verifySignature(dir: string, rootCa: string): string {
  return openssl(
    [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'signature',
      '-content',
      'manifest.json',
      '-CAfile',
      rootCa,
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ],
    dir,
  );
}

describe.each(testDatabaseKinds())('wallet passes on $name', ({ open }) => {
  const config = walletConfig();
  const suite = useSuite<WalletState>(async () => {
    const database = await open();
    const catalog = await insertFulfilmentCatalog(database.db, TEST_NOW, config.server.timeZone);
    const deps: AppDeps = {
      config,
      db: database.db,
      clock: fixedClock(TEST_NOW),
      mailer: { send: () => Promise.reject(new Error('not sent in this test')) },
    };
    const google = googleWalletStandIn();
    const app = await createTestApp(database, { config, wallet: { google } });
    return { database, catalog, deps, app, google, plain: await createTestApp(database) };
    // Two apps on one database: generous on a busy machine.
  }, 300_000);

  async function bookedOrder(language: string, count = 2) {
    const day = suite.catalog.today;
    const order = await insertOrder(suite.database.db, {
      language,
      items: [
        ticketItem(suite.catalog, 'timed', {
          name: 'Zeitfenster-Ticket',
          count,
          datetime: `${day} 11:00:00`,
        }),
      ],
    });
    await suite.database.db.transaction((tx) => fulfilOrder(tx, suite.deps, order.id));
    const barcodes = (await issuedTicketsOfOrder(suite.database.db, order.id)).map(
      (t) => t.barcode,
    );
    return { ...order, barcodes };
  }

  function review(app: FastifyInstance, token: string, lang = 'fr') {
    return app.inject({ method: 'GET', url: `/api/${lang}/order/review`, query: { id: token } });
  }

  it('offers both wallets in the order review and signs an Apple pass that openssl verifies', async () => {
    const order = await bookedOrder('fr');
    const base = `http://localhost:3000/api/fr/order/wallet/${order.token}`;
    const answer = await review(suite.app, order.token);
    expect(answer.json().data.wallets).toEqual({
      apple: `${base}/apple`,
      google: `${base}/google`,
    });
    const [barcode] = order.barcodes;
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/fr/order/wallet/${order.token}/apple/${barcode}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toContain('.pkpass"');
    const dir = unzip(response.rawPayload);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'icon.png',
        'icon@2x.png',
        'logo.png',
        'logo@2x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ]),
    );
    // The icon and logo are the museum's logo (transparent around it), not the plain fallback square.
    expect((await sharp(readFileSync(path.join(dir, 'logo@2x.png'))).stats()).isOpaque).toBe(false);
    // The manifest names every file but itself and the signature, with its SHA-1.
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(manifest).sort()).toEqual(
      files.filter((f) => f !== 'manifest.json' && f !== 'signature'),
    );
    for (const [file, hash] of Object.entries(manifest)) {
      expect(
        createHash('sha1')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex'),
      ).toBe(hash);
    }
    // The detached signature verifies up to the test root, not up to another root.
    expect(() => verifySignature(dir, ca.rootCa)).not.toThrow();
    expect(() => verifySignature(dir, ca.otherRootCa)).toThrow();
    // A changed manifest no longer matches the signature.
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, 'pass.json': '0' }),
    );
    expect(() => verifySignature(dir, ca.rootCa)).toThrow();

    const pass = JSON.parse(readFileSync(path.join(dir, 'pass.json'), 'utf8'));
    // Behind an http address the pass names no web service (Wallet accepts only https).
    expect(pass).not.toHaveProperty('webServiceURL');
    expect(pass).not.toHaveProperty('authenticationToken');
    expect(pass).not.toHaveProperty('voided');
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE,
      teamIdentifier: TEST_TEAM,
      serialNumber: String(
        (await issuedTicketsOfOrder(suite.database.db, order.id)).find(
          (ticket) => ticket.barcode === barcode,
        )?.id,
      ),
      organizationName: 'Stadtmuseum Lindenau (Eigenbetrieb der Stadt Lindenau)',
    });
    expect(pass.barcodes).toEqual([
      {
        message: barcode,
        format: 'PKBarcodeFormatQR',
        messageEncoding: 'iso-8859-1',
        altText: barcode,
      },
    ]);
    // 11:00 in Berlin on the test day is 10:00 UTC.
    expect(new Date(pass.relevantDate).toISOString()).toBe(`${suite.catalog.today}T10:00:00.000Z`);
    const fields = [
      ...pass.eventTicket.primaryFields,
      ...pass.eventTicket.secondaryFields,
      ...pass.eventTicket.auxiliaryFields,
      ...pass.eventTicket.backFields,
    ] as { key: string; label: string; value: string }[];
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.time).toEqual({ key: 'time', label: 'Heure', value: '11:00' });
    expect(byKey.date?.label).toBe('Date');
    expect(byKey.admits).toMatchObject({ label: 'Personnes', value: '1 personne' });
    expect(byKey.orderNumber).toMatchObject({ label: 'Numéro de commande', value: order.number });
    expect(byKey.venue).toMatchObject({ label: 'Lieu', value: 'Hauptgebäude' });
    expect(byKey.address?.value).toBe('Am Markt 3, 04999 Lindenau');
    expect(byKey.conditions?.value).toContain('Le billet est valable');
    expect(pass.description).toMatch(/^Billet : /);
    // The pass links to the visit's tickets, never to the order itself (its token opens the order).
    expect(byKey.tickets?.label).toBe('Billets en PDF');
    expect(byKey.tickets?.value).toMatch(
      /^http:\/\/localhost:3000\/api\/fr\/visit\/\d+\.[A-Za-z0-9_-]{27}\/tickets\.pdf$/,
    );
    expect(JSON.stringify(pass)).not.toContain(order.token);
    const visit = await suite.app.inject({
      method: 'GET',
      url: new URL(byKey.tickets?.value ?? '').pathname,
    });
    expect(visit.statusCode).toBe(200);
    expect(visit.headers['content-type']).toBe('application/pdf');
  });

  it('bundles every admission of the order as .pkpasses', async () => {
    const order = await bookedOrder('de', 3);
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/de/order/wallet/${order.token}/apple`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpasses');
    const dir = unzip(response.rawPayload);
    const passes = readdirSync(dir).filter((f) => f.endsWith('.pkpass'));
    expect(passes).toHaveLength(3);
    const serials = passes.map((file) => {
      const inner = unzip(readFileSync(path.join(dir, file)));
      expect(() => verifySignature(inner, ca.rootCa)).not.toThrow();
      const pass = JSON.parse(readFileSync(path.join(inner, 'pass.json'), 'utf8'));
      expect(pass.eventTicket.secondaryFields[1]).toMatchObject({
        label: 'Uhrzeit',
        value: '11:00',
      });
      return pass.barcodes[0].message as string;
    });
    expect(serials.sort()).toEqual([...order.barcodes].sort());
  });

  async function saveLink(token: string, lang: string, barcode?: string) {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/${lang}/order/wallet/${token}/google${barcode ? `/${barcode}` : ''}`,
    });
    expect(response.statusCode).toBe(303);
    return String(response.headers.location);
  }

  it('inserts the objects through Google’s API and redirects to a signed save link naming their IDs', async () => {
    const order = await bookedOrder('sv');
    const tickets = await issuedTicketsOfOrder(suite.database.db, order.id);
    const location = await saveLink(order.token, 'sv');
    expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = location.slice('https://pay.google.com/gp/v/save/'.length);
    const key = await importSPKI(ca.servicePublicKey, 'RS256');
    const { payload, protectedHeader } = await jwtVerify(jwt, key, {
      issuer: ca.serviceAccountEmail,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual(['http://localhost:3000']);
    // Only the objects' IDs travel in the link: one per admission, stable with the issued ticket.
    const ids = tickets.map((ticket) => `3388000000022222222.lindenau-tickets-${ticket.id}`);
    expect(payload.payload).toEqual({ eventTicketObjects: ids.map((id) => ({ id })) });
    // Google's copies have the barcode, the order number, the texts and one class of the event.
    const objects = ids.map((id) => suite.google.objects.get(id) as Record<string, unknown>);
    expect(objects.map((object) => object.barcode)).toEqual(
      order.barcodes.map((value) => expect.objectContaining({ type: 'QR_CODE', value })),
    );
    const [object] = objects;
    expect(object).toMatchObject({ state: 'ACTIVE', ticketNumber: order.number });
    // The object links to the visit's tickets only, and carries no order token.
    expect(object?.linksModuleData).toEqual({
      uris: [
        {
          id: 'tickets',
          uri: expect.stringMatching(/\/api\/sv\/visit\/\d+\.[A-Za-z0-9_-]{27}\/tickets\.pdf$/),
          description: 'Biljetter som pdf',
        },
      ],
    });
    expect(JSON.stringify(objects)).not.toContain(order.token);
    expect(object?.textModulesData).toContainEqual({ id: 'time', header: 'Tid', body: '11:00' });
    const classId = String(object?.classId);
    expect(classId.startsWith('3388000000022222222.lindenau-tickets-')).toBe(true);
    expect(suite.google.classes.get(classId)).toMatchObject({
      eventName: { defaultValue: { language: 'sv' } },
      dateTime: { start: `${suite.catalog.today}T10:00:00.000Z` },
    });
    // Another key does not verify it.
    const other = createWalletCa();
    try {
      await expect(
        jwtVerify(jwt, await importSPKI(other.servicePublicKey, 'RS256')),
      ).rejects.toThrow();
    } finally {
      other.remove();
    }
  });

  it('keeps every save link within Google’s limit, for 1, 3 and 20 admissions', async () => {
    for (const count of [1, 3, 20]) {
      const order = await bookedOrder('de', count);
      const base = `http://localhost:3000/api/de/order/wallet/${order.token}`;
      const wallets = (await review(suite.app, order.token, 'de')).json().data.wallets;
      const whole = await suite.app.inject({
        method: 'GET',
        url: `/api/de/order/wallet/${order.token}/google`,
      });
      if (count < 20) {
        expect(wallets).toEqual({ apple: `${base}/apple`, google: `${base}/google` });
        expect(whole.statusCode).toBe(303);
        const link = String(whole.headers.location);
        expect(link.length).toBeLessThanOrEqual(GOOGLE_SAVE_URL_LIMIT);
      } else {
        // Twenty IDs do not fit one link: the order review offers two parts instead, and the whole
        // link is refused with the reason rather than handed out too long.
        expect(wallets).toEqual({
          apple: `${base}/apple`,
          google: null,
          googleParts: [
            { url: `${base}/google?part=1`, from: 1, to: 12 },
            { url: `${base}/google?part=2`, from: 13, to: 20 },
          ],
        });
        expect(whole.statusCode).toBe(413);
        expect(whole.json()).toMatchObject({ error: 'WALLET_TOO_MANY' });
        expect(whole.json().message).toContain('Google');
        // Each part saves its own admissions, together every admission once, each within the limit.
        const saved: string[] = [];
        for (const part of wallets.googleParts as { url: string }[]) {
          const answer = await suite.app.inject({
            method: 'GET',
            url: new URL(part.url).pathname + new URL(part.url).search,
          });
          expect(answer.statusCode).toBe(303);
          const link = String(answer.headers.location);
          expect(link.length).toBeLessThanOrEqual(GOOGLE_SAVE_URL_LIMIT);
          const jwt = link.slice('https://pay.google.com/gp/v/save/'.length);
          const claims = JSON.parse(
            Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString(),
          ) as {
            payload: { eventTicketObjects: { id: string }[] };
          };
          saved.push(...claims.payload.eventTicketObjects.map((object) => object.id));
        }
        const tickets = await issuedTicketsOfOrder(suite.database.db, order.id);
        expect(saved).toHaveLength(20);
        expect(new Set(saved)).toEqual(
          new Set(tickets.map((ticket) => `3388000000022222222.lindenau-tickets-${ticket.id}`)),
        );
        for (const part of ['3', '0', 'x', '99999']) {
          const wrong = await suite.app.inject({
            method: 'GET',
            url: `/api/de/order/wallet/${order.token}/google?part=${part}`,
          });
          expect(wrong.statusCode, part).toBe(404);
        }
      }
      for (const barcode of order.barcodes) {
        const one = await saveLink(order.token, 'de', barcode);
        expect(one.length).toBeLessThanOrEqual(GOOGLE_SAVE_URL_LIMIT);
      }
    }
  });

  it('answers 406 without a link when Google’s API cannot be reached', async () => {
    const order = await bookedOrder('en', 1);
    suite.google.failNext = 1;
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/en/order/wallet/${order.token}/google`,
    });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toMatchObject({ error: 'WALLET_UNAVAILABLE' });
    expect(response.headers.location).toBeUndefined();
  });

  it('answers 404 for a barcode not of the order, 406 for an order not booked', async () => {
    const order = await bookedOrder('de', 1);
    const other = await bookedOrder('de', 1);
    const url = `/api/de/order/wallet/${order.token}`;
    for (const wallet of ['apple', 'google']) {
      const foreign = await suite.app.inject({
        method: 'GET',
        url: `${url}/${wallet}/${other.barcodes[0]}`,
      });
      expect(foreign.statusCode).toBe(404);
    }
    expect((await suite.app.inject({ method: 'GET', url: `${url}/samsung` })).statusCode).toBe(404);
    expect(
      (await suite.app.inject({ method: 'GET', url: `${url}/apple/..%2F..` })).statusCode,
    ).toBe(404);
    const pending = await insertOrder(suite.database.db, {
      status: 'pending',
      items: [
        ticketItem(suite.catalog, 'timed', {
          name: 'T',
          count: 1,
          datetime: `${suite.catalog.today} 11:00:00`,
        }),
      ],
    });
    const answer = await suite.app.inject({
      method: 'GET',
      url: `/api/de/order/wallet/${pending.token}/apple`,
    });
    expect(answer.statusCode).toBe(406);
  });

  it('offers no wallet and answers 404 when none is configured', async () => {
    const order = await bookedOrder('en', 1);
    const answer = await review(suite.plain, order.token, 'en');
    expect(answer.json().data.wallets).toEqual({ apple: null, google: null });
    for (const wallet of ['apple', 'google']) {
      const response = await suite.plain.inject({
        method: 'GET',
        url: `/api/en/order/wallet/${order.token}/${wallet}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('PRIVATE');
    }
  });
});

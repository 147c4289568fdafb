import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configPath, loadConfigFile, parseConfig, withEnvironment } from './load';

const DEMO_FILE = fileURLToPath(new URL('../../../../foyer.config.yaml', import.meta.url));

type Raw = { shop: Record<string, unknown>; server: Record<string, unknown> };

/** A fresh copy of the demo file's raw YAML, to change one thing at a time. */
function demoRaw(): Raw {
  return parseYaml(readFileSync(DEMO_FILE, 'utf8')) as Raw;
}

/** The ConfigError that parsing `raw` throws (fails the test when it parses). */
function errorOf(raw: unknown): ConfigError {
  try {
    parseConfig(raw, 'museum.yaml');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError, but the configuration was accepted');
}

describe('the demo configuration file', () => {
  it('is valid and reads as written', () => {
    const config = loadConfigFile(DEMO_FILE);
    expect(config.shop.siteName).toBe('Stadtmuseum Lindenau');
    expect(config.shop.languages).toEqual(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);
    expect(config.server.timeZone).toBe('Europe/Berlin');
    expect(config.server.payments.types.map((type) => type.payartId)).toEqual([161, 164, 170, 171]);
    expect(config.server.payments.types[0]?.provider).toBe('test');
    expect(config.server.shipping).toEqual({
      rates: expect.objectContaining({ DE: 490, CH: 1490 }),
      freeFrom: 10000,
    });
  });
});

describe('defaults', () => {
  it('fills the whole server section when it is left out', () => {
    const { shop } = demoRaw();
    const config = parseConfig({ shop });
    expect(config.server).toEqual({
      publicBaseUrl: 'http://localhost:3000',
      timeZone: 'Europe/Berlin',
      holdMinutes: 20,
      closurePaceMs: 0,
      dataDir: 'data',
      trustProxy: false,
      admission: { maxConcurrent: 256, retryAfterSeconds: 2 },
      metrics: { port: null, host: '127.0.0.1' },
      frameAncestors: ["'self'"],
      privacy: { guestRetentionDays: 180 },
      waitingList: { enabled: true, offerMinutes: 30, maxPlaces: 10 },
      waitingRoom: {
        admitPerSecond: 5,
        passMinutes: 10,
        maxPerAddress: 8,
        tickMs: 250,
        onLoad: true,
        loadQuietSeconds: 30,
      },
      till: {
        enabled: true,
        tills: [{ code: 'till-1', name: 'Kasse 1' }],
        fiscal: { kind: 'none' },
      },
      passes: { perDay: null, perWeek: null, walkIn: true },
      museum: {
        conditionsOfEntry: {},
        admissionNote: {},
        oss: false,
        // Visitors may neither cancel nor move by default.
        terms: {
          cancel: { allowed: false, untilHours: 24, fee: null, kinds: [] },
          move: { allowed: false, untilHours: 24 },
        },
      },
      accounting: {
        consultantNumber: 1001,
        clientNumber: 1,
        fiscalYearStart: '01-01',
        accountLength: 4,
        chart: '03',
        revenue: {
          admission: { '0': { account: 8100 }, '7': { account: 8300 }, '19': { account: 8400 } },
          goods: { '0': { account: 8100 }, '7': { account: 8300 }, '19': { account: 8400 } },
          shipping: { '0': { account: 8100 }, '7': { account: 8300 }, '19': { account: 8400 } },
        },
        oss: { account: 8320 },
        voucherSale: 1710,
        voucherCodes: 1710,
        moneyIn: { web: {}, webDefault: 1360, cash: 1000, cardTerminal: 1360 },
      },
      mail: {
        from: 'Foyer <shop@localhost>',
        transport: { kind: 'folder', dir: 'data/outbox' },
      },
      payments: {
        types: [],
        stripe: {},
        directDebit: { booking: 'whileProcessing', holdHours: 120 },
      },
      readCache: { enabled: true, catalogSeconds: 60, availabilitySeconds: 1, maxEntries: 10000 },
      wallet: {},
      shipping: { rates: {}, freeFrom: null },
      customers: {
        countries: ['DE', 'AT', 'CH', 'FR', 'IT', 'NL', 'ES', 'SE', 'DK'],
        salutations: ['mr', 'ms', 'mx'],
        requiredFields: ['fname', 'lname', 'email'],
        visibleFields: [
          'salutation',
          'fname',
          'lname',
          'company',
          'email',
          'phone',
          'street',
          'zip',
          'city',
          'country',
        ],
      },
      security: {},
    });
  });

  it('fills the defaults of an SMTP transport and of a payment type', () => {
    const raw = demoRaw();
    raw.server.mail = { transport: { kind: 'smtp', host: 'mail.museum.example' } };
    raw.server.payments = { types: [{ payartId: 161, method: 'card', i18n: { de: 'Karte' } }] };
    const config = parseConfig(raw);
    expect(config.server.mail).toEqual({
      from: 'Foyer <shop@localhost>',
      transport: { kind: 'smtp', host: 'mail.museum.example', port: 587, secure: false },
    });
    expect(config.server.payments.types).toEqual([
      { payartId: 161, method: 'card', provider: 'test', i18n: { de: 'Karte' } },
    ]);
  });
});

describe('a bad field', () => {
  it('gives a ConfigError naming its path, what was expected and what was found', () => {
    const raw = demoRaw();
    (raw.shop.languages as string[])[1] = 'xx';
    raw.server.timeZone = 'Europe/Lindenau';
    const error = errorOf(raw);
    expect(error.name).toBe('ConfigError');
    expect(error.issues).toEqual([
      'shop.languages[1]: expected one of "de", "en", "fr", "it", "nl", "es", "sv", "da", got "xx"',
      'server.timeZone: expected an IANA time zone such as Europe/Berlin, got "Europe/Lindenau"',
    ]);
    expect(error.message).toContain('museum.yaml is not valid:');
    expect(error.message).toContain('\n  shop.languages[1]: expected one of');
    expect(error.message).toContain('docs/configuration.md');
  });

  it.each([
    [
      'a missing field',
      (raw: Raw) => delete raw.shop.hasTickets,
      'shop.hasTickets: missing (expected true or false)',
    ],
    [
      'a YAML 1.1 boolean',
      (raw: Raw) => (raw.shop.showHeader = 'yes'),
      'shop.showHeader: expected true or false, got "yes"',
    ],
    [
      'a misspelt field',
      (raw: Raw) => (raw.server.holdMinute = 30),
      'server.holdMinute: unknown field',
    ],
    [
      'a number out of range',
      (raw: Raw) => (raw.server.holdMinutes = 0),
      'server.holdMinutes: expected at least 1, got 0',
    ],
    ['an empty text', (raw: Raw) => (raw.shop.siteName = ''), 'shop.siteName: must not be empty'],
    [
      'a bad e-mail',
      (raw: Raw) => (raw.shop.supportEmail = 'besucherservice'),
      'shop.supportEmail: expected e-mail address, got "besucherservice"',
    ],
    [
      'a lower-case country key',
      (raw: Raw) => (raw.server.shipping = { rates: { de: 490 } }),
      'server.shipping.rates.de: not a valid key (expected an ISO 3166-1 alpha-2 code such as DE, got "de")',
    ],
    [
      'a non-http base URL',
      (raw: Raw) => (raw.server.publicBaseUrl = 'shop.museum.example'),
      'server.publicBaseUrl: expected an http(s) URL',
    ],
    [
      'an unknown customer field',
      (raw: Raw) => (raw.server.customers = { requiredFields: ['email', 'birthday'] }),
      'server.customers.requiredFields[1]: expected one of "salutation"',
    ],
    [
      'a language listed twice',
      (raw: Raw) => {
        raw.shop.languages = ['de', 'en', 'de'];
        raw.shop.languagesFull = ['Deutsch', 'English', 'Deutsch'];
      },
      'shop.languages[2]: "de" is listed twice',
    ],
    [
      'languagesFull out of step',
      (raw: Raw) => (raw.shop.languagesFull = ['Deutsch']),
      'shop.languagesFull: languagesFull must name every language',
    ],
    [
      'a payment type name in an unknown language',
      (raw: Raw) =>
        (raw.server.payments = {
          types: [{ payartId: 161, method: 'card', i18n: { pl: 'Karta' } }],
        }),
      'server.payments.types[0].i18n.pl: unknown field',
    ],
    [
      'a payartId used twice',
      (raw: Raw) =>
        (raw.server.payments = {
          types: [
            { payartId: 161, method: 'card', i18n: { de: 'Karte' } },
            { payartId: 161, method: 'sepa', i18n: { de: 'Lastschrift' } },
          ],
        }),
      'server.payments.types[1].payartId: payartId 161 is used by an earlier payment type',
    ],
    [
      'an unknown mail transport',
      (raw: Raw) => (raw.server.mail = { transport: { kind: 'pigeon' } }),
      'server.mail.transport.kind:',
    ],
  ])('names the field for %s', (_case, change, line) => {
    const raw = demoRaw();
    change(raw);
    const error = errorOf(raw);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toContain(line);
  });

  it('never repeats a secret in the message', () => {
    const raw = demoRaw();
    raw.server.security = { pepper: 'my-short-pepper' };
    raw.server.mail = { transport: { kind: 'smtp', host: 'mail.example', pass: 12345678 } };
    const error = errorOf(raw);
    expect(error.issues).toEqual([
      'server.mail.transport.pass: expected a text',
      'server.security.pepper: expected at least 32 characters',
    ]);
    expect(error.message).not.toContain('my-short-pepper');
    expect(error.message).not.toContain('12345678');
  });

  it('lists every bad field, not only the first', () => {
    const raw = demoRaw();
    delete raw.shop.siteName;
    raw.shop.defaultCountry = 'Germany';
    raw.server.holdMinutes = 'twenty';
    expect(errorOf(raw).issues.map((line) => line.split(':')[0])).toEqual([
      'shop.siteName',
      'shop.defaultCountry',
      'server.holdMinutes',
    ]);
  });

  it('asks for the seller’s details an XRechnung needs when the checkout takes the buyer’s reference', () => {
    const raw = demoRaw();
    raw.shop.checkoutDocumentNumber = true;
    expect(() => parseConfig(raw)).not.toThrow();
    const museum = raw.server.museum as Record<string, unknown>;
    delete museum.email;
    delete museum.phone;
    expect(errorOf(raw).issues).toEqual([
      'server.museum.email: needed for XRechnung e-invoices, which shop.checkoutDocumentNumber offers (the buyer’s reference)',
      'server.museum.phone: needed for XRechnung e-invoices, which shop.checkoutDocumentNumber offers (the buyer’s reference)',
    ]);
    // Without the field at checkout there is no XRechnung, and nothing more is needed.
    raw.shop.checkoutDocumentNumber = false;
    expect(() => parseConfig(raw)).not.toThrow();
  });

  it('lets visitors cancel visits with or without a fee, and refuses articles, vouchers and bad fees', () => {
    const raw = demoRaw();
    const museum = raw.server.museum as Record<string, unknown>;
    museum.terms = { cancel: { allowed: true, untilHours: 48, kinds: ['ticket', 'guidedTour'] } };
    expect(parseConfig(raw).server.museum.terms.cancel).toEqual({
      allowed: true,
      untilHours: 48,
      fee: null,
      kinds: ['ticket', 'guidedTour'],
    });
    museum.terms = { cancel: { allowed: true, fee: { percent: 10 }, kinds: ['ticket'] } };
    expect(parseConfig(raw).server.museum.terms.cancel.fee).toEqual({ percent: 10 });
    museum.terms = { cancel: { allowed: true, fee: { fixed: 250 }, kinds: ['ticket'] } };
    expect(parseConfig(raw).server.museum.terms.cancel.fee).toEqual({ fixed: 250 });
    museum.terms = { cancel: { allowed: true, fee: { percent: 120 }, kinds: ['merchandise'] } };
    const issues = errorOf(raw).issues;
    expect(issues).toHaveLength(2);
    expect(issues[0]).toMatch(/^server\.museum\.terms\.cancel\.fee/);
    expect(issues[1]).toBe(
      'server.museum.terms.cancel.kinds[0]: expected one of "ticket", "dayTicket", "guidedTour", got "merchandise"',
    );
  });

  it('refuses a document that is not a mapping', () => {
    expect(errorOf(['shop']).issues).toEqual(['(root): expected a mapping, got a list']);
    expect(errorOf(null).message).toBe(
      'museum.yaml is empty: it needs at least a shop section (see docs/configuration.md).',
    );
  });
});

describe('server.metrics', () => {
  function withMetrics(metrics: unknown) {
    const raw = demoRaw();
    raw.server.metrics = metrics;
    return raw;
  }

  it('is off unless a port is given, and listens on this machine only by default', () => {
    expect(parseConfig(withMetrics({})).server.metrics).toEqual({ port: null, host: '127.0.0.1' });
    expect(parseConfig(withMetrics({ port: 9464 })).server.metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(parseConfig(withMetrics({ port: 9464, host: '0.0.0.0' })).server.metrics.host).toBe(
      '0.0.0.0',
    );
  });

  it('names a port out of range and an unknown field', () => {
    expect(errorOf(withMetrics({ port: 70_000 })).issues.join('\n')).toContain(
      'server.metrics.port',
    );
    expect(errorOf(withMetrics({ port: 9464, token: 'x' })).issues.join('\n')).toContain(
      'server.metrics',
    );
  });
});

describe('server.frameAncestors', () => {
  function withAncestors(frameAncestors: unknown) {
    const raw = demoRaw();
    raw.server.frameAncestors = frameAncestors;
    return raw;
  }

  it.each([
    [["'self'"]],
    [["'none'"]],
    [["'self'", 'https://www.stadtmuseum-lindenau.example', 'https://*.museum.example:443']],
    [['https:']],
  ])('accepts the CSP sources %j', (sources) => {
    expect(parseConfig(withAncestors(sources)).server.frameAncestors).toEqual(sources);
  });

  it('explains that self needs its quotes', () => {
    expect(errorOf(withAncestors(['self'])).issues).toEqual([
      `server.frameAncestors[0]: 'self' needs its single quotes; in YAML write "'self'", got "self"`,
    ]);
  });

  it.each([
    ['https://museum.example; script-src *'],
    ['https://a.example https://b.example'],
    ['https://a.example,https://b.example'],
    ["'unsafe-inline'"],
  ])('refuses %j, which would change the header', (source) => {
    expect(errorOf(withAncestors([source])).issues[0]).toMatch(
      /^server\.frameAncestors\[0\]: expected 'self', 'none', a scheme/,
    );
  });

  it("refuses 'none' next to other sources", () => {
    expect(errorOf(withAncestors(["'none'", "'self'"])).issues).toEqual([
      "server.frameAncestors: 'none' cannot be combined with other sources",
    ]);
  });
});

describe('loadConfigFile', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'foyer-config-'));
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  function write(name: string, text: string): string {
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return file;
  }

  it('reads a valid file', () => {
    const file = write(
      'valid.yaml',
      readFileSync(DEMO_FILE, 'utf8').replace('holdMinutes: 20', 'holdMinutes: 15'),
    );
    expect(loadConfigFile(file).server.holdMinutes).toBe(15);
  });

  it('names the file and the field of a bad value', () => {
    const file = write(
      'bad.yaml',
      readFileSync(DEMO_FILE, 'utf8').replace('timeZone: Europe/Berlin', 'timeZone: Berlin'),
    );
    expect(() => loadConfigFile(file)).toThrow(ConfigError);
    expect(() => loadConfigFile(file)).toThrow(
      `${file} is not valid:\n  server.timeZone: expected an IANA time zone such as Europe/Berlin, got "Berlin"`,
    );
  });

  it('refuses invalid YAML with the line of the problem', () => {
    const file = write('broken.yaml', 'shop:\n  hasTickets: true\n   hasTours: [true\n');
    expect(() => loadConfigFile(file)).toThrow(ConfigError);
    expect(() => loadConfigFile(file)).toThrow(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid YAML: .*line \\d+`),
    );
  });

  it('refuses a key written twice', () => {
    const file = write('twice.yaml', 'shop:\n  hasTickets: true\n  hasTickets: false\n');
    expect(() => loadConfigFile(file)).toThrow(/is not valid YAML: .*[Mm]ap keys must be unique/);
  });

  it('refuses an empty file', () => {
    const file = write('empty.yaml', '# nothing yet\n');
    expect(() => loadConfigFile(file)).toThrow(
      `${file} is empty: it needs at least a shop section`,
    );
  });

  it('names a missing file and how to point at the right one', () => {
    const file = path.join(folder, 'missing.yaml');
    expect(() => loadConfigFile(file)).toThrow(ConfigError);
    expect(() => loadConfigFile(file)).toThrow(
      `The configuration file ${file} does not exist. Set FOYER_CONFIG`,
    );
  });
});

describe('configPath', () => {
  it('takes FOYER_CONFIG, else foyer.config.yaml in the working folder', () => {
    expect(configPath({ FOYER_CONFIG: '/etc/foyer/museum.yaml' })).toBe('/etc/foyer/museum.yaml');
    expect(configPath({})).toBe('foyer.config.yaml');
    expect(configPath({ FOYER_CONFIG: '' })).toBe('foyer.config.yaml');
  });
});

describe('docs/configuration.md', () => {
  it('shows an example that is a valid configuration', () => {
    const docs = readFileSync(
      fileURLToPath(new URL('../../../../docs/configuration.md', import.meta.url)),
      'utf8',
    );
    const example = /```yaml\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
    const config = parseConfig(parseYaml(example), 'the example');
    expect(config.shop.languages).toEqual(['de', 'en']);
    expect(config.server.frameAncestors).toEqual(["'self'", 'https://www.schlossmuseum.example']);
    expect(config.server.mail.transport).toMatchObject({ kind: 'smtp', port: 587, secure: false });
  });
});

describe('withEnvironment', () => {
  const demo = () => loadConfigFile(DEMO_FILE);

  it('changes nothing without overrides', () => {
    expect(withEnvironment(demo(), {})).toEqual(demo());
  });

  it('moves a publicBaseUrl on this machine to PORT, so payments on that port are the shop’s own', () => {
    expect(withEnvironment(demo(), { PORT: '4000' }).server.publicBaseUrl).toBe(
      'http://localhost:4000',
    );
    const remote = parseConfig({
      ...parseYaml(readFileSync(DEMO_FILE, 'utf8')),
      server: { publicBaseUrl: 'https://shop.museum.example' },
    });
    expect(withEnvironment(remote, { PORT: '4000' }).server.publicBaseUrl).toBe(
      'https://shop.museum.example',
    );
    expect(
      withEnvironment(demo(), { PORT: '4000', FOYER_PUBLIC_BASE_URL: 'http://localhost:8080' })
        .server.publicBaseUrl,
    ).toBe('http://localhost:8080');
  });

  it('moves the data folder and the e-mail folder inside it with FOYER_DATA_DIR', () => {
    const moved = withEnvironment(demo(), { FOYER_DATA_DIR: '/tmp/shop-a' });
    expect(moved.server.dataDir).toBe('/tmp/shop-a');
    expect(moved.server.mail.transport).toEqual({ kind: 'folder', dir: '/tmp/shop-a/outbox' });
  });

  it('leaves an e-mail folder outside the data folder where it is', () => {
    const raw = demoRaw();
    raw.server.mail = {
      ...(raw.server.mail as object),
      transport: { kind: 'folder', dir: '/var/mail/foyer' },
    };
    const moved = withEnvironment(parseConfig(raw), { FOYER_DATA_DIR: '/tmp/shop-b' });
    expect(moved.server.mail.transport).toEqual({ kind: 'folder', dir: '/var/mail/foyer' });
  });

  it('paces the orders of a closure with FOYER_CLOSURE_PACE_MS and refuses a bad one', () => {
    expect(demo().server.closurePaceMs).toBe(0);
    expect(withEnvironment(demo(), { FOYER_CLOSURE_PACE_MS: '250' }).server.closurePaceMs).toBe(
      250,
    );
    expect(() => withEnvironment(demo(), { FOYER_CLOSURE_PACE_MS: 'soon' })).toThrow(
      'FOYER_CLOSURE_PACE_MS must be 0 to 60000 milliseconds: soon',
    );
  });

  it('replaces the public base URL with FOYER_PUBLIC_BASE_URL and refuses a bad one', () => {
    const env = { FOYER_PUBLIC_BASE_URL: 'http://127.0.0.1:4321' };
    expect(withEnvironment(demo(), env).server.publicBaseUrl).toBe('http://127.0.0.1:4321');
    expect(() => withEnvironment(demo(), { FOYER_PUBLIC_BASE_URL: 'not a url' })).toThrow(
      ConfigError,
    );
    expect(() => withEnvironment(demo(), { FOYER_PUBLIC_BASE_URL: 'ftp://shop' })).toThrow(
      ConfigError,
    );
  });
});

describe('accounting', () => {
  it('refuses an account longer than the account length, naming where', () => {
    const { shop } = demoRaw();
    expect(() =>
      parseConfig({ shop, server: { accounting: { moneyIn: { cash: 100000 } } } }),
    ).toThrow(/moneyIn\.cash.*accountLength \(4\)/s);
  });

  it('takes longer accounts with a longer account length and a mapping per payment type', () => {
    const { shop } = demoRaw();
    const config = parseConfig({
      shop,
      server: {
        accounting: {
          accountLength: 5,
          fiscalYearStart: '07-01',
          moneyIn: { web: { '161': 13610 }, cash: 10000 },
          revenue: { admission: { '0': { account: 81000 }, '7': { account: 83000, buKey: '2' } } },
        },
      },
    });
    expect(config.server.accounting.moneyIn).toMatchObject({ web: { '161': 13610 }, cash: 10000 });
    expect(config.server.accounting.revenue.admission['7']).toEqual({ account: 83000, buKey: '2' });
  });

  it('refuses a fiscal-year start that is no day', () => {
    const { shop } = demoRaw();
    expect(() =>
      parseConfig({ shop, server: { accounting: { fiscalYearStart: '13-01' } } }),
    ).toThrow(/fiscalYearStart/);
  });
});

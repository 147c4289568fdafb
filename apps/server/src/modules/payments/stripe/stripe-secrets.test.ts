/**
 * Stripe's secrets: read from the environment or from files, refused in the
 * configuration file (by name and by their look), never echoed in an error, and never written to a log
 * line while payments, webhooks and failures run (a captured logger, on PGlite and PostgreSQL).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../config/load';
import { demoConfig } from '../../../testing/app';
import { testDatabaseKinds } from '../../../testing/databases';
import { execPayment, freshSlot } from '../../checkout/testing';
import { createPayments } from '../setup';
import { STAND_IN_KEY, STAND_IN_WEBHOOK_SECRET } from './stand-in';
import { readSecret, stripeSecrets } from './stripe-secrets';
import {
  deliver,
  STRIPE_ENV,
  startCheckout,
  stripeConfig,
  useStandIn,
  useStripeSuite,
} from './stripe.fixtures';

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('Stripe secrets', () => {
  it('reads them from the environment or from the files *_FILE names', () => {
    expect(stripeSecrets(STRIPE_ENV)).toEqual({
      secretKey: STAND_IN_KEY,
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'foyer-secrets-'));
    writeFileSync(path.join(dir, 'key'), `${STAND_IN_KEY}\n`);
    writeFileSync(path.join(dir, 'hook'), STAND_IN_WEBHOOK_SECRET);
    expect(
      stripeSecrets({
        STRIPE_SECRET_KEY_FILE: path.join(dir, 'key'),
        STRIPE_WEBHOOK_SECRET_FILE: path.join(dir, 'hook'),
      }),
    ).toEqual({ secretKey: STAND_IN_KEY, webhookSecret: STAND_IN_WEBHOOK_SECRET });
    const both = errorOf(() =>
      readSecret(
        { STRIPE_SECRET_KEY: STAND_IN_KEY, STRIPE_SECRET_KEY_FILE: path.join(dir, 'key') },
        'STRIPE_SECRET_KEY',
      ),
    );
    expect(both).toBeInstanceOf(ConfigError);
    expect(both.message).not.toContain(STAND_IN_KEY);
    const missingFile = errorOf(() =>
      readSecret({ STRIPE_SECRET_KEY_FILE: path.join(dir, 'nope') }, 'STRIPE_SECRET_KEY'),
    );
    expect(missingFile.message).toContain('ENOENT');
  });

  it('stops the start when a secret is missing or malformed, without echoing it', () => {
    const missing = errorOf(() => stripeSecrets({ STRIPE_SECRET_KEY: STAND_IN_KEY }));
    expect(missing.message).toContain('STRIPE_WEBHOOK_SECRET');
    const wrong = 'pk_test_publishableNotSecret';
    const malformed = errorOf(() =>
      stripeSecrets({ STRIPE_SECRET_KEY: wrong, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET }),
    );
    expect(malformed.message).toContain('STRIPE_SECRET_KEY is not');
    expect(malformed.message).not.toContain(wrong);
    const config = stripeConfig('http://127.0.0.1:1');
    const noEnv = errorOf(() =>
      createPayments({ config, db: {} as never, clock: { now: () => new Date() } }, { env: {} }),
    );
    expect(noEnv).toBeInstanceOf(ConfigError);
    expect(noEnv.message).toContain('STRIPE_SECRET_KEY');
  });

  it('refuses secrets written in the configuration file, naming the variable, never the value', () => {
    const raw = JSON.parse(JSON.stringify(demoConfig())) as {
      server: { payments: { stripe: Record<string, unknown> } };
      shop: Record<string, unknown>;
    };
    raw.server.payments.stripe = { secretKey: 'my-key' };
    const byName = errorOf(() => parseConfig(raw, 'foyer.config.yaml'));
    expect(byName.message).toContain('server.payments.stripe.secretKey');
    expect(byName.message).toContain('STRIPE_SECRET_KEY');
    expect(byName.message).not.toContain('my-key');
    raw.server.payments.stripe = {};
    raw.shop.footerText = STAND_IN_WEBHOOK_SECRET;
    const byLook = errorOf(() => parseConfig(raw, 'foyer.config.yaml'));
    expect(byLook.message).toContain("shop.footerText: looks like a payment provider's secret");
    expect(byLook.message).not.toContain(STAND_IN_WEBHOOK_SECRET);
  });
});

describe.each(testDatabaseKinds())('Stripe secrets never logged on $name', ({ open }) => {
  const lines: string[] = [];
  const standIn = useStandIn();
  const suite = useStripeSuite(open, standIn, { write: (line) => void lines.push(line) });

  it('keeps both secrets out of every log line: payments, webhooks, forged webhooks, Stripe failures', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const { session, orderToken } = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 1)],
      { token: suite.token },
    );
    const paid = standIn.visitorPays(session.id);
    standIn.failNext(/^\/v1\/checkout\/sessions\//, 1, 500);
    expect((await deliver(suite.app, paid)).statusCode).toBe(500);
    const forged = standIn.webhook('checkout.session.completed', session, 'whsec_forged');
    expect((await deliver(suite.app, forged)).statusCode).toBe(401);
    expect((await deliver(suite.app, paid)).statusCode).toBe(200);
    expect((await execPayment(suite.app, orderToken)).statusCode).toBe(200);
    standIn.failNext(/^\/v1\/checkout\/sessions$/, 1, 500);
    const broken = await suite.app.inject({
      method: 'POST',
      url: '/api/en/checkout/initPayment',
      query: { _: suite.token },
      payload: {
        payart: 161,
        aux: {},
        cart: { ver: 1, items: [suite.ticket(slot.datetime, 1)] },
        url: {
          continue: 'http://localhost:3000/en/checkout/accepted',
          cancel: 'http://localhost:3000/en/checkout/canceled',
        },
      },
    });
    expect(broken.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('/pay/stripe/webhook');
    expect(log).toContain('"level":50');
    for (const secret of [STAND_IN_KEY, STAND_IN_WEBHOOK_SECRET]) {
      expect(log).not.toContain(secret);
      expect(broken.body).not.toContain(secret);
    }
    expect(log).not.toContain(STAND_IN_KEY.slice(8));
  });
});

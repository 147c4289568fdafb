/**
 * The Stripe tests' preamble: the stand-in of Stripe's API on a free local port, the checkout catalog,
 * the app with every payment type on the provider `stripe` (secrets from a test environment), and
 * helpers to start a payment, send a webhook and dump the database.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { FoyerConfig } from '../../../config/schema';
import type { Database } from '../../../db/client';
import { createTestApp, demoConfig } from '../../../testing/app';
import type { TestDatabaseKind } from '../../../testing/databases';
import { useSuite, type SuiteState } from '../../../testing/suite';
import type { CartItem } from '@foyer/domain/contract';
import {
  guestToken,
  ignoreTeardownTermination,
  initPayment,
  insertCheckoutCatalog,
  type CheckoutCatalog,
  type InitOptions,
} from '../../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../../customers/testing';
import {
  STAND_IN_KEY,
  STAND_IN_WEBHOOK_SECRET,
  StripeStandIn,
  type SignedWebhook,
  type StandInSession,
} from './stand-in';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes';

export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: STAND_IN_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
};

/** The demo configuration with every payment type on Stripe, at the stand-in's address. */
export function stripeConfig(apiBase: string): FoyerConfig {
  const config = demoConfig();
  return {
    ...config,
    server: {
      ...config.server,
      payments: {
        ...config.server.payments,
        types: config.server.payments.types.map((type) => ({ ...type, provider: 'stripe' })),
        stripe: { apiBase },
      },
    },
  };
}

/** The stand-in, started before and stopped after the suite. */
export function useStandIn(): StripeStandIn {
  const standIn = new StripeStandIn();
  beforeAll(async () => {
    await standIn.start();
  });
  afterAll(() => standIn.stop());
  return standIn;
}

export interface StripeSuite extends SuiteState {
  catalog: CheckoutCatalog;
  config: FoyerConfig;
  clock: ReturnType<typeof movableClock>;
  token: string;
  ticket(datetime: string, count?: number): CartItem;
}

/** The suite's app on Stripe; the stand-in must be declared (useStandIn) before. */
export function useStripeSuite(
  open: TestDatabaseKind['open'],
  standIn: StripeStandIn,
  logStream?: { write(line: string): void },
): StripeSuite {
  const clock = movableClock();
  const state = useSuite(async () => {
    const database = await open();
    ignoreTeardownTermination(database);
    const catalog = await insertCheckoutCatalog(database.db);
    const config = stripeConfig(standIn.url);
    const app = await createTestApp(database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
      payments: { env: STRIPE_ENV, stripeRetries: 0 },
      ...(logStream ? { logStream } : {}),
    });
    return { database, catalog, config, clock, app, token: await guestToken(app) };
  });
  const suite: StripeSuite = Object.assign(state, {
    ticket: (datetime: string, count = 1): CartItem => ({
      type: 'ticket',
      id: suite.catalog.tickets.adult,
      count,
      datetime,
      subtickets: [],
    }),
  });
  return suite;
}

export interface StartedCheckout {
  response: LightMyRequestResponse;
  session: StandInSession;
  /** The order token, from the session's return URL. */
  orderToken: string;
}

/** Starts a payment and answers Stripe's session of it. */
export async function startCheckout(
  app: FastifyInstance,
  standIn: StripeStandIn,
  items: CartItem[],
  options: InitOptions = {},
): Promise<StartedCheckout> {
  const response = await initPayment(app, items, options);
  if (response.statusCode !== 200) throw new Error(`initPayment: ${response.body}`);
  const url = new URL((response.json() as { data: string }).data);
  const session = standIn.session(url.pathname.split('/').pop() ?? '');
  const orderToken = new URL(String(session.success_url)).searchParams.get('cartId') ?? '';
  return { response, session, orderToken };
}

/** Delivers a webhook as Stripe does. */
export function deliver(
  app: FastifyInstance,
  hook: SignedWebhook,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: hook.headers,
    payload: hook.payload,
  });
}

export { databaseText } from '../../../testing/database-dump';
export type { Database };

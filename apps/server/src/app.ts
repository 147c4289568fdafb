import Fastify, { type FastifyInstance } from 'fastify';
import type { FoyerConfig } from './config/schema';
import { systemClock, type Clock } from './clock';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import { overflowed, registerAdmission } from './http/admission';
import { requestLoggerFactory } from './http/request-logger';
import { ServerFront } from './http/server-front';
import { frameworkErrors, MAX_SEGMENT_LENGTH, registerErrorHandling } from './http/errors';
import { contentRoutes, cookieNoticeTexts } from './modules/content';
import {
  customerRoutes,
  type CustomerOptions,
  loggableStream,
  serializeError,
  serializeRequest,
  createPasswordHasher,
} from './modules/customers';
import { createMailer, type Mailer } from './modules/mail';
import { eventRoutes, merchandiseRoutes, tourRoutes, voucherRoutes } from './modules/catalog';
import { checkinRoutes } from './modules/checkin';
import { checkoutRoutes } from './modules/checkout';
import { createPayments, type PaymentOptions } from './modules/payments';
import {
  fulfilmentRoutes,
  addressLines,
  documentUrls,
  reissueTickets,
  resendConfirmation,
  calendarRoutes,
} from './modules/fulfilment';
import {
  appleWebServiceRoutes,
  startWalletUpdates,
  walletRoutes,
  walletUpdateServices,
  type WalletUpdateServices,
} from './modules/wallet';
import { reportRoutes } from './modules/reports';
import { exportRoutes } from './modules/exports';
import { adminOrderRoutes, customerOrders, startRefundRecovery } from './modules/orders';
import { closureRoutes, startClosureWorker } from './modules/closures';
import { todayRoutes } from './modules/today';
import { deskRoutes } from './modules/desk';
import { createFiscalSigner, tillRoutes, type FiscalSigner } from './modules/till';
import {
  catalogAdminRoutes,
  catalogDayRoutes,
  catalogTourRoutes,
  catalogShopRoutes,
  catalogContentRoutes,
} from './modules/admin-catalog';
import { catalogFileRoutes } from './modules/catalog-file';
import { imageRoutes } from './modules/images';
import { staffRoutes, staffErrorLanguage, VISITOR_ACTOR } from './modules/staff';
import { eraseCustomer, privacyRoutes } from './modules/privacy';
import { passRoutes } from './modules/passes';
import {
  offerTakeover,
  startWaitingListJob,
  waitingListAdminRoutes,
  waitingListRoutes,
} from './modules/waiting-list';
import { startAdmissionWorker, waitingRoomRoutes, waitsInRoom } from './modules/waiting-room';
import { serveWeb } from './web/serve-web';
import type { ShopRenderer } from './web/shop-pages';
import { installReadCache } from './modules/read-cache';
import { readinessRoute } from './http/readiness';
import {
  answerPrimary,
  databaseGauges,
  instrumentHttp,
  serveProcessMetrics,
} from './modules/metrics';
import cluster from 'node:cluster';

declare module 'fastify' {
  interface FastifyInstance {
    /** The port of the metrics endpoint this app serves (null: none, or the cluster's primary). */
    metricsPort: number | null;
  }
}
import { listenForPlacesChanges } from './modules/inventory';

export interface AppOptions {
  config: FoyerConfig;
  db: Db;
  clock?: Clock;
  /** Folder of the built web app; served at `/` with SPA fallback when it exists. */
  webRoot?: string | null;
  /** Folder of the museum's static files (logos, banners, product images), served at `/static`. */
  staticRoot?: string | null;
  /** The web app's server entry; by default the one built next to `webRoot` (tests pass their own). */
  renderer?: ShopRenderer | null;
  logger?: boolean;
  /** Where log lines go (default stdout); setting it turns the logger on (tests read the lines). */
  logStream?: { write(line: string): void };
  /** Sends the outbox's e-mail; default: the configured transport (`server.mail.transport`). */
  mailer?: Mailer;
  /** Options of the customers module (tests lower the argon2 cost). */
  customers?: CustomerOptions;
  /** Payment providers besides the built-in test provider, and the test provider's webhook secret. */
  payments?: PaymentOptions;
  /**
   * Starts the background jobs that need the app's payment providers (the recovery of refund
   * requests a crash left open); they stop when the app closes. `main` sets it, tests run jobs
   * themselves.
   */
  backgroundJobs?: boolean;
  /** Runs the waiting rooms' admission worker (default: with the background jobs; `main`: always). */
  admissionWorker?: boolean;
  /** Stand-ins of Apple's push service and Google Wallet's API (tests); else the real clients. */
  wallet?: Partial<WalletUpdateServices>;
  /**
   * The till's fiscal signer (tests pass one pointed at a stand-in), or the environment its
   * secrets are read from; by default the configured signer with `process.env`.
   */
  till?: { signer?: FiscalSigner; env?: Readonly<Record<string, string | undefined>> };
}

/** Builds the Fastify app without listening: `main` listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const baseDeps = {
    config: options.config,
    db: options.db,
    clock: options.clock ?? systemClock,
    mailer: options.mailer ?? createMailer(options.config.server.mail),
  };
  const fallbackLanguage = options.config.shop.languages[0] ?? 'en';
  const logging = Boolean(options.logger || options.logStream);
  // Kept catalog pages are answered in front of the app (http/server-front.ts, web/serve-web.ts).
  const front = new ServerFront();
  const app = Fastify({
    serverFactory: front.serverFactory,
    logger: logging
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
          // Tokens travel in URLs (`_`, order tokens, set-password links): every line is written
          // with its URLs passed through the log allow-list (`modules/customers/log-redaction.ts`).
          serializers: { req: serializeRequest, err: serializeError },
          stream: loggableStream(options.logStream ?? process.stdout),
        }
      : false,
    // Below `info`, a request's logger costs nothing until it writes (`http/request-logger.ts`).
    ...(logging ? { childLoggerFactory: requestLoggerFactory } : {}),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_SEGMENT_LENGTH },
    frameworkErrors: frameworkErrors(fallbackLanguage),
    trustProxy: options.config.server.trustProxy,
    bodyLimit: 256 * 1024,
  });
  registerErrorHandling(app, fallbackLanguage, staffErrorLanguage(options.db));
  await installMetrics(app, options, baseDeps.clock);
  // Places given back or capacities set by any process reach this one's sold-out memory and read
  // cache (inventory's places signal; docs/architecture.md, "Caches and the one change signal").
  const stopPlaces = await listenForPlacesChanges(options.db, app.log);
  app.addHook('onClose', stopPlaces);
  const deps: AppDeps = {
    ...baseDeps,
    readCache: (await installReadCache(app, baseDeps)) ?? undefined,
  };
  // Before the routes: past the limit a request is refused before it waits for anything.
  // The checkout call the waiting room takes is let in past the limit and answered with a place.
  registerAdmission(
    app,
    options.config.server.admission,
    fallbackLanguage,
    options.config.server.waitingRoom.onLoad ? { takes: waitsInRoom } : undefined,
  );
  // Before any route: compression attaches to each route as it is added.
  await serveWeb(app, {
    webRoot: options.webRoot ?? null,
    staticRoot: options.staticRoot ?? null,
    deps,
    front,
    ...(options.renderer !== undefined ? { renderer: options.renderer } : {}),
  });

  app.get('/api/health', async () => ({
    data: { status: 'ok', time: deps.clock.now().toISOString() },
  }));
  readinessRoute(app, deps);

  contentRoutes(app, deps);
  tourRoutes(app, deps);
  eventRoutes(app, deps);
  merchandiseRoutes(app, deps);
  voucherRoutes(app, deps);
  const passwords = createPasswordHasher(deps.config, options.customers?.argon2);
  customerRoutes(
    app,
    { ...deps, passwords },
    {
      ordersOf: (customerId) => customerOrders(deps, customerId),
      deleteAccount: async (customerId) => {
        const erased = await eraseCustomer(
          deps,
          customerId,
          VISITOR_ACTOR,
          'privacy.accountDeleted',
        );
        return erased.ok ? { ok: true, value: true } : erased;
      },
      cookieNoticeTexts: () => cookieNoticeTexts(deps.db),
    },
  );
  fulfilmentRoutes(app, deps);
  const wallet = walletUpdateServices(deps, options.wallet);
  walletRoutes(app, deps, wallet);
  appleWebServiceRoutes(app, deps);
  calendarRoutes(app, deps);
  // One set of payment providers: checkout takes payments, the back office pays them back.
  const payments = createPayments(deps, options.payments);
  // The waiting room's gate runs before the checkout's handlers (docs/decisions.md "A waiting room
  // for on-sale moments").
  waitingRoomRoutes(app, deps, { overflowed, ...options.customers });
  // A cart may book a waiting-list offer: the checkout takes its hold over (the checkout does not
  // know the waiting list; offers made before the list was switched off can still be booked).
  await checkoutRoutes(app, { ...deps, passwords, payments, offers: offerTakeover(deps) });
  passRoutes(app, { ...deps, passwords });
  staffRoutes(app, deps, options.customers);
  reportRoutes(app, deps);
  exportRoutes(app, deps);
  checkinRoutes(app, deps, options.customers);
  adminOrderRoutes(
    app,
    {
      ...deps,
      payments: payments.registry,
      documents: { documentUrls, addressLines, resendConfirmation, reissueTickets },
    },
    options.customers,
  );
  deskRoutes(app, deps, options.customers);
  if (options.config.server.till.enabled) {
    const signer =
      options.till?.signer ?? createFiscalSigner(options.config, options.till?.env ?? process.env);
    tillRoutes(app, { ...deps, payments: payments.registry, signer }, options.customers);
  }
  closureRoutes(app, { ...deps, payments: payments.registry }, options.customers);
  todayRoutes(app, deps, options.customers);
  privacyRoutes(app, deps, options.customers);
  const waitingList = deps.config.server.waitingList.enabled;
  if (waitingList) waitingListRoutes(app, deps);
  if (options.admissionWorker ?? options.backgroundJobs) {
    // Admits the waiting rooms' lines at their rate (docs/decisions.md "A waiting room for on-sale
    // moments"); every process runs it (the room's row lock keeps the rate), so one busy process
    // does not slow the line.
    const stopRoom = startAdmissionWorker(deps, { log: app.log });
    app.addHook('onClose', stopRoom);
  }
  waitingListAdminRoutes(app, deps, options.customers);
  if (options.backgroundJobs) {
    const stopRecovery = startRefundRecovery(
      { ...deps, payments: payments.registry },
      { log: app.log },
    );
    app.addHook('onClose', stopRecovery);
    const stopClosures = startClosureWorker(
      { ...deps, payments: payments.registry },
      { log: app.log },
    );
    app.addHook('onClose', stopClosures);
    // Pushes changed Apple passes to their devices and updates Google's objects, after the commit.
    const stopWallet = startWalletUpdates(deps, wallet, { log: app.log });
    app.addHook('onClose', stopWallet);
    // Offers places that came back to the people waiting for them (docs/decisions.md "Waiting list").
    if (waitingList) {
      const stopWaitingList = startWaitingListJob(deps, { log: app.log });
      app.addHook('onClose', stopWaitingList);
    }
  }
  // After the job stopped: the connection to Apple's push service, if one was opened.
  app.addHook('onClose', async () => {
    await wallet.applePush?.close();
  });
  catalogAdminRoutes(app, deps, options.customers);
  catalogDayRoutes(app, deps, options.customers);
  catalogTourRoutes(app, deps, options.customers);
  catalogShopRoutes(app, deps, options.customers);
  catalogContentRoutes(app, deps, options.customers);
  catalogFileRoutes(app, deps, options.customers);
  await imageRoutes(app, deps, options.customers);

  return app;
}

/**
 * Metrics when `server.metrics.port` is set (docs/operations.md): the HTTP hook, and the endpoint on
 * its own port, closed with the app; a cluster worker hands its numbers to the primary instead.
 */
async function installMetrics(app: FastifyInstance, options: AppOptions, clock: Clock) {
  const settings = options.config.server.metrics;
  app.decorate('metricsPort', null);
  if (settings.port === null) return;
  instrumentHttp(app);
  const gauges = databaseGauges(options.db, clock);
  if (cluster.isWorker) {
    answerPrimary([gauges]);
    return;
  }
  const served = await serveProcessMetrics({ port: settings.port, host: settings.host }, [gauges]);
  app.metricsPort = served.port;
  app.addHook('onClose', served.close);
}

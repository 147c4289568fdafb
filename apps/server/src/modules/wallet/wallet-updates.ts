/**
 * The wallet job: keeps saved passes true after an admission changed (a move gave its ticket a new
 * barcode and start; a cancellation, refund, closure or lost dispute cancelled its line). It reads
 * the changes from what the orders and fulfilment modules record in the same transaction as the
 * change itself (`wallet.repository.ts`), so every path that changes an admission is covered, the
 * job sees only committed changes, and the staff action never waits for Apple or Google:
 *
 * - each device registered for a changed Apple pass gets one empty push per change (one per device
 *   however many of its passes changed); Wallet then fetches the passes from the web service;
 * - each changed Google object is brought up to date through Google's API (new start, class and
 *   barcode; state `INACTIVE` once void).
 *
 * A failed push or update is tried again (one minute, doubling up to six hours) and given up after
 * about three days; a push token Apple no longer knows is forgotten with its registrations.
 */
import type { AppDeps } from '../../deps';
import { retryDelayMs } from '../../jobs/backoff';
import { startPeriodic, type JobLog } from '../../jobs/periodic';
import { issuedTicketsOfOrder, loadOrder } from '../fulfilment';
import { orderById } from '../orders';
import { appleWalletReady, googleWalletReady } from '../../config/wallet';
import { createApplePush, type ApplePush } from './apple-push';
import { googleObjects, syncGoogleObjects, type GoogleWalletApi } from './google-wallet';
import { createGoogleWalletApi } from './google-wallet-api';
import { walletOrder } from './wallet-admissions';
import {
  dueGoogleObjects,
  dueRegistrations,
  forgetPushToken,
  markGoogleObjectFailed,
  markGoogleObjectSynced,
  markRegistrationFailed,
  markRegistrationTold,
  type DueGoogleObject,
  type DueRegistration,
} from './wallet.repository';

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock'>;

export interface WalletUpdateServices {
  applePush: ApplePush | null;
  google: GoogleWalletApi | null;
}

/** The real clients of the configured wallets, unless `given` brings its own (tests). */
export function walletUpdateServices(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  given: Partial<WalletUpdateServices> = {},
): WalletUpdateServices {
  const apple = appleWalletReady(deps.config.server.wallet);
  const google = googleWalletReady(deps.config.server.wallet);
  return {
    applePush: given.applePush ?? (apple ? createApplePush(apple) : null),
    google: given.google ?? (google ? createGoogleWalletApi(google, deps.clock) : null),
  };
}

export interface WalletUpdateLog {
  warn(details: object, message: string): void;
}

export const WALLET_MAX_ATTEMPTS = 20;
const BATCH_SIZE = 100;
/** How often the job looks for changes. */
export const WALLET_UPDATE_INTERVAL_MS = 10_000;

/**
 * A failed attempt of a piece of work that had failed `previous` times before: given up (and
 * logged) after `WALLET_MAX_ATTEMPTS`, else tried again after the jobs' backoff.
 */
async function failedAttempt(
  previous: number,
  now: Date,
  handle: {
    giveUp: () => Promise<void>;
    retry: (attempts: number, at: Date) => Promise<void>;
  },
): Promise<void> {
  const attempts = previous + 1;
  if (attempts >= WALLET_MAX_ATTEMPTS) await handle.giveUp();
  else await handle.retry(attempts, new Date(now.getTime() + retryDelayMs(attempts)));
}

/** Messages of failures are cut short: they name a status, never a token. */
const short = (error: string) => error.slice(0, 200);

async function pushChanges(
  deps: Deps,
  push: ApplePush,
  log: WalletUpdateLog,
): Promise<{ pushed: number; failed: number }> {
  const now = deps.clock.now();
  const due = await dueRegistrations(deps.db, now, BATCH_SIZE);
  const byToken = new Map<string, DueRegistration[]>();
  for (const row of due) byToken.set(row.pushToken, [...(byToken.get(row.pushToken) ?? []), row]);
  let pushed = 0;
  let failed = 0;
  for (const [pushToken, rows] of byToken) {
    const result = await push
      .send(pushToken)
      .catch((error: unknown) => ({ ok: false as const, gone: false, error: String(error) }));
    if (result.ok) {
      pushed += 1;
      for (const row of rows) await markRegistrationTold(deps.db, row.id, row.changedAt);
      continue;
    }
    failed += 1;
    if (result.gone) {
      await forgetPushToken(deps.db, pushToken);
      continue;
    }
    for (const row of rows) {
      await failedAttempt(row.attempts, now, {
        giveUp: async () => {
          log.warn({ registration: row.id, error: short(result.error) }, 'wallet push given up');
          await markRegistrationTold(deps.db, row.id, row.changedAt);
        },
        retry: (attempts, at) =>
          markRegistrationFailed(deps.db, row.id, attempts, at, short(result.error)),
      });
    }
  }
  return { pushed, failed };
}

async function updateGoogleObject(deps: Deps, api: GoogleWalletApi, row: DueGoogleObject) {
  const google = googleWalletReady(deps.config.server.wallet);
  const order = await orderById(deps.db, row.orderId);
  if (!google || !order) return;
  const loaded = await loadOrder(deps.db, deps.config, order);
  const issued = (await issuedTicketsOfOrder(deps.db, order.id)).filter(
    (ticket) => ticket.id === row.issuedTicketId,
  );
  const wallet = walletOrder(deps.config, loaded, issued);
  await syncGoogleObjects(api, googleObjects(deps.config, google, wallet, wallet.admissions));
}

async function updateGoogleObjects(
  deps: Deps,
  api: GoogleWalletApi,
  log: WalletUpdateLog,
): Promise<{ updated: number; failed: number }> {
  const now = deps.clock.now();
  let updated = 0;
  let failed = 0;
  for (const row of await dueGoogleObjects(deps.db, now, BATCH_SIZE)) {
    try {
      await updateGoogleObject(deps, api, row);
      await markGoogleObjectSynced(deps.db, row.issuedTicketId, row.changedAt);
      updated += 1;
    } catch (error) {
      failed += 1;
      const text = short(error instanceof Error ? error.message : String(error));
      await failedAttempt(row.attempts, now, {
        giveUp: async () => {
          log.warn({ object: row.issuedTicketId, error: text }, 'Google Wallet update given up');
          await markGoogleObjectSynced(deps.db, row.issuedTicketId, row.changedAt);
        },
        retry: (attempts, at) =>
          markGoogleObjectFailed(deps.db, row.issuedTicketId, attempts, at, text),
      });
    }
  }
  return { updated, failed };
}

/** One run of the job: what it pushed and updated, and how many attempts failed. */
export async function runWalletUpdates(
  deps: Deps,
  services: WalletUpdateServices,
  log: WalletUpdateLog = { warn() {} },
): Promise<{ pushed: number; updated: number; failed: number }> {
  const apple = services.applePush
    ? await pushChanges(deps, services.applePush, log)
    : { pushed: 0, failed: 0 };
  const google = services.google
    ? await updateGoogleObjects(deps, services.google, log)
    : { updated: 0, failed: 0 };
  return { pushed: apple.pushed, updated: google.updated, failed: apple.failed + google.failed };
}

/** Runs the job every few seconds until the returned function is called. */
export function startWalletUpdates(
  deps: Deps,
  services: WalletUpdateServices,
  options: { log?: (JobLog & WalletUpdateLog) | undefined } = {},
): () => Promise<void> {
  return startPeriodic(
    { name: 'wallet updates', log: options.log },
    async () => {
      await runWalletUpdates(deps, services, options.log);
    },
    WALLET_UPDATE_INTERVAL_MS,
  );
}

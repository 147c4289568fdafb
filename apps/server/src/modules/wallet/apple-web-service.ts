/**
 * Apple's PassKit web service (version v1) for the shop's passes: devices register a pass with
 * their push token, ask which of their passes changed since a tag, fetch a pass's latest version,
 * unregister, and send their logs. A pass is the issued ticket its serial number names; calls
 * about one pass carry its authentication token (`pass-auth.ts`). The tag is the newest change
 * (epoch milliseconds) among the device's passes. docs/decisions.md "Wallet passes that stay true".
 */
import type { AppleWalletReady } from '../../config/wallet';
import type { AppDeps } from '../../deps';
import { message } from '../../i18n/messages';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import { issuedTicketsOfOrder, loadOrder } from '../fulfilment';
import { orderById } from '../orders';
import { applePasses } from './apple-pass';
import { isPassAuthorized, serialOf, ticketIdOf } from './pass-auth';
import {
  admissionState,
  passesOfDevice,
  register,
  unregister,
  type AdmissionState,
} from './wallet.repository';
import { walletOrder } from './wallet-admissions';

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock'>;

const NOT_AUTHORIZED: Failure = {
  kind: 'unauthenticated',
  code: 'PASS_NOT_AUTHORIZED',
  message: (lang) => message('PASS_NOT_AUTHORIZED', lang),
};

const NOT_FOUND: Failure = {
  kind: 'notFound',
  code: 'NOT_FOUND',
  message: (lang) => message('NOT_FOUND', lang),
};

/** What names one pass in a call, with the token the device sent. */
export interface PassCall {
  passTypeId: string;
  serial: string;
  authorization: string | undefined;
}

/**
 * The admission of an authorized call: 401 for a wrong or missing token, a pass type not the
 * shop's or a serial number the shop never gave; 404 for a pass whose ticket is gone.
 */
async function authorized(
  deps: Deps,
  apple: AppleWalletReady,
  call: PassCall,
): Promise<Outcome<AdmissionState>> {
  const ticketId = ticketIdOf(call.serial);
  if (
    call.passTypeId !== apple.passTypeIdentifier ||
    ticketId === null ||
    !(await isPassAuthorized(deps.config, call.passTypeId, call.serial, call.authorization))
  ) {
    return failed(NOT_AUTHORIZED);
  }
  const state = await admissionState(deps.db, ticketId);
  if (!state || state.kind === 'voucher') return failed(NOT_FOUND);
  return success(state);
}

/** Registers the device for the pass: true when new (201), false when it was registered (200). */
export async function registerPass(
  deps: Deps,
  apple: AppleWalletReady,
  call: PassCall & { deviceLibraryId: string; pushToken: string },
): Promise<Outcome<boolean>> {
  const state = await authorized(deps, apple, call);
  if (!state.ok) return state;
  const created = await register(
    deps.db,
    {
      deviceLibraryId: call.deviceLibraryId,
      passTypeId: call.passTypeId,
      issuedTicketId: state.value.ticketId,
      pushToken: call.pushToken,
    },
    state.value.changedAt,
  );
  return success(created);
}

/** Forgets the device's registration of the pass. */
export async function unregisterPass(
  deps: Deps,
  apple: AppleWalletReady,
  call: PassCall & { deviceLibraryId: string },
): Promise<Outcome<null>> {
  const state = await authorized(deps, apple, call);
  if (!state.ok) return state;
  await unregister(deps.db, {
    deviceLibraryId: call.deviceLibraryId,
    passTypeId: call.passTypeId,
    issuedTicketId: state.value.ticketId,
  });
  return success(null);
}

/** The tag of a change: its epoch milliseconds. */
const tagOf = (at: Date) => String(at.getTime());

/** A tag the shop gave, or null (then every pass counts as changed). */
export function sinceOf(tag: string | undefined): number | null {
  return tag !== undefined && /^\d{1,15}$/.test(tag) ? Number(tag) : null;
}

/**
 * The serial numbers of the device's passes of the type that changed after `since` (all of them
 * without a tag), and the tag to ask with next time; null when none changed (204).
 */
export async function changedPasses(
  deps: Deps,
  deviceLibraryId: string,
  passTypeId: string,
  since: number | null,
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  const passes = await passesOfDevice(deps.db, deviceLibraryId, passTypeId);
  const changed = passes.filter((pass) => since === null || pass.changedAt.getTime() > since);
  if (changed.length === 0) return null;
  const newest = Math.max(...passes.map((pass) => pass.changedAt.getTime()));
  return {
    serialNumbers: changed.map((pass) => serialOf(pass.ticketId)),
    lastUpdated: tagOf(new Date(newest)),
  };
}

export type LatestPass =
  { modified: false; lastModified: Date } | { modified: true; lastModified: Date; body: Buffer };

/**
 * The pass's latest version, signed: its current barcode and start, voided once its line is
 * cancelled or its order holds no valid line. Not modified when `ifModifiedSince` (HTTP dates have
 * whole seconds) is not older than its last change.
 */
export async function latestPass(
  deps: Deps,
  apple: AppleWalletReady,
  call: PassCall,
  ifModifiedSince: Date | null,
): Promise<Outcome<LatestPass>> {
  const state = await authorized(deps, apple, call);
  if (!state.ok) return state;
  const lastModified = state.value.changedAt;
  if (
    ifModifiedSince &&
    Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince.getTime()
  ) {
    return success({ modified: false, lastModified });
  }
  const order = await orderById(deps.db, state.value.orderId);
  if (!order) return failed(NOT_FOUND);
  const loaded = await loadOrder(deps.db, deps.config, order);
  const issued = (await issuedTicketsOfOrder(deps.db, order.id)).filter(
    (ticket) => ticket.id === state.value.ticketId,
  );
  const wallet = walletOrder(deps.config, loaded, issued);
  if (wallet.admissions.length === 0) return failed(NOT_FOUND);
  const { body } = await applePasses(deps.config, apple, wallet, wallet.admissions);
  return success({ modified: true, lastModified, body });
}

/** At most this many log lines of one call, each cut to this many characters. */
const MAX_LOG_LINES = 20;
const MAX_LOG_LENGTH = 500;

/**
 * The device's log lines as they may be written to the server's log: cut short, and without long
 * tokens (a line may quote a pass's authentication token or a push token).
 */
export function loggableDeviceLogs(logs: readonly string[]): string[] {
  return logs.slice(0, MAX_LOG_LINES).map((line) =>
    line
      .replace(/ApplePass\s+\S+/g, 'ApplePass [REDACTED]')
      .replace(/[A-Za-z0-9_-]{32,}/g, '[REDACTED]')
      .slice(0, MAX_LOG_LENGTH),
  );
}

/**
 * Wallet passes of a booked order, by the order's unguessable token like its PDFs
 * (`fulfilment.routes.ts`): the Apple Wallet pass of one admission or of all of them, and the
 * Google Wallet save link. Each wallet exists only when `server.wallet` configures it; otherwise, for
 * an unknown token, an order without admissions or a barcode not of the order: 404. 406 while the
 * order is not booked. Admissions of cancelled lines are left out.
 */
import { isAdmissionKind, walletPartSlice, walletParts } from '@foyer/domain';
import type { OrderWallets } from '@foyer/domain/contract';
import { appleWalletReady, googleWalletReady } from '../../config/wallet';
import type { AppDeps } from '../../deps';
import { offeredLanguage } from '../../i18n/languages';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import { issuedTicketsOfOrder, loadOrder } from '../fulfilment';
import { hasValidLines, orderByToken } from '../orders';
import { message } from '../../i18n/messages';
import { applePasses } from './apple-pass';
import {
  GOOGLE_SAVE_URL_LIMIT,
  googleObjects,
  googleSaveUrl,
  syncGoogleObjects,
  type GoogleWalletApi,
} from './google-wallet';
import { walletOrder, type WalletAdmission, type WalletOrder } from './wallet-admissions';
import { admissionStates, saveGoogleObject } from './wallet.repository';

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock'>;

/** The services of the wallets beyond the shop's own server: Google's API, Apple's pushes. */
export interface WalletServices {
  google: GoogleWalletApi | null;
}

const NOT_FOUND: Failure = { kind: 'notFound', code: 'NOT_FOUND' };

function walletBase(config: AppDeps['config'], token: string, language: string): string {
  const lang = offeredLanguage(language, config);
  const base = config.server.publicBaseUrl.replace(/\/+$/, '');
  return `${base}/api/${lang}/order/wallet/${encodeURIComponent(token)}`;
}

/**
 * The order review's wallet links: null for a wallet not configured or an order without admissions.
 * An order with more admissions than one Google save link holds gets its Google links in parts.
 */
export async function orderWallets(
  deps: Pick<AppDeps, 'config' | 'db'>,
  order: { id: number; token: string; language: string },
  validLineIds: readonly number[],
): Promise<OrderWallets> {
  const apple = appleWalletReady(deps.config.server.wallet) !== null;
  const google = googleWalletReady(deps.config.server.wallet) !== null;
  if (!apple && !google) return { apple: null, google: null };
  const admissions = (await issuedTicketsOfOrder(deps.db, order.id)).filter(
    (ticket) => isAdmissionKind(ticket.kind) && validLineIds.includes(ticket.orderItemId),
  ).length;
  const base = walletBase(deps.config, order.token, order.language);
  const parts = google ? walletParts(admissions) : [];
  return {
    apple: apple && admissions > 0 ? `${base}/apple` : null,
    google: parts.length === 1 ? `${base}/google` : null,
    ...(parts.length > 1
      ? {
          googleParts: parts.map(({ part, from, to }) => ({
            url: `${base}/google?part=${part}`,
            from,
            to,
          })),
        }
      : {}),
  };
}

/** The order's admissions (or the one with `barcode`) as wallets show them. */
async function admissionsOf(
  deps: Deps,
  token: string,
  barcode: string | null,
): Promise<Outcome<{ order: WalletOrder; admissions: WalletAdmission[] }>> {
  const row = await orderByToken(deps.db, token);
  if (!row) return failed(NOT_FOUND);
  if (!hasValidLines(row.status)) {
    return failed({ kind: 'notAvailable', code: 'ORDER_NOT_AVAILABLE' });
  }
  const loaded = await loadOrder(deps.db, deps.config, row);
  const live = new Set(
    loaded.lines.flatMap((line) => (line.item.cancelledAt ? [] : [line.item.id])),
  );
  const issued = (await issuedTicketsOfOrder(deps.db, row.id)).filter(
    (ticket) => isAdmissionKind(ticket.kind) && live.has(ticket.orderItemId),
  );
  const order = walletOrder(deps.config, loaded, issued);
  const admissions = order.admissions.filter(
    (admission) => !admission.voided && (barcode === null || admission.barcode === barcode),
  );
  if (admissions.length === 0) return failed(NOT_FOUND);
  return success({ order, admissions });
}

export interface WalletFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/** The Apple Wallet pass of the admission `barcode`, or of all the order's admissions (`null`). */
export async function appleWalletFile(
  deps: Deps,
  token: string,
  barcode: string | null,
): Promise<Outcome<WalletFile>> {
  const apple = appleWalletReady(deps.config.server.wallet);
  if (!apple) return failed(NOT_FOUND);
  const found = await admissionsOf(deps, token, barcode);
  if (!found.ok) return found;
  const { order, admissions } = found.value;
  const { body, bundle } = await applePasses(deps.config, apple, order, admissions);
  const stem = `Tickets-${order.orderNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}`;
  const name = barcode === null ? stem : `${stem}-${barcode.replace(/[^A-Za-z0-9-]+/g, '')}`;
  return success({
    body,
    contentType: bundle ? 'application/vnd.apple.pkpasses' : 'application/vnd.apple.pkpass',
    filename: `${name}.${bundle ? 'pkpasses' : 'pkpass'}`,
  });
}

const GOOGLE_UNAVAILABLE: Failure = {
  kind: 'notAvailable',
  code: 'WALLET_UNAVAILABLE',
  message: (lang) => message('WALLET_UNAVAILABLE', lang),
};

const TOO_MANY_FOR_GOOGLE: Failure = {
  kind: 'tooLarge',
  code: 'WALLET_TOO_MANY',
  message: (lang) => message('WALLET_TOO_MANY', lang),
};

/** Which admissions a Google save link saves: one barcode, one part of the order, or all. */
export type GoogleSelection =
  | { barcode: string; part?: undefined }
  | { barcode?: undefined; part: number }
  | { barcode?: undefined; part?: undefined };

/**
 * The Google Wallet save link of the admission `barcode`, of one part of the order's admissions
 * (`walletParts`), or of all of them: their classes and objects are brought up to date at Google
 * first (and remembered, so that the wallet job updates them when they change), then the link names
 * the objects' IDs. 404 for a part the order does not have; 406 when Google's API does not answer;
 * 413 for a selection whose IDs do not fit one link within Google's limit (the whole of an order
 * that the order review offers in parts).
 */
export async function googleWalletLink(
  deps: Deps,
  services: WalletServices,
  token: string,
  selection: GoogleSelection,
): Promise<Outcome<string>> {
  const google = googleWalletReady(deps.config.server.wallet);
  if (!google || !services.google) return failed(NOT_FOUND);
  const found = await admissionsOf(deps, token, selection.barcode ?? null);
  if (!found.ok) return found;
  const { order } = found.value;
  let { admissions } = found.value;
  if (selection.part !== undefined) {
    const slice = walletPartSlice(admissions.length, selection.part);
    if (!slice) return failed(NOT_FOUND);
    admissions = admissions.slice(slice.start, slice.end);
  }
  const objects = googleObjects(deps.config, google, order, admissions);
  const link = await googleSaveUrl(
    deps.config,
    google,
    objects.map(({ object }) => object.id),
    deps.clock.now(),
  );
  if (link.length > GOOGLE_SAVE_URL_LIMIT) return failed(TOO_MANY_FOR_GOOGLE);
  try {
    await syncGoogleObjects(services.google, objects);
  } catch {
    return failed(GOOGLE_UNAVAILABLE);
  }
  const states = await admissionStates(
    deps.db,
    admissions.map((admission) => admission.ticketId),
  );
  for (const [index, admission] of admissions.entries()) {
    const state = states.get(admission.ticketId);
    const object = objects[index]?.object;
    if (state && object) {
      await saveGoogleObject(deps.db, admission.ticketId, object.id, state.changedAt);
    }
  }
  return success(link);
}

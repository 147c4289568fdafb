/**
 * Google Wallet: the shop inserts an event ticket class per event or tour and start and one
 * EventTicket object per admission through Google's API (`GoogleWalletApi`), and the "save" link
 * `https://pay.google.com/gp/v/save/<jwt>` names only the objects' IDs, in a JWT signed RS256 with
 * the museum's service-account key (jose). So the link stays short whatever the order holds, and
 * the shop can change a saved object later: a moved admission's object gets its new start, class
 * and barcode, a cancelled one's state `INACTIVE` (docs/decisions.md "Wallet passes that stay
 * true"). The object's ID stays with the admission (its issued ticket), not with its barcode.
 */
import { readFile } from 'node:fs/promises';
import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import type { GoogleWalletReady } from '../../config/wallet';
import type { AppDeps } from '../../deps';
import type { WalletAdmission, WalletOrder } from './wallet-admissions';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/**
 * The longest save link the shop hands out: Google documents that a JWT in a save link longer than
 * about 1,800 characters may not save in every browser.
 */
export const GOOGLE_SAVE_URL_LIMIT = 1_800;

type JsonObject = Record<string, unknown>;

/** What the shop does with Google's copies of its classes and objects (a stand-in in tests). */
export interface GoogleWalletApi {
  /** Inserts the class; a class Google has already is left as it is. */
  ensureClass(eventClass: JsonObject): Promise<void>;
  /** Inserts the object, or brings Google's copy up to date with it. */
  upsertObject(object: JsonObject): Promise<void>;
}

export const serviceAccountKey = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
});

/** A Google Wallet ID part: letters, digits, `.`, `_` and `-` only. */
function idPart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_');
}

function localizedString(lang: string, value: string) {
  return { defaultValue: { language: lang, value } };
}

interface ClassLook {
  colour: string;
  country: string | undefined;
}

function eventClass(
  order: WalletOrder,
  admission: WalletAdmission,
  classId: string,
  look: ClassLook,
) {
  return {
    id: classId,
    issuerName: order.organization,
    reviewStatus: 'UNDER_REVIEW',
    eventName: localizedString(order.lang, admission.name),
    venue: {
      name: localizedString(order.lang, admission.venue),
      address: localizedString(
        order.lang,
        admission.details.find((entry) => entry.key === 'address')?.value ?? admission.venue,
      ),
    },
    ...(admission.startsAt ? { dateTime: { start: admission.startsAt.toISOString() } } : {}),
    hexBackgroundColor: look.colour,
    ...(look.country ? { countryCode: look.country } : {}),
    multipleDevicesAndHoldersAllowedStatus: 'MULTIPLE_HOLDERS',
  };
}

/** The object of an admission: its ID stays with the admission, whatever its barcode. */
export function googleObjectId(google: GoogleWalletReady, admission: WalletAdmission): string {
  return `${google.issuerId}.${idPart(google.classSuffix)}-${admission.ticketId}`;
}

function eventObject(
  google: GoogleWalletReady,
  order: WalletOrder,
  admission: WalletAdmission,
  classId: string,
) {
  return {
    id: googleObjectId(google, admission),
    classId,
    state: admission.voided ? 'INACTIVE' : 'ACTIVE',
    barcode: { type: 'QR_CODE', value: admission.barcode, alternateText: admission.barcode },
    ticketNumber: order.orderNumber,
    ...(admission.ticketType
      ? { ticketType: localizedString(order.lang, admission.ticketType) }
      : {}),
    ...(admission.startsAt
      ? {
          validTimeInterval: {
            start: { date: admission.startsAt.toISOString() },
            ...(admission.endsAt ? { end: { date: admission.endsAt.toISOString() } } : {}),
          },
        }
      : {}),
    textModulesData: [...admission.facts, ...admission.details].map((entry) => ({
      id: entry.key,
      header: entry.label,
      body: entry.value,
    })),
    linksModuleData: {
      uris: [{ id: order.tickets.key, uri: order.tickets.value, description: order.tickets.label }],
    },
  };
}

/** The class of an admission's event: the museum's class suffix and the event's name. */
function classIdOf(google: GoogleWalletReady, admission: WalletAdmission): string {
  const start = admission.startsAt ? `-${admission.startsAt.toISOString().slice(0, 16)}` : '';
  return `${google.issuerId}.${idPart(`${google.classSuffix}-${admission.name}${start}`).slice(0, 200)}`;
}

/** The class and object of each admission as Google is to show them. */
export function googleObjects(
  config: AppDeps['config'],
  google: GoogleWalletReady,
  order: WalletOrder,
  admissions: readonly WalletAdmission[],
): { eventClass: JsonObject; object: JsonObject & { id: string } }[] {
  const look: ClassLook = {
    colour: config.server.museum.colors?.primary ?? config.shop.theme.colors.primary,
    country: config.server.museum.address?.country,
  };
  return admissions.map((admission) => {
    const classId = classIdOf(google, admission);
    return {
      eventClass: eventClass(order, admission, classId, look),
      object: eventObject(google, order, admission, classId),
    };
  });
}

/** Brings Google's classes and objects of `admissions` up to date, each class once. */
export async function syncGoogleObjects(
  api: GoogleWalletApi,
  objects: readonly { eventClass: JsonObject; object: JsonObject }[],
): Promise<void> {
  const classes = new Set<unknown>();
  for (const { eventClass } of objects) {
    if (classes.has(eventClass.id)) continue;
    classes.add(eventClass.id);
    await api.ensureClass(eventClass);
  }
  for (const { object } of objects) await api.upsertObject(object);
}

/** The signed save link of objects Google has (by their IDs). */
export async function googleSaveUrl(
  config: AppDeps['config'],
  google: GoogleWalletReady,
  objectIds: readonly string[],
  now: Date,
): Promise<string> {
  const key = serviceAccountKey.parse(
    JSON.parse(await readFile(google.serviceAccountKeyFile, 'utf8')),
  );
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [new URL(config.server.publicBaseUrl).origin],
    payload: { eventTicketObjects: objectIds.map((id) => ({ id })) },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(key.client_email)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(await importPKCS8(key.private_key, 'RS256'));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}

/**
 * Google Wallet "save" links: a JWT signed RS256 with the museum's service-account key (jose),
 * carrying an event ticket class per event or tour and an EventTicket object per admission, sent to
 * `https://pay.google.com/gp/v/save/<jwt>`. Objects and classes are created by Google when the
 * visitor saves them, so Foyer needs no call to Google's API.
 */
import { readFile } from 'node:fs/promises';
import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import type { GoogleWalletReady } from '../../config/wallet';
import type { AppDeps } from '../../deps';
import type { WalletAdmission, WalletOrder } from './wallet-admissions';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

const serviceAccountKey = z.object({
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

function eventObject(
  google: GoogleWalletReady,
  order: WalletOrder,
  admission: WalletAdmission,
  classId: string,
) {
  return {
    id: `${google.issuerId}.${idPart(admission.barcode)}`,
    classId,
    state: 'ACTIVE',
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
  };
}

/** The class of an admission's event: the museum's class suffix and the event's name. */
function classIdOf(google: GoogleWalletReady, admission: WalletAdmission): string {
  const start = admission.startsAt ? `-${admission.startsAt.toISOString().slice(0, 16)}` : '';
  return `${google.issuerId}.${idPart(`${google.classSuffix}-${admission.name}${start}`).slice(0, 200)}`;
}

/** The signed save link of `admissions`. */
export async function googleSaveUrl(
  config: AppDeps['config'],
  google: GoogleWalletReady,
  order: WalletOrder,
  admissions: WalletAdmission[],
  now: Date,
): Promise<string> {
  const key = serviceAccountKey.parse(
    JSON.parse(await readFile(google.serviceAccountKeyFile, 'utf8')),
  );
  const look: ClassLook = {
    colour: config.server.museum.colors?.primary ?? config.shop.theme.colors.primary,
    country: config.server.museum.address?.country,
  };
  const classes = new Map<string, ReturnType<typeof eventClass>>();
  const objects = admissions.map((admission) => {
    const classId = classIdOf(google, admission);
    if (!classes.has(classId)) classes.set(classId, eventClass(order, admission, classId, look));
    return eventObject(google, order, admission, classId);
  });
  const eventTicketClasses = [...classes.values()];
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [new URL(config.server.publicBaseUrl).origin],
    payload: { eventTicketClasses, eventTicketObjects: objects },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(key.client_email)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(await importPKCS8(key.private_key, 'RS256'));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}

/**
 * The waiting list's e-mails in the eight shop languages, in the look of every Foyer e-mail: the
 * confirmation of a join (with the secret link to leave the line) and the offer (the link to book
 * the places held, and until when). Texts: the `mail` namespace (`wait…`).
 */
import { localized, type Language } from '@foyer/domain';
import type { FoyerConfig } from '../../config/schema';
import type { I18nText } from '../../db/schema';
import { fromDbLocal } from '../../db/local-time';
import { serverT } from '../../i18n/texts';
import { brandedMail, siteNameOf, type MailAttachment } from '../mail';

type MailConfig = Pick<FoyerConfig, 'shop' | 'server'>;

export interface WaitingMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** The shop page a leave link opens: the secret is in the path (docs/decisions.md "Waiting list"). */
export function leaveLink(config: MailConfig, lang: Language, secret: string): string {
  return `${config.server.publicBaseUrl}/${lang}/waitinglist/leave/${secret}`;
}

/** The shop page an offer link opens, with the token of the order that holds the places. */
export function offerLink(config: MailConfig, lang: Language, orderToken: string): string {
  return `${config.server.publicBaseUrl}/${lang}/waitinglist/offer/${orderToken}`;
}

/** "Name, 1 May 2026, 10:00": what is waited for, from the slot's venue-local start. */
export function slotLabel(
  config: MailConfig,
  lang: Language,
  slot: { name: I18nText; startsAt: string },
): string {
  const local = fromDbLocal(slot.startsAt);
  // A venue-local wall-clock time, written as it is (read as UTC so no zone shifts it).
  const when = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${local}:00Z`));
  const name = localized(slot.name, lang, config.shop.languages[0] ?? 'en');
  return name.length > 0 ? `${name}, ${when}` : when;
}

/** The confirmation of a join: the places waited for and the link to leave the line. */
export async function joinedMail(
  config: MailConfig,
  lang: Language,
  input: { what: string; count: number; leave: string },
): Promise<WaitingMail> {
  const t = serverT(lang, 'mail');
  return brandedMail(config, lang, (site) => ({
    subject: t('waitJoinedSubject', { site }),
    preview: t('waitJoinedTitle'),
    title: t('waitJoinedTitle'),
    blocks: [
      { kind: 'text', text: t('hello') },
      { kind: 'text', text: t('waitJoinedIntro', { count: input.count, what: input.what }) },
      { kind: 'text', text: t('waitJoinedNext') },
      { kind: 'button', label: t('waitLeaveButton'), url: input.leave, primary: false },
      { kind: 'link', label: t('linkFallback'), url: input.leave },
      { kind: 'text', text: t('signOff', { site }) },
    ],
  }));
}

/** The subject of an offer, written when the offer is queued (the body is composed later). */
export function offerSubject(config: MailConfig, lang: Language): string {
  return serverT(lang, 'mail')('waitOfferSubject', { site: siteNameOf(config, lang) });
}

/** The offer: how many places are held for what, until when, and the link to book them. */
export async function offerMail(
  config: MailConfig,
  lang: Language,
  input: { what: string; count: number; expiresAt: Date; link: string },
): Promise<WaitingMail> {
  const t = serverT(lang, 'mail');
  const until = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: config.server.timeZone,
  }).format(input.expiresAt);
  return brandedMail(config, lang, (site) => ({
    subject: t('waitOfferSubject', { site }),
    preview: t('waitOfferTitle'),
    title: t('waitOfferTitle'),
    blocks: [
      { kind: 'text', text: t('hello') },
      { kind: 'text', text: t('waitOfferIntro', { count: input.count, what: input.what }) },
      { kind: 'text', text: t('waitOfferUntil', { until }) },
      { kind: 'button', label: t('waitOfferButton'), url: input.link, primary: true },
      { kind: 'link', label: t('linkFallback'), url: input.link },
      { kind: 'text', text: t('signOff', { site }) },
    ],
  }));
}

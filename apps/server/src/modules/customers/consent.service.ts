/**
 * Consent for analytics and the newsletter (docs/decisions.md "Data protection"): each answer is
 * recorded with its time, the purpose, yes or no, where it was given and the version of the text
 * the visitor answered. The newsletter's text is the shop's own (`CONSENT_TEXT_VERSIONS`); the
 * analytics consent is given with the museum's cookie notice, so its version also carries a digest
 * of that notice's texts: a changed notice is a new version.
 */
import { CONSENT_TEXT_VERSIONS, currentConsents, type ConsentPurpose } from '@foyer/domain';
import type { ConsentRecord, Consents } from '@foyer/domain/contract';
import { createHash } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { CustomerDeps } from './customer.deps';
import { consentsOf, insertConsent, type ConsentRow } from './consent.repository';

function toRecord(row: ConsentRow): ConsentRecord {
  return {
    purpose: row.purpose,
    granted: row.granted,
    at: row.at.toISOString(),
    textVersion: row.textVersion,
    source: row.source,
  };
}

/** Every answer of the customer as the export and the settings show them, newest first. */
export async function consentHistory(tx: Tx, customerId: number): Promise<ConsentRecord[]> {
  return (await consentsOf(tx, customerId)).map(toRecord);
}

/** The standing answers and every answer. */
export async function customerConsents(tx: Tx, customerId: number): Promise<Consents> {
  const history = await consentHistory(tx, customerId);
  return { current: currentConsents(history), history };
}

/**
 * The cookie notice's texts in every language (null: none), handed in by the app from the content
 * module: the analytics consent's version carries their digest.
 */
export type NoticeTexts = () => Promise<unknown>;

/** The version of the text a purpose's consent is given to (see the module's comment). */
export async function consentTextVersion(
  noticeTexts: NoticeTexts,
  purpose: ConsentPurpose,
): Promise<string> {
  const base = CONSENT_TEXT_VERSIONS[purpose];
  if (purpose !== 'analytics') return base;
  const texts = await noticeTexts();
  if (!texts) return base;
  const digest = createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 12);
  return `${base}+${digest}`;
}

/** Records one answer and answers the consents as they stand now. */
export async function recordConsent(
  deps: CustomerDeps,
  noticeTexts: NoticeTexts,
  customerId: number,
  answer: { purpose: ConsentPurpose; granted: boolean; source: 'settings' | 'cookieNotice' },
): Promise<Consents> {
  const textVersion = await consentTextVersion(noticeTexts, answer.purpose);
  await insertConsent(deps.db, {
    customerId,
    purpose: answer.purpose,
    granted: answer.granted,
    source: answer.source,
    textVersion,
    at: deps.clock.now(),
  });
  return customerConsents(deps.db, customerId);
}

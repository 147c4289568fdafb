/**
 * Foyer's default accessibility statement, shown when the museum has not written its own in the
 * visitor's language (docs/decisions.md "Accessibility statement"). The texts, one file per language
 * beside this one, say what is true of Foyer itself: WCAG 2.2 level AA as the target, how the shop is
 * tested, its known limitations; the museum's name, support e-mail and phone come from the
 * configuration and are escaped before they are written into the HTML.
 */
import { LANGUAGES, type Language } from '@foyer/domain';
import type { FoyerConfig } from '../../../config/schema';
import { escapeHtml } from '../../../http/html';
import { siteNameIn } from '../site-name';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { sv } from './sv';
import type { AccessibilityStatementText, StatementFacts } from './texts';

const TEXTS: Record<Language, AccessibilityStatementText> = { de, en, fr, it, nl, es, sv, da };

/** When the default statement was written and last checked against the shop (a calendar date). */
export const STATEMENT_DATE = '2026-11-30';

export interface DefaultStatement {
  title: string;
  html: string;
}

/** A phone number as a `tel:` target: the digits, with the leading `+` of an international number. */
function telTarget(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+')
    ? `+${digits.slice(1).replaceAll('+', '')}`
    : digits.replaceAll('+', '');
}

function facts(config: FoyerConfig, lang: Language): StatementFacts {
  const { shop, server } = config;
  const email = escapeHtml(shop.supportEmail);
  const phone = server.museum.phone?.trim();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${STATEMENT_DATE}T12:00:00Z`),
  );
  return {
    museum: escapeHtml(siteNameIn(shop, lang)),
    email: `<a href="mailto:${email}">${email}</a>`,
    // The number is read as one word: no line break inside it on a narrow screen.
    phone: phone
      ? `<a href="tel:${escapeHtml(telTarget(phone))}">${escapeHtml(phone).replace(/[ -]+/g, (gap) => gap.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011'))}</a>`
      : null,
    date,
  };
}

/** The default statement's title and HTML in `lang`, written from the museum's configuration. */
export function defaultAccessibilityStatement(
  config: FoyerConfig,
  lang: Language,
): DefaultStatement {
  const text = TEXTS[lang];
  return { title: text.title, html: text.body(facts(config, lang)).join('\n') };
}

/** The default statement in every language, for the back office's page editor. */
export function defaultAccessibilityStatements(
  config: FoyerConfig,
): Record<Language, DefaultStatement> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, defaultAccessibilityStatement(config, lang)]),
  ) as Record<Language, DefaultStatement>;
}

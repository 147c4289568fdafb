/**
 * The legal links every e-mail to a visitor ends with (docs/decisions.md "E-mails a
 * lawyer accepts"): imprint, terms, data protection and the right of withdrawal, in the mail's language,
 * as absolute URLs. They point where the shop's footer points (`legalLinkTarget`): the shop's own
 * pages on the public base URL, or the configuration's `customTermsLinks` with their titles.
 */
import { legalLinkTarget, type Language, type LegalLinkId } from '@foyer/domain';
import type { FoyerConfig } from '../../config/schema';
import { serverT } from '../../i18n/texts';

type LegalConfig = {
  shop: Pick<FoyerConfig['shop'], 'customTermsLinks'>;
  server: Pick<FoyerConfig['server'], 'publicBaseUrl'>;
};

export interface MailLegalLink {
  id: LegalLinkId;
  label: string;
  url: string;
}

/** The links in the order e-mails show them, with their label keys in the `mail` namespace. */
const LINKS = [
  ['imprint', 'legalImprint'],
  ['terms', 'legalTerms'],
  ['data_protection', 'legalPrivacy'],
  ['withdrawal', 'legalWithdrawal'],
] as const satisfies readonly (readonly [LegalLinkId, string])[];

/** The legal links of an e-mail in `lang`. */
export function mailLegalLinks(config: LegalConfig, lang: Language): MailLegalLink[] {
  const t = serverT(lang, 'mail');
  const base = config.server.publicBaseUrl.replace(/\/+$/, '');
  return LINKS.map(([id, key]) => {
    const target = legalLinkTarget(config.shop.customTermsLinks, lang, id);
    if (target.kind === 'page') return { id, label: t(key), url: `${base}${target.path}` };
    // A configured page is named by its title; the terms standing in for the right of
    // withdrawal keep the withdrawal's own label.
    return { id, label: target.page === id ? target.title : t(key), url: target.url };
  });
}

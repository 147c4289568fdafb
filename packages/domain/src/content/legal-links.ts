/**
 * Where the shop's legal links point, for the footer and for every e-mail about an order
 * (docs/decisions.md "E-mails a lawyer accepts"): the shop's own static page
 * (`/{lang}/page/{id}`), or the museum's own page that the configuration's `customTermsLinks` names
 * for the language while they are enabled. The accessibility statement is always the shop's page.
 * The right of withdrawal is a section of the terms: without a page of its own configured, it points
 * where the terms point.
 */
import { routePath, type Language } from '../navigation';

/** The legal links the shop shows: the footer's pages and the right of withdrawal. */
export type LegalLinkId =
  'imprint' | 'terms' | 'data_protection' | 'accessibility_statement' | 'shipping' | 'withdrawal';

/** The configured links that may replace the shop's pages, per language. */
export interface CustomLegalLinks {
  readonly enabled: boolean;
  readonly links: Readonly<
    Partial<
      Record<
        string,
        Partial<
          Record<
            'imprint' | 'terms' | 'data_protection' | 'shipping' | 'withdrawal',
            { readonly url: string; readonly title: string }
          >
        >
      >
    >
  >;
}

/**
 * A legal link: a page of the shop (its path) or a configured page of the museum (its URL and
 * title); `page` says whose page it is (`terms` for a right of withdrawal without a page of its own).
 */
export type LegalLinkTarget =
  | { readonly kind: 'page'; readonly page: LegalLinkId; readonly path: string }
  | {
      readonly kind: 'external';
      readonly page: LegalLinkId;
      readonly url: string;
      readonly title: string;
    };

/** Where the legal link `id` points in `lang`. */
export function legalLinkTarget(
  custom: CustomLegalLinks,
  lang: Language,
  id: LegalLinkId,
): LegalLinkTarget {
  const configured = custom.enabled ? custom.links[lang] : undefined;
  const own = id === 'accessibility_statement' ? undefined : configured?.[id];
  if (own) return { kind: 'external', page: id, url: own.url, title: own.title };
  if (id === 'withdrawal') return legalLinkTarget(custom, lang, 'terms');
  if (id === 'shipping') return { kind: 'page', page: id, path: routePath('shippingPage', lang) };
  return { kind: 'page', page: id, path: routePath('page', lang, { id }) };
}

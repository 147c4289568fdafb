/**
 * The footer: partner logo groups, legal links (imprint, terms, data protection,
 * accessibility statement; shipping only with merchandise), configured custom terms links per language
 * in their place (new tab), social links and the copyright line with the current year.
 */
import { legalLinkTarget, type Language } from '@foyer/domain';
import type { ShopConfig, SocialLink, StaticPageId } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assetUrl } from '@/shared/api/api-base';
import { useApiClient } from '@/shared/api/api-context';
import { staticContentQuery } from '@/shared/api/queries';
import { siteNameOf, useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';

type LegalId = StaticPageId;

/** A footer link: to a page of the shop, or a configured external page opening in a new tab. */
export type LegalLink =
  | { readonly id: LegalId; readonly kind: 'page'; readonly to: string }
  | {
      readonly id: LegalId;
      readonly kind: 'external';
      readonly url: string;
      readonly title: string;
    };

/** The legal links of the footer in the shop's language (`legalLinkTarget`, shared with e-mails). */
export function legalLinks(config: ShopConfig, lang: Language): LegalLink[] {
  const ids: LegalId[] = ['imprint', 'terms', 'data_protection', 'accessibility_statement'];
  if (config.hasMerchandise) ids.push('shipping');
  return ids.map((id): LegalLink => {
    const target = legalLinkTarget(config.customTermsLinks, lang, id);
    return target.kind === 'external'
      ? { id, kind: 'external', url: target.url, title: target.title }
      : { id, kind: 'page', to: target.path };
  });
}

/** Social links in their configured order (ordered by sequence_no). */
export function orderedSocialLinks(links: readonly SocialLink[]): SocialLink[] {
  return [...links].sort((a, b) => a.sequence_no - b.sequence_no);
}

function PartnerLogos({ config, lang }: { config: ShopConfig; lang: Language }) {
  const client = useApiClient();
  const groups = config.partnerLogos.filter((group) => group.logos.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="site-footer__partners">
      {groups.map((group, index) => {
        const name = group.name[lang] ?? group.name.en ?? Object.values(group.name)[0] ?? '';
        return (
          <section key={index} className="partner-group" aria-label={name || undefined}>
            {name && <h2 className="partner-group__name">{name}</h2>}
            <ul className="partner-group__logos">
              {group.logos.map((logo) => {
                const image = (
                  <img
                    src={assetUrl(logo.image, client.apiBase)}
                    alt={logo.alt}
                    width={192}
                    height={48}
                    loading="lazy"
                  />
                );
                return (
                  <li key={logo.image}>
                    {logo.url ? (
                      <a href={logo.url} target="_blank" rel="noopener noreferrer">
                        {image}
                      </a>
                    ) : (
                      image
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const config = useShopConfig();
  const lang = useLanguage();
  const client = useApiClient();
  const content = useQuery(staticContentQuery(client, lang));
  const social = orderedSocialLinks(content.data?.social_media ?? []);
  const newTab = <span className="visually-hidden"> {t('common.opensInNewTab')}</span>;

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <PartnerLogos config={config} lang={lang} />
        <div className="site-footer__columns">
          <nav className="site-footer__legal" aria-label={t('footer.legal')}>
            <ul>
              {legalLinks(config, lang).map((link) => (
                <li key={link.id}>
                  {link.kind === 'page' ? (
                    <Link to={link.to}>{t(`footer.${link.id}`)}</Link>
                  ) : (
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.title}
                      {newTab}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {social.length > 0 && (
            <nav className="site-footer__social" aria-label={t('footer.social')}>
              <ul>
                {social.map((link) => (
                  <li key={link.link}>
                    <a href={link.link} target="_blank" rel="noopener noreferrer">
                      {link.name}
                      {newTab}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <p className="site-footer__copyright">
          {t('footer.copyright', {
            year: new Date().getFullYear(),
            siteName: siteNameOf(config, lang),
          })}
        </p>
      </div>
    </footer>
  );
}

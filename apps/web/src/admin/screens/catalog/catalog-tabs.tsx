/**
 * The parts of the catalog as tabs, on every catalog screen: events, guided tours, products, annual
 * passes, voucher types and codes, pages, banners and basket offers. Their names are in the shell's
 * texts (i18n/<lang>.json), so whichever screen loads first shows them all.
 */
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';

const TABS: { path: string; label: MessageKey }[] = [
  { path: 'catalog', label: 'catalogTabEvents' },
  { path: 'catalog/tours', label: 'catalogTabTours' },
  { path: 'catalog/merchandise', label: 'catalogTabMerchandise' },
  { path: 'catalog/passes', label: 'catalogTabPasses' },
  { path: 'catalog/voucher-types', label: 'catalogTabVoucherTypes' },
  { path: 'catalog/voucher-codes', label: 'catalogTabVoucherCodes' },
  { path: 'catalog/pages', label: 'catalogTabPages' },
  { path: 'catalog/banners', label: 'catalogTabBanners' },
  { path: 'catalog/upsells', label: 'catalogTabUpsells' },
];

/** `current` is the tab's path (`catalog/pages`). */
export function CatalogTabs({ current }: { current: string }) {
  const { t, navigate } = useAdmin();
  return (
    <nav aria-label={t('catalogTabsLabel')} className="catalog-tabs">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.path}>
            <a
              href={`/admin/${tab.path}`}
              aria-current={tab.path === current ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                navigate(tab.path);
              }}
            >
              {t(tab.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The catalog's parts as links (events, products, annual passes, voucher types, voucher codes). */
import { useAdmin } from '../../../context';
import type { MessageKey } from '../../../i18n';
import { useShopTexts } from './shop-texts';

const TABS: { path: string; label: MessageKey }[] = [
  { path: 'catalog', label: 'tabEvents' },
  { path: 'catalog/merchandise', label: 'tabMerchandise' },
  { path: 'catalog/passes', label: 'tabPasses' },
  { path: 'catalog/voucher-types', label: 'tabVoucherTypes' },
  { path: 'catalog/voucher-codes', label: 'tabVoucherCodes' },
];

export function CatalogTabs({ current }: { current: string }) {
  useShopTexts();
  const { t, navigate } = useAdmin();
  return (
    <nav aria-label={t('tabsLabel')} className="catalog-tabs">
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

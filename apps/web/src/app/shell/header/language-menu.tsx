/**
 * The language dropdown: shown when the shop has more than one language; choosing
 * one replaces the first path segment and loads the page anew (a plain link, so the browser reloads).
 */
import { switchLanguagePath } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { useShopConfig } from '@/shared/config/shop-config';
import { useFullPath, useLanguage } from '@/shared/navigation/use-route-info';
import { ChevronDownIcon, GlobeIcon } from '@/shared/ui/icons';
import { useMenuButton } from './use-menu-button';

export function LanguageMenu() {
  const { t } = useTranslation();
  const config = useShopConfig();
  const lang = useLanguage();
  const fullPath = useFullPath();
  const current = Math.max(0, config.languages.indexOf(lang));
  const menu = useMenuButton(config.languages.length, current);
  if (config.languages.length < 2) return null;

  return (
    <div className="dropdown" ref={menu.containerRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="tool-button"
        aria-haspopup="true"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.menuId : undefined}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        <GlobeIcon />
        <span className="visually-hidden">{t('header.language')}: </span>
        <span className="tool-button__label">{lang.toUpperCase()}</span>
        <ChevronDownIcon />
      </button>
      {menu.open && (
        <ul
          id={menu.menuId}
          role="menu"
          aria-label={t('header.language')}
          className="dropdown__menu"
          onKeyDown={menu.onMenuKeyDown}
        >
          {config.languages.map((code, index) => (
            <li key={code} role="none">
              <a
                ref={menu.itemRef(index)}
                role="menuitem"
                tabIndex={-1}
                className="dropdown__item"
                href={switchLanguagePath(fullPath, code, config.languages)}
                hrefLang={code}
                lang={code}
                aria-current={code === lang ? 'true' : undefined}
              >
                {config.languagesFull[index] ?? code}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The menu of a logged-in customer: first and last name, holding my orders, settings
 * and logout (with returnTo). In the collapsed header it is a plain list.
 */
import { returnToQuery, routePath, type Language } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { ChevronDownIcon, UserIcon } from '@/shared/ui/icons';
import { useMenuButton } from './use-menu-button';

function useDisplayName(): string | null {
  const customer = useSession((state) => state.customer);
  const name = customer ? `${customer.fname} ${customer.lname}`.trim() : '';
  return name.length > 0 ? name : null;
}

interface UserMenuProps {
  readonly lang: Language;
  readonly fullPath: string;
}

export function UserMenu({ lang, fullPath }: UserMenuProps) {
  const { t } = useTranslation();
  const name = useDisplayName();
  const menu = useMenuButton(3);
  const links = [
    { to: routePath('myOrders', lang), label: t('header.myOrders') },
    { to: routePath('settings', lang), label: t('header.settings') },
    { to: `${routePath('logout', lang)}${returnToQuery(fullPath)}`, label: t('header.logout') },
  ];
  return (
    <div className="dropdown" ref={menu.containerRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="nav-link nav-link--button"
        aria-haspopup="true"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.menuId : undefined}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        <UserIcon />
        <span>{name ?? t('header.account')}</span>
        <ChevronDownIcon />
      </button>
      {menu.open && (
        <ul
          id={menu.menuId}
          role="menu"
          aria-label={name ? t('header.accountOf', { name }) : t('header.account')}
          className="dropdown__menu dropdown__menu--end"
          onKeyDown={menu.onMenuKeyDown}
        >
          {links.map((link, index) => (
            <li key={link.to} role="none">
              <Link
                ref={menu.itemRef(index)}
                role="menuitem"
                tabIndex={-1}
                className="dropdown__item"
                to={link.to}
                onClick={() => menu.close()}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The same entries as a list, for the collapsed header's panel. */
export function UserMenuList({ lang, fullPath }: UserMenuProps) {
  const { t } = useTranslation();
  const name = useDisplayName();
  return (
    <div className="menu-panel__account">
      <p className="menu-panel__name">
        <UserIcon />
        <span>{name ?? t('header.account')}</span>
      </p>
      <ul className="menu-panel__list">
        <li>
          <Link className="nav-link" to={routePath('myOrders', lang)}>
            {t('header.myOrders')}
          </Link>
        </li>
        <li>
          <Link className="nav-link" to={routePath('settings', lang)}>
            {t('header.settings')}
          </Link>
        </li>
        <li>
          <Link className="nav-link" to={`${routePath('logout', lang)}${returnToQuery(fullPath)}`}>
            {t('header.logout')}
          </Link>
        </li>
      </ul>
    </div>
  );
}

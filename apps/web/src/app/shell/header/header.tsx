/**
 * The header: brand, menu of the enabled features, language dropdown, basket with
 * its count, login and register links or the user menu. The menu collapses into a hamburger when it
 * does not fit, and the header gets its scrolled style after 100 px.
 */
import {
  HEADER_SCROLLED_AFTER_PX,
  identityOf,
  returnToQuery,
  routePath,
  showsAuthLinks,
  showsUserMenu,
  type Language,
  type RouteName,
} from '@foyer/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { assetUrl } from '@/shared/api/api-base';
import {
  enabledNavKeys,
  navLabelOf,
  siteNameOf,
  useShopConfig,
  type NavKey,
} from '@/shared/config/shop-config';
import { useFullPath, useRouteInfo } from '@/shared/navigation/use-route-info';
import { useBasketCount } from '@/shared/session/cart-store';
import { useSession } from '@/shared/session/session-store';
import { useInBrowser } from '@/shared/ui/render-context';
import { classNames } from '@/shared/ui/class-names';
import { BagIcon, ChevronDownIcon, CloseIcon, MenuIcon, UserIcon } from '@/shared/ui/icons';
import { LanguageMenu } from './language-menu';
import { useMenuCollapse } from './use-menu-collapse';
import { useScrolledPast } from './use-scrolled';
import { UserMenu, UserMenuList } from './user-menu';

/** The screens on which a menu entry is highlighted (merchandise also on product pages). */
const ACTIVE_ON: Readonly<Record<NavKey, readonly RouteName[]>> = {
  tickets: ['tickets', 'event'],
  guidedTours: ['guidedTours', 'guidedTour'],
  merchandise: ['merchandise', 'merchandiseCategory', 'product'],
  passes: ['passes', 'pass'],
  vouchers: ['vouchers', 'voucher'],
};

interface MenuLink {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly current?: 'page' | 'true';
}

function Brand({ lang, siteName }: { lang: Language; siteName: string }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const client = useApiClient();
  const [logoFailed, setLogoFailed] = useState(false);
  // The logo is the museum's wordmark, so its alternative text is the site name; without a logo
  // (or when it cannot be loaded) the name is written out.
  const body = logoFailed ? (
    <span className="brand__name">{siteName}</span>
  ) : (
    <img
      className="brand__logo"
      src={assetUrl(config.theme.logo, client.apiBase)}
      alt={siteName}
      onError={() => setLogoFailed(true)}
    />
  );
  const mainSite = config.logoLinksToMainSite
    ? (config.museumPerLanguageUrls[lang] ?? config.museumMainUrl)
    : null;
  if (mainSite) {
    const newTab = config.openMainSiteInNewTab;
    return (
      <a
        className="brand"
        href={mainSite}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
      >
        {body}
        {newTab && <span className="visually-hidden"> {t('common.opensInNewTab')}</span>}
      </a>
    );
  }
  return (
    <Link className="brand" to={routePath('home', lang)}>
      {body}
    </Link>
  );
}

function BasketLink({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const count = useBasketCount();
  return (
    <Link
      to={routePath('checkout', lang)}
      className={classNames('tool-button', 'basket-link', count > 0 && 'basket-link--filled')}
    >
      <BagIcon />
      <span className="visually-hidden">{t('header.basket', { count })}</span>
      <span className="basket-link__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

function MenuLinks({ links, className }: { links: readonly MenuLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <Link
            className={classNames('nav-link', link.current && 'is-active')}
            to={link.to}
            aria-current={link.current}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { t } = useTranslation();
  const config = useShopConfig();
  const { lang, match } = useRouteInfo();
  const fullPath = useFullPath();
  const scrolled = useScrolledPast(HEADER_SCROLLED_AFTER_PX);
  const token = useSession((state) => state.token);
  const customer = useSession((state) => state.customer);
  const identity = identityOf({ token, customer });
  const withUserMenu = showsUserMenu(identity);
  const siteName = siteNameOf(config, lang);
  const routeName = match?.route.name ?? null;

  const items: MenuLink[] = enabledNavKeys(config).map((key) => ({
    key,
    label: navLabelOf(config, key, lang, t),
    to: routePath(key, lang),
    current:
      routeName === key
        ? 'page'
        : routeName && ACTIVE_ON[key].includes(routeName)
          ? 'true'
          : undefined,
  }));
  const back = returnToQuery(fullPath);
  const authLinks: MenuLink[] = showsAuthLinks({
    registrationEnabled: config.hasUserRegistration,
    identity,
  })
    ? [
        { key: 'login', label: t('header.login'), to: `${routePath('login', lang)}${back}` },
        {
          key: 'register',
          label: t('header.register'),
          to: `${routePath('register', lang)}${back}`,
        },
      ]
    : [];
  const userName = customer ? `${customer.fname} ${customer.lname}`.trim() : '';

  const rowRef = useRef<HTMLDivElement>(null);
  const brandRef = useRef<HTMLDivElement>(null);
  const toolsRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [reserved] = useState(() => [brandRef, toolsRef]);
  const contentKey = [
    siteName,
    ...items.map((item) => item.label),
    ...authLinks.map((link) => link.label),
    withUserMenu ? userName : '',
  ].join('|');
  const collapsed = useMenuCollapse({ row: rowRef, reserved, measure: measureRef }, contentKey);
  // Drawn on the server the menu is not measured yet (app.css keeps it out of a narrow screen).
  const inBrowser = useInBrowser();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [fullPath, collapsed]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const account = withUserMenu ? (
    collapsed ? (
      <UserMenuList lang={lang} fullPath={fullPath} />
    ) : (
      <UserMenu lang={lang} fullPath={fullPath} />
    )
  ) : authLinks.length > 0 ? (
    <MenuLinks links={authLinks} className={collapsed ? 'menu-panel__list' : 'main-nav__account'} />
  ) : null;

  return (
    <header
      className={classNames(
        'site-header',
        scrolled && 'is-scrolled',
        collapsed && 'is-collapsed',
        !inBrowser && 'is-measuring',
      )}
    >
      <div className="site-header__row" ref={rowRef}>
        <div className="site-header__brand" ref={brandRef}>
          <Brand lang={lang} siteName={siteName} />
        </div>
        {!collapsed && (
          <nav className="main-nav" aria-label={t('nav.main')}>
            <MenuLinks links={items} className="main-nav__list" />
            {account}
          </nav>
        )}
        <div className="site-header__tools" ref={toolsRef}>
          <LanguageMenu />
          <BasketLink lang={lang} />
        </div>
        {collapsed && (
          <button
            ref={toggleRef}
            type="button"
            className="tool-button menu-toggle"
            aria-expanded={open}
            aria-controls="menu-panel"
            onClick={() => setOpen((value) => !value)}
            onKeyDown={closeOnEscape}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
        )}
      </div>
      {collapsed && (
        <nav
          id="menu-panel"
          className="menu-panel"
          aria-label={t('nav.main')}
          hidden={!open}
          onKeyDown={closeOnEscape}
        >
          <MenuLinks links={items} className="menu-panel__list" />
          {account}
        </nav>
      )}
      <div className="site-header__measure" aria-hidden="true" ref={measureRef}>
        {items.map((item) => (
          <span key={item.key} className="nav-link">
            {item.label}
          </span>
        ))}
        {authLinks.map((link) => (
          <span key={link.key} className="nav-link">
            {link.label}
          </span>
        ))}
        {withUserMenu && (
          <span className="nav-link nav-link--button">
            <UserIcon />
            <span>{userName || t('header.account')}</span>
            <ChevronDownIcon />
          </span>
        )}
      </div>
    </header>
  );
}

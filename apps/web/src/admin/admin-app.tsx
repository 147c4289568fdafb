/**
 * The back office's shell: session, language, navigation (only the screens the role may use) and
 * the routes under /admin/: login, set-password/TOKEN, account, staff, audit.
 */
import {
  adminEndpoints,
  staffLanguage,
  type Me,
  type StaffLanguage,
} from '@foyer/domain/admin-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  type ComponentType,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AdminApiError, callAdmin, setCsrfToken } from './api';
import { ScreenBoundary } from './components/screen-boundary';
import { AdminContext, useAdmin, type AdminContextValue } from './context';
import { LANGUAGE_NAMES, loadScreenTexts, translator, type MessageKey } from './i18n';
import { createAdminQueryClient } from './queries';
import { AccountScreen } from './screens/account-screen';
import { LoginScreen } from './screens/login-screen';
import { NotFoundScreen } from './screens/not-found-screen';
import { SetPasswordScreen } from './screens/set-password-screen';

/** A screen that loads when first opened, together with the screen families' texts. */
function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadScreenTexts()]).then(([screen]) => screen));
}

const ReportsScreen = lazyScreen(() => import('./screens/reports-screen'));
// Its texts load with its own chunk (screens/exports-texts.ts).
const ExportsScreen = lazy(() => import('./screens/exports-screen'));
const OrdersScreen = lazyScreen(() => import('./screens/orders/orders-screen'));
const PaymentProblemsScreen = lazyScreen(() => import('./screens/orders/payment-problems-screen'));
const OrderScreen = lazyScreen(() => import('./screens/orders/order-screen'));
const DeskScreen = lazyScreen(() => import('./screens/desk/desk-screen'));
// Its texts load with its own chunk (screens/till/till-texts.ts).
const TillScreen = lazyScreen(() => import('./screens/till/till-screen'));
const CatalogScreen = lazyScreen(() => import('./screens/catalog/catalog-screen'));
const EventEditorScreen = lazyScreen(() => import('./screens/catalog/event-editor-screen'));
const TourListScreen = lazyScreen(() => import('./screens/catalog/tour-list-screen'));
const TourEditorScreen = lazyScreen(() => import('./screens/catalog/tour-editor-screen'));
const ContentScreen = lazyScreen(() => import('./screens/catalog-content/content-screen'));
// The scanner (and its QR decoder) loads only at the door; its texts load with it.
const ScanScreen = lazy(() => import('./screens/scan/scan-screen'));
const CatalogFileScreen = lazyScreen(() => import('./screens/catalog/catalog-file-screen'));
const ShopCatalogScreen = lazyScreen(() => import('./screens/catalog/shop/shop-catalog-screen'));
const ImagesScreen = lazyScreen(() => import('./screens/images/images-screen'));
const TodayScreen = lazyScreen(() => import('./screens/today-screen'));
// The staff list and its table load when the owner opens them: the entry stays within its budget.
const StaffScreen = lazyScreen(async () => ({
  default: (await import('./screens/staff-screen')).StaffScreen,
}));
const AuditScreen = lazy(() => import('./screens/audit-screen'));
// Its texts load with its own chunk (screens/privacy-texts.ts); the confirmation's with the families'.
const PrivacyScreen = lazyScreen(() => import('./screens/privacy-screen'));
// Its texts load with its own chunk (screens/waiting-list-texts.ts).
const WaitingListScreen = lazyScreen(() => import('./screens/waiting-list-screen'));

/** The last part of an address (`events/new` → null, `events/12` → 12). */
function targetId(target: string | undefined): number | null {
  return target === undefined || target === 'new' ? null : Number(target);
}

/** A screen of the back office: its address, the permission it needs, what it shows. */
interface StaffRoute {
  readonly match: RegExp;
  readonly permission: Me['permissions'][number];
  readonly title: MessageKey;
  readonly screen: (path: string, me: Me) => ReactNode;
}

const STAFF_ROUTES: readonly StaffRoute[] = [
  {
    match: /^staff$/,
    permission: 'staff.manage',
    title: 'staffTitle',
    screen: () => <StaffScreen />,
  },
  {
    match: /^reports$/,
    permission: 'reports.read',
    title: 'reportsTitle',
    screen: () => <ReportsScreen />,
  },
  {
    match: /^exports$/,
    permission: 'reports.read',
    title: 'exportsTitle',
    screen: () => <ExportsScreen />,
  },
  {
    match: /^orders\/problems$/,
    permission: 'orders.read',
    title: 'ordersTitle',
    screen: () => <PaymentProblemsScreen />,
  },
  {
    match: /^orders(\/\d+)?$/,
    permission: 'orders.read',
    title: 'ordersTitle',
    screen: (path) => {
      const id = Number(path.split('/')[1] ?? 0);
      return id > 0 ? <OrderScreen key={id} id={id} /> : <OrdersScreen />;
    },
  },
  { match: /^desk$/, permission: 'desk.sell', title: 'deskTitle', screen: () => <DeskScreen /> },
  // Offered while the till is switched on (`me.tills`, docs/till.md "The till screen").
  {
    match: /^till$/,
    permission: 'desk.sell',
    title: 'tillTitle',
    screen: (_path, me) => (me.tills.length > 0 ? <TillScreen /> : <NotFoundScreen />),
  },
  {
    match: /^catalog(\/events\/(new|\d+))?$/,
    permission: 'catalog.manage',
    title: 'catalogTitle',
    screen: (path) => {
      const target = path.split('/')[2];
      return target === undefined ? (
        <CatalogScreen />
      ) : (
        <EventEditorScreen key={target} id={targetId(target)} />
      );
    },
  },
  {
    match: /^catalog\/tours(\/(new|\d+))?$/,
    permission: 'catalog.manage',
    title: 'catalogTitle',
    screen: (path) => {
      const target = path.split('/')[2];
      return target ? <TourEditorScreen key={target} id={targetId(target)} /> : <TourListScreen />;
    },
  },
  {
    match: /^catalog\/(merchandise|passes|voucher-types|voucher-codes)(\/(new|\d+))?$/,
    permission: 'catalog.manage',
    title: 'catalogTitle',
    screen: (path) => <ShopCatalogScreen path={path} />,
  },
  {
    match: /^catalog\/(pages|banners|upsells)(\/[\w-]+)?$/,
    permission: 'catalog.manage',
    title: 'catalogTitle',
    screen: (path) => <ContentScreen key={path} path={path} />,
  },
  {
    match: /^scan$/,
    permission: 'checkin.scan',
    title: 'scanTitle',
    screen: (_path, me) => <ScanScreen timeZone={me.timeZone} />,
  },
  {
    match: /^catalog-file$/,
    permission: 'catalog.manage',
    title: 'catalogFileTitle',
    screen: () => <CatalogFileScreen />,
  },
  {
    match: /^images$/,
    permission: 'catalog.manage',
    title: 'imagesTitle',
    screen: () => <ImagesScreen />,
  },
  {
    match: /^audit$/,
    permission: 'audit.read',
    title: 'auditTitle',
    screen: () => <AuditScreen />,
  },
  {
    match: /^privacy$/,
    permission: 'privacy.manage',
    title: 'privacyTitle',
    screen: () => <PrivacyScreen />,
  },
  {
    match: /^waiting-list$/,
    permission: 'orders.read',
    title: 'waitingListTitle',
    screen: () => <WaitingListScreen />,
  },
];

const LANGUAGE_KEY = 'foyer.admin.language';

function storedLanguage(): StaffLanguage {
  const stored = staffLanguage.safeParse(localStorage.getItem(LANGUAGE_KEY));
  if (stored.success) return stored.data;
  const browser = staffLanguage.safeParse(navigator.language.slice(0, 2));
  return browser.success ? browser.data : 'en';
}

function currentPath(): string {
  return window.location.pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
}

export function AdminApp() {
  const [language, setLanguageState] = useState<StaffLanguage>(storedLanguage);
  const [me, setMeState] = useState<Me | null>(null);
  const [checked, setChecked] = useState(false);
  const [path, setPath] = useState(currentPath);
  const [queryClient] = useState(createAdminQueryClient);

  const setLanguage = useCallback((next: StaffLanguage) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    setLanguageState(next);
  }, []);
  // A language picked while signed out (on the sign-in or set-password page) is kept at sign-in: it
  // becomes the account's language, instead of the one the account had.
  const pickedSignedOut = useRef<StaffLanguage | null>(null);
  const setMe = useCallback(
    (next: Me | null) => {
      setMeState(next);
      if (next) {
        setCsrfToken(next.csrfToken);
        const picked = pickedSignedOut.current;
        pickedSignedOut.current = null;
        if (picked === null || picked === next.staff.language) {
          setLanguage(next.staff.language);
        } else {
          setLanguage(picked);
          callAdmin(adminEndpoints.updateMe, { body: { language: picked } })
            .then(setMeState)
            .catch(() => setLanguage(next.staff.language));
        }
      } else {
        // Nothing one staff member loaded is shown to the next one at this device.
        queryClient.clear();
      }
    },
    [setLanguage, queryClient],
  );
  const navigate = useCallback((to: string) => {
    window.history.pushState(null, '', `/admin/${to}`);
    setPath(to);
  }, []);

  useEffect(() => {
    const onPop = () => setPath(currentPath());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (path.startsWith('set-password/')) {
      setChecked(true);
      return;
    }
    callAdmin(adminEndpoints.me)
      .then(setMe)
      .catch(() => setMe(null))
      .finally(() => setChecked(true));
    // Only on the first load: later screens keep `me` current.
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const t = useMemo(() => translator(language), [language]);
  const value: AdminContextValue = useMemo(
    () => ({ t, language, setLanguage, me, setMe, navigate }),
    [t, language, setLanguage, me, setMe, navigate],
  );

  let screen: ReactNode;
  let title: MessageKey;
  if (!checked) {
    screen = <p role="status">{t('loading')}</p>;
    title = 'appTitle';
  } else if (path.startsWith('set-password/')) {
    screen = <SetPasswordScreen token={path.slice('set-password/'.length)} />;
    title = 'setPasswordTitle';
  } else if (!me) {
    screen = <LoginScreen />;
    title = 'loginTitle';
  } else {
    const route = STAFF_ROUTES.find((candidate) => candidate.match.test(path));
    if (route && me.permissions.includes(route.permission) && !me.mustEnrolTotp) {
      screen = route.screen(path, me);
      title = route.title;
    } else if (path === '' && !me.mustEnrolTotp) {
      // Every role starts on today's figures (the parts its role may see).
      screen = <TodayScreen />;
      title = 'todayTitle';
    } else if (route || path === '' || path === 'account') {
      // A screen the role may not use (or must first enrol for) shows the staff member's account.
      screen = <AccountScreen />;
      title = 'accountTitle';
    } else {
      screen = <NotFoundScreen />;
      title = 'notFoundTitle';
    }
  }

  // The screen families' texts (their titles among them) load with the first lazy screen; a signed-in
  // staff member starts loading them at once, and the title is written again when they are there.
  const [screenTextsReady, setScreenTextsReady] = useState(false);
  useEffect(() => {
    if (me) void loadScreenTexts().then(() => setScreenTextsReady(true));
  }, [me]);
  useEffect(() => {
    document.title = `${t(title)} · ${t('appTitle')}`;
  }, [t, title, screenTextsReady]);

  return (
    <QueryClientProvider client={queryClient}>
      <AdminContext.Provider value={value}>
        <a className="skip-link" href="#main">
          {t('skip')}
        </a>
        <header className="admin-header">
          <span className="admin-brand">Foyer · {t('appTitle')}</span>
          {me ? (
            <AdminMenu />
          ) : (
            <LanguagePicker
              onSignedOutPick={(picked) => {
                pickedSignedOut.current = picked;
              }}
            />
          )}
        </header>
        <main id="main" className="admin-main" tabIndex={-1}>
          <ScreenBoundary resetKey={path} message={t('screenFailed')} reloadLabel={t('reloadPage')}>
            <Suspense fallback={<p role="status">{t('loading')}</p>}>{screen}</Suspense>
          </ScreenBoundary>
        </main>
      </AdminContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The navigation and the language: in a row on a wide screen; on a narrow one folded behind a button
 * (admin.css), which opens and closes it, and Escape closes it with the focus back on the button.
 */
function AdminMenu() {
  const { t } = useAdmin();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="admin-menu-toggle"
        aria-expanded={open}
        aria-controls="admin-menu"
        onClick={() => setOpen(!open)}
      >
        <span className="admin-menu-icon" aria-hidden="true" />
        {t('menu')}
      </button>
      <div
        id="admin-menu"
        className={open ? 'admin-menu open' : 'admin-menu'}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !open) return;
          setOpen(false);
          toggle.current?.focus();
        }}
      >
        <AdminNav onNavigate={() => setOpen(false)} />
        <LanguagePicker />
      </div>
    </>
  );
}

function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  const { t, me, setMe, navigate } = useAdmin();
  if (!me) return null;
  const links: { to: string; label: MessageKey; show: boolean }[] = [
    { to: '', label: 'navToday', show: !me.mustEnrolTotp },
    {
      to: 'orders',
      label: 'navOrders',
      show: me.permissions.includes('orders.read') && !me.mustEnrolTotp,
    },
    {
      to: 'waiting-list',
      label: 'navWaitingList',
      show: me.permissions.includes('orders.read') && !me.mustEnrolTotp,
    },
    {
      to: 'desk',
      label: 'navDesk',
      show: me.permissions.includes('desk.sell') && !me.mustEnrolTotp,
    },
    {
      to: 'till',
      label: 'navTill',
      show: me.permissions.includes('desk.sell') && me.tills.length > 0 && !me.mustEnrolTotp,
    },
    {
      to: 'scan',
      label: 'navScan',
      show: me.permissions.includes('checkin.scan') && !me.mustEnrolTotp,
    },
    {
      to: 'catalog-file',
      label: 'navCatalogFile',
      show: me.permissions.includes('catalog.manage') && !me.mustEnrolTotp,
    },
    {
      to: 'catalog',
      label: 'navCatalog',
      show: me.permissions.includes('catalog.manage') && !me.mustEnrolTotp,
    },
    {
      to: 'images',
      label: 'navImages',
      show: me.permissions.includes('catalog.manage') && !me.mustEnrolTotp,
    },
    { to: 'account', label: 'navAccount', show: true },
    {
      to: 'staff',
      label: 'navStaff',
      show: me.permissions.includes('staff.manage') && !me.mustEnrolTotp,
    },
    {
      to: 'reports',
      label: 'navReports',
      show: me.permissions.includes('reports.read') && !me.mustEnrolTotp,
    },
    {
      to: 'exports',
      label: 'navExports',
      show: me.permissions.includes('reports.read') && !me.mustEnrolTotp,
    },
    {
      to: 'audit',
      label: 'navAudit',
      show: me.permissions.includes('audit.read') && !me.mustEnrolTotp,
    },
    {
      to: 'privacy',
      label: 'navPrivacy',
      show: me.permissions.includes('privacy.manage') && !me.mustEnrolTotp,
    },
  ];
  const here = currentPath().split('/')[0];
  return (
    <nav aria-label={t('appTitle')} className="admin-nav">
      <ul>
        {links
          .filter((link) => link.show)
          .map((link) => (
            <li key={link.to}>
              <a
                href={`/admin/${link.to}`}
                aria-current={here === link.to ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate();
                  navigate(link.to);
                }}
              >
                {t(link.label)}
              </a>
            </li>
          ))}
        <li>
          <button
            type="button"
            className="link-button"
            onClick={async () => {
              await callAdmin(adminEndpoints.logout).catch((error: unknown) => {
                if (!(error instanceof AdminApiError)) throw error;
              });
              setMe(null);
              navigate('login');
            }}
          >
            {t('logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The language picker; `onSignedOutPick` hears a language picked before signing in. */
function LanguagePicker({
  onSignedOutPick,
}: {
  onSignedOutPick?: (language: StaffLanguage) => void;
}) {
  const { t, language, setLanguage, me, setMe } = useAdmin();
  return (
    <label className="admin-language">
      {t('language')}{' '}
      <select
        value={language}
        onChange={async (event) => {
          const next = staffLanguage.parse(event.target.value);
          setLanguage(next);
          if (me) setMe(await callAdmin(adminEndpoints.updateMe, { body: { language: next } }));
          else onSignedOutPick?.(next);
        }}
      >
        {staffLanguage.options.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

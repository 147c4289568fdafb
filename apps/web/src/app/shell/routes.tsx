/**
 * The shop's routes: every screen of the domain's ROUTES under an optional language segment, logout
 * without it, and the not-found screen for anything else.
 */
import { isRouteSwitchedOn, routeByName, ROUTES, type RouteName } from '@foyer/domain';
import { Outlet, useParams, useRoutes, type RouteObject } from 'react-router';
import { useShopConfig } from '@/shared/config/shop-config';
import { PageLoading } from '@/shared/ui/page-loading';
import { useInBrowser, useServerChunk } from '@/shared/ui/render-context';
import { Layout } from './layout';
import { NotFoundScreen } from './not-found';
import { SCREENS } from './screens';

/**
 * Screens that show the visitor's own basket, order, payment or account: the server draws the page
 * around them and their place, the browser draws them (docs/decisions.md "React 19 and server
 * rendering").
 */
const VISITOR_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>([
  'logout',
  'checkout',
  'checkoutAccepted',
  'checkoutCanceled',
  'checkoutSuccess',
  'checkoutFailed',
  'waitingRoom',
  'orderReview',
  'settings',
  'myOrders',
  'guestRegister',
  'recoverAccount',
  'waitingListOffer',
  'waitingListLeave',
]);

/** A screen of a switched-off feature is not found (not a failed load). */
function RouteScreen({ name }: { name: RouteName }) {
  const config = useShopConfig();
  const inBrowser = useInBrowser();
  const Screen = SCREENS[name];
  const switchedOn = isRouteSwitchedOn(name, config);
  // A visitor's screen is drawn by the browser: the server's page links its styles all the same.
  useServerChunk(switchedOn ? Screen.source : null);
  if (!switchedOn) return <NotFoundScreen />;
  if (VISITOR_SCREENS.has(name) && !inBrowser) return <PageLoading />;
  return <Screen route={routeByName(name)} />;
}

/** A language segment must be one of the shop's languages; anything else is not found. */
function LanguageSegment() {
  const { lang } = useParams();
  const config = useShopConfig();
  const known = lang === undefined || (config.languages as readonly string[]).includes(lang);
  return known ? <Outlet /> : <NotFoundScreen />;
}

const LOCALIZED = ROUTES.filter((route) => route.localized);
const UNLOCALIZED = ROUTES.filter((route) => !route.localized);

/**
 * The shop's routes as one table built once (`<Routes>` with `<Route>` children would turn the
 * elements into this table again on every render).
 */
export const SHELL_ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...UNLOCALIZED.map((route): RouteObject => ({
        path: `/${route.path}`,
        element: <RouteScreen name={route.name} />,
      })),
      {
        path: '/:lang?',
        element: <LanguageSegment />,
        children: [
          ...LOCALIZED.map((route): RouteObject =>
            route.path === ''
              ? { index: true, element: <RouteScreen name={route.name} /> }
              : { path: route.path, element: <RouteScreen name={route.name} /> },
          ),
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/** The shop's routes: under `<BrowserRouter>` in the browser, under the server's static router. */
export function ShellRoutes() {
  return useRoutes(SHELL_ROUTES);
}

/**
 * The table React Router's static handler gets on the server (app/ssr/render-page.tsx): one route
 * for every address, drawing `ShellRoutes`, so the browser's `<BrowserRouter>` draws the same tree
 * (and React's `useId` gives the same ids) without the data router's code.
 */
export const SERVER_ROUTES: RouteObject[] = [{ path: '*', element: <ShellRoutes /> }];

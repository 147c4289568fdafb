/**
 * The routes of spec 2: every screen of the domain's ROUTES under an optional language segment, logout
 * without it, and the not-found screen for anything else.
 */
import { isRouteSwitchedOn, routeByName, ROUTES, type RouteName } from '@foyer/domain';
import { Outlet, useParams, useRoutes, type RouteObject } from 'react-router';
import { useShopConfig } from '@/shared/config/shop-config';
import { Layout } from './layout';
import { NotFoundScreen } from './not-found';
import { SCREENS } from './screens';

/** A screen of a switched-off feature is not found (not a failed load). */
function RouteScreen({ name }: { name: RouteName }) {
  const config = useShopConfig();
  if (!isRouteSwitchedOn(name, config)) return <NotFoundScreen />;
  const Screen = SCREENS[name];
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
 * The shop's routes as one table built once: `<Routes>` with `<Route>` children would turn the
 * elements into this table again on every render (issue 21: total blocking time).
 */
const SHELL_ROUTES: RouteObject[] = [
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

export function ShellRoutes() {
  return useRoutes(SHELL_ROUTES);
}

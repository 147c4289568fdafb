/**
 * The home screen per the configured home view: the content feature's home, with
 * the list screen of the configured feature composed in. Features do not import each other, so the
 * app joins them here; a view whose feature is switched off falls back to the overview.
 */
import { routeByName } from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';
import type { ComponentType, ReactNode } from 'react';
import { enabledNavKeys, useShopConfig, type NavKey } from '@/shared/config/shop-config';
import type { ScreenProps } from '@/shared/ui/screen';

/** The list screen of each feature a home view can show. */
export type HomeLists = Readonly<Record<NavKey, ComponentType<ScreenProps>>>;

/** The feature whose list the home page shows, or null for the overview. */
export function homeViewOf(config: ShopConfig): NavKey | null {
  const view = config.homeView;
  return view !== 'overview' && enabledNavKeys(config).includes(view) ? view : null;
}

/** The home screen with the configured view composed in. */
export function withHomeView(
  Home: ComponentType<ScreenProps & { view?: ReactNode }>,
  lists: HomeLists,
): ComponentType<ScreenProps> {
  return function HomeWithView({ route }: ScreenProps) {
    const key = homeViewOf(useShopConfig());
    if (key === null) return <Home route={route} />;
    const List = lists[key];
    return <Home route={route} view={<List route={routeByName(key)} />} />;
  };
}

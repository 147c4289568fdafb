/** The remote configuration as the screens read it. */
import { DEFAULT_LANGUAGE, type Language, type RouteName } from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';
import { createContext, useContext, type ReactNode } from 'react';

const ShopConfigContext = createContext<ShopConfig | null>(null);

export function ShopConfigProvider({
  config,
  children,
}: {
  config: ShopConfig;
  children: ReactNode;
}) {
  return <ShopConfigContext.Provider value={config}>{children}</ShopConfigContext.Provider>;
}

/** The loaded remote configuration; the shell renders only after it has loaded. */
export function useShopConfig(): ShopConfig {
  const config = useContext(ShopConfigContext);
  if (config === null) throw new Error('useShopConfig needs a ShopConfigProvider');
  return config;
}

/** The shop's default language: the first of its languages, German unless configured otherwise. */
export function defaultLanguageOf(config: ShopConfig): Language {
  return config.languages[0] ?? DEFAULT_LANGUAGE;
}

/** The site name in a language: its translation, else the configured name. */
export function siteNameOf(config: ShopConfig, lang: Language): string {
  const translated = config.siteNameTranslations[lang]?.trim();
  return translated ? translated : config.siteName;
}

/** The header's menu entries; each is also the name of the list screen it opens. */
export type NavKey = Extract<
  RouteName,
  'tickets' | 'guidedTours' | 'merchandise' | 'passes' | 'vouchers'
>;

/** A menu label: the configured override of this language, else the translation. */
export function navLabelOf(
  config: ShopConfig,
  key: NavKey,
  lang: Language,
  translate: (key: string) => string,
): string {
  const configured = config.navTranslations[key]?.[lang]?.trim();
  return configured ? configured : translate(`nav.${key}`);
}

/** The enabled menu entries, in menu order (only enabled features). */
export function enabledNavKeys(config: ShopConfig): NavKey[] {
  const entries: Array<[NavKey, boolean]> = [
    ['tickets', config.hasTickets],
    ['guidedTours', config.hasGuidedTours],
    ['merchandise', config.hasMerchandise],
    ['passes', config.hasMemCard],
    ['vouchers', config.hasVouchers],
  ];
  return entries.filter(([, enabled]) => enabled).map(([key]) => key);
}

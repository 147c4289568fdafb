/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base of the build (spec 7); the `foyer-api-base` meta tag overrides it at run time. */
  readonly VITE_FOYER_API_BASE?: string;
  /** Comma-separated hosts of payment providers whose referrers are not stored (spec 4). */
  readonly VITE_FOYER_PAYMENT_PROVIDER_HOSTS?: string;
}

/** Build information injected by Vite `define` (spec 2 "Other shell elements"). */
declare const __FOYER_BUILD__: {
  readonly environment: string;
  readonly timestamp: string;
  readonly hash: string;
  readonly branch: string;
};

/** The custom translation module of the build (spec 1), resolved by a Vite alias. */
declare module 'foyer:custom-translations' {
  import type { CustomizeTranslations } from '@/i18n/types';
  const customizeTranslations: CustomizeTranslations;
  export default customizeTranslations;
}

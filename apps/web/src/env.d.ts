/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base of the build; the `foyer-api-base` meta tag overrides it at run time. */
  readonly VITE_FOYER_API_BASE?: string;
  /** Comma-separated hosts of payment providers whose referrers are not stored. */
  readonly VITE_FOYER_PAYMENT_PROVIDER_HOSTS?: string;
}

/** Build information injected by Vite `define`. */
declare const __FOYER_BUILD__: {
  readonly environment: string;
  readonly timestamp: string;
  readonly hash: string;
  readonly branch: string;
};

/** The custom translation module of the build, resolved by a Vite alias. */
declare module 'foyer:custom-translations' {
  import type { CustomizeTranslations } from '@/i18n/types';
  const customizeTranslations: CustomizeTranslations;
  export default customizeTranslations;
}

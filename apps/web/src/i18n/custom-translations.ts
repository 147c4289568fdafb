import type { TranslationTables } from './types';

/**
 * The default custom translation module: it changes nothing (the fallback when a build
 * names no custom module). A build names its own module with `VITE_FOYER_TRANSLATIONS`.
 */
export default function customizeTranslations(tables: TranslationTables): TranslationTables {
  return tables;
}

import type { TranslationTables } from './types';

/**
 * The default custom translation module: it changes nothing (spec 1: the fallback is no custom
 * module). A build names its own module with `VITE_FOYER_TRANSLATIONS`.
 */
export default function customizeTranslations(tables: TranslationTables): TranslationTables {
  return tables;
}

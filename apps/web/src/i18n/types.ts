import type { Language } from '@foyer/domain';

/** A translation table: keys to texts, nested objects allowed. */
export interface TranslationTable {
  readonly [key: string]: string | TranslationTable;
}

/** The translation tables loaded so far, by language. */
export type TranslationTables = Partial<Record<Language, TranslationTable>>;

/**
 * A build's custom translation module: it receives the loaded tables and returns them,
 * changed or not.
 */
export type CustomizeTranslations = (tables: TranslationTables) => TranslationTables;

/**
 * The audit log's texts (i18n/audit/: its filters and the sentences of its entries) join the admin
 * translator when the audit screen's chunk loads, so they add nothing to the back office's entry or
 * to the screen families' shared chunk. Imported for its effect.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../i18n';

addScreenTexts(
  tablesOf(import.meta.glob<TextTable>('../i18n/audit/*.json', { eager: true, import: 'default' })),
);

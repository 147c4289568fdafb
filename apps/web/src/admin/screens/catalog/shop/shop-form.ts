/**
 * Form helpers of the shop editor: texts per language left out when empty, euros typed as cents,
 * and the schema's and the server's per-field paths mapped to the staff member's texts.
 */
import { AdminApiError } from '../../../api';
import type { Refusal } from '../../../components/editor';
import type { MessageKey, Translate } from '../../../i18n';

export type TextMap = Record<string, string>;
export type Errors = Record<string, string>;

/** The texts with something in them, trimmed. */
export function filled(map: TextMap): TextMap {
  return Object.fromEntries(
    Object.entries(map)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/** A number as typed (`7`, `7,5`); NaN when empty or not a number. */
export function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
}

/** Cents shown as euros for an input (`1290` → `12.90`). */
export function eurosOf(cents: number): string {
  return (cents / 100).toFixed(2);
}

const FIELD_TEXTS: Record<string, MessageKey> = {
  name: 'nameRequired',
  price: 'priceInvalid',
  vatValue: 'vatInvalid',
  capacity: 'stockInvalid',
  validityDays: 'validityInvalid',
  count: 'countInvalid',
  voucherType: 'chooseType',
};

/** The form field a path belongs to (`name.de` → `name`). */
export function fieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

/** The staff member's text for a refused field. */
export function fieldText(path: string, t: Translate): string {
  return t(FIELD_TEXTS[fieldOf(path)] ?? 'fieldInvalid');
}

/** Per-field texts of a schema check's issues. */
export function issuesToErrors(issues: readonly { path: PropertyKey[] }[], t: Translate): Errors {
  const found: Errors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    found[fieldOf(path)] ??= fieldText(path, t);
  }
  return found;
}

/** The field and text of a stock below what is sold and held, worded with its numbers. */
export function capacityRefusal(error: AdminApiError, t: Translate): Refusal | null {
  if (error.code !== 'CAPACITY_BELOW_SOLD_AND_HELD') return null;
  const { sold, held, minimum } = error.params;
  return {
    field: 'capacity',
    message: t('capacityRefused', {
      sold: Number(sold),
      held: Number(held),
      minimum: Number(minimum),
    }),
  };
}

/** Per-field texts of a server refusal; the stock floor is worded with its numbers. */
export function refusalErrors(error: unknown, t: Translate): Errors | null {
  if (!(error instanceof AdminApiError)) return null;
  const stock = capacityRefusal(error, t);
  if (stock) return { [stock.field]: stock.message };
  const paths = Object.keys(error.fields);
  if (paths.length === 0) return null;
  const found: Errors = {};
  for (const path of paths) found[fieldOf(path)] ??= fieldText(path, t);
  return found;
}

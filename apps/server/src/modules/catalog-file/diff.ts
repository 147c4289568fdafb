/**
 * What an import changes: the catalog as exported before and after it, compared field by field.
 * Both sides come from the same exporter, so only real changes differ (not the file's spelling:
 * rules, plain strings for texts or left-out defaults). Items of a list are matched by what
 * identifies them in the file: `id`, `key` (content blocks), the start (slots, with the mode of an
 * event's slot) or the date (days); other lists compare as one value.
 */
import type { CatalogChange } from '@foyer/domain/admin-contract';

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a list item is named in a path, or null when the list's items have no identity. */
function identity(item: unknown): string | null {
  if (!isPlain(item)) return null;
  if (typeof item.id === 'number' || typeof item.id === 'string') return `id=${item.id}`;
  if (typeof item.key === 'string') return `key=${item.key}`;
  if (typeof item.startsAt === 'string') {
    return typeof item.mode === 'number' ? `${item.startsAt} mode ${item.mode}` : item.startsAt;
  }
  if (typeof item.date === 'string') return item.date;
  return null;
}

function keyed(items: readonly unknown[]): Map<string, unknown> | null {
  const out = new Map<string, unknown>();
  for (const item of items) {
    const key = identity(item);
    if (key === null || out.has(key)) return null;
    out.set(key, item);
  }
  return out;
}

/** A text map's first text, or a plain name: how an added or removed item is shown. */
function labelOf(item: unknown): string | null {
  if (!isPlain(item)) return null;
  for (const field of ['name', 'title', 'alt']) {
    const value = item[field];
    if (typeof value === 'string') return value;
    if (isPlain(value)) {
      const first = Object.values(value).find((text) => typeof text === 'string');
      if (typeof first === 'string') return first;
    }
  }
  return null;
}

function shown(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function walk(before: unknown, after: unknown, path: string, out: CatalogChange[]): void {
  if (same(before, after)) return;
  if (isPlain(before) && isPlain(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) walk(before[key], after[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const old = keyed(before);
    const now = keyed(after);
    if (old && now) {
      for (const [key, item] of now) {
        const at = `${path}[${key}]`;
        if (old.has(key)) walk(old.get(key), item, at, out);
        else
          out.push({ path: at, change: 'added', label: labelOf(item), before: null, after: null });
      }
      for (const [key, item] of old) {
        if (!now.has(key)) {
          out.push({
            path: `${path}[${key}]`,
            change: 'removed',
            label: labelOf(item),
            before: null,
            after: null,
          });
        }
      }
      return;
    }
  }
  out.push({ path, change: 'changed', label: null, before: shown(before), after: shown(after) });
}

/** Every difference between two exported catalogs, in file order. */
export function diffCatalogs(before: unknown, after: unknown): CatalogChange[] {
  const out: CatalogChange[] = [];
  walk(before, after, '', out);
  return out;
}

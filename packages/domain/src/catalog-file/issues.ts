/**
 * The catalog file's validation messages (the schema's, zod's and the import's `path: message`
 * lines) as stable issue codes with their numbers, so that the back office words each one in the
 * staff member's language and names the field. A message no template matches is `other`, shown
 * with its original text.
 */

export const CATALOG_ISSUE_CODES = [
  'unknownField',
  'required',
  'wrongType',
  'wholeNumber',
  'tooSmall',
  'tooBig',
  'tooShort',
  'tooLong',
  'tooFewItems',
  'option',
  'format',
  'needsText',
  'duplicate',
  'unknownRef',
  'before',
  'belowOther',
  'aboveOther',
  'belowSold',
  'soldAbove',
  'notTogether',
  'ruleTooLong',
  'ruleEmpty',
  'activeContent',
  'version',
  'other',
] as const;
export type CatalogIssueCode = (typeof CATALOG_ISSUE_CODES)[number];

/** Kinds of `wrongType` and `format`. */
export type CatalogValueKind =
  | 'number'
  | 'text'
  | 'boolean'
  | 'list'
  | 'object'
  | 'url'
  | 'date'
  | 'datetime'
  | 'time'
  | 'slug'
  | 'key'
  | 'trimmed';

export interface CatalogIssue {
  code: CatalogIssueCode;
  /** The field the issue is about: the last named part of the path (`events[0].price` → `price`). */
  field: string;
  params: Record<string, string | number>;
}

const TYPE_KINDS: Record<string, CatalogValueKind> = {
  number: 'number',
  int: 'number',
  string: 'text',
  boolean: 'boolean',
  array: 'list',
  object: 'object',
  record: 'object',
};

const FORMAT_MESSAGES: readonly [RegExp, CatalogValueKind][] = [
  [/^http\(s\) URL or site path$|^expected an http\(s\) URL/, 'url'],
  [/^YYYY-MM-DDTHH:mm$/, 'datetime'],
  [/^YYYY-MM-DD$|^not a calendar date$/, 'date'],
  [/^HH:mm$/, 'time'],
  [/^no spaces at the start or end$/, 'trimmed'],
  [/^lower-case letters, digits and hyphens$/, 'slug'],
  [/^lower-case letters, digits and underscores$/, 'key'],
];

type Rule = [RegExp, (match: RegExpExecArray) => Omit<CatalogIssue, 'field'>];
const issue = (code: CatalogIssueCode, params: CatalogIssue['params'] = {}) => ({ code, params });

/** The message templates, in order; the first match wins. */
const RULES: readonly Rule[] = [
  [/^unknown field$|^Unrecognized keys?:/, () => issue('unknownField')],
  [/^Invalid input: expected \w+, received undefined$/, () => issue('required')],
  [/^Invalid input: expected int, received number$/, () => issue('wholeNumber')],
  [
    /^Invalid input: expected (\w+), received \w+$/,
    (m) => issue('wrongType', { kind: TYPE_KINDS[m[1] ?? ''] ?? 'text' }),
  ],
  [/^expected cents/, () => issue('tooSmall', { min: 0 })],
  [
    /^Too small: expected number to be >=?(-?[\d.]+)$/,
    (m) => issue('tooSmall', { min: m[1] ?? '' }),
  ],
  [/^Too big: expected number to be <=?(-?[\d.]+)$/, (m) => issue('tooBig', { max: m[1] ?? '' })],
  [
    /^Too small: expected string to have >=?(\d+) char/,
    (m) => issue('tooShort', { min: m[1] ?? '' }),
  ],
  [/^Too big: expected string to have <=?(\d+) char/, (m) => issue('tooLong', { max: m[1] ?? '' })],
  [
    /^Too small: expected array to have >=?(\d+) item/,
    (m) => issue('tooFewItems', { min: m[1] ?? '' }),
  ],
  [/^expected (\d+)$/, (m) => issue('version', { version: m[1] ?? '' })],
  [
    /^Invalid option: expected one of (.+)$|^expected ((?:\w+|\d+ \([^)]*\))(?:, (?:\w+|\d+ \([^)]*\)))* or .+)$/,
    (m) => issue('option', { options: (m[1] ?? m[2] ?? '').replaceAll('"', '') }),
  ],
  [/^Invalid input: expected (.+)$/, (m) => issue('option', { options: m[1] ?? '' })],
  [/^needs a text in at least one language$|^expected a text, or texts/, () => issue('needsText')],
  [/^no scripts, event handlers/, () => issue('activeContent')],
  [
    /^duplicate .+ \(also at (.+)\)$|^the (?:day|slot|start) .+ is also at (.+)$/,
    (m) => issue('duplicate', { other: m[1] ?? m[2] ?? '' }),
  ],
  [/^unknown .+ (\d+)$/, (m) => issue('unknownRef', { id: m[1] ?? '' })],
  [
    /^(?:capacity )?(-?\d+) is below the (\d+) already (sold|used)$/,
    (m) => issue('belowSold', { value: m[1] ?? '', sold: m[2] ?? '' }),
  ],
  [
    /^sold \((-?\d+)\) exceeds the capacity \((-?\d+)\)$/,
    (m) => issue('soldAbove', { value: m[2] ?? '', sold: m[1] ?? '' }),
  ],
  [/^is before (\w+)$|^is not after (\w+)$/, (m) => issue('before', { other: m[1] ?? m[2] ?? '' })],
  [/^to is before from$|^the last start is before from$/, () => issue('before', { other: 'from' })],
  [/^end before start$/, () => issue('before', { other: 'from' })],
  [/^is below (\w+)$/, (m) => issue('belowOther', { other: m[1] ?? '' })],
  [/^exceeds (?:the )?(\w+)$/, (m) => issue('aboveOther', { other: m[1] ?? '' })],
  [/^not allowed together with (\w+)$/, (m) => issue('notTogether', { other: m[1] ?? '' })],
  [
    /covers (\d+) days; a rule may cover at most (\d+)$/,
    (m) => issue('ruleTooLong', { days: m[1] ?? '', max: m[2] ?? '' }),
  ],
  [/^range longer than (\d+) days$/, (m) => issue('ruleTooLong', { days: '', max: m[1] ?? '' })],
  [/^the rule gives no dates or times$/, () => issue('ruleEmpty')],
];

/** The last named part of a path: `events[0].tickets[2].price` → `price`, `name.de` → `name`. */
export function catalogIssueField(path: string): string {
  const parts = path
    .split(/[.[\]]/)
    .filter((part) => part !== '' && !/^\d+$/.test(part) && !/^id=/.test(part));
  const languages = new Set(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);
  const named = parts.filter((part, i) => !(i > 0 && languages.has(part)));
  return named.at(-1) ?? path;
}

/** The issue code, field and numbers of one validation message at `path`. */
export function catalogIssueOf(path: string, message: string): CatalogIssue {
  const field = catalogIssueField(path);
  for (const [pattern, make] of RULES) {
    const match = pattern.exec(message.trim());
    if (match) return { field, ...make(match) };
  }
  const format = FORMAT_MESSAGES.find(([pattern]) => pattern.test(message));
  if (format) return { field, code: 'format', params: { kind: format[1] } };
  if (/^Invalid string/.test(message)) return { field, code: 'format', params: { kind: 'text' } };
  return { field, code: 'other', params: {} };
}

/** Per-field messages of 422 answers from zod issues, translated into the request's language. */
import type { Language as ApiLanguage } from '@foyer/domain';
import type { FieldErrors } from '@foyer/domain/contract';
import type { z } from 'zod';
import { message, type ServerMessageKey } from '../i18n/messages';

function keyFor(issue: z.core.$ZodIssue): ServerMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? 'FIELD_TOO_LONG'
        : 'FIELD_OUT_OF_RANGE';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'FIELD_REQUIRED'
        : 'FIELD_OUT_OF_RANGE';
    case 'unrecognized_keys':
      return 'FIELD_UNKNOWN';
    default:
      return 'FIELD_INVALID';
  }
}

/** Longest field name of a 422 body (the contract's `fieldErrors`). */
const MAX_FIELD_NAME = 100;

/**
 * Field path as the client names it: `c.email`, `items.0.count`; the root is `_`. A name sent by
 * the client (an unknown key) may be empty or long: it is answered as `_` or cut to the documented
 * length.
 */
function fieldName(path: readonly PropertyKey[]): string {
  const name = path.map(String).join('.');
  if (name === '') return '_';
  return name.length > MAX_FIELD_NAME ? `${name.slice(0, MAX_FIELD_NAME - 1)}…` : name;
}

/** Groups zod issues by field: one message or a list of messages per field. */
export function fieldErrorsOf(error: z.ZodError, lang: ApiLanguage): FieldErrors {
  // A Map, not an object: field names come from the client (`constructor`, `__proto__` …).
  const out = new Map<string, string[]>();
  for (const issue of error.issues) {
    const names =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => fieldName([...issue.path, key]))
        : [fieldName(issue.path)];
    for (const name of names) {
      const text = message(keyFor(issue), lang);
      const list = out.get(name) ?? [];
      if (!list.includes(text)) list.push(text);
      out.set(name, list);
    }
  }
  return Object.fromEntries(
    [...out].map(([field, list]) => [field, list.length === 1 ? (list[0] ?? '') : list]),
  );
}

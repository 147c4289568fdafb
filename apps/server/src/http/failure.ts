/**
 * The one mapper from a service's `Failure` (`../outcome.ts`) to the status, body and headers of
 * the answer (the shop's contract for the shop, the admin contract for the back office). Messages
 * are written in the request's language here, at the edge. Also the failures of the HTTP layer
 * itself: `NOT_FOUND` and `validationFailed` (the contract's zod checks).
 */
import type { Language } from '@foyer/domain';
import type { FieldErrors } from '@foyer/domain/contract';
import type { FastifyReply } from 'fastify';
import { message } from '../i18n/messages';
import { textIn, type Failure, type FailureKind, type FieldTexts, type Text } from '../outcome';

export type FailureStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 422 | 429;

export interface HttpFailure {
  status: FailureStatus;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const STATUS: Readonly<Record<FailureKind, FailureStatus>> = {
  refused: 422,
  rateLimited: 429,
  unauthenticated: 401,
  forbidden: 403,
  incomplete: 400,
  notFound: 404,
  notAvailable: 406,
  conflict: 409,
  gone: 410,
  legacyCode: 422,
  tooLarge: 413,
};

/** One message per field, or the list when a field has several different ones. */
function fieldMessages(fields: FieldTexts, lang: Language): Record<string, string | string[]> {
  // Built from entries, never by assignment: field names may come from the client (`__proto__`).
  const entries: [string, string | string[]][] = [];
  for (const [field, list] of Object.entries(fields)) {
    if (list.length === 0) continue;
    const texts = [...new Set(list.map((text) => textIn(text, lang)))];
    entries.push([field, texts.length === 1 ? (texts[0] ?? '') : texts]);
  }
  return Object.fromEntries(entries);
}

function messageOf(message: Text | undefined, lang: Language): { message?: string } {
  return message === undefined ? {} : { message: textIn(message, lang) };
}

function bodyOf(failure: Failure, lang: Language): Record<string, unknown> {
  switch (failure.kind) {
    case 'legacyCode':
      return { code: failure.code };
    case 'incomplete':
      return { message: textIn(failure.message, lang), error: failure.code };
    case 'refused':
      return {
        error: failure.code,
        ...messageOf(failure.message, lang),
        ...(failure.params === undefined ? {} : { params: failure.params }),
        ...(failure.fields === undefined ? {} : { errors: fieldMessages(failure.fields, lang) }),
      };
    case 'rateLimited':
      return {
        error: failure.code,
        ...messageOf(failure.message, lang),
        ...(failure.params === undefined ? {} : { params: failure.params }),
      };
    default:
      return { error: failure.code, ...messageOf(failure.message, lang) };
  }
}

/** The status, body and headers of `failure`, its messages in `lang`. */
export function httpFailure(failure: Failure, lang: Language): HttpFailure {
  const retryAfter =
    failure.kind === 'refused' || failure.kind === 'rateLimited'
      ? failure.retryAfterSeconds
      : undefined;
  return {
    status: STATUS[failure.kind],
    body: bodyOf(failure, lang),
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
  };
}

/** Answers `failure` on `reply`. */
export function sendFailure(reply: FastifyReply, failure: Failure, lang: Language): FastifyReply {
  const answer = httpFailure(failure, lang);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply.code(answer.status).send(answer.body);
}

/** 404 `NOT_FOUND` in the request's language. */
export const NOT_FOUND: Failure = {
  kind: 'notFound',
  code: 'NOT_FOUND',
  message: (lang) => message('NOT_FOUND', lang),
};

/** 422 `VALIDATION_FAILED` with the per-field messages of the contract's checks. */
export function validationFailed(errors: FieldErrors): Failure {
  return {
    kind: 'refused',
    code: 'VALIDATION_FAILED',
    message: (lang) => message('VALIDATION_FAILED', lang),
    fields: Object.fromEntries(
      Object.entries(errors).map(([field, texts]) => [
        field,
        typeof texts === 'string' ? [texts] : texts,
      ]),
    ),
  };
}

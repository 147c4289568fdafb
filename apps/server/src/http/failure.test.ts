/** The one mapper from a service's failure to the status, body and headers of the answer. */
import { describe, expect, it } from 'vitest';
import { failed, refused, type Failure } from '../outcome';
import { httpFailure } from './failure';

const greeting = (lang: string) => (lang === 'de' ? 'Hallo' : 'Hello');

describe('httpFailure', () => {
  it('answers a refusal 422 with its message, params and per-field messages in the language', () => {
    const { failure } = refused('FORM_HAS_ERRORS', {
      message: greeting,
      params: { item: 2 },
      fields: { email: ['Bad', (lang) => `Falsch-${lang}`], name: ['A', 'A'], empty: [] },
    });
    const answer = httpFailure(failure, 'de');
    expect(answer.status).toBe(422);
    expect(answer.headers).toEqual({});
    expect(JSON.stringify(answer.body)).toBe(
      JSON.stringify({
        error: 'FORM_HAS_ERRORS',
        message: 'Hallo',
        params: { item: 2 },
        errors: { email: ['Bad', 'Falsch-de'], name: 'A' },
      }),
    );
  });

  it('leaves out what a refusal does not have, empty params included', () => {
    const answer = httpFailure(refused('CART_EMPTY', { params: {} }).failure, 'en');
    expect(JSON.stringify(answer.body)).toBe('{"error":"CART_EMPTY"}');
  });

  it('keeps a field named __proto__ as a field', () => {
    const answer = httpFailure(
      refused('VALIDATION_FAILED', { fields: { ['__proto__']: ['x'] } }).failure,
      'en',
    );
    expect(Object.keys(answer.body.errors as object)).toEqual(['__proto__']);
  });

  it('adds Retry-After to a shop refusal that is slowed down (422) and to a 429', () => {
    const shop = httpFailure(
      refused('VOUCHER_RATE_LIMITED', { params: { seconds: 7 }, retryAfterSeconds: 7 }).failure,
      'en',
    );
    expect(shop).toEqual({
      status: 422,
      body: { error: 'VOUCHER_RATE_LIMITED', params: { seconds: 7 } },
      headers: { 'retry-after': '7' },
    });
    const admin = httpFailure(
      { kind: 'rateLimited', code: 'RATE_LIMITED', message: 'Wait', retryAfterSeconds: 30 },
      'en',
    );
    expect(admin).toEqual({
      status: 429,
      body: { error: 'RATE_LIMITED', message: 'Wait' },
      headers: { 'retry-after': '30' },
    });
  });

  it('answers 400 with the message first', () => {
    const answer = httpFailure(
      { kind: 'incomplete', code: 'AUTH_FILL_ALL_FIELDS', message: greeting },
      'en',
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toBe('{"message":"Hello","error":"AUTH_FILL_ALL_FIELDS"}');
  });

  it('answers the shipping call its own { code } body', () => {
    const answer = httpFailure({ kind: 'legacyCode', code: 'SHIPPING_COUNTRY_REQUIRED' }, 'en');
    expect(answer).toEqual({
      status: 422,
      body: { code: 'SHIPPING_COUNTRY_REQUIRED' },
      headers: {},
    });
  });

  it.each([
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['notAvailable', 406],
    ['conflict', 409],
    ['gone', 410],
  ] as const)('answers %s with %i and { error, message? }', (kind, status) => {
    const withMessage = httpFailure({ kind, code: 'SOME_CODE', message: greeting }, 'de');
    expect(withMessage).toEqual({
      status,
      body: { error: 'SOME_CODE', message: 'Hallo' },
      headers: {},
    });
    const bare: Failure = { kind, code: 'SOME_CODE' };
    expect(httpFailure(bare, 'en').body).toEqual({ error: 'SOME_CODE' });
    expect(failed(bare)).toEqual({ ok: false, failure: bare });
  });
});

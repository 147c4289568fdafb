import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-redaction';

describe('log redaction', () => {
  it.each([
    ['/api/de/customer?_=secret-token', '/api/de/customer?_=[REDACTED]'],
    [
      '/api/de/checkout/cancel?noRedirect=1&_=abc&x=2',
      '/api/de/checkout/cancel?noRedirect=1&_=[REDACTED]&x=2',
    ],
    ['/api/de/customer?%5F=secret', '/api/de/customer?%5F=[REDACTED]'],
    ['/api/de/customer?_=a&_=b', '/api/de/customer?_=[REDACTED]&_=[REDACTED]'],
    ['/x?token=abc#frag', '/x?token=[REDACTED]#frag'],
    ['/api/de/tour?tour=3', '/api/de/tour?tour=3'],
    ['/api/de/order/review?id=ord-secret', '/api/de/order/review?id=[REDACTED]'],
    [
      '/api/de/order/documents/ord-secret/tickets.pdf',
      '/api/de/order/documents/[REDACTED]/tickets.pdf',
    ],
    ['/de/checkout/accepted?cartId=ord-secret', '/de/checkout/accepted?cartId=[REDACTED]'],
    ['/api/de/health', '/api/de/health'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('drops the parameters that drizzle puts into a failed query error', () => {
    const error = new DrizzleQueryError(
      'select * from auth_tokens where token_hash = $1',
      ['a1b2c3-token-hash', 'line one\nline two'],
      new Error('connection lost'),
    );
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('a1b2c3-token-hash');
    expect(JSON.stringify(logged)).not.toContain('line two');
    expect(logged.message).toContain('select * from auth_tokens');
    expect(logged.stack).toContain('params: [REDACTED]');
  });
});

import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { loggableStream, serializeError, serializeRequest } from './log-redaction';

describe('log redaction', () => {
  it('writes each line with the URLs in it made loggable', () => {
    const lines: string[] = [];
    const stream = loggableStream({ write: (line) => void lines.push(line) });
    stream.write('{"msg":"Route GET:/admin/set-password/abcDEF_123-xyz not found"}\n');
    expect(lines).toEqual(['{"msg":"Route GET:/admin/set-password/[REDACTED] not found"}\n']);
  });

  it('writes the URL of a request as the log allow-list lets it', () => {
    const request = {
      method: 'GET',
      url: '/api/en/order/wallet/abcDEF_123-xyz/apple?_=secret&page=2',
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 4000 },
    } as unknown as FastifyRequest;
    expect(serializeRequest(request).url).toBe(
      '/api/en/order/wallet/[REDACTED]/apple?_=[REDACTED]&page=2',
    );
  });

  it('hides secrets of URLs in an error message and stack', () => {
    const error = new Error('Reply was already sent in the "/de/recover/abcDEF_123-xyz" route');
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('abcDEF_123-xyz');
    expect(logged.message).toContain('/de/recover/[REDACTED]');
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

import { adminEndpoints } from '@foyer/domain/admin-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, AdminNetworkError, callAdmin } from './api';

describe('callAdmin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells an unreachable server from a server that answered with an error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callAdmin(adminEndpoints.me)).rejects.toBeInstanceOf(AdminNetworkError);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'SERVER_ERROR', message: 'Fehler' }), { status: 500 }),
      ),
    );
    const answered = await callAdmin(adminEndpoints.me).catch((error: unknown) => error);
    expect(answered).toBeInstanceOf(AdminApiError);
    expect(answered).not.toBeInstanceOf(AdminNetworkError);
    expect((answered as AdminApiError).code).toBe('SERVER_ERROR');
  });

  it('keeps a call its caller cancelled a cancellation', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', () => Promise.reject(abort));
    controller.abort();
    await expect(callAdmin(adminEndpoints.me, { signal: controller.signal })).rejects.toBe(abort);
  });
});

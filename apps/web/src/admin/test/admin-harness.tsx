/**
 * Renders the whole back office at a path against a fake admin API, as its component tests need it.
 * The fake answers at the network edge (`fetch` of `/api/admin/…`), so the tests hold whatever a
 * screen uses to load its data or send its forms; every answer is checked by the client against the
 * contract, as in production.
 */
import { staffPermissions, type StaffRole } from '@foyer/domain';
import type { AdminEndpoint, Me, StaffLanguage } from '@foyer/domain/admin-contract';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { z } from 'zod';
import { AdminApp } from '../admin-app';

/** One call the back office made. */
export interface ApiCall {
  readonly method: string;
  /** The path below `/api/admin/`, without the query. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly csrf: string | null;
}

/** An answer: `data` for a success (sent as `{ data }`), or a failure with its status and body. */
export type FakeAnswer =
  | { readonly data: unknown; readonly delay?: Promise<void> }
  | {
      readonly status: number;
      readonly error: string;
      readonly message?: string;
      readonly params?: Record<string, unknown>;
      readonly errors?: Record<string, string | string[]>;
      readonly retryAfter?: number;
      readonly delay?: Promise<void>;
    };

/** A success of `endpoint`, its data typed by the contract (a wrong fixture fails typecheck). */
export function ok<E extends AdminEndpoint>(
  _endpoint: E,
  data: z.input<E['data']>,
  delay?: Promise<void>,
): FakeAnswer {
  return delay ? { data, delay } : { data };
}

/** Answers by `METHOD path` (path below `/api/admin/`, `{id}`-style parts written out). */
export type FakeRoutes = Record<string, FakeAnswer | ((call: ApiCall) => FakeAnswer)>;

/** A staff member signed in with `role` (all its permissions), English, no 2FA. */
export function signedIn(role: StaffRole = 'owner', overrides: Partial<Me> = {}): Me {
  return {
    staff: {
      id: 1,
      email: 'anna@museum.example',
      name: 'Anna Berger',
      role,
      language: 'en',
      totpEnabled: false,
      hasPassword: true,
      active: true,
      createdAt: '2026-01-05T09:00:00.000Z',
    },
    permissions: staffPermissions(role),
    csrfToken: 'csrf-test-token',
    requireTotp: false,
    mustEnrolTotp: false,
    recoveryCodesLeft: 0,
    idleMinutes: 30,
    timeZone: 'Europe/Berlin',
    shopLanguages: ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'],
    tills: [],
    ...overrides,
  };
}

export interface FakeAdminApi {
  readonly calls: ApiCall[];
  /** The calls with this method and path. */
  callsTo(method: string, path: string): ApiCall[];
  /** Calls nobody answered (a test that expects none asserts this is empty). */
  readonly unanswered: ApiCall[];
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Replaces `fetch` with the fake API. `GET me` answers `me` (a 401 when null) unless `routes` say
 * otherwise; anything unknown answers 404 and is kept in `unanswered`.
 */
export function fakeAdminApi(routes: FakeRoutes, me: Me | null): FakeAdminApi {
  const calls: ApiCall[] = [];
  const unanswered: ApiCall[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://museum.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/admin\//, '');
    const headers = new Headers(init.headers);
    let body: unknown = init.body ?? null;
    if (typeof init.body === 'string') body = JSON.parse(init.body) as unknown;
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body,
      csrf: headers.get('x-csrf-token'),
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (!route) {
      if (method === 'GET' && path === 'me') {
        return me ? json(200, { data: me }) : json(401, { error: 'UNAUTHORIZED', message: '' });
      }
      unanswered.push(call);
      return json(404, { error: 'NOT_FOUND', message: 'Not found' });
    }
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer.delay) await answer.delay;
    if ('data' in answer) return json(200, { data: answer.data });
    return json(
      answer.status,
      {
        error: answer.error,
        message: answer.message ?? answer.error,
        ...(answer.params ? { params: answer.params } : {}),
        ...(answer.errors ? { errors: answer.errors } : {}),
      },
      answer.retryAfter ? { 'retry-after': String(answer.retryAfter) } : {},
    );
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    calls,
    unanswered,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A promise to hold an answer back with (`delay`), and its release. */
export function held(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export interface AdminRender extends RenderResult {
  readonly api: FakeAdminApi;
  readonly user: UserEvent;
}

/**
 * Renders the back office at `/admin/<path>` signed in as `me` (null: signed out), in `language`,
 * answering the API from `routes`. Waits until the shell has asked who is signed in.
 */
export async function renderAdmin(
  path: string,
  routes: FakeRoutes = {},
  options: { me?: Me | null; language?: StaffLanguage } = {},
): Promise<AdminRender> {
  const me = options.me === undefined ? signedIn() : options.me;
  localStorage.setItem('foyer.admin.language', options.language ?? me?.staff.language ?? 'en');
  window.history.replaceState(null, '', `/admin/${path}`);
  const api = fakeAdminApi(routes, me);
  const user = userEvent.setup();
  const result = render(<AdminApp />);
  // The shell's "Loading…" goes once it knows who is signed in.
  await screen.findByRole('banner');
  return { ...result, api, user };
}

/**
 * The back office's API under `/api/admin/…` (`@foyer/domain/admin-contract`). Every call but login
 * and set-password needs a staff session (the HttpOnly, SameSite=Strict cookie `foyer_staff`, Secure
 * when the public base URL is https): 401 `{ error, message }` without one. Changing calls (POST,
 * PATCH, PUT, DELETE) also need the session's CSRF token in the `x-csrf-token` header (synchronizer
 * token): 403 without it. A role without the permission answers 403; while an owner requires 2FA
 * and the member has none, only the account calls work (403 TOTP_ENROLMENT_REQUIRED).
 */
import { staffMay } from '@foyer/domain';
import { adminEndpoints, CSRF_HEADER, type AdminEndpoint } from '@foyer/domain/admin-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { createPasswordHasher, type Argon2Cost } from '../customers/passwords';
import {
  actorOf,
  auditLog,
  authenticate,
  confirmTotp,
  createStaff,
  describeMe,
  disableTotp,
  enrolTotp,
  isTotpRequired,
  listStaff,
  login,
  logout,
  newPasswordLink,
  refuse,
  setLanguage,
  setPasswordWithToken,
  setRequireTotp,
  updateStaff,
  type Refusal,
  type Result,
  type StaffDeps,
  type StaffSession,
} from './staff.service';

export const STAFF_COOKIE = 'foyer_staff';
const COOKIE_PATH = '/api/admin';

export interface StaffOptions {
  /** argon2id cost; only tests lower it. */
  argon2?: Argon2Cost;
}

/** Calls that stay open while 2FA is required and not yet set up. */
const ENROLMENT_CALLS = new Set([
  'adminMe',
  'adminUpdateMe',
  'adminTotpEnrol',
  'adminTotpConfirm',
  'adminLogout',
]);

interface Call<E extends AdminEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  /** Present on every call but the open ones (`access: 'none'`). */
  session: StaffSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<E extends AdminEndpoint> = (call: Call<E>) => Promise<Result<z.input<E['data']>>>;

function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function send(reply: FastifyReply, refusal: Refusal): FastifyReply {
  if (refusal.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(refusal.retryAfterSeconds));
  }
  return reply.code(refusal.status).send({ error: refusal.error, message: refusal.message });
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export function staffRoutes(app: FastifyInstance, deps: AppDeps, options: StaffOptions = {}): void {
  const staffDeps: StaffDeps = {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    hasher: createPasswordHasher(deps.config, options.argon2),
  };
  const secure = deps.config.server.publicBaseUrl.startsWith('https:');
  const cookie = (value: string, maxAge?: number) =>
    [
      `${STAFF_COOKIE}=${value}`,
      `Path=${COOKIE_PATH}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
      ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    ].join('; ');

  function route<E extends AdminEndpoint>(endpoint: E, handler: Handler<E>): void {
    const url = `/api/admin/${endpoint.path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;
    app.route({
      method: endpoint.method,
      url,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        let session: StaffSession | null = null;
        if (endpoint.access !== 'none') {
          const found = await authenticate(staffDeps, readCookie(request, STAFF_COOKIE));
          if (!found.ok) return send(reply, found);
          session = found.value;
          if (endpoint.method !== 'GET') {
            const sent = request.headers[CSRF_HEADER];
            if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken)) {
              return send(reply, refuse(403, 'CSRF_INVALID', 'Missing or wrong CSRF token'));
            }
          }
          if (
            !ENROLMENT_CALLS.has(endpoint.name) &&
            session.staff.totpSecret === null &&
            (await isTotpRequired(staffDeps))
          ) {
            return send(
              reply,
              refuse(403, 'TOTP_ENROLMENT_REQUIRED', 'Set up two-factor authentication first'),
            );
          }
          if (
            endpoint.access !== 'session' &&
            !staffMay(session.staff.role as Parameters<typeof staffMay>[0], endpoint.access)
          ) {
            return send(reply, refuse(403, 'FORBIDDEN', 'Your role may not do this'));
          }
        }
        const params = endpoint.params.safeParse(request.params ?? {});
        const query = endpoint.query.safeParse(request.query ?? {});
        const body = endpoint.body ? endpoint.body.safeParse(request.body ?? {}) : null;
        if (!params.success || !query.success || (body && !body.success)) {
          return reply.code(422).send({
            error: 'VALIDATION_FAILED',
            message: 'Some fields are not valid',
            errors: {
              ...(params.success ? {} : fieldErrors(params.error)),
              ...(query.success ? {} : fieldErrors(query.error)),
              ...(body && !body.success ? fieldErrors(body.error) : {}),
            },
          });
        }
        const result = await handler({
          params: params.data as Call<E>['params'],
          query: query.data as Call<E>['query'],
          body: (body ? body.data : undefined) as Call<E>['body'],
          session,
          request,
          reply,
        });
        if (!result.ok) return send(reply, result);
        return reply.send({ data: endpoint.data.parse(result.value) });
      },
    });
  }

  const mustHave = (session: StaffSession | null): StaffSession => {
    if (!session) throw new Error('a session-only call ran without a session');
    return session;
  };
  const me = async (session: StaffSession) => ({
    ok: true as const,
    value: await describeMe(staffDeps, session),
  });

  route(adminEndpoints.login, async ({ body, request, reply }) => {
    const result = await login(staffDeps, { ...body, ip: request.ip });
    if (!result.ok) return result;
    if (result.value.status === 'totpRequired')
      return { ok: true, value: { status: 'totpRequired' as const } };
    reply.header('set-cookie', cookie(result.value.token));
    return {
      ok: true,
      value: { status: 'signedIn' as const, me: await describeMe(staffDeps, result.value.session) },
    };
  });
  route(adminEndpoints.logout, async ({ session, reply }) => {
    await logout(staffDeps, mustHave(session));
    reply.header('set-cookie', cookie('', 0));
    return { ok: true, value: { ok: true as const } };
  });
  route(adminEndpoints.setPassword, async ({ body }) => {
    const result = await setPasswordWithToken(staffDeps, body);
    return result.ok ? { ok: true, value: { ok: true as const } } : result;
  });
  route(adminEndpoints.me, async ({ session }) => me(mustHave(session)));
  route(adminEndpoints.updateMe, async ({ session, body }) =>
    me(await setLanguage(staffDeps, mustHave(session), body.language)),
  );
  route(adminEndpoints.totpEnrol, async ({ session }) => enrolTotp(staffDeps, mustHave(session)));
  route(adminEndpoints.totpConfirm, async ({ session, body }) => {
    const result = await confirmTotp(staffDeps, mustHave(session), body.code);
    return result.ok ? me(result.value) : result;
  });
  route(adminEndpoints.totpDisable, async ({ session, body }) => {
    const result = await disableTotp(staffDeps, mustHave(session), body.code);
    return result.ok ? me(result.value) : result;
  });
  route(adminEndpoints.listStaff, async () => ({ ok: true, value: await listStaff(staffDeps) }));
  route(adminEndpoints.createStaff, async ({ session, body }) =>
    createStaff(staffDeps, actorOf(mustHave(session)), body),
  );
  route(adminEndpoints.updateStaff, async ({ session, params, body }) =>
    updateStaff(staffDeps, actorOf(mustHave(session)), params.id, body),
  );
  route(adminEndpoints.passwordLink, async ({ session, params }) =>
    newPasswordLink(staffDeps, actorOf(mustHave(session)), params.id),
  );
  route(adminEndpoints.getSettings, async () => ({
    ok: true,
    value: { requireTotp: await isTotpRequired(staffDeps) },
  }));
  route(adminEndpoints.putSettings, async ({ session, body }) => ({
    ok: true,
    value: await setRequireTotp(staffDeps, actorOf(mustHave(session)), body.requireTotp),
  }));
  route(adminEndpoints.audit, async ({ query }) => ({
    ok: true,
    value: await auditLog(staffDeps, query.page, query.pageSize),
  }));

  // Any other admin path: 401 without a session (nothing is revealed), 404 with one.
  app.all('/api/admin/*', async (request, reply) => {
    const found = await authenticate(staffDeps, readCookie(request, STAFF_COOKIE));
    if (!found.ok) return send(reply, found);
    return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such call' });
  });
}

/**
 * How every back-office call is registered (`/api/admin/…`, `@foyer/domain/admin-contract`): the
 * staff session from the HttpOnly, SameSite=Strict cookie `foyer_staff` (401 without one), the CSRF
 * token on every changing call (403), the 2FA enrolment the owner may require (403), the role's
 * permission (403), the contract's zod checks (422 `{ error, message, errors }`) and the answer
 * parsed with the call's `data` schema. Slices register their admin calls with `adminRouter`.
 */
import { staffMay } from '@foyer/domain';
import { CSRF_HEADER, type AdminEndpoint } from '@foyer/domain/admin-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { httpFailure } from '../../http/failure';
import type { Failure, Outcome } from '../../outcome';
import { authenticate, isTotpRequired } from './sessions.service';
import type { StaffDeps, StaffSession } from './staff.deps';

export const STAFF_COOKIE = 'foyer_staff';
const COOKIE_PATH = '/api/admin';

/** Calls that stay open while 2FA is required and not yet set up. */
const ENROLMENT_CALLS = new Set([
  'adminMe',
  'adminUpdateMe',
  'adminTotpEnrol',
  'adminTotpConfirm',
  'adminLogout',
]);

export interface AdminCall<E extends AdminEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  /** Present on every call but the open ones (`access: 'none'`). */
  session: StaffSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type AdminHandler<E extends AdminEndpoint> = (
  call: AdminCall<E>,
) => Promise<Outcome<z.input<E['data']>>>;

export function readCookie(request: FastifyRequest, name: string): string | null {
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

/** The back office's messages are English; the back office shows its own text per code. */
const ADMIN_LANGUAGE = 'en';

/**
 * Answers a failure of a back-office call, always as `{ error, message, … }`: failures shared with
 * the shop (the desk prices carts as checkout does) carry only a code there, so they get one here.
 */
export function sendAdminFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  const answer = httpFailure(failure, ADMIN_LANGUAGE);
  const { code, message, ...rest } = answer.body;
  const error = rest.error ?? code;
  const shaped = {
    ...rest,
    error,
    message: typeof message === 'string' ? message : `Refused: ${String(error)}`,
  };
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply.code(answer.status).send(shaped);
}

const CSRF_INVALID: Failure = {
  kind: 'forbidden',
  code: 'CSRF_INVALID',
  message: 'Missing or wrong CSRF token',
};
const TOTP_ENROLMENT_REQUIRED: Failure = {
  kind: 'forbidden',
  code: 'TOTP_ENROLMENT_REQUIRED',
  message: 'Set up two-factor authentication first',
};
const FORBIDDEN: Failure = {
  kind: 'forbidden',
  code: 'FORBIDDEN',
  message: 'Your role may not do this',
};

/** The first zod message of each field. */
function fieldErrors(error: z.ZodError): Map<string, string> {
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!out.has(key)) out.set(key, issue.message);
  }
  return out;
}

/** 422 VALIDATION_FAILED with the first message of each field. */
function validationFailed(...errors: Map<string, string>[]): Failure {
  const fields = new Map<string, string[]>();
  for (const map of errors) for (const [key, text] of map) fields.set(key, [text]);
  return {
    kind: 'refused',
    code: 'VALIDATION_FAILED',
    message: 'Some fields are not valid',
    fields: Object.fromEntries(fields),
  };
}

const downloadFile = z.object({
  fileName: z.string(),
  content: z.union([
    z.string(),
    z.custom<AsyncIterable<Uint8Array>>(
      (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
    ),
  ]),
});

/**
 * A download call's answer: the file itself (`AdminEndpoint.download`). A text is sent whole in
 * UTF-8 (unless the type names its charset); bytes that are still being written are streamed.
 */
function sendDownload(reply: FastifyReply, contentType: string, data: unknown): FastifyReply {
  const file = downloadFile.parse(data);
  const name = file.fileName.replace(/[^\w.-]/g, '_');
  const type = contentType.includes('charset=') ? contentType : `${contentType}; charset=utf-8`;
  reply.header('content-disposition', `attachment; filename="${name}"`);
  if (typeof file.content === 'string') return reply.type(type).send(file.content);
  return reply.type(contentType).send(Readable.from(file.content));
}

export interface AdminRouter {
  /** Registers one admin call with its handler. */
  route<E extends AdminEndpoint>(endpoint: E, handler: AdminHandler<E>): void;
  /** The `Set-Cookie` value of the staff session cookie (`maxAge` 0 clears it). */
  cookie(value: string, maxAge?: number): string;
}

/** The registrar of admin calls on `app`, sharing one set of staff dependencies. */
export function adminRouter(app: FastifyInstance, staffDeps: StaffDeps): AdminRouter {
  const secure = staffDeps.config.server.publicBaseUrl.startsWith('https:');
  const cookie = (value: string, maxAge?: number) =>
    [
      `${STAFF_COOKIE}=${value}`,
      `Path=${COOKIE_PATH}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
      ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    ].join('; ');

  function route<E extends AdminEndpoint>(endpoint: E, handler: AdminHandler<E>): void {
    const url = `/api/admin/${endpoint.path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;
    app.route({
      method: endpoint.method,
      url,
      ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        let session: StaffSession | null = null;
        if (endpoint.access !== 'none') {
          const found = await authenticate(staffDeps, readCookie(request, STAFF_COOKIE));
          if (!found.ok) return sendAdminFailure(reply, found.failure);
          session = found.value;
          if (endpoint.method !== 'GET') {
            const sent = request.headers[CSRF_HEADER];
            if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken)) {
              return sendAdminFailure(reply, CSRF_INVALID);
            }
          }
          if (
            !ENROLMENT_CALLS.has(endpoint.name) &&
            session.staff.totpSecret === null &&
            (await isTotpRequired(staffDeps))
          ) {
            return sendAdminFailure(reply, TOTP_ENROLMENT_REQUIRED);
          }
          if (
            endpoint.access !== 'session' &&
            !staffMay(session.staff.role as Parameters<typeof staffMay>[0], endpoint.access)
          ) {
            return sendAdminFailure(reply, FORBIDDEN);
          }
        }
        const params = endpoint.params.safeParse(request.params ?? {});
        const query = endpoint.query.safeParse(request.query ?? {});
        const body = endpoint.body ? endpoint.body.safeParse(request.body ?? {}) : null;
        if (!params.success || !query.success || (body && !body.success)) {
          return sendAdminFailure(
            reply,
            validationFailed(
              params.success ? new Map() : fieldErrors(params.error),
              query.success ? new Map() : fieldErrors(query.error),
              body && !body.success ? fieldErrors(body.error) : new Map(),
            ),
          );
        }
        const result = await handler({
          params: params.data as AdminCall<E>['params'],
          query: query.data as AdminCall<E>['query'],
          body: (body ? body.data : undefined) as AdminCall<E>['body'],
          session,
          request,
          reply,
        });
        if (!result.ok) return sendAdminFailure(reply, result.failure);
        const data: unknown = endpoint.data.parse(result.value);
        if (endpoint.download) return sendDownload(reply, endpoint.download, data);
        return reply.send({ data });
      },
    });
  }

  return { route, cookie };
}

/** A call's session, for handlers of calls that always have one (`access` other than `none`). */
export function mustHave(session: StaffSession | null): StaffSession {
  if (!session) throw new Error('a session-only call ran without a session');
  return session;
}

/**
 * The back office's API under `/api/admin/…` (`@foyer/domain/admin-contract`). Every call but login
 * and set-password needs a staff session (the HttpOnly, SameSite=Strict cookie `foyer_staff`, Secure
 * when the public base URL is https): 401 `{ error, message }` without one. Changing calls (POST,
 * PATCH, PUT, DELETE) also need the session's CSRF token in the `x-csrf-token` header (synchronizer
 * token): 403 without it. A role without the permission answers 403; while an owner requires 2FA
 * and the member has none, only the account calls work (403 TOTP_ENROLMENT_REQUIRED).
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { success } from '../../outcome';
import {
  createStaff,
  listStaff,
  newPasswordLink,
  setPasswordWithToken,
  updateStaff,
} from './accounts.service';
import { deviceCookie, deviceFromCookies } from '../rate-limit';
import { mustHave, readCookie, sendAdminFailure, STAFF_COOKIE } from './admin-route';
import { auditLog } from './audit.service';
import {
  confirmTotp,
  disableTotp,
  enrolTotp,
  regenerateRecoveryCodes,
  setLanguage,
  setRequireTotp,
} from './own-account.service';
import { authenticate, describeMe, isTotpRequired, login, logout } from './sessions.service';
import type { StaffSession } from './staff.deps';
import { staffRouter, type StaffRouterOptions } from './staff-router';

export { STAFF_COOKIE } from './admin-route';

export function staffRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, cookie, staffDeps, actor } = staffRouter(app, deps, options);
  const me = async (session: StaffSession) => success(await describeMe(staffDeps, session));

  const secure = deps.config.server.publicBaseUrl.startsWith('https:');
  route(adminEndpoints.login, async ({ body, request, reply }) => {
    const result = await login(staffDeps, {
      ...body,
      ip: request.ip,
      device: deviceFromCookies('staff', request.headers.cookie),
    });
    if (!result.ok) return result;
    if (result.value.status === 'totpRequired') return success({ status: 'totpRequired' as const });
    reply.header('set-cookie', [
      cookie(result.value.token),
      deviceCookie('staff', result.value.device, secure),
    ]);
    return success({
      status: 'signedIn' as const,
      me: await describeMe(staffDeps, result.value.session),
    });
  });
  route(adminEndpoints.logout, async ({ session, reply }) => {
    await logout(staffDeps, mustHave(session));
    reply.header('set-cookie', cookie('', 0));
    return success({ ok: true as const });
  });
  route(adminEndpoints.setPassword, async ({ body, request }) => {
    const result = await setPasswordWithToken(staffDeps, { ...body, ip: request.ip });
    return result.ok ? success({ ok: true as const }) : result;
  });
  route(adminEndpoints.me, async ({ session }) => me(mustHave(session)));
  route(adminEndpoints.updateMe, async ({ session, body }) =>
    me(await setLanguage(staffDeps, mustHave(session), body.language)),
  );
  route(adminEndpoints.totpEnrol, async ({ session }) => enrolTotp(staffDeps, mustHave(session)));
  route(adminEndpoints.totpConfirm, async ({ session, body }) => {
    const result = await confirmTotp(staffDeps, mustHave(session), body.code);
    if (!result.ok) return result;
    return success({
      me: await describeMe(staffDeps, result.value.session),
      recoveryCodes: result.value.recoveryCodes,
    });
  });
  route(adminEndpoints.recoveryCodes, async ({ session, body }) =>
    regenerateRecoveryCodes(staffDeps, mustHave(session), body.code),
  );
  route(adminEndpoints.totpDisable, async ({ session, body }) => {
    const result = await disableTotp(staffDeps, mustHave(session), body.code);
    return result.ok ? me(result.value) : result;
  });
  route(adminEndpoints.listStaff, async () => success(await listStaff(staffDeps)));
  // An owner adds a member: the set-password link is e-mailed to them and answered to the owner.
  route(adminEndpoints.createStaff, async ({ session, body }) =>
    createStaff(staffDeps, actor(session), body, { invite: true }),
  );
  route(adminEndpoints.updateStaff, async ({ session, params, body }) =>
    updateStaff(staffDeps, actor(session), params.id, body),
  );
  route(adminEndpoints.passwordLink, async ({ session, params }) =>
    newPasswordLink(staffDeps, actor(session), params.id),
  );
  route(adminEndpoints.getSettings, async () =>
    success({ requireTotp: await isTotpRequired(staffDeps) }),
  );
  route(adminEndpoints.putSettings, async ({ session, body }) =>
    success(await setRequireTotp(staffDeps, actor(session), body.requireTotp)),
  );
  route(adminEndpoints.audit, async ({ query }) => success(await auditLog(staffDeps, query)));

  // Any other admin path: 401 without a session (nothing is revealed), 404 with one.
  app.all('/api/admin/*', async (request, reply) => {
    const found = await authenticate(staffDeps, readCookie(request, STAFF_COOKIE));
    if (!found.ok) return sendAdminFailure(reply, found.failure);
    return sendAdminFailure(reply, {
      kind: 'notFound',
      code: 'NOT_FOUND',
      message: 'No such call',
    });
  });
}

/**
 * The routes of Apple's PassKit web service v1 below `<publicBaseUrl>/api/wallet/apple` (the
 * passes' `webServiceURL`), registered only when Apple Wallet is configured. Not in the contract:
 * Apple defines the calls. Bad input answers 400 and a wrong token 401, in the documented error
 * shape in the shop's first language (Wallet reads only the status).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { appleWalletReady } from '../../config/wallet';
import type { AppDeps } from '../../deps';
import { sendFailure } from '../../http/failure';
import { message } from '../../i18n/messages';
import { defaultLanguage } from '../../i18n/languages';
import type { Failure } from '../../outcome';
import { APPLE_WEB_SERVICE_PATH } from './apple-pass';
import {
  changedPasses,
  latestPass,
  loggableDeviceLogs,
  registerPass,
  sinceOf,
  unregisterPass,
} from './apple-web-service';

const DEVICE = /^[A-Za-z0-9._-]{1,128}$/;
const PASS_TYPE = /^pass\.[A-Za-z0-9.-]{1,200}$/;
const SERIAL = /^[A-Za-z0-9._-]{1,64}$/;

const registrationBody = z.object({ pushToken: z.string().regex(/^[0-9a-fA-F]{16,200}$/) });
const logBody = z.object({ logs: z.array(z.string().max(10_000)).max(1_000) });

const BAD_REQUEST: Failure = {
  kind: 'incomplete',
  code: 'BAD_REQUEST',
  message: (lang) => message('BAD_REQUEST', lang),
};

interface DeviceParams {
  device: string;
  passType: string;
  serial?: string;
}

interface PassParams {
  passType: string;
  serial: string;
}

function validDevice(params: DeviceParams): boolean {
  return (
    DEVICE.test(params.device) &&
    PASS_TYPE.test(params.passType) &&
    (params.serial === undefined || SERIAL.test(params.serial))
  );
}

/** An HTTP date of `If-Modified-Since`, or null when absent or unreadable. */
function httpDate(value: string | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function appleWebServiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const apple = appleWalletReady(deps.config.server.wallet);
  if (!apple) return;
  const lang = defaultLanguage(deps.config);
  const base = `${APPLE_WEB_SERVICE_PATH}/v1`;
  const fail = (reply: FastifyReply, failure: Failure) => sendFailure(reply, failure, lang);

  app.post<{ Params: DeviceParams & { serial: string } }>(
    `${base}/devices/:device/registrations/:passType/:serial`,
    async (request, reply) => {
      const body = registrationBody.safeParse(request.body);
      if (!validDevice(request.params) || !body.success) return fail(reply, BAD_REQUEST);
      const { device, passType, serial } = request.params;
      const registered = await registerPass(deps, apple, {
        deviceLibraryId: device,
        passTypeId: passType,
        serial,
        authorization: request.headers.authorization,
        pushToken: body.data.pushToken,
      });
      if (!registered.ok) return fail(reply, registered.failure);
      return reply.code(registered.value ? 201 : 200).send();
    },
  );

  app.get<{ Params: DeviceParams; Querystring: { passesUpdatedSince?: string } }>(
    `${base}/devices/:device/registrations/:passType`,
    async (request, reply) => {
      if (!validDevice(request.params)) return fail(reply, BAD_REQUEST);
      const changed = await changedPasses(
        deps,
        request.params.device,
        request.params.passType,
        sinceOf(request.query.passesUpdatedSince),
      );
      if (!changed) return reply.code(204).send();
      return reply.header('Cache-Control', 'no-store').send(changed);
    },
  );

  app.delete<{ Params: DeviceParams & { serial: string } }>(
    `${base}/devices/:device/registrations/:passType/:serial`,
    async (request, reply) => {
      if (!validDevice(request.params)) return fail(reply, BAD_REQUEST);
      const { device, passType, serial } = request.params;
      const done = await unregisterPass(deps, apple, {
        deviceLibraryId: device,
        passTypeId: passType,
        serial,
        authorization: request.headers.authorization,
      });
      if (!done.ok) return fail(reply, done.failure);
      return reply.code(200).send();
    },
  );

  app.get<{ Params: PassParams }>(`${base}/passes/:passType/:serial`, async (request, reply) => {
    const { passType, serial } = request.params;
    if (!PASS_TYPE.test(passType) || !SERIAL.test(serial)) return fail(reply, BAD_REQUEST);
    const pass = await latestPass(
      deps,
      apple,
      { passTypeId: passType, serial, authorization: request.headers.authorization },
      httpDate(request.headers['if-modified-since']),
    );
    if (!pass.ok) return fail(reply, pass.failure);
    reply
      .header('Cache-Control', 'private, no-cache')
      .header('Last-Modified', pass.value.lastModified.toUTCString());
    if (!pass.value.modified) return reply.code(304).send();
    return reply
      .header('Content-Type', 'application/vnd.apple.pkpass')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pass.value.body);
  });

  app.post(`${base}/log`, async (request, reply) => {
    const body = logBody.safeParse(request.body);
    if (!body.success) return fail(reply, BAD_REQUEST);
    for (const line of loggableDeviceLogs(body.data.logs)) {
      request.log.info({ walletLog: line }, 'Apple Wallet device log');
    }
    return reply.code(200).send();
  });
}

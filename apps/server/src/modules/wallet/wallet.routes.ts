/**
 * Wallet passes (not in the contract: binary answers and a redirect), by the order's token like the
 * PDFs: `GET /api/{lang}/order/wallet/{token}/apple[/{barcode}]` answers the signed `.pkpass` (or a
 * `.pkpasses` bundle of all admissions), `GET …/google[/{barcode}]` redirects (303) to the Google
 * Wallet save link (`…/google?part=N`: one part of an order too large for one link). 404 for what is unknown or not configured, 406 while the order is not booked.
 */
import { orderToken } from '@foyer/domain/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import { sendFailure } from '../../http/failure';
import { appleWalletFile, googleWalletLink, type WalletServices } from './wallet.service';

const BARCODE = /^[A-Za-z0-9-]{1,64}$/;
const PART = /^[1-9][0-9]{0,3}$/;

interface Query {
  part?: string;
}

interface Params {
  lang: string;
  token: string;
  wallet: string;
  barcode?: string;
}

export function walletRoutes(app: FastifyInstance, deps: AppDeps, services: WalletServices): void {
  const languages: readonly string[] = deps.config.shop.languages;
  const isLanguage = (lang: string): lang is Language => languages.includes(lang);
  const handler = async (params: Params, query: Query, reply: FastifyReply) => {
    const { lang, token, wallet, barcode } = params;
    const part = query.part;
    // Passes are private: no shared cache may keep them, whatever the answer.
    reply.header('Cache-Control', 'private, no-store');
    const valid =
      isLanguage(lang) &&
      (wallet === 'apple' || wallet === 'google') &&
      orderToken.safeParse(token).success &&
      (barcode === undefined || BARCODE.test(barcode)) &&
      (part === undefined || (wallet === 'google' && barcode === undefined && PART.test(part)));
    if (!valid) return sendFailure(reply, { kind: 'notFound', code: 'NOT_FOUND' }, 'en');
    if (wallet === 'google') {
      const selection =
        barcode !== undefined ? { barcode } : part !== undefined ? { part: Number(part) } : {};
      const link = await googleWalletLink(deps, services, token, selection);
      if (!link.ok) return sendFailure(reply, link.failure, lang);
      return reply.header('Referrer-Policy', 'no-referrer').redirect(link.value, 303);
    }
    const file = await appleWalletFile(deps, token, barcode ?? null);
    if (!file.ok) return sendFailure(reply, file.failure, lang);
    return reply
      .header('Content-Type', file.value.contentType)
      .header('Content-Disposition', `attachment; filename="${file.value.filename}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.value.body);
  };
  app.get<{ Params: Params; Querystring: Query }>(
    '/api/:lang/order/wallet/:token/:wallet',
    (request, reply) => handler(request.params, request.query, reply),
  );
  app.get<{ Params: Params; Querystring: Query }>(
    '/api/:lang/order/wallet/:token/:wallet/:barcode',
    (request, reply) => handler(request.params, request.query, reply),
  );
}

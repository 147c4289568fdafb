/**
 * The language of the back office's transport errors (413, 414, 415, 500 of `http/errors.ts`), whose
 * path names none: the signed-in staff member's, else English, the back office's own language
 * (never the shop's default).
 */
import { isLanguage, type Language } from '@foyer/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { tokenHash } from '../customers';
import { readCookie, STAFF_COOKIE } from './admin-route';
import { findStaffSession } from './staff.repository';

const BACK_OFFICE_API = /^\/api\/admin(\/|\?|$)/;

/** The `ErrorLanguage` of `http/errors.ts` for the back office's calls; null for other paths. */
export function staffErrorLanguage(db: Db): (request: FastifyRequest) => Promise<Language | null> {
  return async (request) => {
    if (!BACK_OFFICE_API.test(request.url)) return null;
    const token = readCookie(request, STAFF_COOKIE);
    const found = token === null ? null : await findStaffSession(db, tokenHash(token));
    const language = found?.staff.language;
    return language !== undefined && isLanguage(language) ? language : 'en';
  };
}

/**
 * The check-in calls under `/api/admin/checkin/…` (`@foyer/domain/admin-contract`,
 * `checkinEndpoints`), registered with `adminRouter`: a staff session with `checkin.scan` (door and
 * above), CSRF on scans, the contract's zod checks. Each scan is recorded with its staff member and
 * device (`ticket_scans`); that record is the check-in's audit trail.
 */
import { checkinEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { namesIn } from '../../i18n/languages';
import { mustHave, staffRouter, type StaffRouterOptions } from '../staff';
import { checkinDay, offlineList, scanBarcode, syncScans } from './checkin.service';

export function checkinRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route } = staffRouter(app, deps, options);
  // Tickets and entrances are named in the staff member's language.
  const language = (session: Parameters<typeof mustHave>[0]) =>
    namesIn(mustHave(session).staff.language, deps.config);
  const scanner = (session: Parameters<typeof mustHave>[0]) => ({
    staffId: mustHave(session).staff.id,
    language: language(session),
  });
  route(checkinEndpoints.checkinDay, async ({ query, session }) => ({
    ok: true,
    value: await checkinDay(deps, query.date, language(session)),
  }));
  route(checkinEndpoints.checkinOffline, async ({ query, session }) => ({
    ok: true,
    value: await offlineList(deps, query, language(session)),
  }));
  route(checkinEndpoints.checkinScan, async ({ body, session }) => ({
    ok: true,
    value: await scanBarcode(deps, scanner(session), body),
  }));
  route(checkinEndpoints.checkinSync, async ({ body, session }) => ({
    ok: true,
    value: { results: await syncScans(deps, scanner(session), body.scans) },
  }));
}

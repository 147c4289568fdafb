/**
 * The till's calls under `/api/admin/till/…` (`@foyer/domain/admin-contract` `tillEndpoints`),
 * registered with `adminRouter` (session, CSRF, 2FA, role and zod checks there); only while
 * `server.till.enabled` (app.ts), else they do not exist (404).
 */
import { isLanguage, isStaffRole, staffMay, type Language } from '@foyer/domain';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import { success } from '../../outcome';
import { mustHave, staffRouter, type StaffRouterOptions, type StaffSession } from '../staff';
import { dsfinvkZip } from './dsfinvk.service';
import { receiptPdf, zReportPdf } from './till-pdf';
import {
  bestSellers,
  closeShift,
  currentShift,
  museumOf,
  openShift,
  receiptOf,
  sellAtTill,
  stornoLast,
  zReportOf,
  type Cashier,
  type TillDeps,
} from './till.service';

/** The staff member's language for documents (English when it is none of the eight). */
const languageOf = (session: StaffSession | null): Language => {
  const language = mustHave(session).staff.language;
  return isLanguage(language) ? language : 'en';
};

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

export function tillRoutes(
  app: FastifyInstance,
  deps: TillDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  const cashier = (session: StaffSession | null): Cashier => {
    const staff = mustHave(session).staff;
    return {
      actor: actor(session),
      id: staff.id,
      name: staff.name || staff.email,
      manager: isStaffRole(staff.role) && staffMay(staff.role, 'reports.read'),
    };
  };
  const timeZone = deps.config.server.timeZone;
  route(adminEndpoints.tillOpenShift, ({ body, session }) =>
    openShift(deps, cashier(session), body),
  );
  route(adminEndpoints.tillBestSellers, () => bestSellers(deps));
  route(adminEndpoints.tillCurrentShift, ({ query }) => currentShift(deps, query.till));
  route(adminEndpoints.tillSell, ({ body, session }) => sellAtTill(deps, cashier(session), body));
  route(adminEndpoints.tillStorno, ({ body, session }) => stornoLast(deps, cashier(session), body));
  route(adminEndpoints.tillCloseShift, ({ body, session }) =>
    closeShift(deps, cashier(session), body),
  );
  route(adminEndpoints.tillZReport, ({ params }) => zReportOf(deps, params.id));
  route(adminEndpoints.tillZReportPdf, async ({ params, session }) => {
    const report = await zReportOf(deps, params.id);
    if (!report.ok) return report;
    const pdf = await zReportPdf(report.value, museumOf(deps).name, languageOf(session), timeZone);
    return success({
      fileName: `z-report-${report.value.shift.till}-${report.value.shift.closingNumber ?? ''}.pdf`,
      content: once(pdf),
    });
  });
  route(adminEndpoints.tillReceipt, ({ params }) => receiptOf(deps, params.id));
  route(adminEndpoints.tillReceiptPdf, async ({ params, query, session }) => {
    const receipt = await receiptOf(deps, params.id);
    if (!receipt.ok) return receipt;
    const pdf = await receiptPdf(receipt.value, query.language ?? languageOf(session), timeZone);
    return success({ fileName: `receipt-${receipt.value.number}.pdf`, content: once(pdf) });
  });
  route(adminEndpoints.tillDsfinvk, async ({ query }) => success(await dsfinvkZip(deps, query)));
}

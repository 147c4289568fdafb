/**
 * The back office's reports: reads the booked orders of a range of days (the
 * orders slice), the admissions of its slots (check-in) or the till's transactions (till) and groups
 * them with the domain's rules.
 * Days are the museum's (`server.timeZone`); amounts are the cents the shop stored.
 */
import {
  addDays,
  salesByChannel,
  salesByPartner,
  salesByPayment,
  salesByPeriod,
  salesByProduct,
  refundsByPeriod,
  vatByRateReport,
  venueDayStart,
  visitorsBySlot,
  type ReportTable,
} from '@foyer/domain';
import type { Report, ReportKind } from '@foyer/domain/admin-contract';
import { salesByCashier } from '@foyer/domain/till';
import type { FoyerConfig } from '../../config/schema';
import type { Db } from '../../db/client';
import { admissionsOn } from '../checkin';
import { namesIn } from '../../i18n/languages';
import { salesBetween } from '../orders';
import { tillSalesBetween } from '../till';

export interface ReportDeps {
  db: Db;
  config: FoyerConfig;
}

export interface ReportRequest {
  kind: ReportKind;
  from: string;
  to: string;
  grain: Report['grain'];
  /** The staff member's language: names of the payment types and of the catalog's rows. */
  language: string;
}

/** The payment type's name in `language`, else English, else any. */
function paymentLabel(config: FoyerConfig, language: string): (payart: number) => string | null {
  return (payart) => {
    const type = config.server.payments.types.find((entry) => entry.payartId === payart);
    if (!type) return null;
    const names = type.i18n as Partial<Record<string, string>>;
    return names[language] ?? names.en ?? Object.values(names)[0] ?? null;
  };
}

export async function buildReport(deps: ReportDeps, request: ReportRequest): Promise<Report> {
  const timeZone = deps.config.server.timeZone;
  const range = { from: request.from, to: request.to, grain: request.grain, timeZone };
  // Products and visits are named in the staff member's language, else the museum's default.
  const names = namesIn(request.language, deps.config);
  let table: ReportTable;
  if (request.kind === 'visitors') {
    table = visitorsBySlot(await admissionsOn(deps.db, request.from, request.to, names));
  } else if (request.kind === 'cashiers') {
    // Till sales per cashier, by the day each transaction ended.
    table = salesByCashier(
      await tillSalesBetween(
        deps.db,
        venueDayStart(request.from, timeZone),
        venueDayStart(addDays(request.to, 1), timeZone),
      ),
    );
  } else {
    const start = venueDayStart(request.from, timeZone);
    const end = venueDayStart(addDays(request.to, 1), timeZone);
    const orders = await salesBetween(deps.db, start, end, names);
    switch (request.kind) {
      case 'sales':
        table = salesByPeriod(orders, range, deps.config.server.museum.oss);
        break;
      case 'refunds':
        table = refundsByPeriod(orders, range);
        break;
      case 'products':
        table = salesByProduct(orders);
        break;
      case 'payments':
        table = salesByPayment(orders, paymentLabel(deps.config, request.language));
        break;
      case 'partners':
        table = salesByPartner(orders);
        break;
      case 'channels':
        table = salesByChannel(orders);
        break;
      case 'vat':
        table = vatByRateReport(orders, deps.config.server.museum.oss);
        break;
    }
  }
  return {
    kind: request.kind,
    from: request.from,
    to: request.to,
    grain: request.grain,
    timeZone,
    currency: 'EUR',
    ...table,
  };
}

/**
 * Today at a glance: the museum's today and tomorrow, read in its time zone (docs/decisions.md
 * "Today at a glance"). Every role sees the slots; a role that reads orders also sees the day's
 * sales and the payment problems waiting for staff.
 */
import {
  addDays,
  daySales,
  glanceRows,
  localized,
  staffMay,
  venueDayStart,
  venueToday,
  type StaffRole,
} from '@foyer/domain';
import type { TodayGlance } from '@foyer/domain/admin-contract/today';
import type { AppDeps } from '../../deps';
import { defaultLanguage, namesIn } from '../../i18n/languages';
import { admissionsOn } from '../checkin';
import { paymentProblems, salesBetween } from '../orders';
import { deskPlaces, slotsBetween } from './today.repository';

export async function todayAtAGlance(
  deps: AppDeps,
  staff: { role: StaffRole; language: string },
): Promise<TodayGlance> {
  const now = deps.clock.now();
  const timeZone = deps.config.server.timeZone;
  const today = venueToday(now, timeZone);
  const tomorrow = addDays(today, 1);
  const slots = await slotsBetween(deps.db, `${today} 00:00:00`, `${addDays(today, 2)} 00:00:00`);
  const desk = await deskPlaces(
    deps.db,
    slots.map((slot) => slot.capacityId),
  );
  const fallback = defaultLanguage(deps.config);
  const rows = glanceRows(
    slots.map((slot) => ({
      ...slot,
      name: localized(slot.name, staff.language, fallback),
      soldDesk: desk.get(slot.capacityId) ?? 0,
    })),
    await admissionsOn(deps.db, today, tomorrow, namesIn(staff.language, deps.config)),
  );
  const readsOrders = staffMay(staff.role, 'orders.read');
  let sales: TodayGlance['sales'] = null;
  let problems: TodayGlance['problems'] = null;
  if (readsOrders) {
    sales = daySales(
      await salesBetween(
        deps.db,
        venueDayStart(today, timeZone),
        venueDayStart(tomorrow, timeZone),
        namesIn(staff.language, deps.config),
      ),
    );
    const open = await paymentProblems(deps);
    problems = {
      disputes: open.filter((problem) => problem.kind === 'dispute').length,
      refunds: open.filter((problem) => problem.kind === 'refund').length,
      debits: open.filter((problem) => problem.kind === 'debitFailed').length,
    };
  }
  return { today, tomorrow, generatedAt: now.toISOString(), slots: rows, sales, problems };
}

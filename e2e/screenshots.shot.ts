import { compactDate, firstDayOfMonth, lastDayOfMonth } from '@foyer/domain';
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptCookiesUpFront } from './helpers';
import { apiData, venueToday } from './booking-helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = path.resolve(here, '../docs/screenshots');

// The README's screenshots, taken on request with `npm run screenshots` (not part of `npm test`).

for (const width of [375, 1280]) {
  test(`home screen at ${width} px`, async ({ page }) => {
    await acceptCookiesUpFront(page);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 860 });
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(folder, `home-${width}.png`), fullPage: true });
  });
}

/** The first later day of a calendar (date → slots) with a slot that has at least `places` left. */
function firstOpen(
  dates: Record<string, Array<{ time: string; left: number }>>,
  after: string,
  places: number,
) {
  const date = Object.keys(dates)
    .sort()
    .find((day) => day > after && (dates[day] ?? []).some((slot) => slot.left >= places))!;
  return { date, time: (dates[date] ?? []).find((slot) => slot.left >= places)!.time };
}

for (const width of [375, 1280]) {
  test(`event screen at ${width} px`, async ({ page, request }) => {
    const today = await venueToday(request);
    const range = `${compactDate(firstDayOfMonth(today))};${compactDate(lastDayOfMonth(today, 1))}`;
    const calendar = await apiData<Record<string, number>>(
      request,
      `ticket/calendar/event/1/range/${range}?deep=1`,
    );
    const date = Object.keys(calendar)
      .sort()
      .find((day) => day > today && (calendar[day] ?? 0) > 60)!;
    const day = await apiData<{
      tickets: Array<{ schedule: Array<{ datetime: string; max_tickets: number }> }>;
    }>(request, `ticket/collect/event/1/date/${date}`);
    const slots = (day.tickets[0]?.schedule ?? []).map((entry) => ({
      time: entry.datetime.slice(11, 16),
      left: entry.max_tickets,
    }));
    const { time } = firstOpen({ [date]: slots }, today, 6);
    await acceptCookiesUpFront(page);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 860 });
    await page.goto(`/de/tickets/1?date=${date}`);
    await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
    await page.getByRole('button', { name: 'Eins mehr: Erwachsene' }).first().click();
    await page.getByRole('button', { name: 'Eins mehr: Erwachsene' }).first().click();
    await page.getByRole('button', { name: 'Eins mehr: Audioguide' }).click();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(folder, `event-${width}.png`), fullPage: true });
  });

  test(`tour screen at ${width} px`, async ({ page, request }) => {
    const today = await venueToday(request);
    const months = await Promise.all(
      [firstDayOfMonth(today), firstDayOfMonth(today, 1)].map((month) =>
        apiData<{ dates: Record<string, Array<{ time: string; available: number }>> }>(
          request,
          `tour/calendar/tour/4/range/${compactDate(month)};${compactDate(lastDayOfMonth(month))}`,
        ),
      ),
    );
    const dates = Object.fromEntries(
      months.flatMap((calendar) =>
        Object.entries(calendar.dates).map(([date, slots]) => [
          date,
          slots.map((slot) => ({ time: slot.time, left: slot.available })),
        ]),
      ),
    );
    const { date } = firstOpen(dates, today, 3);
    await acceptCookiesUpFront(page);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 860 });
    await page.goto(`/de/guided-tours/4?date=${date}`);
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.getByRole('button', { name: 'Eins mehr: Erwachsene' }).click();
    await page.getByRole('button', { name: 'Eins mehr: Erwachsene' }).click();
    await page.getByRole('button', { name: 'Eins mehr: Ermäßigt' }).click();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(folder, `tour-${width}.png`), fullPage: true });
  });
}

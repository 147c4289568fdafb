/**
 * Helpers of the annual-pass free-entry spec: a pass bought in the shop through its API (the
 * number read back from the buyer's account), and a later open day of the timed exhibition.
 */
import AxeBuilder from '@axe-core/playwright';
import { addDays } from '@foyer/domain';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isClosed } from '../apps/server/src/seed/demo';
import { buyItems, guestToken } from './admin-helpers';
import { apiData, AXE_TAGS, venueToday } from './booking-helpers';

/** The demo museum's single-person annual pass and its timed exhibition. */
export const PASS_ARTICLE = 10;
export const EXHIBITION = 1;

let buyers = 0;

/** Buys one annual pass for `holder` as a new guest; answers the pass number and the guest's token. */
export async function buyPass(
  api: APIRequestContext,
  base: string,
  holder: { first: string; last: string },
): Promise<{ number: string; token: string }> {
  buyers += 1;
  const buyer = {
    fname: holder.first,
    lname: holder.last,
    email: `pass-${buyers}-${Date.now()}@example.org`,
  };
  const token = await guestToken(api, 'en', buyer);
  await buyItems(
    api,
    base,
    buyer,
    [
      {
        type: 'merchandise',
        id: PASS_ARTICLE,
        count: 1,
        owners: [
          {
            name: { title: '', first: holder.first, last: holder.last },
            send_to_custom_addr: false,
            address: null,
          },
        ],
      },
    ],
    { customerToken: token },
  );
  const mine = await api.get(`/api/en/passes/mine?_=${token}`);
  expect(mine.status(), await mine.text()).toBe(200);
  const passes = ((await mine.json()) as { data: { number: string }[] }).data;
  const number = passes[0]?.number;
  if (!number) throw new Error('the bought pass is not in the account');
  return { number, token };
}

interface Collection {
  readonly tickets: ReadonlyArray<{
    readonly schedule: ReadonlyArray<{ readonly datetime: string; readonly max_tickets: number }>;
  }>;
}

/**
 * A later open day of the exhibition and a time slot of it with at least `places` left (found
 * forward from today, never from the current time's digits).
 */
export async function openSlot(
  api: APIRequestContext,
  places = 3,
  after = 1,
): Promise<{ date: string; time: string }> {
  const today = await venueToday(api);
  for (let offset = after; offset < after + 30; offset += 1) {
    const date = addDays(today, offset);
    if (isClosed(date)) continue;
    const data = await apiData<Collection>(api, `ticket/collect/event/${EXHIBITION}/date/${date}`);
    const slot = data.tickets
      .flatMap((ticket) => ticket.schedule)
      .find((entry) => entry.max_tickets >= places);
    if (slot) return { date, time: slot.datetime.slice(11, 16) };
  }
  throw new Error('The demo exhibition has no open slot in the next weeks');
}

/**
 * The axe violations inside `selector` (the new panel), with the WCAG tags of the other specs. The
 * ticket selector around the shop's panel is checked by the ticket specs.
 */
export async function panelAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

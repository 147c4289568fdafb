/**
 * Helpers of the waiting list's back-office spec (docs/decisions.md "Waiting list: staff"): a
 * sold-out event slot made through the back office's calls, visitors joining its line through the
 * shop's call, and the line as the back office's call answers it.
 */
import { expect, type Page } from '@playwright/test';
import { csrfOf } from './admin-helpers';

/** An event made through the back office's calls, with one slot and the places it has. */
export interface WaitedEvent {
  id: number;
  slotId: number;
  /** The slot's venue-local start (`YYYY-MM-DDTHH:mm`). */
  startsAt: string;
  /** The event as the editor saves it. */
  form: Record<string, unknown>;
}

/** A start `days` days from now at 10:00 (venue-local), always ahead of now. */
export function startInDays(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${day}T10:00`;
}

/** Makes an event named `name` with one time slot of `capacity` places (0: sold out). */
export async function soldOutEvent(
  page: Page,
  name: { de: string; en: string },
  startsAt: string,
  capacity = 0,
): Promise<WaitedEvent> {
  const headers = { 'x-csrf-token': await csrfOf(page) };
  const made = await page.request.post('/api/admin/catalog/events', {
    headers,
    data: {
      name,
      tickets: [{ name: { de: 'Eintritt', en: 'Admission' }, price: 1200, vatValue: 7, mode: 1 }],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const detail = ((await made.json()) as { data: { id: number; event: Record<string, unknown> } })
    .data;
  const added = await page.request.post(`/api/admin/catalog/events/${detail.id}/slots`, {
    headers,
    data: { startsAt, capacity },
  });
  expect(added.status(), await added.text()).toBe(200);
  const slots = ((await added.json()) as { data: { slots: { id: number }[] } }).data.slots;
  return { id: detail.id, slotId: slots[0]?.id ?? 0, startsAt, form: detail.event };
}

/** A visitor joins the slot's line through the shop's call; answers the HTTP status. */
export async function joinLine(
  page: Page,
  event: WaitedEvent,
  email: string,
  count = 1,
): Promise<number> {
  const answer = await page.request.post('/api/en/waitinglist/join', {
    data: { kind: 'event', id: event.id, datetime: event.startsAt, email, count },
  });
  return answer.status();
}

/** Sets the slot's capacity through the back office's call. */
export async function setSlotCapacity(page: Page, slotId: number, capacity: number) {
  const answer = await page.request.patch(`/api/admin/catalog/slots/${slotId}`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { capacity },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The states in the slot's line (the back office's call), in line order. */
export async function lineStates(page: Page, event: WaitedEvent): Promise<string[]> {
  const answer = await page.request.get('/api/admin/waiting-list');
  const data = (await answer.json()) as {
    data: { lines: { itemId: number; entries: { state: string }[] }[] };
  };
  const line = data.data.lines.find((candidate) => candidate.itemId === event.id);
  return line?.entries.map((entry) => entry.state) ?? [];
}

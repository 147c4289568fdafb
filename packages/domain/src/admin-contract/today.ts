/**
 * The back office's start screen: today's and tomorrow's slots with capacity, sold on the web and at
 * the desk, held in baskets, checked in and free; the day's sales; the payment problems waiting for
 * staff. Every signed-in staff member may ask (`session`); what their role may not see (sales,
 * problems) is null. docs/decisions.md "Today at a glance".
 */
import { z } from 'zod';
import type { AdminEndpoint } from './index';

const int = z.number().int();

export const glanceRow = z.object({
  kind: z.enum(['event', 'tour']),
  productId: int,
  name: z.string(),
  startsAt: z.string(),
  capacity: int,
  soldWeb: int,
  soldDesk: int,
  held: int,
  checkedIn: int,
  free: int,
  sales: z.enum(['open', 'stopped', 'cancelled']),
});
export type GlanceRowData = z.infer<typeof glanceRow>;

const channelSales = z.object({ orders: int, amount: int });

export const todayGlance = z.object({
  /** The museum's today and tomorrow (`YYYY-MM-DD`, its time zone). */
  today: z.string(),
  tomorrow: z.string(),
  generatedAt: z.string(),
  slots: z.array(glanceRow),
  /** The orders booked today; null for a role that does not read orders. */
  sales: z.object({ all: channelSales, web: channelSales, desk: channelSales }).nullable(),
  /** Payment problems waiting for staff; null for a role that does not read orders. */
  problems: z.object({ disputes: int, refunds: int, debits: int }).nullable(),
});
export type TodayGlance = z.infer<typeof todayGlance>;

export const todayEndpoints = {
  today: {
    name: 'adminToday',
    method: 'GET',
    path: 'today',
    access: 'session',
    summary:
      'Today and tomorrow at a glance: slots with sold, held, checked in and free; the day’s sales; payment problems',
    params: z.object({}),
    query: z.object({}),
    body: null,
    data: todayGlance,
  },
} as const satisfies Record<string, AdminEndpoint>;

export type {
  Counts,
  Flag,
  Subticket,
  Ticket,
  TicketCalendar,
  TicketEvent,
  TicketLine,
  TicketScheduleEntry,
  TicketTimeSlot,
} from './types';
export { countOf, countsById, isFlagSet, toCount } from './counts';
export {
  addDays,
  compactDate,
  firstDayOfMonth,
  isIsoDate,
  lastDayOfMonth,
  venueDateTime,
  venueMinute,
  venueToday,
} from './dates';
export { venueInstant } from './venue-instant';
export {
  TICKET_MODES,
  isSlotMode,
  isTicketVisible,
  slotAvailability,
  slotsForDate,
  visibleTickets,
} from './slots';
export {
  applyFixedSubtickets,
  isFixedSubticket,
  ticketPlaces,
  ticketTotal,
  validateFamilyTicket,
  validateTicketCount,
  validateTicketLine,
  type ValidTicketLine,
} from './quantities';
export { dayAvailability, eventAvailability, ticketCalendarRange } from './availability';
export {
  ticketSelectionTotal,
  validateTicketSelection,
  type TicketSelectionTotal,
} from './selection';
export { AVAILABILITY_STALE_MS, KEPT_PAGE_REDRAW_MS } from './freshness';

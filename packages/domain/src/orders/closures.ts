/**
 * The rules of stopping, cancelling and messaging dates (docs/decisions.md "Stopping, cancelling
 * and messaging dates"): which slots a closure covers, which bookings it touches, and what a bulk
 * action over slots changes and leaves.
 */

/** Whether a capacity sells: open, stopped by staff (it can open again), cancelled (for good). */
export type SalesStateValue = 'open' | 'stopped' | 'cancelled';

/**
 * What a closure covers: a whole event, one of its dates (its slots and day tickets), or some of its
 * slots; or a whole guided tour, one of its dates or some of its starts.
 */
export type ClosureScopeValue =
  | { kind: 'event'; eventId: number }
  | { kind: 'day'; eventId: number; date: string }
  | { kind: 'slots'; eventId: number; slotIds: readonly number[] }
  | { kind: 'tour'; tourId: number }
  | { kind: 'tourDay'; tourId: number; date: string }
  | { kind: 'tourSlots'; tourId: number; slotIds: readonly number[] };

/** What a closure belongs to: an event or a guided tour. */
export type ClosureTarget = { type: 'event'; id: number } | { type: 'tour'; id: number };

/** The event or tour a scope belongs to. */
export function closureTarget(scope: ClosureScopeValue): ClosureTarget {
  return 'eventId' in scope
    ? { type: 'event', id: scope.eventId }
    : { type: 'tour', id: scope.tourId };
}

/** A whole event or tour, one of its dates, or some of its slots (starts). */
function scopeExtent(scope: ClosureScopeValue): 'all' | 'day' | 'slots' {
  switch (scope.kind) {
    case 'event':
    case 'tour':
      return 'all';
    case 'day':
    case 'tourDay':
      return 'day';
    case 'slots':
    case 'tourSlots':
      return 'slots';
  }
}

/**
 * Whether a tour start sells, from its two capacities (participant places and parallel tours): it
 * sells only when both do; cancelled when either is, else stopped when either is.
 */
export function startSales(participants: SalesStateValue, tours: SalesStateValue): SalesStateValue {
  if (participants === 'cancelled' || tours === 'cancelled') return 'cancelled';
  if (participants === 'stopped' || tours === 'stopped') return 'stopped';
  return 'open';
}

/** A slot as the rules read it: its id and local start `YYYY-MM-DDTHH:mm`. */
export interface ScopedSlot {
  id: number;
  startsAt: string;
}

/** The slots of the event (the starts of the tour) a closure covers. */
export function slotsInScope<T extends ScopedSlot>(
  scope: ClosureScopeValue,
  slots: readonly T[],
): T[] {
  if (scope.kind === 'day' || scope.kind === 'tourDay') {
    return slots.filter((slot) => slot.startsAt.slice(0, 10) === scope.date);
  }
  if (scope.kind === 'slots' || scope.kind === 'tourSlots') {
    return slots.filter((slot) => scope.slotIds.includes(slot.id));
  }
  return [...slots];
}

/**
 * A booked line as the rules read it: an event's timed ticket (`datetime`) or day ticket (`date`),
 * or a guided tour's line of one start (`datetime`).
 */
export type EventLine =
  | { type: 'ticket'; eventId: number; datetime: string | null }
  | { type: 'dayTicket'; eventId: number; date: string }
  | { type: 'guidedTour'; tourId: number; datetime: string };

/**
 * Whether a closure touches a booked line: every line of the event (tour) for a whole event (tour);
 * a line of one of the covered slots' starts; for an event's date, its day tickets too. An
 * event-long ticket (no time) is touched only when the whole event is.
 */
export function scopeTouchesLine(
  scope: ClosureScopeValue,
  slotStarts: readonly string[],
  line: EventLine,
): boolean {
  const target = closureTarget(scope);
  const owner: ClosureTarget =
    line.type === 'guidedTour'
      ? { type: 'tour', id: line.tourId }
      : { type: 'event', id: line.eventId };
  if (owner.type !== target.type || owner.id !== target.id) return false;
  const extent = scopeExtent(scope);
  if (extent === 'all') return true;
  if (line.type === 'dayTicket') return scope.kind === 'day' && line.date === scope.date;
  return line.datetime !== null && slotStarts.includes(line.datetime);
}

/** The text of a museum's message for a visitor: their language, else the museum's, else any. */
export function messageFor(
  message: Partial<Record<string, string>>,
  lang: string,
  fallback: string,
): string {
  const pick = (key: string) => message[key]?.trim() ?? '';
  return (
    pick(lang) ||
    pick(fallback) ||
    Object.values(message)
      .map((text) => text?.trim() ?? '')
      .find((text) => text !== '') ||
    ''
  );
}

export type SlotBulkAction =
  { action: 'stop' | 'open' | 'remove' } | { action: 'capacity'; capacity: number };

/** A slot as a bulk action reads it. */
export interface BulkSlot {
  id: number;
  capacity: number;
  sold: number;
  held: number;
  sales: SalesStateValue;
}

/**
 * What a bulk action over slots changes, and which slots it leaves as they are: a cancelled slot is
 * never changed; a slot with sales or holds is not removed; a capacity never drops below what is
 * sold and held. Slots already as asked are neither.
 */
export function planSlotBulk(
  action: SlotBulkAction,
  slots: readonly BulkSlot[],
): { change: number[]; skipped: number[] } {
  const change: number[] = [];
  const skipped: number[] = [];
  for (const slot of slots) {
    const used = slot.sold + slot.held;
    let verdict: 'change' | 'skip' | 'same';
    if (action.action === 'remove') verdict = used > 0 ? 'skip' : 'change';
    else if (slot.sales === 'cancelled') verdict = 'skip';
    else if (action.action === 'capacity') {
      verdict =
        action.capacity < used ? 'skip' : action.capacity === slot.capacity ? 'same' : 'change';
    } else {
      const wanted: SalesStateValue = action.action === 'stop' ? 'stopped' : 'open';
      verdict = slot.sales === wanted ? 'same' : 'change';
    }
    if (verdict === 'change') change.push(slot.id);
    if (verdict === 'skip') skipped.push(slot.id);
  }
  return { change, skipped };
}

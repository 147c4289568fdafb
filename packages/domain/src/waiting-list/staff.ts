/**
 * The waiting list as staff see and switch it (docs/decisions.md "Waiting list: staff"), pure:
 * - visitors may join the line of a sold-out slot only while the museum has the list switched on
 *   and the event or tour has not switched it off (`waitingListOpen`); the shop reads the answer as
 *   the event's and tour's `waiting_list` field to show or hide its join form;
 * - each person in a line is shown in one of five states (`waitingEntryState`): waiting, offered
 *   (until the offer runs out), booked (the offer's order was paid), lapsed (the offer ran out
 *   unused) or left (the visitor left, or staff removed them);
 * - only the people waiting have a position: 1 is the next to be offered places.
 */
import { isOfferExpired } from './rules';

/** Whether visitors may join the waiting list of an event's or tour's sold-out slots. */
export function waitingListOpen(museumSwitch: boolean, itemSwitch: boolean): boolean {
  return museumSwitch && itemSwitch;
}

/** The five states staff see. */
export const WAITING_ENTRY_STATES = ['waiting', 'offered', 'booked', 'lapsed', 'left'] as const;
export type WaitingEntryState = (typeof WAITING_ENTRY_STATES)[number];

/** A stored entry as far as its shown state depends on it. */
export interface StoredWaitingEntry {
  readonly status: 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left';
  readonly offerExpiresAt: Date | null;
  /** The status of the offer's order (`pending` until it is paid), null without an offer. */
  readonly offerOrderStatus: string | null;
}

/**
 * The state shown for an entry at `now`: an offer whose order was paid is booked; an offer that ran
 * out is lapsed even before the line's run has marked it so.
 */
export function waitingEntryState(entry: StoredWaitingEntry, now: Date): WaitingEntryState {
  if (entry.status !== 'offered') return entry.status;
  if (entry.offerOrderStatus === 'paid' || entry.offerOrderStatus === 'booked') return 'booked';
  if (entry.offerExpiresAt !== null && isOfferExpired(entry.offerExpiresAt, now)) return 'lapsed';
  return 'offered';
}

/**
 * The positions of the people waiting, 1 first, in the order given (the line's order of joining);
 * null for everyone not waiting.
 */
export function linePositions(states: readonly WaitingEntryState[]): (number | null)[] {
  let next = 0;
  return states.map((state) => (state === 'waiting' ? ++next : null));
}

/**
 * The waiting list of a sold-out slot (docs/decisions.md "Waiting list"): who is offered returned
 * places next, what a join must carry, and when an offer runs out; whether an event or tour takes
 * joins and how staff see a line (docs/decisions.md "Waiting list: staff").
 */
export * from './rules';
export * from './staff';

/**
 * The waiting list of a sold-out slot (docs/decisions.md "Waiting list"): who is offered returned
 * places next, what a join must carry, and when an offer runs out.
 */
export * from './rules';

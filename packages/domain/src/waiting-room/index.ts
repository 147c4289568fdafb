/**
 * The waiting room for on-sale moments (docs/decisions.md "A waiting room for on-sale moments"):
 * admission rate, estimated wait, one place per browser and per address.
 */
export * from './rules';

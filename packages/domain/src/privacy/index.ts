/**
 * Data protection rules (docs/decisions.md "Data protection"): what of a billing record an invoice
 * keeps once the person is erased, when a guest's data is due for anonymisation, whether an account
 * may be deleted now, and the consents the shop records.
 */
export * from './rules';

/**
 * The privacy slice as other code sees it (docs/decisions.md "Data protection"): the erasure of a
 * customer record (the visitor's account deletion), the staff's export and erasure calls, and the
 * job that anonymises guests after the retention period.
 */
export { eraseCustomer } from './privacy.service';
export { privacyRoutes } from './privacy.routes';
export { anonymiseGuests, startGuestAnonymiser } from './guest-anonymiser';

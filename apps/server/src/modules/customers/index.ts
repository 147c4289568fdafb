/**
 * The customers slice as other slices see it: the customer record and the creation of a customer
 * (checkout's express wallet creates a guest). Other slices import this module, never the repositories.
 */
export { insertCustomer, type CustomerRow } from './customer.repository';

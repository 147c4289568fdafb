/** The billing data an order keeps of its customer, as they were when the order was placed. */
import type { CustomerRow } from '../customers';

export function billingOf(customer: CustomerRow): Record<string, unknown> {
  return {
    salutation: customer.salutation,
    fname: customer.fname,
    lname: customer.lname,
    company: customer.company,
    email: customer.email,
    phone: customer.phone,
    street: customer.street,
    zip: customer.zip,
    city: customer.city,
    country: customer.country,
  };
}

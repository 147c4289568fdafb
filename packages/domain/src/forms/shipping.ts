import { err, ok } from '../errors';
import type { Result } from '../errors';

/** A country chosen in the shipping form: a key, or an entry of the country list. */
export type ShippingCountry =
  string | { readonly key: string; readonly name?: string; readonly index?: number };

/** A postal address as held in addrBilling and addrShipping. */
export interface PostalAddress {
  readonly name: string;
  readonly street: string;
  readonly zip: string;
  readonly city: string;
  readonly country: string;
}

/** The shipping form with its 'same as billing' switch. */
export interface ShippingForm {
  /** True while a separate shipping address is being edited ('same as billing' unticked). */
  readonly separateAddress: boolean;
  readonly name: string;
  readonly street: string;
  readonly zip: string;
  readonly city: string;
  readonly country: ShippingCountry | null;
}

function countryKey(country: ShippingCountry | null): string {
  if (country === null) {
    return '';
  }
  return typeof country === 'string' ? country : country.key;
}

/**
 * Ready unless a separate address is being edited and a field is empty: 'Please fill in all fields
 * for Shipping Address'. Whitespace alone counts as empty.
 */
export function shippingFieldsReady(
  form: ShippingForm,
): Result<void, 'SHIPPING_FIELDS_INCOMPLETE'> {
  if (!form.separateAddress) {
    return ok(undefined);
  }
  const values = [form.name, form.street, form.zip, form.city, countryKey(form.country)];
  return values.every((value) => value.trim().length > 0)
    ? ok(undefined)
    : err('SHIPPING_FIELDS_INCOMPLETE');
}

/** The shipping address, the same as billing by default. */
export function shippingAddressFromBilling(billing: PostalAddress): PostalAddress {
  return {
    name: billing.name,
    street: billing.street,
    zip: billing.zip,
    city: billing.city,
    country: billing.country,
  };
}

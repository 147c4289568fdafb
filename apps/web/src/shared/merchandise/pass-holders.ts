/**
 * The holders of annual passes as the form edits them (name with title,
 * first and last; an optional custom delivery address). Whether a holder is complete is the domain's
 * decision (`validatePassHolders`, `shippingFieldsReady`); this module only keeps the drafts, says
 * which fields to point at, and turns the drafts into the basket's `owners`.
 */
import { shippingFieldsReady, validatePassHolders } from '@foyer/domain';
import type { PassHolder } from '@foyer/domain/contract';

export const ADDRESS_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface HolderDraft {
  readonly title: string;
  readonly first: string;
  readonly last: string;
  /** True: this card goes to `address` instead of the order's delivery address. */
  readonly customAddress: boolean;
  readonly address: Readonly<Record<AddressField, string>>;
}

export type HolderField = 'first' | 'last' | AddressField;

/** The problems of one holder: fields to mark, and whether the name or the address is incomplete. */
export interface HolderProblems {
  readonly name: boolean;
  readonly address: boolean;
  readonly fields: readonly HolderField[];
}

const blank = (value: string) => value.trim() === '';

/** An empty holder; a custom address starts in the shop's default country. */
export function emptyHolder(defaultCountry: string): HolderDraft {
  return {
    title: '',
    first: '',
    last: '',
    customAddress: false,
    address: { name: '', street: '', zip: '', city: '', country: defaultCountry },
  };
}

/** Exactly `count` drafts: the entered ones first, new empty ones after them. */
export function resizeHolders(
  holders: readonly HolderDraft[],
  count: number,
  defaultCountry: string,
): HolderDraft[] {
  return Array.from({ length: count }, (_, index) => holders[index] ?? emptyHolder(defaultCountry));
}

/** What is missing for one holder, or null when the domain accepts it. */
export function holderProblems(holder: HolderDraft): HolderProblems | null {
  const name = !validatePassHolders([{ name: { first: holder.first, last: holder.last } }], 1).ok;
  const address = !shippingFieldsReady({ separateAddress: holder.customAddress, ...holder.address })
    .ok;
  if (!name && !address) return null;
  const fields: HolderField[] = [];
  if (name) {
    if (blank(holder.first)) fields.push('first');
    if (blank(holder.last)) fields.push('last');
  }
  if (address) fields.push(...ADDRESS_FIELDS.filter((field) => blank(holder.address[field])));
  return { name, address, fields };
}

/** The `owners` of the basket item: one per pass, trimmed, the address only when it is used. */
export function toOwners(holders: readonly HolderDraft[]): PassHolder[] {
  return holders.map((holder) => ({
    name: { title: holder.title.trim(), first: holder.first.trim(), last: holder.last.trim() },
    send_to_custom_addr: holder.customAddress,
    address: holder.customAddress
      ? {
          name: holder.address.name.trim(),
          street: holder.address.street.trim(),
          zip: holder.address.zip.trim(),
          city: holder.address.city.trim(),
          country: holder.address.country,
        }
      : null,
  }));
}

/** Helpers of the account tests: fields by their visible label, and the demo customer attributes. */
import type { CustomerAttr } from '@foyer/domain/contract';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@/shared/api/api-error';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The input labelled `label` (with or without the required marker). */
export function input(label: string, index = 0): HTMLInputElement {
  const all = screen.getAllByLabelText(new RegExp(`^${escape(label)}( \\*)?( \\(required\\))?$`));
  const found = all[index];
  if (found === undefined) throw new Error(`No field ${label} #${index}`);
  return found as HTMLInputElement;
}

export function type(label: string, value: string): void {
  const element = input(label);
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

export const attr: CustomerAttr = {
  countries: [
    { key: 'DE', name: 'Germany' },
    { key: 'FR', name: 'France' },
  ],
  salutations: [
    { key: 'ms', name: 'Ms' },
    { key: 'mr', name: 'Mr' },
  ],
  required_fields: ['fname', 'lname', 'email', 'street', 'zip', 'city', 'country'],
  visible_fields: ['salutation', 'fname', 'lname', 'email', 'street', 'zip', 'city', 'country'],
};

/** A 422 answer with a code and per-field messages. */
export function refused(error: string, errors?: Record<string, string | string[]>): () => never {
  return () => {
    throw new ApiError({ status: 422, code: error, body: { error, message: error, errors } });
  };
}

/** Fills the billing fields of the demo attributes. */
export function fillBilling(email = 'max@example.org'): void {
  type('First name', 'Max');
  type('Last name', 'Muster');
  type('E-mail', email);
  type('Street and number', 'Markt 1');
  type('Postcode', '04109');
  type('City', 'Leipzig');
}

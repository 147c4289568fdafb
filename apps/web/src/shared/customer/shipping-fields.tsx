/**
 * The shipping address with its 'same as billing' switch (spec 2 "Screen content", spec 3 "Shipping
 * form", spec 4 "Shipping address"): the same as billing by default, a separate address needs every
 * field ('Please fill in all fields for Shipping Address', spec 5 "Forms").
 */
import { shippingFieldsReady, type Result } from '@foyer/domain';
import type { Customer, CustomerAttr, PostalAddress } from '@foyer/domain/contract';
import { useTranslation } from 'react-i18next';
import type { ShippingSelection } from '@/shared/session/session-store';
import { CheckField, SelectField, TextField, type SummaryEntry } from './form-ui';
import type { CodeText } from './messages';

export const SHIPPING_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** The shipping form: the switch and the separate address as typed. */
export interface ShippingValues extends Record<ShippingField, string> {
  readonly sameAsBilling: boolean;
}

export const SAME_AS_BILLING: ShippingValues = {
  sameAsBilling: true,
  name: '',
  street: '',
  zip: '',
  city: '',
  country: '',
};

/**
 * The form of the session's shipping selection (guest registration); without one, a separate address
 * starts with `country` (the one chosen in the basket).
 */
export function shippingOfSelection(
  selection: ShippingSelection | null,
  country = '',
): ShippingValues {
  if (selection === null) return { ...SAME_AS_BILLING, country };
  return {
    ...SAME_AS_BILLING,
    ...(selection.address ?? {}),
    sameAsBilling: selection.sameAsBilling,
  };
}

/** The form of a customer's stored shipping address (settings). */
export function shippingOfCustomer(customer: Customer): ShippingValues {
  const address = customer.addrShipping;
  if (address === null) return SAME_AS_BILLING;
  return {
    sameAsBilling: false,
    name: address.name,
    street: address.street,
    zip: address.zip,
    city: address.city,
    country: address.country,
  };
}

/** The session's shipping selection of the form (persisted when edited, spec 4). */
export function selectionOf(values: ShippingValues): ShippingSelection {
  return { sameAsBilling: values.sameAsBilling, address: addressOf(values) };
}

function addressOf(values: ShippingValues): PostalAddress {
  return {
    name: values.name.trim(),
    street: values.street.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    country: values.country,
  };
}

/** The `shipping` of the customer form `c`: null when it is the billing address. */
export function shippingPayload(values: ShippingValues): PostalAddress | null {
  return values.sameAsBilling ? null : addressOf(values);
}

/** The domain's rule: ready unless a separate address has an empty field. */
export function checkShipping(values: ShippingValues): Result<void, 'SHIPPING_FIELDS_INCOMPLETE'> {
  return shippingFieldsReady({ separateAddress: !values.sameAsBilling, ...values });
}

/**
 * The messages of the shipping form: the server's `server`, and once the form was submitted
 * (`checked`) an incomplete separate address's message for the whole address and 'required' for
 * each empty field.
 */
export function shippingMessages(
  values: ShippingValues,
  checked: boolean,
  server: Readonly<Record<string, string[]>>,
  text: CodeText,
): Record<string, string[]> {
  const messages: Record<string, string[]> = { ...server };
  if (checked && !checkShipping(values).ok) {
    messages.shipping = [text('SHIPPING_FIELDS_INCOMPLETE')];
    for (const field of SHIPPING_FIELDS) {
      if (values[field].trim() === '') messages[`shipping.${field}`] = [text('FIELD_REQUIRED')];
    }
  }
  return messages;
}

/** Summary entries for the shipping fields in error, in form order. */
export function shippingSummaryEntries(
  messages: Readonly<Record<string, readonly string[]>>,
  idPrefix: string,
  labelOf: (field: ShippingField) => string,
): SummaryEntry[] {
  return SHIPPING_FIELDS.flatMap((field) =>
    (messages[`shipping.${field}`] ?? []).map((message) => ({
      id: shippingFieldId(idPrefix, field),
      label: labelOf(field),
      message,
    })),
  );
}

const AUTOCOMPLETE: Record<ShippingField, string> = {
  name: 'shipping name',
  street: 'shipping street-address',
  zip: 'shipping postal-code',
  city: 'shipping address-level2',
  country: 'shipping country',
};

export interface ShippingFieldsProps {
  readonly idPrefix: string;
  readonly attr: CustomerAttr;
  readonly values: ShippingValues;
  /** Messages per field (`shipping.name` …) and for the whole address (`shipping`). */
  readonly messages: Readonly<Record<string, readonly string[]>>;
  readonly onChange: (values: ShippingValues) => void;
}

/** The id of a shipping field's input. */
export function shippingFieldId(idPrefix: string, field: ShippingField | 'same'): string {
  return `${idPrefix}-shipping-${field}`;
}

export function ShippingFields({
  idPrefix,
  attr,
  values,
  messages,
  onChange,
}: ShippingFieldsProps) {
  const { t } = useTranslation();
  const groupErrors = messages.shipping ?? [];
  const groupErrorId = `${idPrefix}-shipping-error`;
  return (
    <fieldset
      className="account-fieldset"
      aria-describedby={groupErrors.length > 0 ? groupErrorId : undefined}
    >
      <legend className="account-fieldset__legend">{t('account.shipping.legend')}</legend>
      <CheckField
        id={shippingFieldId(idPrefix, 'same')}
        label={t('account.shipping.sameAsBilling')}
        checked={values.sameAsBilling}
        onChange={(sameAsBilling) => onChange({ ...values, sameAsBilling })}
      />
      {!values.sameAsBilling && (
        <div className="account-grid">
          {SHIPPING_FIELDS.map((field) => {
            const common = {
              id: shippingFieldId(idPrefix, field),
              label: t(`account.shipping.${field}`),
              value: values[field],
              errors: messages[`shipping.${field}`] ?? [],
              required: true,
              autoComplete: AUTOCOMPLETE[field],
              onChange: (value: string) => onChange({ ...values, [field]: value }),
            };
            return field === 'country' ? (
              <SelectField
                key={field}
                {...common}
                options={attr.countries}
                placeholder={t('account.form.choose')}
              />
            ) : (
              <TextField key={field} {...common} />
            );
          })}
        </div>
      )}
      {groupErrors.length > 0 && (
        <div id={groupErrorId}>
          {groupErrors.map((message) => (
            <p key={message} className="field__error">
              {message}
            </p>
          ))}
        </div>
      )}
    </fieldset>
  );
}

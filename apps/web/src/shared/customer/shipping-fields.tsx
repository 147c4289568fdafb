/**
 * The shipping address with its 'same as billing' switch: the same as billing by default, a
 * separate address needs every field ('Please fill in all fields for Shipping Address').
 */
import { shippingFieldsReady } from '@foyer/domain';
import type { Customer, CustomerAttr, PostalAddress } from '@foyer/domain/contract';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShippingSelection } from '@/shared/session/session-store';
import { summaryEntries } from './customer-fields';
import { errorTexts, type HeldError } from './form-resolver';
import { CheckField, SelectField, TextField, type SummaryEntry } from './form-ui';
import { useCodeText } from './messages';

export const SHIPPING_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** The paths a refusal's shipping messages go to: the whole address's, then each field's. */
export const SHIPPING_PATHS = [
  'shipping.root',
  ...SHIPPING_FIELDS.map((field) => `shipping.${field}`),
] as const;

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

/** The session's shipping selection of the form (persisted when edited). */
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

/**
 * The domain's rule as field codes: a separate address with an empty field gets 'Please fill in all
 * fields for Shipping Address' for the whole address (`shipping.root`) and 'required' on each empty
 * field.
 */
export function shippingCheck(values: ShippingValues): Record<string, string[]> {
  const ready = shippingFieldsReady({ separateAddress: !values.sameAsBilling, ...values });
  if (ready.ok) return {};
  const codes: Record<string, string[]> = { 'shipping.root': [ready.code] };
  for (const field of SHIPPING_FIELDS) {
    if (values[field].trim() === '') codes[`shipping.${field}`] = ['FIELD_REQUIRED'];
  }
  return codes;
}

/** The errors of the shipping part of a form. */
type ShippingErrors = FieldErrors<{ shipping: ShippingValues }>['shipping'] & {
  readonly root?: HeldError;
};

/**
 * Summary entries for the shipping fields in error, in form order; with `group`, then the whole
 * address's message (linked to the 'same as billing' switch).
 */
export function useShippingSummaryEntries(
  errors: FieldErrors<{ shipping: ShippingValues }>,
  idPrefix: string,
  group: boolean,
): SummaryEntry[] {
  const { t } = useTranslation();
  const text = useCodeText();
  const shipping = errors.shipping as ShippingErrors | undefined;
  return [
    ...summaryEntries(
      SHIPPING_FIELDS,
      (field) => errorTexts(shipping?.[field], text),
      (field) => shippingFieldId(idPrefix, field),
      (field) => t(`account.shipping.${field}`),
    ),
    ...errorTexts(group ? shipping?.root : undefined, text).map((message) => ({
      id: shippingFieldId(idPrefix, 'same'),
      label: t('account.shipping.legend'),
      message,
    })),
  ];
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
}

/** The id of a shipping field's input. */
export function shippingFieldId(idPrefix: string, field: ShippingField | 'same'): string {
  return `${idPrefix}-shipping-${field}`;
}

/**
 * The shipping address of the surrounding FormProvider's form (values under `shipping`). Its fields
 * are checked on submit only (no check on leaving them); after a submit any change checks the whole
 * address again.
 */
export function ShippingFields({ idPrefix, attr }: ShippingFieldsProps) {
  const { t } = useTranslation();
  const text = useCodeText();
  const { register, watch, formState } = useFormContext<{ shipping: ShippingValues }>();
  const errors = formState.errors.shipping as ShippingErrors | undefined;
  // No onBlur: leaving a field does not check it.
  const field = (name: keyof ShippingValues) => ({
    ...register(`shipping.${name}`, { deps: ['shipping'] }),
    onBlur: undefined,
  });
  const groupErrors = errorTexts(errors?.root, text);
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
        field={field('sameAsBilling')}
      />
      {!watch('shipping.sameAsBilling') && (
        <div className="account-grid">
          {SHIPPING_FIELDS.map((name) => {
            const common = {
              id: shippingFieldId(idPrefix, name),
              label: t(`account.shipping.${name}`),
              field: field(name),
              errors: errorTexts(errors?.[name], text),
              required: true,
              autoComplete: AUTOCOMPLETE[name],
            };
            return name === 'country' ? (
              <SelectField
                key={name}
                {...common}
                options={attr.countries}
                placeholder={t('account.form.choose')}
              />
            ) : (
              <TextField key={name} {...common} />
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

/**
 * The customer form of registration, guest registration and the settings' user details, with the
 * fields the server shows and requires.
 */
import {
  CUSTOMER_PROFILE_FIELDS,
  MIN_PASSWORD_LENGTH,
  type CustomerFieldRules,
  type CustomerFormField,
  type CustomerFormPurpose,
} from '@foyer/domain';
import type { Customer, CustomerAttr } from '@foyer/domain/contract';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorTexts } from './form-resolver';
import { SelectField, TextField, type SummaryEntry } from './form-ui';
import { useCodeText } from './messages';

/** What the visitor typed, every field a string. */
export type CustomerValues = Record<CustomerFormField, string>;

export const EMPTY_CUSTOMER: CustomerValues = {
  salutation: '',
  fname: '',
  lname: '',
  company: '',
  email: '',
  phone: '',
  street: '',
  zip: '',
  city: '',
  country: '',
  password: '',
  email_repeat: '',
  password_repeat: '',
};

/** The form values of a stored customer (the settings' user details). */
export function valuesOfCustomer(customer: Customer): CustomerValues {
  return {
    ...EMPTY_CUSTOMER,
    salutation: customer.salutation,
    fname: customer.fname,
    lname: customer.lname,
    company: customer.company,
    email: customer.email,
    phone: customer.phone,
    street: customer.addrBilling.street,
    zip: customer.addrBilling.zip,
    city: customer.addrBilling.city,
    country: customer.country ?? customer.addrBilling.country ?? '',
  };
}

/** A new form: the shop's default country preselected when the country is shown. */
export function emptyCustomerValues(
  defaultCountry: string | null,
  attr?: CustomerAttr,
): CustomerValues {
  const offered = attr?.countries.some((country) => country.key === defaultCountry) ?? true;
  return { ...EMPTY_CUSTOMER, country: defaultCountry !== null && offered ? defaultCountry : '' };
}

const AUTOCOMPLETE: Record<CustomerFormField, string> = {
  salutation: 'honorific-prefix',
  fname: 'given-name',
  lname: 'family-name',
  company: 'organization',
  email: 'email',
  email_repeat: 'email',
  phone: 'tel',
  street: 'street-address',
  zip: 'postal-code',
  city: 'address-level2',
  country: 'country',
  password: 'new-password',
  password_repeat: 'new-password',
};

/** The fields of the form, in order, for a purpose and the server's rules. */
export function customerFormFields(
  rules: CustomerFieldRules,
  purpose: CustomerFormPurpose,
): CustomerFormField[] {
  const fields: CustomerFormField[] = [];
  for (const field of CUSTOMER_PROFILE_FIELDS) {
    if (field === 'email') {
      if (purpose === 'update') continue;
      fields.push('email');
      if (purpose === 'register') fields.push('email_repeat');
      continue;
    }
    if (rules.visible_fields.includes(field)) fields.push(field);
  }
  if (purpose === 'register') fields.push('password', 'password_repeat');
  return fields;
}

/** True when the field must be filled in. */
export function isRequiredField(
  field: CustomerFormField,
  rules: CustomerFieldRules,
  purpose: CustomerFormPurpose,
): boolean {
  if (field === 'email' || field === 'email_repeat') return purpose !== 'update';
  if (field === 'password' || field === 'password_repeat') return purpose === 'register';
  return rules.visible_fields.includes(field) && rules.required_fields.includes(field);
}

/** The label keys of the customer fields. */
export function useCustomerLabel(): (field: string) => string {
  const { t } = useTranslation();
  return (field) => t(`account.fields.${field}`);
}

/** Summary entries for the fields in error, in form order. */
export function summaryEntries<Field extends string>(
  fields: readonly Field[],
  messagesOf: (field: Field) => readonly string[],
  idOf: (field: Field) => string,
  labelOf: (field: Field) => string,
): SummaryEntry[] {
  return fields.flatMap((field) =>
    messagesOf(field).map((message) => ({ id: idOf(field), label: labelOf(field), message })),
  );
}

/** The id of a customer field's input. */
export function customerFieldId(idPrefix: string, field: string): string {
  return `${idPrefix}-${field}`;
}

/** Summary entries for the fields of a customer form in error, in form order. */
export function useCustomerSummaryEntries(
  attr: CustomerAttr,
  purpose: CustomerFormPurpose,
  errors: FieldErrors<CustomerValues>,
  idPrefix: string,
): SummaryEntry[] {
  const labelOf = useCustomerLabel();
  const text = useCodeText();
  return summaryEntries(
    customerFormFields(attr, purpose),
    (field) => errorTexts(errors[field], text),
    (field) => customerFieldId(idPrefix, field),
    labelOf,
  );
}

export interface CustomerFieldsProps {
  readonly idPrefix: string;
  readonly attr: CustomerAttr;
  readonly purpose: CustomerFormPurpose;
  /** Called when the visitor leaves a field (the validate-only call). */
  readonly onLeave: () => void;
}

/** The field each repeat field repeats: a change there checks the repeat again once it is shown. */
const REPEATED_BY: Partial<Record<CustomerFormField, CustomerFormField>> = {
  email: 'email_repeat',
  password: 'password_repeat',
};

/** The server-driven fields of the customer form, in the form of the surrounding FormProvider. */
export function CustomerFields({ idPrefix, attr, purpose, onLeave }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const text = useCodeText();
  const labelOf = useCustomerLabel();
  const { register, formState } = useFormContext<CustomerValues>();
  const { errors, touchedFields, isSubmitted } = formState;
  return (
    <div className="account-grid">
      {customerFormFields(attr, purpose).map((field) => {
        const repeat = REPEATED_BY[field];
        const registered = register(field, {
          deps: repeat && (touchedFields[repeat] || isSubmitted) ? [repeat] : undefined,
        });
        const common = {
          id: customerFieldId(idPrefix, field),
          label: labelOf(field),
          field: {
            ...registered,
            onBlur: async (event: Parameters<typeof registered.onBlur>[0]) => {
              await registered.onBlur(event);
              onLeave();
            },
          },
          errors: errorTexts(errors[field], text),
          required: isRequiredField(field, attr, purpose),
          autoComplete: AUTOCOMPLETE[field],
        };
        if (field === 'salutation' || field === 'country') {
          return (
            <SelectField
              key={field}
              {...common}
              options={field === 'salutation' ? attr.salutations : attr.countries}
              placeholder={t('account.form.choose')}
            />
          );
        }
        const password = field === 'password' || field === 'password_repeat';
        const email = field === 'email' || field === 'email_repeat';
        return (
          <TextField
            key={field}
            {...common}
            type={password ? 'password' : email ? 'email' : field === 'phone' ? 'tel' : 'text'}
            hint={
              field === 'password'
                ? t('account.form.passwordHint', { min: MIN_PASSWORD_LENGTH })
                : undefined
            }
          />
        );
      })}
    </div>
  );
}

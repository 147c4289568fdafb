/**
 * The card holders of annual passes: one group per pass with title,
 * first and last name, and an optional delivery address of its own. Errors are tied to their fields.
 */
import type { CustomerAttr } from '@foyer/domain/contract';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type HolderDraft,
  type HolderField,
  type HolderProblems,
} from '@/shared/merchandise/pass-holders';

/** The id of a holder's input, so the form can move focus to the first field with a problem. */
export function holderFieldId(formId: string, index: number, field: HolderField | 'title'): string {
  return `${formId}-holder-${index}-${field}`;
}

type Country = CustomerAttr['countries'][number];

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  name: 'shipping name',
  street: 'shipping street-address',
  zip: 'shipping postal-code',
  city: 'shipping address-level2',
  country: 'shipping country',
};

interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly required?: boolean;
  readonly autoComplete?: string;
}

function TextField({ id, label, value, onChange, error, required, autoComplete }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="text"
        value={value}
        autoComplete={autoComplete ?? 'off'}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface PassHolderFieldsProps {
  readonly formId: string;
  readonly index: number;
  readonly holder: HolderDraft;
  /** The problems to show, or null while none are shown. */
  readonly problems: HolderProblems | null;
  readonly countries: readonly Country[];
  readonly onChange: (holder: HolderDraft) => void;
}

export function PassHolderFields({
  formId,
  index,
  holder,
  problems,
  countries,
  onChange,
}: PassHolderFieldsProps) {
  const { t } = useTranslation();
  const id = (field: HolderField | 'title') => holderFieldId(formId, index, field);
  const missing = (field: HolderField) => problems?.fields.includes(field) ?? false;
  const addressErrorId = `${formId}-holder-${index}-address-error`;
  const setAddress = (field: AddressField, value: string) =>
    onChange({ ...holder, address: { ...holder.address, [field]: value } });
  const addressLabel: Readonly<Record<AddressField, string>> = {
    name: t('passes.addressName'),
    street: t('passes.street'),
    zip: t('passes.zip'),
    city: t('passes.city'),
    country: t('passes.country'),
  };

  return (
    <fieldset className="holder">
      <legend className="holder__legend">{t('passes.holder', { number: index + 1 })}</legend>
      <div className="holder__names">
        <TextField
          id={id('title')}
          label={t('passes.title')}
          value={holder.title}
          autoComplete="off"
          onChange={(title) => onChange({ ...holder, title })}
        />
        <TextField
          id={id('first')}
          label={t('passes.firstName')}
          value={holder.first}
          required
          error={missing('first') ? t('passes.firstNameMissing') : undefined}
          onChange={(first) => onChange({ ...holder, first })}
        />
        <TextField
          id={id('last')}
          label={t('passes.lastName')}
          value={holder.last}
          required
          error={missing('last') ? t('passes.lastNameMissing') : undefined}
          onChange={(last) => onChange({ ...holder, last })}
        />
      </div>
      <div className="check">
        <input
          id={`${formId}-holder-${index}-custom`}
          className="check__input"
          type="checkbox"
          checked={holder.customAddress}
          aria-controls={holder.customAddress ? `${formId}-holder-${index}-address` : undefined}
          onChange={(event) => onChange({ ...holder, customAddress: event.target.checked })}
        />
        <label className="check__label" htmlFor={`${formId}-holder-${index}-custom`}>
          {t('passes.customAddress')}
        </label>
      </div>
      {holder.customAddress && (
        <fieldset
          id={`${formId}-holder-${index}-address`}
          className="holder__address"
          aria-describedby={problems?.address ? addressErrorId : undefined}
        >
          <legend className="holder__address-legend">
            {t('passes.addressLegend', { number: index + 1 })}
          </legend>
          {problems?.address && (
            <p id={addressErrorId} className="field__error">
              {t('passes.addressIncomplete')}
            </p>
          )}
          {ADDRESS_FIELDS.map((field) =>
            field === 'country' ? (
              <div key={field} className="field">
                <label className="field__label" htmlFor={id(field)}>
                  {addressLabel.country}
                </label>
                <select
                  id={id(field)}
                  className="field__input"
                  value={holder.address.country}
                  autoComplete={AUTOCOMPLETE.country}
                  aria-required
                  aria-invalid={missing('country') || undefined}
                  aria-describedby={missing('country') ? addressErrorId : undefined}
                  onChange={(event) => setAddress('country', event.target.value)}
                >
                  <option value="">{t('passes.chooseCountry')}</option>
                  {countries.map((country) => (
                    <option key={country.key} value={country.key}>
                      {country.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <TextField
                key={field}
                id={id(field)}
                label={addressLabel[field]}
                value={holder.address[field]}
                required
                autoComplete={AUTOCOMPLETE[field]}
                error={missing(field) ? t('passes.fieldMissing') : undefined}
                onChange={(value) => setAddress(field, value)}
              />
            ),
          )}
        </fieldset>
      )}
    </fieldset>
  );
}

/**
 * Small pieces of the tour editor: a field's refusal shown beside it (and named by the field for
 * screen readers), the spinner of a save, and the rows of a price list (participant tickets and the
 * tour's price list share them: a name per language, a price in €, a VAT rate).
 */
import type { ReactNode } from 'react';
import { useAdmin } from '../../context';
import type { PriceForm } from './tour-form';
import { newPrice } from './tour-form';

export type Errors = Record<string, string>;
export interface FieldHelp {
  errorOf(field: string): ReactNode;
  described(field: string): { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

export function fieldHelp(errors: Errors): FieldHelp {
  const id = (field: string) => `error-${field.replaceAll('.', '-')}`;
  return {
    errorOf: (field) =>
      errors[field] ? (
        <span id={id(field)} className="field-error">
          {errors[field]}
        </span>
      ) : null,
    described: (field) =>
      errors[field] ? { 'aria-invalid': true, 'aria-describedby': id(field) } : {},
  };
}

export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner-line" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </span>
  );
}

export function PriceRows({
  list,
  items,
  textLanguage,
  languageName,
  help,
  onChange,
}: {
  list: 'tickets' | 'prices';
  items: readonly PriceForm[];
  textLanguage: string;
  languageName: string;
  help: FieldHelp;
  onChange(items: PriceForm[]): void;
}) {
  const { t } = useAdmin();
  const change = (index: number, patch: Partial<PriceForm>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <>
      {items.map((item, index) => {
        const at = `${list}.${index}`;
        const number = index + 1;
        return (
          <fieldset key={item.key} className="catalog-box create-form">
            <legend>
              {list === 'tickets' ? t('ticketNumber', { number }) : t('priceNumber', { number })}
            </legend>
            <div className="field">
              <label htmlFor={`${at}.name`}>
                {list === 'tickets' ? t('ticketName') : t('priceName')} ({languageName})
              </label>
              <input
                id={`${at}.name`}
                lang={textLanguage}
                value={item.name[textLanguage] ?? ''}
                onChange={(event) =>
                  change(index, { name: { ...item.name, [textLanguage]: event.target.value } })
                }
                {...help.described(`${at}.name`)}
              />
              {help.errorOf(`${at}.name`)}
            </div>
            <div className="field">
              <label htmlFor={`${at}.price`}>{t('ticketPrice')}</label>
              <input
                id={`${at}.price`}
                inputMode="decimal"
                value={item.price}
                onChange={(event) => change(index, { price: event.target.value })}
                {...help.described(`${at}.price`)}
              />
              {help.errorOf(`${at}.price`)}
            </div>
            <div className="field">
              <label htmlFor={`${at}.vatValue`}>{t('ticketVat')}</label>
              <input
                id={`${at}.vatValue`}
                inputMode="decimal"
                value={item.vatValue}
                onChange={(event) => change(index, { vatValue: event.target.value })}
                {...help.described(`${at}.vatValue`)}
              />
              {help.errorOf(`${at}.vatValue`)}
            </div>
            <button
              type="button"
              className="secondary"
              onClick={() => onChange(items.filter((_, other) => other !== index))}
            >
              {list === 'tickets' ? t('removeTicket', { number }) : t('removePrice', { number })}
            </button>
          </fieldset>
        );
      })}
      <p className="row-actions">
        <button
          type="button"
          className="secondary"
          onClick={() => onChange([...items, newPrice()])}
        >
          {list === 'tickets' ? t('addTicket') : t('addPrice')}
        </button>
      </p>
    </>
  );
}

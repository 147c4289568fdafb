/**
 * A family ticket's subtickets in the event editor: name in the chosen language, price, VAT rate,
 * and the least and most of each a family ticket holds; added and removed one by one.
 */
import { useFieldArray } from 'react-hook-form';
import { FieldError, TextField } from '../../components/editor';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import { newSubticket, type EventForm } from './catalog-form';
import { LanguageText } from './language-row';

const NUMBERS: readonly [
  field: 'price' | 'vatValue' | 'minQuantity' | 'maxQuantity',
  MessageKey,
][] = [
  ['price', 'ticketPrice'],
  ['vatValue', 'ticketVat'],
  ['minQuantity', 'subticketMin'],
  ['maxQuantity', 'subticketMax'],
];

export function SubticketFields({
  ticket,
  textLanguage,
}: {
  ticket: number;
  textLanguage: string;
}) {
  const { t } = useAdmin();
  const at = `tickets.${ticket}.subtickets` as const;
  const { fields, append, remove } = useFieldArray<EventForm, `tickets.${number}.subtickets`>({
    name: at,
  });

  return (
    <fieldset className="subtickets">
      <legend>{t('subticketsHeading')}</legend>
      <FieldError field={at} />
      {fields.map((sub, index) => {
        const here = `${at}.${index}`;
        const number = index + 1;
        return (
          <fieldset key={sub.id} className="subticket create-form">
            <legend>{t('subticketNumber', { number })}</legend>
            <LanguageText
              name={`${here}.name`}
              id={`${here}.name`}
              label={t('subticketName')}
              language={textLanguage}
            />
            {NUMBERS.map(([field, label]) => (
              <TextField
                key={field}
                name={`${here}.${field}`}
                id={`${here}.${field}`}
                label={t(label)}
                inputMode={field === 'price' || field === 'vatValue' ? 'decimal' : 'numeric'}
              />
            ))}
            <button type="button" className="secondary" onClick={() => remove(index)}>
              {t('removeSubticket', { number })}
            </button>
          </fieldset>
        );
      })}
      <p>
        <button type="button" className="secondary" onClick={() => append(newSubticket())}>
          {t('addSubticket')}
        </button>
      </p>
    </fieldset>
  );
}

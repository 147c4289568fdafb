/**
 * A family ticket's subtickets in the event editor: name in the chosen language, price, VAT rate,
 * and the least and most of each a family ticket holds; added and removed one by one.
 */
import { useFormContext } from 'react-hook-form';
import { FieldError, fieldList, TextField } from '../../components/editor';
import { useAdmin } from '../../context';
import { newSubticket, type SubticketForm } from './catalog-form';
import { PricedFields } from './ticket-fields';

export function SubticketFields({
  ticket,
  textLanguage,
}: {
  ticket: number;
  textLanguage: string;
}) {
  const { t } = useAdmin();
  const at = `tickets.${ticket}.subtickets` as const;
  const { items, append, remove } = fieldList<SubticketForm>(useFormContext(), at);

  return (
    <fieldset className="subtickets">
      <legend>{t('subticketsHeading')}</legend>
      <FieldError field={at} />
      {items.map((sub, index) => {
        const here = `${at}.${index}`;
        const number = index + 1;
        return (
          <fieldset key={sub.key} className="subticket create-form">
            <legend>{t('subticketNumber', { number })}</legend>
            <PricedFields at={here} nameLabel={t('subticketName')} textLanguage={textLanguage} />
            <TextField
              name={`${here}.minQuantity`}
              id={`${here}.minQuantity`}
              label={t('subticketMin')}
              inputMode="numeric"
            />
            <TextField
              name={`${here}.maxQuantity`}
              id={`${here}.maxQuantity`}
              label={t('subticketMax')}
              inputMode="numeric"
            />
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

/**
 * The rows of a tour's price list in the tour editor: participant tickets and the tour's price list
 * share them (a name per language, a price in €, a VAT rate), added and removed one by one.
 */
import { useFormContext } from 'react-hook-form';
import { fieldList } from '../../components/editor';
import { useAdmin } from '../../context';
import { PricedFields } from './ticket-fields';
import { newPrice, type PriceForm } from './tour-form';

export function PriceRows({
  list,
  textLanguage,
}: {
  list: 'tickets' | 'prices';
  textLanguage: string;
}) {
  const { t } = useAdmin();
  const { items, append, remove } = fieldList<PriceForm>(useFormContext(), list);
  const tickets = list === 'tickets';
  return (
    <>
      {items.map((item, index) => {
        const number = index + 1;
        return (
          <fieldset key={item.key} className="catalog-box create-form">
            <legend>
              {tickets ? t('ticketNumber', { number }) : t('priceNumber', { number })}
            </legend>
            <PricedFields
              at={`${list}.${index}`}
              nameLabel={tickets ? t('ticketName') : t('priceName')}
              textLanguage={textLanguage}
            />
            <button type="button" className="secondary" onClick={() => remove(index)}>
              {tickets ? t('removeTicket', { number }) : t('removePrice', { number })}
            </button>
          </fieldset>
        );
      })}
      <p className="row-actions">
        <button type="button" className="secondary" onClick={() => append(newPrice())}>
          {tickets ? t('addTicket') : t('addPrice')}
        </button>
      </p>
    </>
  );
}

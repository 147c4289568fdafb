/**
 * A family ticket's subtickets in the event editor: name in the chosen language, price, VAT rate,
 * and the least and most of each a family ticket holds; added and removed one by one.
 */
import { useAdmin } from '../../context';
import { newSubticket, type SubticketForm, type TicketForm } from './catalog-form';
import type { FieldHelp } from './ticket-fields';

type SubField = 'price' | 'vatValue' | 'minQuantity' | 'maxQuantity';

export function SubticketFields({
  ticket,
  at,
  textLanguage,
  languageName,
  help,
  onChange,
}: {
  ticket: TicketForm;
  at: string;
  textLanguage: string;
  languageName: string;
  help: FieldHelp;
  onChange(subtickets: SubticketForm[]): void;
}) {
  const { t } = useAdmin();
  const { errorOf, described } = help;
  const list = ticket.subtickets;
  const update = (index: number, change: Partial<SubticketForm>) =>
    onChange(list.map((sub, i) => (i === index ? { ...sub, ...change } : sub)));
  const labels: Record<SubField, string> = {
    price: t('ticketPrice'),
    vatValue: t('ticketVat'),
    minQuantity: t('subticketMin'),
    maxQuantity: t('subticketMax'),
  };

  return (
    <fieldset className="subtickets">
      <legend>{t('subticketsHeading')}</legend>
      {errorOf(`${at}.subtickets`)}
      {list.map((sub, index) => {
        const here = `${at}.subtickets.${index}`;
        const number = index + 1;
        return (
          <fieldset key={sub.key} className="subticket create-form">
            <legend>{t('subticketNumber', { number })}</legend>
            <div className="field">
              <label htmlFor={`${here}.name`}>
                {t('subticketName')} ({languageName})
              </label>
              <input
                id={`${here}.name`}
                lang={textLanguage}
                value={sub.name[textLanguage] ?? ''}
                onChange={(event) =>
                  update(index, { name: { ...sub.name, [textLanguage]: event.target.value } })
                }
                {...described(`${here}.name`)}
              />
              {errorOf(`${here}.name`)}
            </div>
            {(Object.keys(labels) as SubField[]).map((field) => (
              <div className="field" key={field}>
                <label htmlFor={`${here}.${field}`}>{labels[field]}</label>
                <input
                  id={`${here}.${field}`}
                  inputMode={field === 'price' || field === 'vatValue' ? 'decimal' : 'numeric'}
                  value={sub[field]}
                  onChange={(event) => update(index, { [field]: event.target.value })}
                  {...described(`${here}.${field}`)}
                />
                {errorOf(`${here}.${field}`)}
              </div>
            ))}
            <button
              type="button"
              className="secondary"
              onClick={() => onChange(list.filter((_, i) => i !== index))}
            >
              {t('removeSubticket', { number })}
            </button>
          </fieldset>
        );
      })}
      <p>
        <button
          type="button"
          className="secondary"
          onClick={() => onChange([...list, newSubticket()])}
        >
          {t('addSubticket')}
        </button>
      </p>
    </fieldset>
  );
}

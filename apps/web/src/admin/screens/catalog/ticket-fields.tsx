/**
 * One ticket in the event editor: name and description in the chosen language, price, VAT rate,
 * kind, the yes/no fields of the catalog file (day ticket, family ticket, print separately, own
 * barcode, scan separately, sold in the shop), and a family ticket's subtickets. Hiding keeps the
 * ticket (paid orders refer to it); the schema's messages are shown at the fields.
 */
import type { ReactNode } from 'react';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import { TICKET_FLAGS, type TicketFlag, type TicketForm } from './catalog-form';
import { SubticketFields } from './subticket-fields';
import './ticket-fields.css';

const FLAG_TEXTS: Record<TicketFlag, MessageKey> = {
  dayTicket: 'ticketDayTicket',
  family: 'ticketFamily',
  printSeparately: 'ticketPrintSeparately',
  uniqueBarcode: 'ticketUniqueBarcode',
  scanSeparately: 'ticketScanSeparately',
  active: 'ticketActive',
};

export interface FieldHelp {
  errorOf(field: string): ReactNode;
  described(field: string): { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

export function TicketFields({
  ticket,
  index,
  textLanguage,
  languageName,
  help,
  onChange,
  onRemove,
}: {
  ticket: TicketForm;
  index: number;
  textLanguage: string;
  languageName: string;
  help: FieldHelp;
  onChange(change: Partial<TicketForm>): void;
  onRemove(): void;
}) {
  const { t } = useAdmin();
  const at = `tickets.${index}`;
  const number = index + 1;
  const { errorOf, described } = help;
  return (
    <fieldset className="catalog-box create-form">
      <legend>{t('ticketNumber', { number })}</legend>
      <div className="field">
        <label htmlFor={`${at}.name`}>
          {t('ticketName')} ({languageName})
        </label>
        <input
          id={`${at}.name`}
          lang={textLanguage}
          value={ticket.name[textLanguage] ?? ''}
          onChange={(event) =>
            onChange({ name: { ...ticket.name, [textLanguage]: event.target.value } })
          }
          {...described(`${at}.name`)}
        />
        {errorOf(`${at}.name`)}
      </div>
      <div className="field">
        <label htmlFor={`${at}.description`}>
          {t('ticketDescription')} ({languageName})
        </label>
        <textarea
          id={`${at}.description`}
          lang={textLanguage}
          rows={2}
          value={ticket.description[textLanguage] ?? ''}
          onChange={(event) =>
            onChange({
              description: { ...ticket.description, [textLanguage]: event.target.value },
            })
          }
          {...described(`${at}.description`)}
        />
        {errorOf(`${at}.description`)}
      </div>
      <div className="field">
        <label htmlFor={`${at}.price`}>{t('ticketPrice')}</label>
        <input
          id={`${at}.price`}
          inputMode="decimal"
          value={ticket.price}
          onChange={(event) => onChange({ price: event.target.value })}
          {...described(`${at}.price`)}
        />
        {errorOf(`${at}.price`)}
      </div>
      <div className="field">
        <label htmlFor={`${at}.vatValue`}>{t('ticketVat')}</label>
        <input
          id={`${at}.vatValue`}
          inputMode="decimal"
          value={ticket.vatValue}
          onChange={(event) => onChange({ vatValue: event.target.value })}
          {...described(`${at}.vatValue`)}
        />
        {errorOf(`${at}.vatValue`)}
      </div>
      <div className="field">
        <label htmlFor={`${at}.mode`}>{t('ticketMode')}</label>
        <select
          id={`${at}.mode`}
          value={ticket.mode}
          onChange={(event) => onChange({ mode: Number(event.target.value) as 1 | 3 | 5 })}
        >
          <option value={1}>{t('modeTimed')}</option>
          <option value={3}>{t('modeEventLong')}</option>
          <option value={5}>{t('modeRange')}</option>
        </select>
      </div>
      <div className="ticket-flags">
        {TICKET_FLAGS.map((flag) => (
          <label key={flag} className="switch">
            <input
              id={`${at}.${flag}`}
              type="checkbox"
              checked={ticket[flag]}
              onChange={(event) => onChange({ [flag]: event.target.checked })}
            />
            {t(FLAG_TEXTS[flag])}
          </label>
        ))}
      </div>
      {ticket.family && (
        <SubticketFields
          ticket={ticket}
          at={at}
          textLanguage={textLanguage}
          languageName={languageName}
          help={help}
          onChange={(subtickets) => onChange({ subtickets })}
        />
      )}
      <button type="button" className="secondary" onClick={onRemove}>
        {t('removeTicket', { number })}
      </button>
    </fieldset>
  );
}

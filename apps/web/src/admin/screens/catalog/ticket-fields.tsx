/**
 * One ticket in the event editor: name and description in the chosen language, price, VAT rate,
 * kind, the yes/no fields of the catalog file (day ticket, family ticket, print separately, own
 * barcode, scan separately, sold in the shop), and a family ticket's subtickets. Hiding keeps the
 * ticket (paid orders refer to it); the schema's messages are shown at the fields.
 */
import { SelectField, Switch, TextField, useFormValue } from '../../components/editor';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import { TICKET_FLAGS, type TicketFlag } from './catalog-form';
import { LanguageText } from './language-row';
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

/**
 * The name in the chosen language, the price in € and the VAT rate of the item at `at` (a ticket, a
 * subticket, a tour's price); with `descriptionLabel` its description after the name.
 */
export function PricedFields({
  at,
  nameLabel,
  descriptionLabel,
  textLanguage,
}: {
  at: string;
  nameLabel: string;
  descriptionLabel?: string;
  textLanguage: string;
}) {
  const { t } = useAdmin();
  return (
    <>
      <LanguageText
        name={`${at}.name`}
        id={`${at}.name`}
        label={nameLabel}
        language={textLanguage}
      />
      {descriptionLabel && (
        <LanguageText
          name={`${at}.description`}
          id={`${at}.description`}
          label={descriptionLabel}
          language={textLanguage}
          rows={2}
        />
      )}
      <TextField
        name={`${at}.price`}
        id={`${at}.price`}
        label={t('ticketPrice')}
        inputMode="decimal"
      />
      <TextField
        name={`${at}.vatValue`}
        id={`${at}.vatValue`}
        label={t('ticketVat')}
        inputMode="decimal"
      />
    </>
  );
}

export function TicketFields({
  index,
  textLanguage,
  onRemove,
}: {
  index: number;
  textLanguage: string;
  onRemove(): void;
}) {
  const { t } = useAdmin();
  const at = `tickets.${index}` as const;
  const family = useFormValue<boolean>(`${at}.family`).value;
  const number = index + 1;
  return (
    <fieldset className="catalog-box create-form">
      <legend>{t('ticketNumber', { number })}</legend>
      <PricedFields
        at={at}
        nameLabel={t('ticketName')}
        descriptionLabel={t('ticketDescription')}
        textLanguage={textLanguage}
      />
      <SelectField
        name={`${at}.mode`}
        id={`${at}.mode`}
        label={t('ticketMode')}
        numeric
        choices={[
          { value: 1, label: t('modeTimed') },
          { value: 3, label: t('modeEventLong') },
          { value: 5, label: t('modeRange') },
        ]}
      />
      <div className="ticket-flags">
        {TICKET_FLAGS.map((flag) => (
          <Switch
            key={flag}
            id={`${at}.${flag}`}
            name={`${at}.${flag}`}
            label={t(FLAG_TEXTS[flag])}
          />
        ))}
      </div>
      {family && <SubticketFields ticket={index} textLanguage={textLanguage} />}
      <button type="button" className="secondary" onClick={onRemove}>
        {t('removeTicket', { number })}
      </button>
    </fieldset>
  );
}

/**
 * The tickets of the current choice, grouped by their ticket group: a stepper per ticket, add-on
 * subtickets beneath it, and for a family ticket one stepper per component with its fixed-count
 * parts shown as included. Errors sit under their ticket and are tied to
 * its fields.
 */
import {
  applyFixedSubtickets,
  formatMoney,
  isFixedSubticket,
  isFlagSet,
  type Err,
  type Language,
} from '@foyer/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountStepper } from '@/shared/ui/stepper/count-stepper';
import {
  NO_COUNTS,
  offerAvailable,
  type EnteredCounts,
  type Selection,
  type TicketOffer,
} from '../ticket-selection';
import { useTicketMessage } from './ticket-messages';

export interface TicketLinesProps {
  readonly offers: readonly TicketOffer[];
  readonly selection: Selection;
  readonly onChange: (ticketId: number, counts: EnteredCounts) => void;
  readonly errors: Readonly<Record<number, Err>>;
  readonly lang: Language;
}

interface Group {
  readonly name: string | null;
  readonly offers: TicketOffer[];
}

function groupsOf(offers: readonly TicketOffer[]): Group[] {
  const groups: Group[] = [];
  for (const offer of offers) {
    const name = offer.ticket.group_name;
    const group = groups.find((candidate) => candidate.name === name);
    if (group) group.offers.push(offer);
    else groups.push({ name, offers: [offer] });
  }
  return groups;
}

function Price({ cents, lang }: { cents: number; lang: Language }) {
  const { t } = useTranslation();
  return (
    <span className="ticket-line__price">
      {cents === 0 ? t('tickets.free') : formatMoney(cents, lang)}
    </span>
  );
}

function TicketLine({
  offer,
  counts,
  onChange,
  error,
  lang,
}: {
  offer: TicketOffer;
  counts: EnteredCounts;
  onChange: (counts: EnteredCounts) => void;
  error: Err | undefined;
  lang: Language;
}) {
  const { t } = useTranslation();
  const message = useTicketMessage();
  const baseId = useId();
  const { ticket } = offer;
  const family = isFlagSet(ticket.family);
  const available = offerAvailable(offer);
  const soldOut = available === 0;
  const errorId = `${baseId}-error`;
  const describedBy = error ? errorId : undefined;
  const setSub = (id: number, value: string) =>
    onChange({ ...counts, subtickets: { ...counts.subtickets, [id]: value } });
  const stepperLabels = (name: string) => ({
    decreaseLabel: t('tickets.stepper.fewer', { name }),
    increaseLabel: t('tickets.stepper.more', { name }),
  });
  const addOns = ticket.subtickets.filter((sub) => !isFixedSubticket(sub));
  const fixed = ticket.subtickets.filter((sub) => isFixedSubticket(sub));
  // A fixed-count part is included only once another part is chosen, else 0.
  const applied = applyFixedSubtickets(ticket.subtickets, counts.subtickets);

  if (family) {
    return (
      <li className="ticket-line ticket-line--family">
        <fieldset className="ticket-line__family" aria-describedby={describedBy}>
          <legend className="ticket-line__head">
            <span className="ticket-line__name">{ticket.name}</span>{' '}
            <Price cents={ticket.price} lang={lang} />
          </legend>
          <p className="ticket-line__hint">{t('tickets.family.hint')}</p>
          <ul className="ticket-line__parts">
            {addOns.map((sub) => {
              const id = `${baseId}-sub-${sub.id}`;
              return (
                <li key={sub.id} className="ticket-line__part">
                  <label htmlFor={id} className="ticket-line__part-name">
                    {sub.name}{' '}
                    <span className="ticket-line__range">
                      {t('tickets.family.range', { min: sub.min_quantity, max: sub.max_quantity })}
                    </span>
                  </label>
                  <CountStepper
                    id={id}
                    value={counts.subtickets[sub.id] ?? ''}
                    onChange={(value) => setSub(sub.id, value)}
                    max={sub.max_quantity}
                    disabled={soldOut}
                    describedBy={describedBy}
                    invalid={error !== undefined}
                    {...stepperLabels(sub.name)}
                  />
                </li>
              );
            })}
            {fixed.map((sub) => (
              <li key={sub.id} className="ticket-line__part ticket-line__part--fixed">
                <span className="ticket-line__part-name">{sub.name}</span>
                <span className="ticket-line__included">
                  {t('tickets.family.included', { count: applied[sub.id] ?? 0 })}
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
        {soldOut && <p className="ticket-line__sold-out">{t('tickets.soldOut')}</p>}
        {error && (
          <p id={errorId} className="field-error">
            {message(error)}
          </p>
        )}
      </li>
    );
  }

  const countId = `${baseId}-count`;
  return (
    <li className="ticket-line">
      <div className="ticket-line__row">
        <label htmlFor={countId} className="ticket-line__head">
          <span className="ticket-line__name">{ticket.name}</span>{' '}
          <Price cents={ticket.price} lang={lang} />
        </label>
        <CountStepper
          id={countId}
          value={counts.count}
          onChange={(value) => onChange({ ...counts, count: value })}
          max={available}
          disabled={soldOut}
          describedBy={describedBy}
          invalid={error !== undefined}
          {...stepperLabels(ticket.name)}
        />
      </div>
      {soldOut && <p className="ticket-line__sold-out">{t('tickets.soldOut')}</p>}
      {addOns.length > 0 && (
        <ul className="ticket-line__parts ticket-line__parts--addons">
          {addOns.map((sub) => {
            const id = `${baseId}-sub-${sub.id}`;
            return (
              <li key={sub.id} className="ticket-line__part">
                <label htmlFor={id} className="ticket-line__part-name">
                  {t('tickets.addOn', { name: sub.name })}{' '}
                  <span className="ticket-line__range">
                    {t('tickets.addOnPrice', { price: formatMoney(sub.price, lang) })}
                  </span>
                </label>
                <CountStepper
                  id={id}
                  value={counts.subtickets[sub.id] ?? ''}
                  onChange={(value) => setSub(sub.id, value)}
                  max={sub.max_quantity}
                  disabled={soldOut}
                  describedBy={describedBy}
                  invalid={error !== undefined}
                  {...stepperLabels(sub.name)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {fixed.length > 0 && (
        <ul className="ticket-line__parts">
          {fixed.map((sub) => (
            <li key={sub.id} className="ticket-line__part ticket-line__part--fixed">
              <span className="ticket-line__part-name">{sub.name}</span>
              <span className="ticket-line__included">
                {t('tickets.family.included', { count: sub.max_quantity })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {message(error)}
        </p>
      )}
    </li>
  );
}

export function TicketLines({ offers, selection, onChange, errors, lang }: TicketLinesProps) {
  const groupId = useId();
  return (
    <div className="ticket-groups">
      {groupsOf(offers).map((group, index) => (
        <section
          key={group.name ?? `group-${index}`}
          className="ticket-group"
          aria-labelledby={group.name ? `${groupId}-${index}` : undefined}
        >
          {group.name && (
            <h4 id={`${groupId}-${index}`} className="ticket-group__title">
              {group.name}
            </h4>
          )}
          <ul className="ticket-group__list">
            {group.offers.map((offer) => (
              <TicketLine
                key={offer.ticket.id}
                offer={offer}
                counts={selection[offer.ticket.id] ?? NO_COUNTS}
                onChange={(counts) => onChange(offer.ticket.id, counts)}
                error={errors[offer.ticket.id]}
                lang={lang}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

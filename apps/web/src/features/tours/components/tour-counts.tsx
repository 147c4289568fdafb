/**
 * The counts of a tour booking: the price list (whole tours, or places from the price list) and the
 * participant tickets with their add-ons, each with a stepper. Errors about the counts (too many,
 * too few, tickets and participants not matching) are tied to every field of the group.
 */
import { formatMoney, type Language } from '@foyer/domain';
import type { PriceListEntry, Tour } from '@foyer/domain/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountStepper } from '@/shared/ui/stepper/count-stepper';
import type { TicketEntry, TourCounts as Counts } from '@/shared/tours/tour-booking-model';

export interface TourCountsProps {
  readonly priceList: readonly PriceListEntry[];
  readonly tickets: Tour['tickets'];
  readonly counts: Counts;
  readonly onChange: (counts: Counts) => void;
  /** True when price-list entries are whole tours. */
  readonly wholeTours: boolean;
  /** Most tours a stepper goes to, and most tickets; null for no limit. */
  readonly maxTours: number | null;
  readonly maxTickets: number | null;
  readonly describedBy?: string;
  readonly invalid: boolean;
  readonly lang: Language;
}

const NO_ENTRY: TicketEntry = { count: '', subtickets: {} };

export function TourCountsFields({
  priceList,
  tickets,
  counts,
  onChange,
  wholeTours,
  maxTours,
  maxTickets,
  describedBy,
  invalid,
  lang,
}: TourCountsProps) {
  const { t } = useTranslation();
  const id = useId();
  const price = (cents: number) => (cents === 0 ? t('tours.free') : formatMoney(cents, lang));
  const labels = (name: string) => ({
    decreaseLabel: t('tours.stepper.fewer', { name }),
    increaseLabel: t('tours.stepper.more', { name }),
  });
  const setTicket = (ticketId: number, entry: TicketEntry) =>
    onChange({ ...counts, tickets: { ...counts.tickets, [ticketId]: entry } });

  return (
    <div className="tour-counts">
      {priceList.length > 0 && (
        <fieldset className="count-group" aria-describedby={describedBy}>
          <legend className="count-group__legend">
            {wholeTours ? t('tours.counts.tours') : t('tours.counts.priceList')}
          </legend>
          <ul className="count-group__list">
            {priceList.map((entry) => {
              const fieldId = `${id}-price-${entry.id}`;
              return (
                <li key={entry.id} className="count-line count-line__row">
                  <label htmlFor={fieldId} className="count-line__head">
                    <span className="count-line__name">{entry.name}</span>{' '}
                    <span className="count-line__price">
                      {wholeTours
                        ? t('tours.counts.perTour', { price: price(entry.price) })
                        : price(entry.price)}
                    </span>
                  </label>
                  <CountStepper
                    id={fieldId}
                    value={counts.tours[entry.id] ?? ''}
                    onChange={(value) =>
                      onChange({ ...counts, tours: { ...counts.tours, [entry.id]: value } })
                    }
                    max={maxTours}
                    describedBy={describedBy}
                    invalid={invalid}
                    {...labels(entry.name)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {tickets.length > 0 && (
        <fieldset className="count-group" aria-describedby={describedBy}>
          <legend className="count-group__legend">
            {wholeTours ? t('tours.counts.groupTickets') : t('tours.counts.tickets')}
          </legend>
          <ul className="count-group__list">
            {tickets.map((ticket) => {
              const entry = counts.tickets[ticket.id] ?? NO_ENTRY;
              const fieldId = `${id}-ticket-${ticket.id}`;
              return (
                <li key={ticket.id} className="count-line">
                  <div className="count-line__row">
                    <label htmlFor={fieldId} className="count-line__head">
                      <span className="count-line__name">{ticket.name}</span>{' '}
                      <span className="count-line__price">{price(ticket.price)}</span>
                    </label>
                    <CountStepper
                      id={fieldId}
                      value={entry.count}
                      onChange={(value) => setTicket(ticket.id, { ...entry, count: value })}
                      max={maxTickets}
                      describedBy={describedBy}
                      invalid={invalid}
                      {...labels(ticket.name)}
                    />
                  </div>
                  {(ticket.subtickets ?? []).length > 0 && (
                    <ul className="count-line__addons">
                      {(ticket.subtickets ?? []).map((sub) => {
                        const subId = `${fieldId}-sub-${sub.id}`;
                        return (
                          <li key={sub.id} className="count-line__row">
                            <label htmlFor={subId} className="count-line__head">
                              <span className="count-line__addon">
                                {t('tours.counts.addOn', { name: sub.name })}
                              </span>{' '}
                              <span className="count-line__price">
                                {t('tours.counts.addOnPrice', {
                                  price: formatMoney(sub.price, lang),
                                })}
                              </span>
                            </label>
                            <CountStepper
                              id={subId}
                              value={entry.subtickets[sub.id] ?? ''}
                              onChange={(value) =>
                                setTicket(ticket.id, {
                                  ...entry,
                                  subtickets: { ...entry.subtickets, [sub.id]: value },
                                })
                              }
                              max={maxTickets}
                              describedBy={describedBy}
                              invalid={invalid}
                              {...labels(sub.name)}
                            />
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </div>
  );
}

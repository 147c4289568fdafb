/**
 * The page of an offer's e-mail link (`/{lang}/waitinglist/offer/{token}`, docs/decisions.md
 * "Waiting list: booking an offer and joining in the shop"): what is held for the visitor, how
 * many places and until when (museum time); they choose the tickets for those places and go to the
 * normal checkout, whose payment names the offer so that the server takes its hold over. An offer
 * that ran out or was used says so and, when the slot has places now, links to booking normally.
 */
import { formatMoney, routePath, type BasketItem, type Language } from '@foyer/domain';
import type { waitingListOffer } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useWaitingListTexts } from '@/i18n/waiting-list/load';
import { ApiError } from '@/shared/api/api-error';
import { useApiClient } from '@/shared/api/api-context';
import { addToBasket } from '@/shared/basket/add-to-basket';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { PageLoading } from '@/shared/ui/page-loading';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { rememberOffer } from '@/shared/waiting-list/offer-session';
import { localWhen } from '@/shared/ui/local-when';

type Offer = z.infer<typeof waitingListOffer>;

/** A ticket type the held places can be booked as: its id, name and price. */
interface Choice {
  id: number;
  name: string;
  price: number;
  vat: number | undefined;
}

/** The ticket types of the offered slot: an event's timed tickets, a tour's participant tickets. */
function useChoices(offer: Offer | undefined, lang: Language) {
  const client = useApiClient();
  const date = offer?.datetime.slice(0, 10) ?? '';
  return useQuery({
    queryKey: ['waitingListChoices', lang, offer?.kind, offer?.id, date],
    enabled: offer !== undefined && offer.state === 'open',
    queryFn: async ({ signal }): Promise<Choice[]> => {
      if (!offer) return [];
      if (offer.kind === 'event') {
        const collection = await client.call('ticketCollectDate', {
          lang,
          params: { id: offer.id, date },
          signal,
        });
        return collection.tickets
          .filter((ticket) => ticket.mode === 1 && !ticket.day_ticket && !ticket.family)
          .map((ticket) => ({
            id: ticket.id,
            name: ticket.name,
            price: ticket.price,
            vat: ticket.vat_value,
          }));
      }
      const tours = await client.call('tourSelect', { lang, signal });
      const tour = tours.find((each) => each.id === offer.id);
      return (tour?.tickets ?? []).map((ticket) => ({
        id: ticket.id,
        name: ticket.name,
        price: ticket.price,
        vat: undefined,
      }));
    },
  });
}

/** The basket items of the chosen counts, in the shapes the tickets and tours screens add. */
function offerItems(offer: Offer, choices: readonly Choice[], counts: Record<number, number>) {
  const chosen = choices.filter((choice) => (counts[choice.id] ?? 0) > 0);
  const date = offer.datetime.slice(0, 10);
  const time = offer.datetime.slice(11, 16);
  if (offer.kind === 'event') {
    return chosen.map((choice): BasketItem => ({
      type: 'ticket',
      id: choice.id,
      name: `${offer.name} – ${choice.name}`,
      price: choice.price,
      totalPrice: choice.price * (counts[choice.id] ?? 0),
      count: counts[choice.id] ?? 0,
      totalCount: counts[choice.id] ?? 0,
      datetime: offer.datetime,
      date,
      time,
      subtickets: [],
      ...(choice.vat === undefined ? {} : { vat_value: choice.vat }),
    }));
  }
  const participants = chosen.reduce((sum, choice) => sum + (counts[choice.id] ?? 0), 0);
  const total = chosen.reduce((sum, choice) => sum + choice.price * (counts[choice.id] ?? 0), 0);
  const item: BasketItem = {
    type: 'guidedTour',
    tourId: offer.id,
    name: offer.name,
    datetime: offer.datetime,
    date,
    time,
    answers: {},
    prices: [],
    tickets: chosen.map((choice) => ({ id: choice.id, count: counts[choice.id] ?? 0 })),
    single_ticketing: false,
    price: Math.round(total / Math.max(1, participants)),
    totalPrice: total,
    count: Math.max(1, participants),
    totalCount: participants,
  };
  return [item];
}

function OfferChoice({ offer, token }: { offer: Offer; token: string }) {
  const { t } = useWaitingListTexts();
  const lang = useLanguage();
  const navigate = useNavigate();
  const choices = useChoices(offer, lang);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [attempted, setAttempted] = useState(false);
  const chosen = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const problem =
    chosen > offer.places
      ? t('waitingList.offer.tooMany', { places: offer.places })
      : chosen === 0
        ? t('waitingList.offer.none')
        : null;

  if (choices.isPending) return <p className="selector-hint">{t('waitingList.offer.loading')}</p>;
  if (choices.isError) {
    return <p className="notice notice--warning">{t('waitingList.offer.loadFailed')}</p>;
  }
  if (choices.data.length === 0) {
    return <p className="notice notice--warning">{t('waitingList.offer.noTickets')}</p>;
  }

  const toCheckout = () => {
    setAttempted(true);
    if (problem !== null) return;
    for (const item of offerItems(offer, choices.data, counts)) addToBasket(item, item.name);
    rememberOffer(token);
    void navigate(routePath('checkout', lang));
  };

  return (
    <section className="waiting-offer__choice" aria-labelledby="waiting-offer-choose">
      <h2 id="waiting-offer-choose">{t('waitingList.offer.choose')}</h2>
      <ul className="waiting-offer__lines">
        {choices.data.map((choice) => (
          <li key={choice.id} className="waiting-offer__line">
            <span className="waiting-offer__name">
              {choice.name}
              <span className="waiting-offer__price">{formatMoney(choice.price, lang)}</span>
            </span>
            <QuantityStepper
              id={`waiting-offer-${choice.id}`}
              label={choice.name}
              value={counts[choice.id] ?? 0}
              min={0}
              max={offer.places}
              onChange={(requested) => {
                const next = Math.max(0, Math.min(offer.places, requested));
                setCounts((current) => ({ ...current, [choice.id]: next }));
                return next;
              }}
              decreaseLabel={`${t('merchandise.decrease')}: ${choice.name}`}
              increaseLabel={`${t('merchandise.increase')}: ${choice.name}`}
            />
          </li>
        ))}
      </ul>
      <p className="waiting-offer__chosen" aria-live="polite">
        {t('waitingList.offer.chosen', { chosen, places: offer.places })}
      </p>
      <div role="alert">
        {attempted && problem !== null && <p className="field__error">{problem}</p>}
      </div>
      <button type="button" className="button button--large" onClick={toCheckout}>
        {t('waitingList.offer.toCheckout')}
      </button>
    </section>
  );
}

export function OfferScreen() {
  const { t, ready } = useWaitingListTexts();
  const client = useApiClient();
  const lang = useLanguage();
  const { token = '' } = useParams();
  const offer = useQuery({
    queryKey: ['waitingListOffer', lang, token],
    queryFn: ({ signal }) => client.call('waitingListOffer', { lang, params: { token }, signal }),
    retry: false,
  });

  if (!ready) return <PageLoading />;
  if (offer.isPending) {
    return (
      <div className="page page--narrow waiting-offer">
        <h1>{t('waitingList.offer.title')}</h1>
        <p className="selector-hint">{t('waitingList.offer.loading')}</p>
      </div>
    );
  }
  if (offer.isError) {
    const notFound = offer.error instanceof ApiError && offer.error.status === 404;
    return (
      <div className="page page--narrow waiting-offer">
        <h1>{t('waitingList.offer.title')}</h1>
        <p className="notice notice--warning">
          {notFound ? t('waitingList.offer.notFound') : t('waitingList.offer.loadFailed')}
        </p>
      </div>
    );
  }
  const data = offer.data;
  const bookPath =
    data.kind === 'event'
      ? routePath('event', lang, { id: data.id })
      : routePath('guidedTour', lang, { id: data.id });
  if (data.state !== 'open') {
    const expired = data.state === 'expired';
    return (
      <div className="page page--narrow waiting-offer">
        <h1>{expired ? t('waitingList.offer.expiredTitle') : t('waitingList.offer.usedTitle')}</h1>
        <p className="notice notice--warning">
          {expired ? t('waitingList.offer.expired') : t('waitingList.offer.used')}
        </p>
        <p>
          <strong>{data.name}</strong>, {localWhen(data.datetime)}
        </p>
        {data.available > 0 && (
          <p>
            <Link to={bookPath}>{t('waitingList.offer.bookNormally')}</Link>
          </p>
        )}
      </div>
    );
  }
  const until = localWhen(data.expiresAtLocal);
  return (
    <div className="page page--narrow waiting-offer">
      <h1>{t('waitingList.offer.title')}</h1>
      <p className="lead">{t('waitingList.offer.intro', { count: data.places, until })}</p>
      <dl className="waiting-offer__facts">
        <dt>{t('waitingList.offer.what')}</dt>
        <dd>{data.name}</dd>
        <dt>{t('waitingList.offer.when')}</dt>
        <dd>{localWhen(data.datetime)}</dd>
        <dt>{t('waitingList.offer.places')}</dt>
        <dd>{data.places}</dd>
        <dt>{t('waitingList.offer.until')}</dt>
        <dd>{until}</dd>
      </dl>
      <OfferChoice offer={data} token={token} />
    </div>
  );
}

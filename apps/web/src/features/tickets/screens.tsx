/**
 * The ticket screens: the event list (`tickets`) and a single event with its ticket selector
 * (`tickets/{id}`). Expired events say so; an unknown event shows the not-found message.
 */
import { eventAvailability, formatMoney, isIsoDate, routePath, type Language } from '@foyer/domain';
import type { Event } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { assetUrl } from '@/shared/api/api-base';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { shopInfoQuery } from '@/shared/api/queries';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { CardsLoading, DetailLoading } from '@/shared/ui/calendar/booking-states';
import { ResponsivePicture } from '@/shared/ui/responsive-picture';
import { SafeHtml } from '@/shared/ui/safe-html';
import type { ScreenProps } from '@/shared/ui/screen';
import { Deferred } from '@/shared/ui/deferred-part';
import { usePageTitle } from '@/shared/ui/title-store';
import { useServerHead } from '@/shared/ui/render-context';
import { pageImages } from '@/app/head/head-images';
import { eventJsonLd, plainText } from '@/app/head/structured-data';
import { eventsQuery, eventTicketsQuery, ticketLifetimeQuery } from './api/ticket-queries';
import { EventEnded, EventNotFound } from './components/screen-states';
import { TicketSelector } from './components/ticket-selector';
import { useTicketMessage } from './components/ticket-messages';
import { eventWhen, sortEvents } from './event-when';
import '@/shared/ui/calendar/booking.css';
import './tickets.css';

/** How wide an event's image is shown: a card of the grid, the detail page's intro column. */
const CARD_SIZES = '(min-width: 993px) 33vw, (min-width: 545px) 50vw, 100vw';
const DETAIL_SIZES = '(min-width: 993px) 45vw, 100vw';

function isExpired(event: Event, timeZone: string | undefined): boolean {
  return timeZone !== undefined && !eventAvailability(event, new Date(), timeZone).ok;
}

function EventCard({ event, lang }: { event: Event; lang: Language }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const when = eventWhen(event, t);
  return (
    <li className="catalog-card">
      {event.picture ? (
        <ResponsivePicture
          picture={event.picture}
          className="catalog-card__image"
          sizes={CARD_SIZES}
          decorative
        />
      ) : (
        event.image && (
          <img
            className="catalog-card__image"
            src={assetUrl(event.image, client.apiBase)}
            alt=""
            loading="lazy"
          />
        )
      )}
      <div className="catalog-card__body">
        <p className="catalog-card__meta">{event.venue}</p>
        <h2 className="catalog-card__title">
          <Link className="catalog-card__link" to={routePath('event', lang, { id: event.id })}>
            {event.name}
          </Link>
        </h2>
        {when && <p className="catalog-card__when">{when}</p>}
        {event.price_from !== undefined && (
          <p className="catalog-card__when catalog-card__price">
            {t('tickets.list.priceFrom', { price: formatMoney(event.price_from, lang) })}
          </p>
        )}
        <SafeHtml className="catalog-card__text" html={event.description} />
        <p className="catalog-card__cta" aria-hidden="true">
          {t('tickets.list.choose')} <span className="catalog-card__arrow">→</span>
        </p>
      </div>
    </li>
  );
}

/** The event list (`tickets`). */
export function EventListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useApiClient();
  const events = useQuery(eventsQuery(client, lang));
  const info = useQuery(shopInfoQuery(client, lang));
  const timeZone = info.data?.meta.timeZone;
  const list = sortEvents((events.data ?? []).filter((event) => !isExpired(event, timeZone)));
  return (
    <div className="page catalog-page">
      <h1>{t(route.titleKey)}</h1>
      <p className="lead">{t('tickets.list.intro')}</p>
      {events.isPending ? (
        <CardsLoading />
      ) : events.isError ? (
        <p className="notice notice--warning">{t('tickets.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="notice">{t('tickets.list.empty')}</p>
      ) : (
        <ul className="card-grid">
          {list.map((event) => (
            <EventCard key={event.id} event={event} lang={lang} />
          ))}
        </ul>
      )}
    </div>
  );
}

function idOf(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A single event with its ticket selector (`tickets/{id}`). */
export function EventScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const message = useTicketMessage();
  const lang = useLanguage();
  const client = useApiClient();
  const eventId = idOf(useParams().id);
  const [search] = useSearchParams();
  const asked = search.get('date');
  const initialDate = asked !== null && isIsoDate(asked) ? asked : null;
  const known = eventId !== null;
  const events = useQuery({ ...eventsQuery(client, lang), enabled: known });
  const tickets = useQuery({ ...eventTicketsQuery(client, lang, eventId ?? 0), enabled: known });
  const lifetime = useQuery({ ...ticketLifetimeQuery(client, lang, eventId ?? 0), enabled: known });
  const info = useQuery(shopInfoQuery(client, lang));
  const event = events.data?.find((candidate) => candidate.id === eventId);
  usePageTitle(event?.name ?? null);
  useServerHead(() => {
    if (!event || !tickets.data) return null;
    const offered = tickets.data.tickets;
    return {
      description: plainText(event.description, 160),
      images: pageImages(event.picture, event.image, DETAIL_SIZES),
      jsonLd: (context) => eventJsonLd(event, offered, context),
    };
  });

  if (!known) return <EventNotFound lang={lang} />;
  if (events.isPending || info.isPending) return <DetailLoading />;
  if (event === undefined) {
    // An ended event is no longer listed; its old link says that it ended, not "not found".
    if (tickets.isPending) return <DetailLoading />;
    if (tickets.error instanceof ApiError && tickets.error.status === 410) {
      return <EventEnded lang={lang} />;
    }
    return <EventNotFound lang={lang} />;
  }
  const expired = isExpired(event, info.data?.meta.timeZone);
  if (!expired && isNotFound(tickets.error)) return <EventNotFound lang={lang} />;
  const today = info.data?.meta.today ?? new Date().toISOString().slice(0, 10);
  const when = eventWhen(event, t);

  const loading = (
    <p className="selector-hint" role="status">
      <span className="spinner spinner--small" aria-hidden="true" /> {t('common.loading')}
    </p>
  );
  const panel = (() => {
    if (expired) {
      return (
        <div className="notice notice--warning">
          <p>{message({ code: 'EVENT_EXPIRED' })}</p>
          <Link to={routePath('tickets', lang)}>{t('tickets.allEvents')}</Link>
        </div>
      );
    }
    if (tickets.isPending || lifetime.isPending) return loading;
    if (tickets.isError) {
      return <p className="notice notice--warning">{t('tickets.loadFailed')}</p>;
    }
    if (tickets.data.tickets.length === 0) {
      return <p className="notice notice--warning">{message({ code: 'TICKETS_SOLD_OUT' })}</p>;
    }
    return (
      <TicketSelector
        event={event}
        collection={tickets.data}
        lifetime={lifetime.data ?? null}
        today={today}
        initialDate={initialDate}
        lang={lang}
      />
    );
  })();

  return (
    <div className="page detail-page">
      <p className="back-link">
        <Link to={routePath('tickets', lang)}>
          <span aria-hidden="true">← </span>
          {t('tickets.allEvents')}
        </Link>
      </p>
      <div className="detail-layout">
        <div className="detail-intro">
          <p className="eyebrow">{event.venue}</p>
          <h1 className="detail-intro__title">{event.name}</h1>
          {when && <p className="detail-intro__when">{when}</p>}
          {event.price_from !== undefined && (
            <p className="detail-intro__when">
              {t('tickets.list.priceFrom', { price: formatMoney(event.price_from, lang) })}
            </p>
          )}
          {event.picture ? (
            <ResponsivePicture
              picture={event.picture}
              className="detail-intro__image"
              sizes={DETAIL_SIZES}
              eager
            />
          ) : (
            event.image && (
              <img
                className="detail-intro__image"
                src={assetUrl(event.image, client.apiBase)}
                alt=""
              />
            )
          )}
          <SafeHtml className="prose detail-intro__text" html={event.description} />
        </div>
        <section className="booking-panel" aria-labelledby="booking-panel-title">
          <h2 id="booking-panel-title" className="booking-panel__title">
            {t('tickets.panelTitle')}
          </h2>
          {/* The calendar is drawn a task after the intro (total blocking time). */}
          <Deferred fallback={loading}>{panel}</Deferred>
        </section>
      </div>
    </div>
  );
}

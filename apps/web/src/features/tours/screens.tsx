/**
 * The guided-tour screens: the tour list with its filters (`guided-tours`) and a single tour
 * with calendar, time slots, tickets and price list (`guided-tours/{id}`). A tour that does not exist
 * or is no longer offered (404) shows the not-found message.
 */
import { isIsoDate, routePath, type Language } from '@foyer/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { assetUrl } from '@/shared/api/api-base';
import { useApiClient } from '@/shared/api/api-context';
import { ResponsivePicture } from '@/shared/ui/responsive-picture';
import { ApiError } from '@/shared/api/api-error';
import { shopInfoQuery } from '@/shared/api/queries';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { CardsLoading, DetailLoading } from '@/shared/ui/calendar/booking-states';
import { SafeHtml } from '@/shared/ui/safe-html';
import type { ScreenProps } from '@/shared/ui/screen';
import { Deferred } from '@/shared/ui/deferred-part';
import { useServerHead, useServerStatus } from '@/shared/ui/render-context';
import { usePageTitle } from '@/shared/ui/title-store';
import { tourLifetimeQuery, tourQuery } from './api/tour-queries';
import { TourBooking } from './components/tour-booking';
import { TourList, TourPriceFrom } from './components/tour-list';
import { pageImages } from '@/app/head/head-images';
import { plainText, tourJsonLd } from '@/app/head/structured-data';
import '@/shared/ui/calendar/booking.css';
import './tours.css';

/** How wide the page shows its picture. */
const DETAIL_SIZES = '(min-width: 993px) 45vw, 100vw';

function todayOf(meta: { today: string } | undefined): string {
  return meta?.today ?? new Date().toISOString().slice(0, 10);
}

/** The tour list with its filters (`guided-tours`). */
export function TourListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useApiClient();
  const info = useQuery(shopInfoQuery(client, lang));
  return (
    <div className="page catalog-page">
      <h1>{t(route.titleKey)}</h1>
      <p className="lead">{t('tours.list.intro')}</p>
      {info.isPending ? (
        <CardsLoading />
      ) : (
        <TourList lang={lang} today={todayOf(info.data?.meta)} />
      )}
    </div>
  );
}

function TourNotFound({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  usePageTitle(t('TITLE_NOT_FOUND'));
  useServerStatus(404);
  return (
    <div className="page page--narrow not-found">
      <p className="eyebrow">404</p>
      <h1>{t('TITLE_NOT_FOUND')}</h1>
      <p className="lead">{t('tours.notFound')}</p>
      <p>
        <Link className="button" to={routePath('guidedTours', lang)}>
          {t('tours.allTours')}
        </Link>
      </p>
    </div>
  );
}

function idOf(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A single tour: calendar, time slots, tickets (`guided-tours/{id}`). */
export function TourScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useApiClient();
  const tourId = idOf(useParams().id);
  const [search] = useSearchParams();
  const asked = search.get('date');
  const initialDate = asked !== null && isIsoDate(asked) ? asked : null;
  const known = tourId !== null;
  const tour = useQuery({ ...tourQuery(client, lang, tourId ?? 0), enabled: known });
  const lifetime = useQuery({ ...tourLifetimeQuery(client, lang, tourId ?? 0), enabled: known });
  const info = useQuery(shopInfoQuery(client, lang));
  usePageTitle(tour.data?.name ?? null);
  useServerHead(() => {
    const found = tour.data;
    if (!found) return null;
    return {
      description: plainText(found.description, 160),
      images: pageImages(found.picture, found.image, DETAIL_SIZES),
      // The first bookable day stands for the next start (the times are chosen in the browser).
      jsonLd: (context) =>
        tourJsonLd(
          found,
          { nextStart: lifetime.data ? `${lifetime.data.first}T00:00` : null },
          context,
        ),
    };
  });

  if (!known || isNotFound(tour.error) || isNotFound(lifetime.error)) {
    return <TourNotFound lang={lang} />;
  }
  if (tour.isPending || info.isPending) return <DetailLoading />;
  if (tour.isError) {
    return (
      <div className="page page--narrow">
        <p className="notice notice--warning">{t('tours.loadFailed')}</p>
      </div>
    );
  }
  const data = tour.data;
  const loading = (
    <p className="selector-hint" role="status">
      <span className="spinner spinner--small" aria-hidden="true" /> {t('common.loading')}
    </p>
  );
  return (
    <div className="page detail-page">
      <p className="back-link">
        <Link to={routePath('guidedTours', lang)}>
          <span aria-hidden="true">← </span>
          {t('tours.allTours')}
        </Link>
      </p>
      <div className="detail-layout">
        <div className="detail-intro">
          <p className="eyebrow">{data.eventName}</p>
          <h1 className="detail-intro__title">{data.name}</h1>
          <ul className="detail-intro__facts" aria-label={t('tours.facts')}>
            <li className="tag">{t('tours.language', { language: data.langName })}</li>
            {data.venue && <li className="tag">{data.venue}</li>}
            {data.duration !== undefined && (
              <li className="tag">{t('tours.duration', { minutes: data.duration })}</li>
            )}
            <li className="tag">{t('tours.maxParticipants', { count: data.max_participants })}</li>
            {data.min_participants > 0 && (
              <li className="tag">
                {t('tours.minParticipants', { count: data.min_participants })}
              </li>
            )}
          </ul>
          <TourPriceFrom tour={data} lang={lang} className="detail-intro__when" />
          {data.picture ? (
            <ResponsivePicture
              picture={data.picture}
              className="detail-intro__image"
              sizes={DETAIL_SIZES}
              eager
            />
          ) : (
            data.image && (
              <img
                className="detail-intro__image"
                src={assetUrl(data.image, client.apiBase)}
                alt=""
              />
            )
          )}
          <SafeHtml className="prose detail-intro__text" html={data.description} />
        </div>
        <section className="booking-panel" aria-labelledby="booking-panel-title">
          <h2 id="booking-panel-title" className="booking-panel__title">
            {t('tours.panelTitle')}
          </h2>
          {/* The calendar is drawn a task after the intro (total blocking time). */}
          <Deferred fallback={loading}>
            {lifetime.isPending ? (
              loading
            ) : (
              <TourBooking
                tour={data}
                lifetime={lifetime.data ?? null}
                today={todayOf(info.data?.meta)}
                initialDate={initialDate}
                lang={lang}
              />
            )}
          </Deferred>
        </section>
      </div>
    </div>
  );
}

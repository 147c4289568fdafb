/**
 * The tour list (`guided-tours`): the filters, the number of tours found (announced as it
 * changes), and a card per tour. A chosen day travels to the tour page, which preselects it.
 */
import {
  filterTours,
  formatMoney,
  isIsoDate,
  nextFewDaysFlags,
  routePath,
  type Language,
} from '@foyer/domain';
import type { Tour } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { assetUrl } from '@/shared/api/api-base';
import { useApiClient } from '@/shared/api/api-context';
import { ResponsivePicture } from '@/shared/ui/responsive-picture';
import { useShopConfig } from '@/shared/config/shop-config';
import { CardsLoading } from '@/shared/ui/calendar/booking-states';
import { SafeHtml } from '@/shared/ui/safe-html';
import { tourCategoriesQuery, tourOverviewQuery, toursQuery } from '../api/tour-queries';
import {
  initialTourLanguage,
  lowestPrice,
  tourLanguages,
  tourVenues,
  usedCategories,
} from '../tour-list-model';
import { NO_FILTERS, TourFilters, type TourFilterValues } from './tour-filters';
import { useTourMessage } from './tour-messages';

function TourCard({ tour, lang, date }: { tour: Tour; lang: Language; date: string | null }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const path = routePath('guidedTour', lang, { id: tour.id });
  return (
    <li className="catalog-card">
      {tour.picture ? (
        <ResponsivePicture
          picture={tour.picture}
          className="catalog-card__image"
          sizes="(min-width: 993px) 33vw, (min-width: 545px) 50vw, 100vw"
          decorative
        />
      ) : (
        tour.image && (
          <img
            className="catalog-card__image"
            src={assetUrl(tour.image, client.apiBase)}
            alt=""
            loading="lazy"
          />
        )
      )}
      <div className="catalog-card__body">
        <p className="catalog-card__meta">{tour.eventName}</p>
        <h2 className="catalog-card__title">
          <Link className="catalog-card__link" to={date ? `${path}?date=${date}` : path}>
            {tour.name}
          </Link>
        </h2>
        <ul className="catalog-card__facts">
          <li className="tag">{tour.langName}</li>
          {tour.venue && <li className="tag">{tour.venue}</li>}
          {tour.duration !== undefined && (
            <li className="tag">{t('tours.duration', { minutes: tour.duration })}</li>
          )}
        </ul>
        <TourPriceFrom tour={tour} lang={lang} className="catalog-card__when" />
        <SafeHtml className="catalog-card__text" html={tour.description} />
        <p className="catalog-card__cta" aria-hidden="true">
          {t('tours.list.choose')} <span className="catalog-card__arrow">→</span>
        </p>
      </div>
    </li>
  );
}

export interface TourListProps {
  readonly lang: Language;
  readonly today: string;
}

/** A tour's lowest price ("From €8.00", "From €90.00 per tour", "Free"), or nothing without one. */
export function TourPriceFrom({
  tour,
  lang,
  className,
}: {
  tour: Tour;
  lang: Language;
  className: string;
}) {
  const { t } = useTranslation();
  const price = lowestPrice(tour);
  if (!price) return null;
  return (
    <p className={className}>
      {price.perTour
        ? t('tours.priceFromPerTour', { price: formatMoney(price.cents, lang) })
        : price.cents === 0
          ? t('tours.free')
          : t('tours.priceFrom', { price: formatMoney(price.cents, lang) })}
    </p>
  );
}

export function TourList({ lang, today }: TourListProps) {
  const { t } = useTranslation();
  const message = useTourMessage();
  const client = useApiClient();
  const config = useShopConfig();
  const [search] = useSearchParams();
  const tours = useQuery(toursQuery(client, lang));
  const categories = useQuery(tourCategoriesQuery(client, lang));
  const nextDays = useQuery(tourOverviewQuery(client, lang, today, 4));
  const languages = useMemo(() => tourLanguages(tours.data ?? []), [tours.data]);
  const [chosen, setChosen] = useState<TourFilterValues | null>(null);
  const askedDate = search.get('date');
  const values: TourFilterValues = chosen ?? {
    ...NO_FILTERS,
    language: initialTourLanguage(languages, lang, config.tourDefaultLanguage),
    date: askedDate !== null && isIsoDate(askedDate) ? askedDate : null,
  };
  const dayOverview = useQuery({
    ...tourOverviewQuery(client, lang, values.date ?? today, 0),
    enabled: values.date !== null,
  });
  const flags = nextDays.data ? nextFewDaysFlags(nextDays.data, today) : null;

  if (tours.isPending) return <CardsLoading />;
  if (tours.isError) return <p className="notice notice--warning">{t('tours.loadFailed')}</p>;

  const dayLoading = values.date !== null && dayOverview.isPending;
  const criteria = {
    language: values.language,
    category: values.category,
    venue: values.venue,
    date: values.date,
  };
  const found = filterTours(tours.data, criteria, dayOverview.data ?? {}).sort(
    (a, b) => a.sequence_no - b.sequence_no,
  );
  // The preselected language hides the other tours: say so, with one step to all languages.
  const activeLanguage =
    values.language === ''
      ? null
      : languages.find((language) => language.langIdentifier === values.language);
  const otherLanguages = activeLanguage
    ? filterTours(tours.data, { ...criteria, language: '' }, dayOverview.data ?? {}).length -
      found.length
    : 0;

  return (
    <>
      <TourFilters
        values={values}
        onChange={setChosen}
        languages={languages}
        categories={usedCategories(categories.data?.categories ?? [], tours.data)}
        venues={tourVenues(tours.data)}
        today={today}
        nextDays={flags}
        lang={lang}
      />
      <p className="tour-results__count" role="status">
        {dayLoading ? t('common.loading') : t('tours.list.found', { count: found.length })}
      </p>
      {!dayLoading && activeLanguage && otherLanguages > 0 && (
        <p className="notice tour-results__language">
          {t('tours.list.languageActive', {
            language: activeLanguage.langName,
            count: otherLanguages,
          })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => setChosen({ ...values, language: '' })}
          >
            {t('tours.list.allLanguages')}
          </button>
        </p>
      )}
      {dayLoading ? null : found.length === 0 ? (
        <div className="notice tour-results__empty">
          <p>{message({ code: 'NO_MATCHING_RESULTS' })}</p>
          <button type="button" className="link-button" onClick={() => setChosen(NO_FILTERS)}>
            {t('tours.filters.reset')}
          </button>
        </div>
      ) : (
        <ul className="card-grid">
          {found.map((tour) => (
            <TourCard key={tour.id} tour={tour} lang={lang} date={values.date} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Loading placeholders of the booking screens (event and tour lists, event and tour pages). */
import { useTranslation } from 'react-i18next';
import './booking.css';

/** Placeholder cards while the event list loads; the status tells screen readers. */
export function CardsLoading({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="catalog-loading">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="catalog-card catalog-card--skeleton">
            <span className="skeleton skeleton--image" />
            <span className="catalog-card__body">
              <span className="skeleton skeleton--line skeleton--short" />
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Placeholder of a detail page: heading, picture and the booking panel. */
export function DetailLoading() {
  const { t } = useTranslation();
  return (
    <div className="page detail-loading">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <div className="detail-layout" aria-hidden="true">
        <div>
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--heading" />
          <span className="skeleton skeleton--image" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
        </div>
        <div className="booking-panel">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--calendar" />
        </div>
      </div>
    </div>
  );
}

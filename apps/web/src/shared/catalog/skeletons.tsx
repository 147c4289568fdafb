/**
 * Loading states of catalog screens: grey shapes where the cards or the item will appear, hidden from
 * assistive technology, which hears "Loading …" instead.
 */
import { useTranslation } from 'react-i18next';
import './catalog.css';

function LoadingStatus() {
  const { t } = useTranslation();
  return (
    <p className="visually-hidden" role="status">
      {t('common.loading')}
    </p>
  );
}

/** The list screen while it loads: heading, category row and a grid of cards. */
export function CardGridSkeleton({ cards = 6, wide = false }: { cards?: number; wide?: boolean }) {
  return (
    <div className="page catalog-skeleton">
      <LoadingStatus />
      <div aria-hidden="true">
        <div className="shop-skeleton shop-skeleton--title" />
        <div className="shop-skeleton shop-skeleton--line" />
        <ul className="catalog-grid">
          {Array.from({ length: cards }, (_, index) => (
            <li key={index} className="shop-card shop-card--skeleton">
              <div
                className={`shop-card__media shop-card__media--${wide ? 'wide' : 'square'} shop-skeleton`}
              />
              <div className="shop-card__body">
                <div className="shop-skeleton shop-skeleton--line" />
                <div className="shop-skeleton shop-skeleton--short" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The item screen while it loads: image beside title, price and text. */
export function DetailSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <div className="page catalog-skeleton">
      <LoadingStatus />
      <div className="detail" aria-hidden="true">
        <div className={`detail__media shop-skeleton shop-skeleton--media${wide ? '-wide' : ''}`} />
        <div className="detail__info">
          <div className="shop-skeleton shop-skeleton--title" />
          <div className="shop-skeleton shop-skeleton--short" />
          <div className="shop-skeleton shop-skeleton--line" />
          <div className="shop-skeleton shop-skeleton--line" />
          <div className="shop-skeleton shop-skeleton--button" />
        </div>
      </div>
    </div>
  );
}

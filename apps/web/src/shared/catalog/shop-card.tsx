/**
 * A card of a catalog list (merchandise, passes, vouchers): image, name and price. The name is the
 * one link and its hit area covers the whole card, so a screen reader hears the name once.
 */
import type { Picture } from '@foyer/domain/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '@/shared/ui/class-names';
import { ResponsivePicture } from '@/shared/ui/responsive-picture';
import { CatalogImage } from './catalog-image';
import './catalog.css';

export interface ShopCardProps {
  readonly to: string;
  readonly title: string;
  readonly image: string | null;
  /** An uploaded image in responsive sizes; shown instead of `image`. */
  readonly picture?: Picture | null;
  readonly price: ReactNode;
  /** A short state under the price, e.g. "Out of stock". */
  readonly note?: ReactNode;
  /** Dims the card (an article that cannot be bought now). */
  readonly unavailable?: boolean;
  /** The aspect ratio of the image area: square for articles, wide for vouchers. */
  readonly shape?: 'square' | 'wide';
  /** The card's heading level under the screen's headings. */
  readonly headingLevel?: 2 | 3;
}

export function ShopCard({
  to,
  title,
  image,
  picture,
  price,
  note,
  unavailable = false,
  shape = 'square',
  headingLevel = 2,
}: ShopCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classNames('shop-card', unavailable && 'shop-card--unavailable')}>
      <div className={`shop-card__media shop-card__media--${shape}`}>
        {picture ? (
          <ResponsivePicture
            picture={picture}
            className="shop-card__image"
            sizes="(min-width: 993px) 25vw, (min-width: 545px) 50vw, 100vw"
            decorative
          />
        ) : (
          image && <CatalogImage className="shop-card__image" src={image} alt="" />
        )}
      </div>
      <div className="shop-card__body">
        <Heading className="shop-card__title">
          <Link className="shop-card__link" to={to}>
            {title}
          </Link>
        </Heading>
        <p className="shop-card__price">{price}</p>
        {note && <p className="shop-card__note">{note}</p>}
      </div>
    </article>
  );
}

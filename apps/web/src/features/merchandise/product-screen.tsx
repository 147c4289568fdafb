/**
 * A product in detail (`product/{id}`), and an annual pass (`passes/{id}`), which shares this
 * screen: images, price, stock, the quantity rule (non-numeric counts are 0) and, for passes, one
 * named holder per card with an optional delivery address of its own. Quantities count what is
 * already in the basket.
 */
import {
  clampQuantity,
  defaultQuantity,
  formatMoney,
  passHolderRequired,
  routePath,
  validatePassHolders,
  type Language,
  type MerchandiseBasketItem,
} from '@foyer/domain';
import type { Category, Merchandise } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { addToBasket } from '@/shared/basket/add-to-basket';
import { Breadcrumbs, type Crumb } from '@/shared/catalog/breadcrumbs';
import { CatalogImage } from '@/shared/catalog/catalog-image';
import { LoadFailed } from '@/shared/catalog/load-failed';
import { parseId } from '@/shared/catalog/route-id';
import { DetailSkeleton } from '@/shared/catalog/skeletons';
import { useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { useCart } from '@/shared/session/cart-store';
import { NotFoundScreen } from '@/shared/ui/not-found';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { ResponsivePicture } from '@/shared/ui/responsive-picture';
import { SafeHtml } from '@/shared/ui/safe-html';
import type { ScreenProps } from '@/shared/ui/screen';
import { usePageTitle } from '@/shared/ui/title-store';
import { useServerHead } from '@/shared/ui/render-context';
import { pageImages } from '@/app/head/head-images';
import { productJsonLd, plainText } from '@/app/head/structured-data';
import { countriesQuery } from '@/shared/customer/customer-api';
import { articleQuery, categoriesQuery } from './api';
import { categoryOf, stockState } from './article';
import { holderFieldId, PassHolderFields } from './pass-holders-fields';
import {
  holderProblems,
  resizeHolders,
  toOwners,
  type HolderDraft,
} from '@/shared/merchandise/pass-holders';
import './merchandise.css';

function Gallery({ article }: { article: Merchandise }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const image = article.images[shown] ?? article.images[0];
  if (!image) return <div className="detail__media detail__media--empty" />;
  return (
    <div className="detail__media">
      {article.picture && image.url === article.picture.src ? (
        // The uploaded image (the first of `images`): its own size, sources and alt text.
        <ResponsivePicture
          picture={article.picture}
          className="detail__image"
          sizes="(min-width: 993px) 50vw, 100vw"
          eager
        />
      ) : (
        <CatalogImage
          className="detail__image"
          src={image.url}
          alt={image.alt || article.name}
          width={800}
          height={800}
          eager
        />
      )}
      {article.images.length > 1 && (
        <ul className="gallery-thumbs" aria-label={t('merchandise.images')}>
          {article.images.map((entry, index) => (
            <li key={entry.url}>
              <button
                type="button"
                className="gallery-thumbs__button"
                aria-pressed={index === shown}
                aria-label={t('merchandise.showImage', { number: index + 1 })}
                onClick={() => setShown(index)}
              >
                <CatalogImage src={entry.url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Pieces of this article already in the basket. */
function useCountInBasket(id: number): number {
  return useCart((state) =>
    state.basket.items.reduce(
      (sum, item) => (item.type === 'merchandise' && item.id === id ? sum + item.count : sum),
      0,
    ),
  );
}

function Availability({
  id,
  remaining,
  inBasket,
}: {
  id: string;
  remaining: number;
  inBasket: number;
}) {
  const { t } = useTranslation();
  const stock = stockState(remaining);
  const text =
    stock.kind === 'out'
      ? inBasket > 0
        ? t('merchandise.allInBasket')
        : t('merchandise.outOfStockLong')
      : stock.kind === 'few'
        ? t('merchandise.fewLeft', { count: stock.count })
        : t('merchandise.inStock');
  return (
    <p id={id} className={`availability availability--${stock.kind}`} role="status">
      {text}
    </p>
  );
}

function ProductForm({ article, lang }: { article: Merchandise; lang: Language }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useShopConfig();
  const formId = useId();
  const isPass = passHolderRequired(article.product_kind_ref);
  const inBasket = useCountInBasket(article.id);
  const remaining = Math.max(0, article.stock - inBasket);
  const [quantity, setQuantity] = useState(() => defaultQuantity(remaining));
  const [drafts, setDrafts] = useState<readonly HolderDraft[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const countries = useQuery({ ...countriesQuery(client, lang), enabled: isPass });

  const count = clampQuantity(quantity, remaining);
  const holders = isPass ? resizeHolders(drafts, count, config.defaultCountry) : [];
  const problems = holders.map(holderProblems);
  const availabilityId = `${formId}-availability`;
  const formErrorId = `${formId}-error`;
  const hasProblems = problems.some((problem) => problem !== null);

  const changeQuantity = (requested: number) => {
    const accepted = Math.max(remaining > 0 ? 1 : 0, clampQuantity(requested, remaining));
    setQuantity(accepted);
    setAdded(null);
    return accepted;
  };

  const changeHolder = (index: number, holder: HolderDraft) => {
    const next = resizeHolders(drafts, Math.max(drafts.length, count), config.defaultCountry);
    next[index] = holder;
    setDrafts(next);
    setAdded(null);
  };

  const focusFirstProblem = () => {
    const index = problems.findIndex((problem) => problem !== null);
    const field = problems[index]?.fields[0] ?? 'first';
    document.getElementById(holderFieldId(formId, index, field))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (count === 0) return;
    let owners: MerchandiseBasketItem['owners'];
    if (isPass) {
      const checked = validatePassHolders(toOwners(holders), count);
      if (hasProblems || !checked.ok) {
        setShowErrors(true);
        focusFirstProblem();
        return;
      }
      owners = checked.value;
    }
    const item: MerchandiseBasketItem = {
      type: 'merchandise',
      id: article.id,
      name: article.name,
      price: article.price,
      totalPrice: article.price * count,
      count,
      totalCount: count,
      datetime: null,
      date: null,
      time: null,
      vat_value: article.vat_value,
      ...(owners === undefined ? {} : { owners }),
    };
    const outcome = addToBasket(item, t('merchandise.added', { count, name: article.name }));
    if (!outcome.ok) return;
    setAdded(count);
    setDrafts([]);
    setShowErrors(false);
    setQuantity(defaultQuantity(remaining - count));
  };

  return (
    <form className="buy-form" noValidate onSubmit={submit}>
      <Availability id={availabilityId} remaining={remaining} inBasket={inBasket} />
      {remaining > 0 && (
        <>
          <div className="buy-form__row">
            <QuantityStepper
              id={`${formId}-quantity`}
              label={isPass ? t('passes.quantity') : t('merchandise.quantity')}
              value={count}
              min={1}
              max={remaining}
              onChange={changeQuantity}
              decreaseLabel={t('merchandise.decrease')}
              increaseLabel={t('merchandise.increase')}
              describedBy={availabilityId}
            />
            <p className="buy-form__total">
              <span className="buy-form__total-label">{t('merchandise.total')}</span>{' '}
              <span className="buy-form__total-amount">
                {formatMoney(article.price * count, lang)}
              </span>
            </p>
          </div>
          {isPass && (
            <div className="holders">
              <h2 className="holders__title">{t('passes.holdersTitle')}</h2>
              <p className="holders__hint">{t('passes.holdersHint')}</p>
              {holders.map((holder, index) => (
                <PassHolderFields
                  key={index}
                  formId={formId}
                  index={index}
                  holder={holder}
                  problems={showErrors ? (problems[index] ?? null) : null}
                  countries={countries.data ?? []}
                  onChange={(next) => changeHolder(index, next)}
                />
              ))}
            </div>
          )}
          {showErrors && hasProblems && (
            <p id={formErrorId} className="form-error" role="alert">
              {t('passes.formHasErrors')}
            </p>
          )}
          <button type="submit" className="button button--large buy-form__submit">
            {t('merchandise.addToBasket')}
          </button>
        </>
      )}
      <div className="buy-form__added" role="status">
        {added !== null && (
          <p className="success-note">
            {t('merchandise.addedNote', { count: added })}{' '}
            <Link to={routePath('checkout', lang)}>{t('merchandise.toBasket')}</Link>
          </p>
        )}
      </div>
    </form>
  );
}

function crumbsOf(
  article: Merchandise,
  categories: readonly Category[],
  lang: Language,
  t: (key: string) => string,
): Crumb[] {
  if (passHolderRequired(article.product_kind_ref)) {
    return [{ label: t('TITLE_PASSES'), to: routePath('passes', lang) }, { label: article.name }];
  }
  const category = categories.find((entry) => entry.id === categoryOf(article));
  return [
    { label: t('TITLE_MERCHANDISE'), to: routePath('merchandise', lang) },
    ...(category
      ? [
          {
            label: category.name,
            to: routePath('merchandiseCategory', lang, { category: category.id }),
          },
        ]
      : []),
    { label: article.name },
  ];
}

function ProductDetail({ article, lang }: { article: Merchandise; lang: Language }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const isPass = passHolderRequired(article.product_kind_ref);
  const categories = useQuery(categoriesQuery(client, lang, isPass));
  return (
    <div className="page product">
      <Breadcrumbs
        label={t('merchandise.breadcrumbs')}
        crumbs={crumbsOf(article, categories.data ?? [], lang, t)}
      />
      <div className="detail">
        <Gallery article={article} />
        <div className="detail__info">
          <h1 className="detail__title">{article.name}</h1>
          <p className="detail__price">{formatMoney(article.price, lang)}</p>
          <p className="detail__tax">
            {article.vat_value > 0
              ? t('merchandise.vatIncluded', { rate: article.vat_value })
              : t('merchandise.vatFree')}{' '}
            · <Link to={routePath('shippingPage', lang)}>{t('merchandise.plusShipping')}</Link>
          </p>
          <SafeHtml className="prose detail__description" html={article.description} />
          <ProductForm article={article} lang={lang} />
        </div>
      </div>
    </div>
  );
}

export function ProductScreen(_props: ScreenProps) {
  const client = useApiClient();
  const lang = useLanguage();
  const params = useParams();
  const id = parseId(params.id);
  const article = useQuery({ ...articleQuery(client, lang, id ?? 0), enabled: id !== null });
  usePageTitle(article.data?.name ?? null);
  useServerHead(() => {
    const found = article.data;
    if (!found) return null;
    return {
      description: plainText(found.description, 160),
      images: pageImages(
        found.picture,
        found.images[0]?.url ?? null,
        '(min-width: 993px) 50vw, 100vw',
      ),
      ogType: 'product',
      jsonLd: (context) => productJsonLd(found, context),
    };
  });

  if (id === null) return <NotFoundScreen />;
  if (article.isPending) return <DetailSkeleton />;
  if (article.isError) return <LoadFailed error={article.error} />;
  return <ProductDetail key={article.data.id} article={article.data} lang={lang} />;
}

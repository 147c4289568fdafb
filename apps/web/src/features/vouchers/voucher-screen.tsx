/**
 * A single gift voucher (`vouchers/{id}`): a fixed value, or a value the buyer enters in euros
 * (entered in currency units, validated and converted to cents by the domain's
 * `parseVariableVoucherAmount`), a quantity, and the add to basket.
 */
import {
  formatMoney,
  MAX_VARIABLE_VOUCHER_CENTS,
  parseVariableVoucherAmount,
  routePath,
  type ErrorCode,
  type ErrorParams,
  type Language,
  type VoucherBasketItem,
} from '@foyer/domain';
import type { Category, VoucherType } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { ResponsivePicture } from '@/shared/ui/responsive-picture';
import { addToBasket } from '@/shared/basket/add-to-basket';
import { Breadcrumbs } from '@/shared/catalog/breadcrumbs';
import { CatalogImage } from '@/shared/catalog/catalog-image';
import { LoadFailed } from '@/shared/catalog/load-failed';
import { parseId } from '@/shared/catalog/route-id';
import { DetailSkeleton } from '@/shared/catalog/skeletons';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { NotFoundScreen } from '@/shared/ui/not-found';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { SafeHtml } from '@/shared/ui/safe-html';
import type { ScreenProps } from '@/shared/ui/screen';
import { usePageTitle } from '@/shared/ui/title-store';
import { useServerHead } from '@/shared/ui/render-context';
import { pageImages } from '@/app/head/head-images';
import { voucherJsonLd, plainText } from '@/app/head/structured-data';
import { voucherGroupsQuery, voucherTypeQuery } from './api';
import { categoryPath } from './paths';
import './vouchers.css';

/** At most this many vouchers of one kind are added at once (a limit of Foyer's own). */
export const MAX_VOUCHERS_PER_LINE = 20;

type AmountCheck =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly code: ErrorCode; readonly params?: ErrorParams };

function amountMessage(
  check: AmountCheck,
  lang: Language,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  if (check.ok) return null;
  if (check.code === 'VOUCHER_AMOUNT_INVALID') {
    const max = Number(check.params?.max ?? MAX_VARIABLE_VOUCHER_CENTS);
    return t('vouchers.amountTooHigh', { max: formatMoney(max, lang) });
  }
  return t('vouchers.amountRequired');
}

function VoucherForm({ voucher, lang }: { voucher: VoucherType; lang: Language }) {
  const { t } = useTranslation();
  const formId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const variable = voucher.variable_amount === 1;
  const [amountText, setAmountText] = useState('');
  const [checkAmount, setCheckAmount] = useState(false);
  const [count, setCount] = useState(1);
  const [added, setAdded] = useState<number | null>(null);

  const amount: AmountCheck = variable
    ? parseVariableVoucherAmount(amountText)
    : { ok: true, value: voucher.price };
  const error = variable && checkAmount ? amountMessage(amount, lang, t) : null;
  const amountId = `${formId}-amount`;
  const hintId = `${amountId}-hint`;
  const errorId = `${amountId}-error`;

  const changeCount = (requested: number) => {
    const accepted = Number.isFinite(requested)
      ? Math.min(MAX_VOUCHERS_PER_LINE, Math.max(1, Math.floor(requested)))
      : 1;
    setCount(accepted);
    setAdded(null);
    return accepted;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!amount.ok) {
      setCheckAmount(true);
      amountInput.current?.focus();
      return;
    }
    const value = amount.value;
    const item: VoucherBasketItem = {
      type: 'voucher',
      id: voucher.id,
      name: voucher.name,
      price: value,
      totalPrice: value * count,
      count,
      totalCount: count,
      datetime: null,
      date: null,
      time: null,
      vat_value: voucher.vat_value,
      ...(variable ? { amount: value } : {}),
    };
    const outcome = addToBasket(item, t('vouchers.added', { count, name: voucher.name }));
    if (!outcome.ok) return;
    setAdded(count);
    setCount(1);
  };

  return (
    <form className="buy-form" noValidate onSubmit={submit}>
      {variable && (
        <div className="field field--amount">
          <label className="field__label" htmlFor={amountId}>
            {t('vouchers.amountLabel')}
          </label>
          <p id={hintId} className="field__hint">
            {t('vouchers.amountHint', { max: formatMoney(MAX_VARIABLE_VOUCHER_CENTS, lang) })}
          </p>
          <div className="amount-input">
            <span className="amount-input__currency" aria-hidden="true">
              €
            </span>
            <input
              ref={amountInput}
              id={amountId}
              className="field__input amount-input__field"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => {
                setAmountText(event.target.value);
                setAdded(null);
              }}
              onBlur={() => setCheckAmount(amountText.trim() !== '')}
            />
          </div>
          {error && (
            <p id={errorId} className="field__error">
              {error}
            </p>
          )}
        </div>
      )}
      <div className="buy-form__row">
        <QuantityStepper
          id={`${formId}-quantity`}
          label={t('vouchers.quantity')}
          value={count}
          min={1}
          max={MAX_VOUCHERS_PER_LINE}
          onChange={changeCount}
          decreaseLabel={t('vouchers.decrease')}
          increaseLabel={t('vouchers.increase')}
        />
        {amount.ok && (
          <p className="buy-form__total">
            <span className="buy-form__total-label">{t('vouchers.total')}</span>{' '}
            <span className="buy-form__total-amount">
              {formatMoney(amount.value * count, lang)}
            </span>
          </p>
        )}
      </div>
      <button type="submit" className="button button--large buy-form__submit">
        {t('vouchers.addToBasket')}
      </button>
      <div className="buy-form__added" role="status">
        {added !== null && (
          <p className="success-note">
            {t('vouchers.addedNote', { count: added })}{' '}
            <Link to={routePath('checkout', lang)}>{t('vouchers.toBasket')}</Link>
          </p>
        )}
      </div>
    </form>
  );
}

function VoucherDetail({
  voucher,
  groups,
  lang,
}: {
  voucher: VoucherType;
  groups: readonly Category[];
  lang: Language;
}) {
  const { t } = useTranslation();
  const group = groups.find((entry) => entry.id === voucher.groupId);
  return (
    <div className="page product">
      <Breadcrumbs
        label={t('vouchers.breadcrumbs')}
        crumbs={[
          { label: t('TITLE_VOUCHERS'), to: routePath('vouchers', lang) },
          ...(group ? [{ label: group.name, to: categoryPath(lang, group.id) }] : []),
          { label: voucher.name },
        ]}
      />
      <div className="detail detail--wide-media">
        <div className="detail__media detail__media--wide">
          {voucher.picture ? (
            <ResponsivePicture
              picture={voucher.picture}
              className="detail__image"
              sizes="(min-width: 993px) 50vw, 100vw"
              eager
            />
          ) : (
            voucher.image && (
              <CatalogImage
                className="detail__image"
                src={voucher.image}
                alt=""
                width={1200}
                height={750}
                eager
              />
            )
          )}
        </div>
        <div className="detail__info">
          <h1 className="detail__title">{voucher.name}</h1>
          <p className="detail__price">
            {voucher.variable_amount === 1
              ? t('vouchers.anyAmount')
              : formatMoney(voucher.price, lang)}
          </p>
          <p className="detail__tax">{t('vouchers.deliveryNote')}</p>
          <SafeHtml className="prose detail__description" html={voucher.description} />
          <VoucherForm voucher={voucher} lang={lang} />
        </div>
      </div>
    </div>
  );
}

export function VoucherScreen(_props: ScreenProps) {
  const client = useApiClient();
  const lang = useLanguage();
  const params = useParams();
  const id = parseId(params.id);
  const voucher = useQuery({ ...voucherTypeQuery(client, lang, id ?? 0), enabled: id !== null });
  const groups = useQuery(voucherGroupsQuery(client, lang));
  usePageTitle(voucher.data?.name ?? null);
  useServerHead(() => {
    const found = voucher.data;
    if (!found) return null;
    return {
      description: plainText(found.description, 160),
      images: pageImages(found.picture, found.image, '(min-width: 993px) 50vw, 100vw'),
      ogType: 'product',
      jsonLd: (context) => voucherJsonLd(found, context),
    };
  });

  if (id === null) return <NotFoundScreen />;
  if (voucher.isPending) return <DetailSkeleton wide />;
  if (voucher.isError) return <LoadFailed error={voucher.error} />;
  return (
    <VoucherDetail
      key={voucher.data.id}
      voucher={voucher.data}
      groups={groups.data ?? []}
      lang={lang}
    />
  );
}

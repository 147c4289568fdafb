/**
 * The totals of the basket: subtotal, shipping, the vouchers in basket order with
 * the amount used and the value left, the total (never below 0) and the VAT it includes. All numbers
 * come from the domain's `computeTotals`.
 */
import { formatMoney, type BasketTotals, type Language } from '@foyer/domain';
import { useTranslation } from 'react-i18next';

export interface TotalsProps {
  readonly totals: BasketTotals;
  readonly lang: Language;
  /** Whether a shipping line is shown (the basket holds merchandise). */
  readonly shipping: 'none' | 'pending' | 'known' | 'failed';
}

export function Totals({ totals, lang, shipping }: TotalsProps) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <dl className="basket-totals">
      <div className="basket-totals__row">
        <dt>{t('basket.totals.subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      {shipping !== 'none' && (
        <div className="basket-totals__row">
          <dt>{t('basket.totals.shipping')}</dt>
          <dd>
            {shipping === 'known'
              ? totals.shipping === 0
                ? t('basket.totals.shippingFree')
                : money(totals.shipping)
              : shipping === 'pending'
                ? t('basket.totals.shippingPending')
                : t('basket.totals.shippingUnknown')}
          </dd>
        </div>
      )}
      {totals.vouchers.map((line) => (
        <div key={line.barcode} className="basket-totals__row basket-totals__row--voucher">
          <dt>{t('basket.totals.voucher', { barcode: line.barcode })}</dt>
          <dd>{money(line.discount)}</dd>
        </div>
      ))}
      <div className="basket-totals__row basket-totals__row--total">
        <dt>{t('basket.totals.total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      {totals.vatByRate.map((line) => (
        <div key={line.rate} className="basket-totals__row basket-totals__row--vat">
          <dt>{t('basket.totals.vatIncluded', { rate: line.rate })}</dt>
          <dd>{money(line.vat)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The cart step of the checkout: the items with remove and clear, voucher codes with
 * the amount used and the value left, shipping costs, totals with VAT, the invoice wish, the terms,
 * the optional document number, "Continue" and the express wallet, then upsell suggestions.
 */
import {
  computeTotals,
  expressWalletFits,
  formatDate,
  formatMoney,
  isVoucherCode,
  routePath,
  type BasketItem,
  type BasketTotals,
  type Language,
  type VoucherCodeBasketItem,
} from '@foyer/domain';
import { useQuery } from '@tanstack/react-query';
import { CancellationNote } from './cancellation-note';
import { forwardRef, useEffect, useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { paymentTypesQuery } from '@/shared/api/queries';
import { useShopConfig } from '@/shared/config/shop-config';
import { cartStore, useCart } from '@/shared/session/cart-store';
import { useSession } from '@/shared/session/session-store';
import { useDeferredPart } from '@/shared/ui/deferred-part';
import { ConfirmAction } from './confirm-action';
import { DocumentNumber } from './document-number';
import { ExpressWallet } from './express-wallet';
import { ShippingCountry, ShippingError, useShippingCosts } from './shipping-costs';
import { Suggestions } from './suggestions';
import { Totals } from './totals';
import { VoucherCodeForm } from './voucher-code-form';

export interface CartStepProps {
  readonly lang: Language;
  readonly onRemove: (index: number) => void;
  readonly onClear: () => void;
  readonly onContinue: () => void;
  /** Shows the terms message (after "Continue" or a redirect from a later step). */
  readonly termsError: boolean;
  readonly onTermsError: (shown: boolean) => void;
  /** The items heading, focused after a removal. */
  readonly itemsHeading: RefObject<HTMLHeadingElement | null>;
}

function itemDetails(
  item: BasketItem,
  lang: Language,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  const details: string[] = [];
  if (item.date !== null) {
    details.push(
      item.time !== null
        ? t('basket.item.dateTime', { date: formatDate(item.date), time: item.time.slice(0, 5) })
        : t('basket.item.date', { date: formatDate(item.date) }),
    );
  }
  if (item.type === 'guidedTour') {
    if (item.totalCount > 0)
      details.push(t('basket.item.participants', { count: item.totalCount }));
  } else {
    details.push(
      t('basket.item.count', { count: item.count, price: formatMoney(item.price, lang) }),
    );
  }
  if (item.type === 'ticket' && item.subtickets.length > 0) {
    const extras = item.subtickets.reduce((sum, sub) => sum + sub.count, 0);
    details.push(t('basket.item.extras', { count: extras }));
  }
  if (item.type === 'merchandise' && item.owners && item.owners.length > 0) {
    const names = item.owners
      .map((owner) =>
        [owner.name.title, owner.name.first, owner.name.last].filter(Boolean).join(' '),
      )
      .join(', ');
    details.push(t('basket.item.holders', { count: item.owners.length, names }));
  }
  return details;
}

function ItemLine({
  item,
  lang,
  onRemove,
}: {
  item: BasketItem;
  lang: Language;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="basket-item">
      <div className="basket-item__main">
        <p className="basket-item__type">{t(`basket.types.${item.type}`)}</p>
        <h3 className="basket-item__name">{item.name}</h3>
        <ul className="basket-item__details">
          {itemDetails(item, lang, t).map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      </div>
      <p className="basket-item__price">
        <span className="visually-hidden">{t('basket.item.lineTotal')} </span>
        {formatMoney(item.totalPrice, lang)}
      </p>
      <div className="basket-item__actions">
        <ConfirmAction
          label={t('basket.remove')}
          name={t('basket.removeItem', { name: item.name })}
          question={t('basket.removeQuestion', { name: item.name })}
          yes={t('basket.removeYes')}
          no={t('basket.removeNo')}
          onConfirm={onRemove}
        />
      </div>
    </li>
  );
}

function VoucherLines({
  codes,
  totals,
  lang,
  onRemove,
}: {
  codes: ReadonlyArray<{ item: VoucherCodeBasketItem; index: number }>;
  totals: BasketTotals;
  lang: Language;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <ul className="basket-vouchers" aria-label={t('basket.voucher.appliedList')}>
      {codes.map(({ item, index }, position) => {
        const line = totals.vouchers[position];
        return (
          <li key={item.barcode} className="basket-voucher">
            <div className="basket-voucher__main">
              <p className="basket-voucher__name">
                {item.name || t('basket.types.voucherCode')}{' '}
                <span className="basket-voucher__code">{item.barcode}</span>
              </p>
              {line && (
                <p className="basket-voucher__amounts">
                  {t('basket.voucher.used', { amount: formatMoney(line.used, lang) })}
                  {' · '}
                  {t('basket.voucher.remaining', { amount: formatMoney(line.remaining, lang) })}
                </p>
              )}
              {item.valid_to && (
                <p className="basket-voucher__valid">
                  {t('basket.voucher.validTo', { date: formatDate(item.valid_to) })}
                </p>
              )}
            </div>
            <div className="basket-item__actions">
              <ConfirmAction
                label={t('basket.remove')}
                name={t('basket.removeItem', { name: item.barcode })}
                question={t('basket.removeVoucherQuestion', { barcode: item.barcode })}
                yes={t('basket.removeYes')}
                no={t('basket.removeNo')}
                onConfirm={() => onRemove(index)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A link to a legal page: the configuration's custom link, else the static page. */
function LegalLink({ id, lang }: { id: 'terms' | 'data_protection'; lang: Language }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const custom = config.customTermsLinks.enabled
    ? config.customTermsLinks.links[lang]?.[id]
    : undefined;
  const text = t(id === 'terms' ? 'basket.terms.termsLink' : 'basket.terms.privacyLink');
  if (custom) {
    return (
      <a href={custom.url} target="_blank" rel="noopener noreferrer">
        {text} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
      </a>
    );
  }
  return <Link to={routePath('page', lang, { id })}>{text}</Link>;
}

const TermsBox = forwardRef<
  HTMLInputElement,
  { lang: Language; error: boolean; onChange: (accepted: boolean) => void }
>(function TermsBox({ lang, error, onChange }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const accepted = useCart((state) => state.termsAccepted);
  return (
    <div className="basket-option basket-option--terms">
      <div className="checkbox">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-links${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{t('basket.terms.label')}</label>
      </div>
      <p id={`${id}-links`} className="basket-option__links">
        <LegalLink id="terms" lang={lang} /> · <LegalLink id="data_protection" lang={lang} />
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t('basket.terms.required')}
        </p>
      )}
    </div>
  );
});

function InvoiceBox() {
  const { t } = useTranslation();
  const id = useId();
  const requestInvoice = useCart((state) => state.basket.requestInvoice);
  const setRequestInvoice = useCart((state) => state.setRequestInvoice);
  return (
    <div className="basket-option">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={requestInvoice}
          onChange={(event) => setRequestInvoice(event.target.checked)}
        />
        <label htmlFor={id}>{t('basket.invoice')}</label>
      </div>
    </div>
  );
}

export function CartStep({
  lang,
  onRemove,
  onClear,
  onContinue,
  termsError,
  onTermsError,
  itemsHeading,
}: CartStepProps) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const client = useApiClient();
  const items = useCart((state) => state.basket.items);
  const termsAccepted = useCart((state) => state.termsAccepted);
  const setTermsAccepted = useCart((state) => state.setTermsAccepted);
  const token = useSession((state) => state.token);
  const shippingQuote = useCart((state) => state.shippingQuote);
  const setShippingQuote = useCart((state) => state.setShippingQuote);
  // The chosen country is kept for the customer forms and the payment step.
  const country = shippingQuote?.country ?? config.defaultCountry;
  const setCountry = (next: string) => setShippingQuote({ country: next, cents: null });
  const [termsElement, setTermsElement] = useState<HTMLInputElement | null>(null);
  // The summary and the suggestions are drawn a task after the lines (total blocking time).
  const summaryDue = useDeferredPart();
  const shipping = useShippingCosts(items, lang, token, country);
  const totals = computeTotals(items, shipping.state.shippingCosts);
  const shownCost = token === null && shipping.needed ? shipping.state.shippingCosts : undefined;
  useEffect(() => {
    if (shownCost === undefined || shownCost === null || !country) return;
    const quote = cartStore.getState().shippingQuote;
    if (quote?.country === country && quote.cents === shownCost) return;
    // A country chosen since this render (an effect may run after the next event) keeps its choice.
    if ((quote?.country ?? config.defaultCountry) !== country) return;
    cartStore.getState().setShippingQuote({ country, cents: shownCost });
  }, [shownCost, country, config.defaultCountry]);
  const paymentTypes = useQuery(paymentTypesQuery(client, lang));
  // Without login the shop learns no delivery address: goods to ship need the sign-in step.
  // Nothing to pay (vouchers cover it): no wallet sheet for 0,00 €.
  const express =
    expressWalletFits(items) && totals.total > 0
      ? paymentTypes.data?.find((type) => type.method === 'express')
      : undefined;

  const lines = items
    .map((item, index) => ({ item, index }))
    .filter((entry) => !isVoucherCode(entry.item));
  const codes = items.flatMap((item, index) => (isVoucherCode(item) ? [{ item, index }] : []));

  const confirmTerms = (): boolean => {
    if (termsAccepted) return true;
    onTermsError(true);
    termsElement?.focus();
    return false;
  };

  const shippingState: 'none' | 'pending' | 'known' | 'failed' = !shipping.needed
    ? 'none'
    : shipping.state.shippingCostsError !== null
      ? 'failed'
      : shipping.state.shippingCosts === undefined
        ? 'pending'
        : 'known';

  return (
    <>
      <div className="basket-layout">
        <div className="basket-layout__main">
          <section className="basket-section" aria-labelledby="basket-items-title">
            <div className="basket-section__head">
              <h2 id="basket-items-title" ref={itemsHeading} tabIndex={-1}>
                {t('basket.items', { count: lines.length })}
              </h2>
              <ConfirmAction
                label={t('basket.clear')}
                question={t('basket.clearQuestion')}
                yes={t('basket.clearYes')}
                no={t('basket.removeNo')}
                onConfirm={onClear}
              />
            </div>
            <ul className="basket-items">
              {lines.map(({ item, index }) => (
                <ItemLine
                  key={`${index}-${item.type}-${item.name}`}
                  item={item}
                  lang={lang}
                  onRemove={() => onRemove(index)}
                />
              ))}
            </ul>
          </section>
          {config.hasVoucherCodes && (
            <section className="basket-section" aria-labelledby="basket-vouchers-title">
              <h2 id="basket-vouchers-title">{t('basket.voucher.title')}</h2>
              <VoucherLines codes={codes} totals={totals} lang={lang} onRemove={onRemove} />
              <VoucherCodeForm />
            </section>
          )}
          {shipping.needed && (
            <section className="basket-section basket-shipping" aria-labelledby="basket-ship-title">
              <h2 id="basket-ship-title">{t('basket.shipping.title')}</h2>
              {token === null ? (
                <ShippingCountry lang={lang} country={country} onChange={setCountry} />
              ) : (
                <p>{t('basket.shipping.toCustomer')}</p>
              )}
              <div aria-live="polite" className="basket-shipping__result">
                {shippingState === 'pending' && (
                  <p className="basket-shipping__pending">
                    <span className="spinner spinner--small" aria-hidden="true" />{' '}
                    {t('basket.shipping.calculating')}
                  </p>
                )}
                {shippingState === 'known' && (
                  <p>
                    {totals.shipping === 0
                      ? t('basket.shipping.free')
                      : t('basket.shipping.cost', { amount: formatMoney(totals.shipping, lang) })}
                  </p>
                )}
              </div>
              {shipping.state.shippingCostsError !== null && (
                <ShippingError code={shipping.state.shippingCostsError} />
              )}
            </section>
          )}
        </div>
        <aside className="basket-layout__summary" aria-labelledby="basket-summary-title">
          <div className="basket-summary">
            <h2 id="basket-summary-title">{t('basket.summary')}</h2>
            {summaryDue ? (
              <>
                <Totals totals={totals} lang={lang} shipping={shippingState} />
                <InvoiceBox />
                {config.checkoutDocumentNumber && <DocumentNumber />}
                <CancellationNote lang={lang} className="basket-summary__note" />
                <TermsBox
                  ref={setTermsElement}
                  lang={lang}
                  error={termsError && !termsAccepted}
                  onChange={(accepted) => {
                    setTermsAccepted(accepted);
                    if (accepted) onTermsError(false);
                  }}
                />
                <button
                  type="button"
                  className="button button--large basket-summary__continue"
                  onClick={() => {
                    if (confirmTerms()) onContinue();
                  }}
                >
                  {t('basket.continue')}
                </button>
                {token === null && express && (
                  <ExpressWallet type={express} lang={lang} confirmTerms={confirmTerms} />
                )}
              </>
            ) : null}
          </div>
        </aside>
      </div>
      {summaryDue && <Suggestions items={items} lang={lang} />}
    </>
  );
}

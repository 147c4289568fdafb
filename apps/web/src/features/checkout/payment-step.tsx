/**
 * The payment step of the checkout: the order summary with totals (domain `computeTotals`, shipping
 * re-requested with the token when the basket has merchandise), billing and shipping address, the
 * payment types as a radio group (server types merged with 161 and 162), the direct-debit form for
 * SEPA types (74, 164 and `method: 'sepa'`), the wallet choice for wallet types, terms acceptance
 * when still missing, and "Pay now" with the total.
 */
import {
  computeTotals,
  formatDate,
  formatMoney,
  paymentAuxOf,
  paymentFormOf,
  routePath,
  validateDirectDebit,
  WALLETS,
  type BasketItem,
  type Language,
  type Wallet,
} from '@foyer/domain';
import type { Customer, PaymentType, PostalAddress } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { CancellationNote } from './cancellation-note';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { paymentTypeName } from '@/shared/api/payment-types';
import { paymentTypesQuery } from '@/shared/api/queries';
import { useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { useCart } from '@/shared/session/cart-store';
import { useSession } from '@/shared/session/session-store';
import { useShippingCosts } from './shipping-costs';
import { useStartPayment } from './start-payment';
import '@/shared/catalog/catalog.css';
import './payment.css';

export interface PaymentStepProps {
  /** Back to the cart step. */
  readonly onBack: () => void;
}

/** Brand names of the wallets, the same in every language. */
const WALLET_NAMES: Readonly<Record<Wallet, string>> = {
  APPLEPAY: 'Apple Pay',
  GOOGLEPAY: 'Google Pay',
};

function ItemLine({ item, lang }: { item: BasketItem; lang: Language }) {
  const { t } = useTranslation();
  const when = [item.date ? formatDate(item.date) : null, item.time].filter(Boolean).join(', ');
  const isCode = item.type === 'voucherCode';
  return (
    <li className="payment-items__line">
      <span className="payment-items__name">
        {item.type === 'voucherCode'
          ? t('payment.voucherCode', { barcode: item.barcode })
          : item.name}
        {when && <span className="payment-items__when">{when}</span>}
      </span>
      {!isCode && (
        <span className="payment-items__count">{t('payment.count', { count: item.count })}</span>
      )}
      <span className="payment-items__price">
        {isCode ? t('payment.voucherValue') : formatMoney(item.totalPrice, lang)}
      </span>
    </li>
  );
}

/** A country code as its name in the page's language (DE → Deutschland). */
export function countryName(code: string | null | undefined, lang: Language): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface AddressLines {
  readonly name: string;
  readonly street: string;
  readonly zip: string;
  readonly city: string;
  readonly country: string | null;
}

function Address({ address, lang }: { address: AddressLines; lang: Language }) {
  const lines = [
    address.name,
    address.street,
    [address.zip, address.city].filter(Boolean).join(' '),
    countryName(address.country, lang),
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return (
    <address className="payment-address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** The shipping address the order uses: the customer's own, else the one edited in this session. */
function shippingAddressOf(
  customer: Customer,
  selection: { sameAsBilling: boolean; address: PostalAddress | null } | null,
): PostalAddress | null {
  if (customer.addrShipping) return customer.addrShipping;
  if (selection && !selection.sameAsBilling && selection.address) return selection.address;
  return null;
}

/**
 * The payment type sent for a free order: the server books an order of 0,00 € without its provider
 * (docs/decisions.md), but the call names a type; a card type is taken, the built-in 161 without one.
 */
export function freeOrderPayart(offered: readonly PaymentType[]): number {
  return offered.find((type) => paymentFormOf(type) === 'card')?.payartId ?? 161;
}

interface FieldProblem {
  readonly id: string;
  readonly text: string;
}

export function PaymentStep({ onBack }: PaymentStepProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useApiClient();
  const config = useShopConfig();
  const formId = useId();
  const items = useCart((state) => state.basket.items);
  const requestInvoice = useCart((state) => state.basket.requestInvoice);
  const documentNumber = useCart((state) => state.externalDocumentNumber);
  const termsAccepted = useCart((state) => state.termsAccepted);
  const shippingQuote = useCart((state) => state.shippingQuote);
  const setTermsAccepted = useCart((state) => state.setTermsAccepted);
  const customer = useSession((state) => state.customer);
  const shippingSelection = useSession((state) => state.shipping);
  const partner = useSession((state) => state.partner);
  const types = useQuery(paymentTypesQuery(client, lang));
  const token = useSession((state) => state.token);
  // Logged in (or a guest): the costs go by the customer's shipping address, no country needed.
  const shipping = useShippingCosts(items, lang, token, '').state;
  const { start, pending, error } = useStartPayment();

  const offered = useMemo(
    () => (types.data ?? []).filter((type) => paymentFormOf(type) !== 'express'),
    [types.data],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = offered.find((type) => type.payartId === chosen) ?? offered[0] ?? null;
  const form = selected ? paymentFormOf(selected) : null;
  const [wallet, setWallet] = useState<Wallet>('APPLEPAY');
  const [accountHolder, setAccountHolder] = useState('');
  const [iban, setIban] = useState('');
  const [checked, setChecked] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [showTerms] = useState(!termsAccepted);
  const summaryRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const hasMerchandise = items.some((item) => item.type === 'merchandise');
  const shippingCents = shipping.shippingCosts ?? 0;
  const totals = computeTotals(items, shippingCents);
  const shippingKnown =
    !hasMerchandise ||
    (shipping.shippingCosts !== undefined && shipping.shippingCostsError === null);
  // Vouchers cover everything: no payment choice and no provider; the order is booked at once.
  const free = totals.total === 0 && shippingKnown;

  const holderId = `${formId}-holder`;
  const ibanId = `${formId}-iban`;
  const termsId = `${formId}-terms`;
  const debitErrors =
    form === 'directDebit' && checked ? validateDirectDebit({ accountHolder, iban }) : {};
  const holderError = free ? undefined : debitErrors.accountHolder?.[0];
  const ibanError = free ? undefined : debitErrors.iban?.[0];
  const problems: FieldProblem[] = [
    ...(holderError ? [{ id: holderId, text: t(`payment.errors.${holderError}`) }] : []),
    ...(ibanError ? [{ id: ibanId, text: t(`payment.errors.${ibanError}`) }] : []),
    ...(termsMissing ? [{ id: termsId, text: t('payment.errors.TERMS_NOT_ACCEPTED') }] : []),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (free) {
      setTermsMissing(!termsAccepted);
      if (!termsAccepted) {
        window.setTimeout(() => summaryRef.current?.focus(), 0);
        return;
      }
      void start({ payartId: freeOrderPayart(offered), aux: paymentAuxOf('card', { partner }) });
      return;
    }
    if (!selected || !form) return;
    setChecked(true);
    const debit = form === 'directDebit' ? validateDirectDebit({ accountHolder, iban }) : {};
    const debitInvalid = Object.keys(debit).length > 0;
    setTermsMissing(!termsAccepted);
    if (debitInvalid || !termsAccepted) {
      // Rendered with this submit's problems; focus the summary once it shows them.
      window.setTimeout(() => summaryRef.current?.focus(), 0);
      return;
    }
    void start({
      payartId: selected.payartId,
      aux: paymentAuxOf(form, { directDebit: { accountHolder, iban }, wallet, partner }),
    });
  };

  const custom = config.customTermsLinks.enabled ? config.customTermsLinks.links[lang] : undefined;
  const termsHref = custom?.terms?.url ?? routePath('page', lang, { id: 'terms' });
  const privacyHref =
    custom?.data_protection?.url ?? routePath('page', lang, { id: 'data_protection' });
  const external = (href: string) =>
    href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const shippingAddress = customer ? shippingAddressOf(customer, shippingSelection) : null;
  const deliveryCountry =
    shippingAddress?.country || customer?.addrBilling.country || customer?.country || null;
  // The basket showed the cost for the country chosen there; a different cost now is said.
  const costChanged =
    hasMerchandise &&
    shippingQuote !== null &&
    shippingQuote.cents !== null &&
    shipping.shippingCosts !== undefined &&
    shipping.shippingCosts !== null &&
    shipping.shippingCosts !== shippingQuote.cents;

  return (
    <div className="payment-step">
      <div className="payment-step__layout">
        <section className="payment-card payment-summary" aria-labelledby={`${formId}-summary`}>
          <h2 id={`${formId}-summary`}>{t('payment.summary')}</h2>
          <ul className="payment-items">
            {items.map((item, index) => (
              <ItemLine key={index} item={item} lang={lang} />
            ))}
          </ul>
          <dl className="payment-totals">
            <div>
              <dt>{t('payment.subtotal')}</dt>
              <dd>{formatMoney(totals.subtotal, lang)}</dd>
            </div>
            {hasMerchandise && (
              <div>
                <dt>{t('payment.shipping')}</dt>
                <dd>
                  {shipping.shippingCosts === undefined && shipping.shippingCostsError === null ? (
                    <span className="spinner spinner--small" role="status">
                      <span className="visually-hidden">{t('payment.shippingLoading')}</span>
                    </span>
                  ) : shipping.shippingCostsError !== null ? (
                    t('payment.shippingUnknown')
                  ) : (
                    formatMoney(totals.shipping, lang)
                  )}
                </dd>
              </div>
            )}
            {totals.vouchers.map((line) => (
              <div key={line.barcode}>
                <dt>{t('payment.voucherCode', { barcode: line.barcode })}</dt>
                <dd>{formatMoney(line.discount, lang)}</dd>
              </div>
            ))}
            <div className="payment-totals__total">
              <dt>{t('payment.total')}</dt>
              <dd>{formatMoney(totals.total, lang)}</dd>
            </div>
            {totals.vatByRate.map((line) => (
              <div key={line.rate} className="payment-totals__vat">
                <dt>{t('payment.vatIncluded', { rate: line.rate })}</dt>
                <dd>{formatMoney(line.vat, lang)}</dd>
              </div>
            ))}
          </dl>
          {costChanged && (
            <p className="notice notice--warning payment-shipping-changed" role="status">
              {t('payment.shippingChanged', {
                before: formatMoney(shippingQuote.cents ?? 0, lang),
                after: formatMoney(shipping.shippingCosts ?? 0, lang),
                chosen: countryName(shippingQuote.country, lang) ?? shippingQuote.country,
                country: countryName(deliveryCountry, lang) ?? deliveryCountry ?? '',
              })}
            </p>
          )}
          {shipping.shippingCostsError !== null && (
            <p className="form-error" role="alert">
              {shipping.shippingCostsError === 'SHIPPING_NO_COSTS_FOR_COUNTRY'
                ? t('payment.noShippingCosts', { email: config.supportEmail })
                : t('payment.shippingFailed')}
            </p>
          )}
          <ul className="payment-notes">
            {totals.total === 0 && totals.vouchers.length > 0 && (
              <li>{t('payment.paidByVoucher')}</li>
            )}
            {requestInvoice && <li>{t('payment.invoiceRequested')}</li>}
            {config.checkoutDocumentNumber && documentNumber && (
              <li>{t('payment.documentNumber', { number: documentNumber })}</li>
            )}
          </ul>
          {customer && (
            <div className="payment-addresses">
              <div>
                <h3>{t('payment.billing')}</h3>
                <p className="payment-address__person">
                  {[customer.fname, customer.lname].filter(Boolean).join(' ')}
                  {customer.email && <span>{customer.email}</span>}
                </p>
                <Address
                  address={
                    customer.addrBilling.name.trim() ===
                    `${customer.fname} ${customer.lname}`.trim()
                      ? { ...customer.addrBilling, name: '' }
                      : customer.addrBilling
                  }
                  lang={lang}
                />
              </div>
              {hasMerchandise && (
                <div>
                  <h3>{t('payment.shippingAddress')}</h3>
                  {shippingAddress ? (
                    <Address address={shippingAddress} lang={lang} />
                  ) : (
                    <p>{t('payment.sameAsBilling')}</p>
                  )}
                </div>
              )}
            </div>
          )}
        </section>

        <form className="payment-card payment-form" noValidate onSubmit={submit}>
          {problems.length > 0 && (
            <div ref={summaryRef} className="payment-problems" role="alert" tabIndex={-1}>
              <p>{t('payment.problems')}</p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem.id}>
                    <a href={`#${problem.id}`}>{problem.text}</a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {free ? (
            <p className="payment-free">{t('payment.freeNote')}</p>
          ) : types.isPending ? (
            <p className="payment-loading" role="status">
              <span className="spinner spinner--small" aria-hidden="true" />
              {t('payment.loadingTypes')}
            </p>
          ) : (
            <fieldset className="payment-methods">
              <legend>{t('payment.methods')}</legend>
              {offered.map((type) => (
                <label key={type.payartId} className="payment-method">
                  <input
                    type="radio"
                    name={`${formId}-method`}
                    value={type.payartId}
                    checked={selected?.payartId === type.payartId}
                    onChange={() => setChosen(type.payartId)}
                  />
                  <span>{paymentTypeName(type, lang, t)}</span>
                </label>
              ))}
            </fieldset>
          )}

          {!free && form === 'wallet' && (
            <fieldset className="payment-wallets">
              <legend>{t('payment.wallet')}</legend>
              {WALLETS.map((option) => (
                <label key={option} className="payment-method payment-method--small">
                  <input
                    type="radio"
                    name={`${formId}-wallet`}
                    value={option}
                    checked={wallet === option}
                    onChange={() => setWallet(option)}
                  />
                  <span>{WALLET_NAMES[option]}</span>
                </label>
              ))}
            </fieldset>
          )}

          {!free && form === 'directDebit' && (
            <fieldset className="payment-debit">
              <legend>{t('payment.directDebit')}</legend>
              <div className="field">
                <label className="field__label" htmlFor={holderId}>
                  {t('payment.accountHolder')}
                </label>
                <input
                  id={holderId}
                  className="field__input"
                  type="text"
                  autoComplete="name"
                  value={accountHolder}
                  aria-required
                  aria-invalid={holderError ? true : undefined}
                  aria-describedby={holderError ? `${holderId}-error` : undefined}
                  onChange={(event) => setAccountHolder(event.target.value)}
                />
                {holderError && (
                  <p id={`${holderId}-error`} className="field__error">
                    {t(`payment.errors.${holderError}`)}
                  </p>
                )}
              </div>
              <div className="field">
                <label className="field__label" htmlFor={ibanId}>
                  {t('payment.iban')}
                </label>
                <p id={`${ibanId}-hint`} className="field__hint">
                  {t('payment.ibanHint')}
                </p>
                <input
                  id={ibanId}
                  className="field__input payment-debit__iban"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={iban}
                  aria-required
                  aria-invalid={ibanError ? true : undefined}
                  aria-describedby={ibanError ? `${ibanId}-hint ${ibanId}-error` : `${ibanId}-hint`}
                  onChange={(event) => setIban(event.target.value)}
                  onBlur={() => setChecked(iban.trim() !== '' || checked)}
                />
                {ibanError && (
                  <p id={`${ibanId}-error`} className="field__error">
                    {t(`payment.errors.${ibanError}`)}
                  </p>
                )}
              </div>
              <p className="field__hint">{t('payment.mandate')}</p>
            </fieldset>
          )}

          <CancellationNote lang={lang} className="payment-form__note" />
          {(showTerms || !termsAccepted) && (
            <div className="payment-terms">
              <input
                id={termsId}
                type="checkbox"
                checked={termsAccepted}
                aria-invalid={termsMissing && !termsAccepted ? true : undefined}
                onChange={(event) => {
                  setTermsAccepted(event.target.checked);
                  if (event.target.checked) setTermsMissing(false);
                }}
              />
              <label htmlFor={termsId}>
                {t('payment.termsBefore')}
                <a href={termsHref} {...external(termsHref)}>
                  {t('payment.termsLink')}
                </a>
                {t('payment.termsMiddle')}
                <a href={privacyHref} {...external(privacyHref)}>
                  {t('payment.privacyLink')}
                </a>
                {t('payment.termsAfter')}
              </label>
            </div>
          )}

          <div ref={errorRef} tabIndex={-1} className="payment-error-slot">
            {error && (
              <p className="form-error payment-error" role="alert">
                {error}
              </p>
            )}
          </div>

          {!free && <p className="payment-form__note">{t('payment.redirectNote')}</p>}
          <div className="payment-form__actions">
            <button
              type="submit"
              className="button button--large payment-form__pay"
              disabled={pending || (!free && !selected)}
              aria-busy={pending || undefined}
            >
              {pending && <span className="spinner spinner--small" aria-hidden="true" />}
              {pending
                ? t('payment.paying')
                : totals.total === 0
                  ? t('payment.payFree')
                  : t('payment.pay', { total: formatMoney(totals.total, lang) })}
            </button>
            <button
              type="button"
              className="button payment-button--outline payment-form__back"
              onClick={onBack}
              disabled={pending}
            >
              {t('payment.back')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

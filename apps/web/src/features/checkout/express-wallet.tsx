/**
 * The express wallet in the basket (offered before login): the payment type with method
 * `express` pays with Apple Pay / Google Pay without an account. The terms must be accepted first.
 */
import type { Language } from '@foyer/domain';
import type { PaymentType } from '@foyer/domain/contract';
import { useTranslation } from 'react-i18next';
import { paymentTypeName } from '@/shared/api/payment-types';
import { useStartPayment } from './start-payment';

export interface ExpressWalletProps {
  readonly type: PaymentType;
  readonly lang: Language;
  /** Checks the terms; false when they are not accepted (the caller shows why). */
  readonly confirmTerms: () => boolean;
}

export function ExpressWallet({ type, lang, confirmTerms }: ExpressWalletProps) {
  const { t } = useTranslation();
  const payment = useStartPayment();
  const name = paymentTypeName(type, lang, t, t('basket.express.fallbackName'));
  const pay = () => {
    if (!confirmTerms() || payment.pending) return;
    void payment.start({ payartId: type.payartId, aux: { wallet: 'APPLEPAY' } });
  };
  return (
    <section className="basket-express" aria-labelledby="basket-express-title">
      <h2 id="basket-express-title" className="basket-express__title">
        {t('basket.express.title')}
      </h2>
      <p className="basket-express__text">{t('basket.express.text')}</p>
      <button
        type="button"
        className="button button--wallet"
        disabled={payment.pending}
        onClick={pay}
      >
        {payment.pending && <span className="spinner spinner--small" aria-hidden="true" />}
        {t('basket.express.button', { name })}
      </button>
      {payment.error && (
        <p className="form-error" role="alert">
          {payment.error}
        </p>
      )}
    </section>
  );
}

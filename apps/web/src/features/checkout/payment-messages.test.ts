import { describe, expect, it } from 'vitest';
import da from '../../i18n/da.json';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import fr from '../../i18n/fr.json';
import it_ from '../../i18n/it.json';
import nl from '../../i18n/nl.json';
import sv from '../../i18n/sv.json';
import { PAYMENT_ERROR_CODES, paymentErrorMessage } from './payment-messages';

const TABLES = { de, en, fr, it: it_, nl, es, sv, da };

function translator(table: typeof en) {
  return (key: string) => {
    const value = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        table,
      );
    return typeof value === 'string' ? value : key;
  };
}

describe('payment error messages', () => {
  it.each(Object.entries(TABLES))('every refusal code has its own text in %s', (_lang, table) => {
    const errors = (table as typeof en).payment.errors as Record<string, string>;
    for (const code of PAYMENT_ERROR_CODES) expect(errors[code], code).toBeTruthy();
  });

  it('a payment set-up problem of the shop is not blamed on the visitor', () => {
    const t = translator(en);
    const message = paymentErrorMessage(
      'PAYMENT_UNAVAILABLE',
      { error: 'PAYMENT_UNAVAILABLE' },
      [],
      t,
    );
    expect(message).toBe(en.payment.errors.PAYMENT_UNAVAILABLE);
    expect(message).not.toBe(en.payment.errors.CART_NOT_COMPLETABLE);
    expect(message).toMatch(/not a problem with your details/);
  });
});

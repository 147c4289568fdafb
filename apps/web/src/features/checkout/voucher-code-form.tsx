/**
 * Voucher code entry of the basket: the code is trimmed, checked by the server and by the domain's
 * validity rules, and a valid one is added to the basket as a negative amount; a barcode already in
 * the basket is refused without a call.
 */
import {
  checkVoucherCode,
  hasVoucherCode,
  normalizeVoucherCode,
  voucherCodeToBasketItem,
} from '@foyer/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { cartStore } from '@/shared/session/cart-store';

/** The voucher errors with a message of their own; anything else is unknown. */
export const VOUCHER_ERROR_CODES = [
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_NO_AMOUNT_LEFT',
  'VOUCHER_ALREADY_IN_BASKET',
  'VOUCHER_RATE_LIMITED',
  'VOUCHER_UNKNOWN_ERROR',
] as const;
export type VoucherErrorCode = (typeof VOUCHER_ERROR_CODES)[number];

/** A failure as one of the voucher codes: a 422 with a known code keeps it, else unknown. */
export function voucherErrorOf(error: unknown): VoucherErrorCode {
  if (error instanceof ApiError && (error.status === 422 || error.status === 429)) {
    const known = VOUCHER_ERROR_CODES.find((code) => code === error.code);
    if (known) return known;
  }
  return 'VOUCHER_UNKNOWN_ERROR';
}

function asVoucherError(code: string): VoucherErrorCode {
  return VOUCHER_ERROR_CODES.find((known) => known === code) ?? 'VOUCHER_UNKNOWN_ERROR';
}

export function VoucherCodeForm() {
  const { t } = useTranslation();
  const client = useApiClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setApplied(null);
    const barcode = normalizeVoucherCode(code);
    if (barcode === '') {
      fail(t('basket.voucher.required'));
      return;
    }
    if (hasVoucherCode(cartStore.getState().basket.items, barcode)) {
      fail(t('basket.voucher.errors.VOUCHER_ALREADY_IN_BASKET'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const voucher = await client.call('voucherCode', { query: { voucher: barcode } });
      const checked = checkVoucherCode(voucher, new Date());
      if (!checked.ok) {
        fail(t(`basket.voucher.errors.${asVoucherError(checked.code)}`));
        return;
      }
      const added = cartStore.getState().add(voucherCodeToBasketItem(voucher));
      if (!added.ok) {
        fail(t(`basket.voucher.errors.${asVoucherError(added.code)}`));
        return;
      }
      setCode('');
      setApplied(t('basket.voucher.applied', { barcode: voucher.barcode }));
    } catch (failure) {
      fail(t(`basket.voucher.errors.${voucherErrorOf(failure)}`));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="voucher-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {t('basket.voucher.label')}
        </label>
        <div className="voucher-form__row">
          <input
            ref={input}
            id={inputId}
            className="field__input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="button button--quiet" disabled={pending}>
            {pending && <span className="spinner spinner--small" aria-hidden="true" />}
            {t('basket.voucher.apply')}
          </button>
        </div>
        <div role="alert" className="voucher-form__alert">
          {error && (
            <p id={errorId} className="field__error">
              {error}
            </p>
          )}
        </div>
        <div role="status" className="voucher-form__status">
          {applied && <p className="success-note">{applied}</p>}
          {pending && <span className="visually-hidden">{t('basket.voucher.checking')}</span>}
        </div>
      </div>
    </form>
  );
}

/**
 * The checkout document number (`externalDocumentNumber`), shown only when the configuration's
 * `checkoutDocumentNumber` is on: entered, confirmed, then shown with a way to change it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/session/cart-store';

/** The longest document number accepted (the cart payload's limit is not shown; decision). */
export const MAX_DOCUMENT_NUMBER_LENGTH = 64;

export function DocumentNumber() {
  const { t } = useTranslation();
  const id = useId();
  const confirmed = useCart((state) => state.externalDocumentNumber);
  const setConfirmed = useCart((state) => state.setExternalDocumentNumber);
  const [draft, setDraft] = useState(confirmed ?? '');
  const [editing, setEditing] = useState(confirmed === null);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = draft.trim();
    if (value === '') {
      setError(true);
      input.current?.focus();
      return;
    }
    setConfirmed(value);
    setEditing(false);
    setError(false);
    window.setTimeout(() => change.current?.focus(), 0);
  };

  if (!editing && confirmed !== null) {
    return (
      <div className="document-number">
        <p className="document-number__value">
          {t('basket.documentNumber.confirmed')} <strong>{confirmed}</strong>
        </p>
        <button
          ref={change}
          type="button"
          className="link-button"
          onClick={() => {
            setDraft(confirmed);
            setEditing(true);
            window.setTimeout(() => input.current?.focus(), 0);
          }}
        >
          {t('basket.documentNumber.change')}
        </button>
      </div>
    );
  }
  return (
    <form className="document-number" noValidate onSubmit={confirm}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-input`}>
          {t('basket.documentNumber.label')}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {t('basket.documentNumber.hint')}
        </p>
        <div className="voucher-form__row">
          <input
            ref={input}
            id={`${id}-input`}
            className="field__input"
            type="text"
            autoComplete="off"
            maxLength={MAX_DOCUMENT_NUMBER_LENGTH}
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(false);
            }}
          />
          <button type="submit" className="button button--quiet">
            {t('basket.documentNumber.confirm')}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {t('basket.documentNumber.required')}
          </p>
        )}
      </div>
    </form>
  );
}

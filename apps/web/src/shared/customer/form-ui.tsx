/**
 * The building blocks of the account forms: labelled fields with required markers,
 * per-field errors linked by `aria-describedby`, the error summary that takes the focus after a
 * failed submit, and a submit button that shows a spinner and is disabled while the call runs.
 */
import { useEffect, useRef, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '@/shared/catalog/catalog.css';
import './customer.css';

/** A field's registration in its react-hook-form form; without `onBlur`, leaving it checks nothing. */
export type FieldRegistration = Omit<UseFormRegisterReturn, 'onBlur'> &
  Partial<Pick<UseFormRegisterReturn, 'onBlur'>>;

interface FieldBase {
  readonly id: string;
  readonly label: string;
  readonly field: FieldRegistration;
  readonly errors?: readonly string[];
  readonly required?: boolean;
  readonly hint?: string;
}

function describedBy(id: string, hint: boolean, errors: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, errors && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {/* The same word the form's note names, seen and heard alike (no bare asterisk). */}
      {required && <span className="required-mark"> ({t('account.form.required')})</span>}
    </label>
  );
}

function FieldMessages({
  id,
  hint,
  errors,
}: {
  id: string;
  hint?: string;
  errors: readonly string[];
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <div id={`${id}-error`}>
          {errors.map((error) => (
            <p key={error} className="field__error">
              {error}
            </p>
          ))}
        </div>
      )}
    </>
  );
}

export interface TextFieldProps extends FieldBase {
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

/** A labelled text input. */
export function TextField({
  id,
  label,
  field,
  errors = [],
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
}: TextFieldProps) {
  return (
    <div className="field account-field">
      <Label id={id} label={label} required={required} />
      <input
        {...field}
        id={id}
        className="field__input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), errors.length > 0)}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** A required password input; `autoComplete` tells the current password from a new one. */
export function PasswordField(
  props: Omit<TextFieldProps, 'type' | 'required' | 'inputMode' | 'autoComplete'> & {
    readonly autoComplete: 'current-password' | 'new-password';
  },
) {
  return <TextField {...props} type="password" required />;
}

/** A required e-mail input. */
export function EmailField(
  props: Omit<TextFieldProps, 'type' | 'required' | 'inputMode' | 'autoComplete'>,
) {
  return <TextField {...props} type="email" inputMode="email" autoComplete="email" required />;
}

export interface SelectFieldProps extends FieldBase {
  readonly options: readonly { readonly key: string; readonly name: string }[];
  readonly autoComplete: string;
  readonly placeholder: string;
}

/** A labelled choice from the server's list (salutations, countries). */
export function SelectField({
  id,
  label,
  field,
  errors = [],
  required,
  hint,
  options,
  autoComplete,
  placeholder,
}: SelectFieldProps) {
  return (
    <div className="field account-field">
      <Label id={id} label={label} required={required} />
      <select
        {...field}
        id={id}
        className="field__input"
        autoComplete={autoComplete}
        required={required}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), errors.length > 0)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  id,
  label,
  field,
}: {
  id: string;
  label: string;
  field: FieldRegistration;
}) {
  return (
    <div className="check">
      <input {...field} id={id} className="check__input" type="checkbox" />
      <label className="check__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/** One entry of the error summary: the field's id, label and message. */
export interface SummaryEntry {
  readonly id: string;
  readonly label: string;
  readonly message: string;
}

/**
 * The form-level message ('Please correct the errors in the form', or a message of the server) with
 * links to the fields in error. It takes the focus each time `focusKey` changes.
 */
export function ErrorSummary({
  title,
  entries = [],
  focusKey,
}: {
  title: string;
  entries?: readonly SummaryEntry[];
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} className="notice notice--danger account-summary" role="alert" tabIndex={-1}>
      <p className="account-summary__title">{title}</p>
      {entries.length > 0 && (
        <ul className="account-summary__list">
          {entries.map((entry) => (
            <li key={`${entry.id}-${entry.message}`}>
              <a
                href={`#${entry.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(entry.id)?.focus();
                }}
              >
                {entry.label}: {entry.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The submit button: disabled with a spinner while the submit runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button account-submit" disabled={busy} aria-busy={busy}>
      {busy && (
        <span className="spinner spinner--small account-submit__spinner" aria-hidden="true" />
      )}
      {children}
      {busy && <span className="visually-hidden"> ({t('common.loading')})</span>}
    </button>
  );
}

/** The note naming the word every required field's label carries. */
export function RequiredNote() {
  const { t } = useTranslation();
  return <p className="account-required-note">{t('account.form.requiredNote')}</p>;
}

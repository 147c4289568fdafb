/**
 * Pieces of the shop editor's forms: the texts per language (the event editor's language row: the
 * default language required, the others optional), a labelled input with its error, and a spinner.
 */
import { staffLanguage } from '@foyer/domain/admin-contract';
import type { ReactNode } from 'react';
import { useAdmin } from '../../../context';
import { LANGUAGE_NAMES, type MessageKey } from '../../../i18n';
import { DEFAULT_LANGUAGE } from '../catalog-form';
import type { Errors, TextMap } from './shop-form';

function described(errors: Errors, field: string) {
  return errors[field] ? { 'aria-invalid': true, 'aria-describedby': `error-${field}` } : {};
}

export function FieldError({ errors, field }: { errors: Errors; field: string }) {
  return errors[field] ? (
    <span id={`error-${field}`} className="field-error">
      {errors[field]}
    </span>
  ) : null;
}

export function TextsFieldset(props: {
  language: string;
  onLanguage: (code: string) => void;
  name: TextMap;
  description: TextMap;
  onChange: (change: { name?: TextMap; description?: TextMap }) => void;
  errors: Errors;
  nameLabel: MessageKey;
  descriptionLabel: MessageKey;
}) {
  const { t } = useAdmin();
  const { language, name, description, errors } = props;
  const languageName = LANGUAGE_NAMES[staffLanguage.parse(language)];
  return (
    <fieldset className="catalog-box">
      <legend>{t('textsIn')}</legend>
      <div className="language-row" role="group" aria-label={t('textsIn')}>
        {staffLanguage.options.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            className={code === language ? undefined : 'secondary'}
            aria-pressed={code === language}
            onClick={() => props.onLanguage(code)}
          >
            {code === DEFAULT_LANGUAGE
              ? t('defaultLanguage', { language: LANGUAGE_NAMES[code] })
              : LANGUAGE_NAMES[code]}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor="item-name">
          {t(props.nameLabel)} ({languageName})
        </label>
        <input
          id="item-name"
          lang={language}
          value={name[language] ?? ''}
          required={language === DEFAULT_LANGUAGE}
          onChange={(event) =>
            props.onChange({ name: { ...name, [language]: event.target.value } })
          }
          {...described(errors, 'name')}
        />
        <FieldError errors={errors} field="name" />
      </div>
      <div className="field">
        <label htmlFor="item-description">
          {t(props.descriptionLabel)} ({languageName})
        </label>
        <textarea
          id="item-description"
          lang={language}
          rows={3}
          value={description[language] ?? ''}
          onChange={(event) =>
            props.onChange({ description: { ...description, [language]: event.target.value } })
          }
        />
      </div>
    </fieldset>
  );
}

export function TextField(props: {
  id: string;
  field: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  inputMode?: 'numeric' | 'decimal' | 'text';
  type?: 'text' | 'date';
  hint?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...described(props.errors, props.field)}
      />
      {props.hint && <span className="hint">{props.hint}</span>}
      <FieldError errors={props.errors} field={props.field} />
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner-line" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </span>
  );
}

/** The status line of a save: a success note or an alert. */
export function StatusLine({ status }: { status: { ok: boolean; text: string } | null }) {
  return (
    <div aria-live="polite">
      {status && (
        <p
          className={status.ok ? 'admin-ok' : 'admin-warning'}
          role={status.ok ? undefined : 'alert'}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}

/**
 * The catalog editors' texts per language: the choice of the language whose texts the form shows
 * (one pressed button per staff language, the default one marked as required), the fieldset that
 * holds it, and a text of the form in the chosen language (a map per language in the form's values).
 */
import { staffLanguage } from '@foyer/domain/admin-contract';
import type { ReactNode } from 'react';
import { useFieldError, useFormValue } from '../../components/editor';
import { useAdmin } from '../../context';
import { LANGUAGE_NAMES } from '../../i18n';
import { DEFAULT_LANGUAGE } from './catalog-form';

export function LanguageRow({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (language: string) => void;
  /** The group's name ("Texts in" when absent). */
  label?: string;
}) {
  const { t } = useAdmin();
  return (
    <div className="language-row" role="group" aria-label={label ?? t('textsIn')}>
      {staffLanguage.options.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={code === value ? undefined : 'secondary'}
          aria-pressed={code === value}
          onClick={() => onChange(code)}
        >
          {code === DEFAULT_LANGUAGE
            ? t('defaultLanguage', { language: LANGUAGE_NAMES[code] })
            : LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}

/** The name of a language code in its own language (`da` → `Dansk`). */
export function languageName(code: string): string {
  return LANGUAGE_NAMES[staffLanguage.parse(code)];
}

/** The fieldset of an editor's texts: the language row, then the texts (children) in that language. */
export function TextsFieldset({
  language,
  onLanguage,
  children,
}: {
  language: string;
  onLanguage: (language: string) => void;
  children: ReactNode;
}) {
  const { t } = useAdmin();
  return (
    <fieldset className="catalog-box">
      <legend>{t('textsIn')}</legend>
      <LanguageRow value={language} onChange={onLanguage} />
      {children}
    </fieldset>
  );
}

/**
 * An item's name (required in the default language) and description in `language`, the inputs'
 * ids starting with `id` (`event` → `event-name`, `event-description`).
 */
export function NameAndDescription({
  id,
  name,
  description,
  language,
}: {
  id: string;
  name: string;
  description: string;
  language: string;
}) {
  return (
    <>
      <LanguageText name="name" id={`${id}-name`} label={name} language={language} required />
      <LanguageText
        name="description"
        id={`${id}-description`}
        label={description}
        language={language}
        rows={3}
      />
    </>
  );
}

/**
 * A text of the form (`name`, `tickets.0.name`: a map per language) in `language`, labelled with the
 * language's name; required in the default language when `required`. Its error is the field's own,
 * or none with `error={null}` (a list's item whose error the list shows).
 */
export function LanguageText({
  name,
  id,
  label,
  language,
  required = false,
  rows,
  error = name,
  hint,
}: {
  name: string;
  id: string;
  label: string;
  language: string;
  required?: boolean;
  /** A text area of this many rows instead of a line. */
  rows?: number;
  error?: string | null;
  /** A hint below the field (its id is `${id}-hint`). */
  hint?: string;
}) {
  const { value, change } = useFormValue<Record<string, string> | undefined>(name);
  const texts = value ?? {};
  const refused = useFieldError(error ?? '');
  const shown = error === null ? null : refused;
  const describedBy = [shown?.text ? shown.id : null, hint ? `${id}-hint` : null].filter(Boolean);
  const props = {
    id,
    lang: language,
    value: texts[language] ?? '',
    required: required && language === DEFAULT_LANGUAGE,
    onChange: (event: { target: { value: string } }) =>
      change({ ...texts, [language]: event.target.value }),
    ...(shown?.text ? { 'aria-invalid': true } : {}),
    ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} ({languageName(language)})
      </label>
      {rows === undefined ? <input {...props} /> : <textarea rows={rows} {...props} />}
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {shown?.shown}
    </div>
  );
}

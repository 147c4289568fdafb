/**
 * The catalog editors' choice of the language whose texts the form shows (the event editor's, also
 * used by the content screens): one pressed button per staff language, the default one marked as
 * required.
 */
import { staffLanguage } from '@foyer/domain/admin-contract';
import { useAdmin } from '../../context';
import { LANGUAGE_NAMES } from '../../i18n';
import { DEFAULT_LANGUAGE } from './catalog-form';

export function LanguageRow({
  value,
  onChange,
}: {
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useAdmin();
  return (
    <div className="language-row" role="group" aria-label={t('textsIn')}>
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

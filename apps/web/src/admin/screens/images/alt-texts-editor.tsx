/**
 * Changes an image's alt texts in the library (translating them later, or correcting them): the
 * eight languages, the default one required (the domain's `checkAltTexts`, as the server checks).
 */
import './images-translations';
import { checkAltTexts, type LocalizedText } from '@foyer/domain';
import { staffLanguage } from '@foyer/domain/admin-contract';
import { imageEndpoints, type ImageSummary } from '@foyer/domain/admin-contract/images';
import { useState } from 'react';
import { callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { LANGUAGE_NAMES } from '../../i18n';
import { DEFAULT_LANGUAGE } from '../catalog/catalog-form';
import { imageErrorText } from './image-texts';

export function AltTextsEditor({
  image,
  onSaved,
}: {
  image: ImageSummary;
  onSaved: (image: ImageSummary) => void;
}) {
  const { t } = useAdmin();
  const [alt, setAlt] = useState<LocalizedText>(image.alt);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const defaultName = LANGUAGE_NAMES[DEFAULT_LANGUAGE];
  const missing = `alt-${image.id}-missing`;

  const save = async () => {
    const checked = checkAltTexts(alt, DEFAULT_LANGUAGE);
    if (!checked.ok) {
      setStatus({ ok: false, text: t('altMissing', { language: defaultName }) });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const saved = await callAdmin(imageEndpoints.imageAlt, {
        params: { id: image.id },
        body: { alt: checked.alt },
      });
      onSaved(saved);
      setStatus({ ok: true, text: t('altSaved') });
    } catch (error) {
      setStatus({ ok: false, text: imageErrorText(error, t, defaultName) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details>
      <summary>{t('editAlt')}</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {staffLanguage.options.map((code) => (
          <div key={code} className="field">
            <label htmlFor={`alt-${image.id}-${code}`}>
              {t(code === DEFAULT_LANGUAGE ? 'altInRequired' : 'altIn', {
                language: LANGUAGE_NAMES[code],
              })}
            </label>
            <input
              id={`alt-${image.id}-${code}`}
              lang={code}
              maxLength={300}
              required={code === DEFAULT_LANGUAGE}
              value={alt[code] ?? ''}
              onChange={(event) => setAlt({ ...alt, [code]: event.target.value })}
              {...(code === DEFAULT_LANGUAGE && status && !status.ok
                ? { 'aria-invalid': true, 'aria-describedby': missing }
                : {})}
            />
          </div>
        ))}
        <p className="row-actions">
          <button type="submit" disabled={busy}>
            {t('saveAlt')}
          </button>
        </p>
        <div aria-live="polite">
          {status && (
            <p
              id={status.ok ? undefined : missing}
              className={status.ok ? 'admin-ok' : 'admin-warning'}
              role={status.ok ? undefined : 'alert'}
            >
              {status.text}
            </p>
          )}
        </div>
      </form>
    </details>
  );
}

/**
 * The image library (/admin/images): upload an image with its alt texts (the default language
 * required, checked with the domain's rule before sending), and the list of images with their size
 * and where each one is used. The server makes the sizes and formats.
 */
import './images-translations';
import {
  checkAltTexts,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  type LocalizedText,
} from '@foyer/domain';
import { staffLanguage } from '@foyer/domain/admin-contract';
import { imageEndpoints } from '@foyer/domain/admin-contract/images';
import { useRef, useState } from 'react';
import { callAdmin } from '../../api';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import { LANGUAGE_NAMES } from '../../i18n';
import { useAdminQuery, useSetAdminData } from '../../queries';
import { DEFAULT_LANGUAGE, textOf } from '../catalog/catalog-form';
import { AltTextsEditor } from './alt-texts-editor';
import { imageErrorText } from './image-texts';
import './images.css';
import { StatusLine, type Status } from '../../components/status-line';

export default function ImagesScreen() {
  const { t, language, navigate } = useAdmin();
  const library = useAdminQuery(imageEndpoints.images);
  const images = library.data;
  // A change answers with the image as saved: the library's list holds it at once.
  const setData = useSetAdminData();
  const [alt, setAlt] = useState<LocalizedText>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const defaultName = LANGUAGE_NAMES[DEFAULT_LANGUAGE];

  const upload = async () => {
    setStatus(null);
    const file = fileInput.current?.files?.[0];
    const found: Record<string, string> = {};
    if (!file) found.file = t('fileRequired');
    else if (file.size > IMAGE_MAX_BYTES) found.file = t('imageTooLarge');
    else if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      found.file = t('imageTypeRefused');
    }
    const checked = checkAltTexts(alt, DEFAULT_LANGUAGE);
    if (!checked.ok) found[`alt.${DEFAULT_LANGUAGE}`] = t('altMissing', { language: defaultName });
    setErrors(found);
    if (!file || !checked.ok || Object.keys(found).length > 0) return;
    const form = new FormData();
    for (const [code, text] of Object.entries(checked.alt)) form.append(`alt.${code}`, text ?? '');
    form.append('file', file);
    setBusy(true);
    setStatus({ ok: true, text: t('uploading') });
    try {
      const image = await callAdmin(imageEndpoints.imageUpload, { body: form });
      setData(imageEndpoints.images, {}, (list) => [
        image,
        ...(list ?? []).filter((entry) => entry.id !== image.id),
      ]);
      setAlt({});
      if (fileInput.current) fileInput.current.value = '';
      setStatus({ ok: true, text: t('uploaded') });
    } catch (error) {
      setStatus({ ok: false, text: imageErrorText(error, t, defaultName) });
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: string) =>
    errors[field] ? (
      <span id={`error-${field}`} className="field-error">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `error-${field}` } : {};

  return (
    <section aria-labelledby="images-title">
      <h1 id="images-title">{t('imagesTitle')}</h1>
      <p>{t('imagesHint')}</p>
      <form
        noValidate
        className="catalog-box"
        aria-labelledby="upload-title"
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <h2 id="upload-title">{t('uploadHeading')}</h2>
        <div className="field">
          <label htmlFor="image-file">{t('imageFile')}</label>
          <input
            id="image-file"
            ref={fileInput}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            {...described('file')}
          />
          {errorOf('file')}
        </div>
        <fieldset>
          <legend>{t('altLegend')}</legend>
          <div className="alt-fields">
            {staffLanguage.options.map((code) => {
              const field = `alt.${code}`;
              return (
                <div key={code} className="field">
                  <label htmlFor={`image-${field}`}>
                    {t(code === DEFAULT_LANGUAGE ? 'altInRequired' : 'altIn', {
                      language: LANGUAGE_NAMES[code],
                    })}
                  </label>
                  <input
                    id={`image-${field}`}
                    lang={code}
                    maxLength={300}
                    required={code === DEFAULT_LANGUAGE}
                    value={alt[code] ?? ''}
                    onChange={(event) => setAlt({ ...alt, [code]: event.target.value })}
                    {...described(field)}
                  />
                  {errorOf(field)}
                </div>
              );
            })}
          </div>
        </fieldset>
        <p className="row-actions">
          <button type="submit" disabled={busy}>
            {t('uploadButton')}
          </button>
        </p>
        <StatusLine status={status} />
      </form>

      <h2>{t('libraryHeading')}</h2>
      <QueryFailure query={library} />
      {library.isPending && <p role="status">{t('loading')}</p>}
      {images && images.length === 0 && <p>{t('noImages')}</p>}
      {images && images.length > 0 && (
        <ul className="image-list">
          {images.map((image) => (
            <li key={image.id} className="image-card">
              <img
                src={image.preview}
                width={image.width}
                height={image.height}
                alt={textOf(image.alt, language)}
                loading="lazy"
                decoding="async"
              />
              <p>
                <strong>{image.name || `#${image.id}`}</strong>
              </p>
              <p>{t('imageSize', { width: image.width, height: image.height })}</p>
              <p lang={image.alt[language] ? language : DEFAULT_LANGUAGE}>
                {textOf(image.alt, language)}
              </p>
              <AltTextsEditor
                image={image}
                onSaved={(saved) =>
                  setData(imageEndpoints.images, {}, (list) =>
                    list?.map((entry) => (entry.id === saved.id ? saved : entry)),
                  )
                }
              />
              {image.uses.length === 0 ? (
                <p className="hint">{t('notUsed')}</p>
              ) : (
                <div>
                  <p>{t('usedBy')}</p>
                  <ul>
                    {image.uses.map((use) => (
                      <li key={`${use.type}-${use.id}`}>
                        {t(`target_${use.type}`)}:{' '}
                        {use.type === 'event' ? (
                          <a
                            href={`/admin/catalog/events/${use.id}`}
                            onClick={(event) => {
                              event.preventDefault();
                              navigate(`catalog/events/${use.id}`);
                            }}
                          >
                            {textOf(use.name, language) || `#${use.id}`}
                          </a>
                        ) : (
                          textOf(use.name, language) || `#${use.id}`
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Attaches an image of the library to one catalog item, or removes it: the catalog editors (events
 * now; tours, products, passes, vouchers and banners as their editors come) place
 * `<ImagePicker type="tour" id={tour.id} />` in their screen. It saves at once with its own call
 * (`adminImageAttach`), apart from the editor's form, and shows the image the shop shows.
 */
import './images-translations';
import type { ImageTarget } from '@foyer/domain';
import { imageEndpoints } from '@foyer/domain/admin-contract/images';
import { useState } from 'react';
import { callAdmin } from '../../api';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import { LANGUAGE_NAMES } from '../../i18n';
import { useAdminQuery, useInvalidateAdmin } from '../../queries';
import { DEFAULT_LANGUAGE, textOf } from '../catalog/catalog-form';
import { imageErrorText } from './image-texts';
import './images.css';
import { StatusLine, type Status } from '../../components/status-line';

export function ImagePicker({ type, id }: { type: ImageTarget; id: number }) {
  const { t, language, navigate } = useAdmin();
  const library = useAdminQuery(imageEndpoints.images);
  const images = library.data;
  const invalidate = useInvalidateAdmin();
  const [chosen, setChosen] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const defaultName = LANGUAGE_NAMES[DEFAULT_LANGUAGE];

  const current = images?.find((image) =>
    image.uses.some((use) => use.type === type && use.id === id),
  );

  const attach = async (imageId: number | null) => {
    setBusy(true);
    setStatus(null);
    try {
      await callAdmin(imageEndpoints.imageAttach, { params: { type, id }, body: { imageId } });
      // Which image an item uses is part of the library's list (each image's uses).
      await invalidate(imageEndpoints.images);
      setChosen(null);
      setStatus({ ok: true, text: t('pickerSaved') });
    } catch (error) {
      setStatus({ ok: false, text: imageErrorText(error, t, defaultName) });
    } finally {
      setBusy(false);
    }
  };

  const headingId = `image-picker-${type}-${id}`;
  return (
    <section className="catalog-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('pickerHeading')}</h2>
      {library.isPending && <p role="status">{t('loading')}</p>}
      <QueryFailure
        query={library}
        describe={(error) => imageErrorText(error, t, defaultName)}
        className="admin-warning"
      />
      {images && (
        <>
          {current ? (
            <figure className="image-current">
              <img
                src={current.preview}
                width={current.width}
                height={current.height}
                alt={textOf(current.alt, language)}
              />
              <figcaption>
                {t('pickerCurrent')}: {textOf(current.alt, language)}
              </figcaption>
            </figure>
          ) : (
            <p>{t('pickerNone')}</p>
          )}
          {images.length === 0 ? (
            <p className="hint">{t('pickerEmpty')}</p>
          ) : (
            <fieldset className="image-choices">
              <legend>{t('pickerChoose')}</legend>
              {images.map((image) => (
                <label key={image.id} className="image-choice">
                  <img
                    src={image.preview}
                    width={image.width}
                    height={image.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <span>
                    <input
                      type="radio"
                      name={headingId}
                      value={image.id}
                      checked={(chosen ?? current?.id) === image.id}
                      onChange={() => setChosen(image.id)}
                    />{' '}
                    {textOf(image.alt, language) || image.name}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <p className="row-actions">
            {images.length > 0 && (
              <button
                type="button"
                disabled={busy || chosen === null || chosen === current?.id}
                onClick={() => void attach(chosen)}
              >
                {t('pickerAttach')}
              </button>
            )}
            {current && (
              <button
                type="button"
                className="secondary"
                disabled={busy}
                onClick={() => void attach(null)}
              >
                {t('pickerDetach')}
              </button>
            )}
            <a
              href="/admin/images"
              onClick={(event) => {
                event.preventDefault();
                navigate('images');
              }}
            >
              {t('pickerLibraryLink')}
            </a>
          </p>
        </>
      )}
      <StatusLine status={status} />
    </section>
  );
}

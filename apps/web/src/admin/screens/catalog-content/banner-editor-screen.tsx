/**
 * A banner's editor: image addresses, link, group, position and the image description per language,
 * checked with the catalog file's own schema before it goes to the server; refusals are shown at the
 * fields in the staff member's language. Removing a banner takes it out of the shop.
 */
import {
  catalogContentEndpoints as calls,
  type CatalogBanner,
} from '@foyer/domain/admin-contract/catalog-content';
import { bannerEditSchema } from '@foyer/domain/catalog-file/content';
import { useEffect, useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import { DEFAULT_LANGUAGE, textOf } from '../catalog/catalog-form';
import { LanguageRow, languageName } from '../catalog/language-row';
import { AdminLink, Busy, fieldErrors, SaveStatus, type Errors } from './content-ui';
import { CatalogTabs } from '../catalog/catalog-tabs';
import { ImagePicker } from '../images/image-picker';
import { bannerSrc } from './banners-screen';
import { useContentText, type ContentKey } from './texts';

interface BannerForm {
  image: string;
  imageMobile: string;
  link: string;
  group: string;
  sequenceNo: string;
  alt: Record<string, string>;
}

const EMPTY: BannerForm = {
  image: '',
  imageMobile: '',
  link: '',
  group: 'home',
  sequenceNo: '0',
  alt: {},
};

function formOf(banner: CatalogBanner): BannerForm {
  return {
    image: banner.image,
    imageMobile: banner.imageMobile ?? '',
    link: banner.link ?? '',
    group: banner.group,
    sequenceNo: String(banner.sequenceNo),
    alt: { ...banner.alt },
  };
}

function bodyOf(form: BannerForm): Record<string, unknown> {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const position = form.sequenceNo.trim();
  return {
    image: form.image.trim(),
    imageMobile: optional(form.imageMobile),
    link: optional(form.link),
    group: form.group.trim(),
    sequenceNo: /^-?\d+$/.test(position) ? Number(position) : position,
    alt: Object.fromEntries(Object.entries(form.alt).filter(([, text]) => text.trim() !== '')),
  };
}

const MESSAGES: Record<string, ContentKey> = {
  image: 'bannerUrlInvalid',
  imageMobile: 'bannerUrlInvalid',
  link: 'bannerUrlInvalid',
  group: 'bannerGroupInvalid',
  sequenceNo: 'bannerNumberInvalid',
};

export default function BannerEditorScreen({ id }: { id: number | null }) {
  const { language, navigate } = useAdmin();
  const t = useContentText();
  const [form, setForm] = useState<BannerForm | null>(id === null ? EMPTY : null);
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    if (id === null) return;
    callAdmin(calls.catalogBanner, { params: { id } })
      .then((banner) => setForm(formOf(banner)))
      .catch((error: unknown) => setStatus({ ok: false, text: errorText(error, t) }));
  }, [id, t]);

  if (!form) return status ? <p role="alert">{status.text}</p> : <Busy />;

  const fieldOf = (path: string) => path.split('.')[0] ?? path;
  const messageOf = (field: string) => t(MESSAGES[field] ?? 'fieldInvalid');

  const save = async () => {
    setStatus(null);
    const body = bodyOf(form);
    const found: Errors = {};
    const checked = bannerEditSchema.safeParse(body);
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = fieldOf(issue.path.join('.'));
      found[field] ??= messageOf(field);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ ok: false, text: t('formHasErrors') });
      return;
    }
    setBusy(true);
    try {
      const saved =
        id === null
          ? await callAdmin(calls.catalogCreateBanner, { body })
          : await callAdmin(calls.catalogUpdateBanner, { params: { id }, body });
      setForm(formOf(saved));
      setStatus({ ok: true, text: t('eventSaved') });
      if (id === null) navigate(`catalog/banners/${saved.id}`);
    } catch (error) {
      if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) {
        const fromServer: Errors = {};
        for (const path of Object.keys(error.fields)) {
          const field = fieldOf(path);
          fromServer[field] ??= messageOf(field);
        }
        setErrors(fromServer);
        setStatus({ ok: false, text: t('formHasErrors') });
      } else {
        setStatus({ ok: false, text: errorText(error, t) });
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (id === null) return;
    setBusy(true);
    try {
      await callAdmin(calls.catalogHideBanner, { params: { id } });
      setRemoved(true);
      setStatus({ ok: true, text: t('bannerRemoved') });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const { errorOf, described } = fieldErrors(errors);
  const input = (
    field: 'image' | 'imageMobile' | 'link' | 'group' | 'sequenceNo',
    label: string,
  ) => (
    <div className="field">
      <label htmlFor={`banner-${field}`}>{label}</label>
      <input
        id={`banner-${field}`}
        value={form[field]}
        inputMode={field === 'sequenceNo' ? 'numeric' : undefined}
        required={field === 'image'}
        onChange={(event) => setForm({ ...form, [field]: event.target.value })}
        {...described(field)}
      />
      {errorOf(field)}
    </div>
  );
  const heading = id === null ? t('bannerNew') : textOf(form.alt, language) || t('bannerEdit');

  return (
    <section aria-labelledby="banner-title" className="content-editor">
      <CatalogTabs current="catalog/banners" />
      <p>
        <AdminLink to="catalog/banners">{t('bannerBack')}</AdminLink>
      </p>
      <h1 id="banner-title">{heading}</h1>
      {removed ? (
        <SaveStatus status={status} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset className="catalog-box">
            <legend>{t('textsIn')}</legend>
            <LanguageRow value={textLanguage} onChange={setTextLanguage} />
            <div className="field">
              <label htmlFor="banner-alt">
                {t('bannerAlt')} ({languageName(textLanguage)})
              </label>
              <input
                id="banner-alt"
                lang={textLanguage}
                value={form.alt[textLanguage] ?? ''}
                onChange={(event) =>
                  setForm({ ...form, alt: { ...form.alt, [textLanguage]: event.target.value } })
                }
                {...described('alt')}
              />
              {errorOf('alt')}
            </div>
          </fieldset>
          <div className="catalog-box create-form">
            {input('image', t('bannerImage'))}
            {input('imageMobile', t('bannerImageMobile'))}
            {input('link', t('bannerLink'))}
            {input('group', t('bannerColGroup'))}
            {input('sequenceNo', t('bannerColOrder'))}
          </div>
          {form.image.trim() !== '' && !errors.image && (
            <p>
              <img className="banner-thumb" src={bannerSrc(form.image.trim())} alt="" />
            </p>
          )}
          <p className="row-actions">
            <button type="submit" disabled={busy}>
              {busy ? t('contentSaving') : t('saveEvent')}
            </button>
            {id !== null && (
              <button
                type="button"
                className="secondary"
                disabled={busy}
                onClick={() => void remove()}
              >
                {t('bannerRemove')}
              </button>
            )}
          </p>
          {busy && <Busy text={t('contentSaving')} />}
          <SaveStatus status={status} />
        </form>
      )}
      {id !== null && <ImagePicker type="banner" id={id} />}
    </section>
  );
}

/**
 * A banner's editor: image addresses, link, group, position and the image description per language,
 * checked with the catalog file's own schema before it goes to the server; refusals are shown at the
 * fields in the staff member's language. Removing a banner takes it out of the shop (the editor's
 * skeleton: components/editor.tsx).
 */
import {
  catalogContentEndpoints as calls,
  type CatalogBanner,
} from '@foyer/domain/admin-contract/catalog-content';
import { bannerEditSchema } from '@foyer/domain/catalog-file/content';
import { useState } from 'react';
import { callAdmin } from '../../api';
import { EditorForm, SaveButton, TextField, useEditor } from '../../components/editor';
import { StatusLine } from '../../components/status-line';
import { useAdmin } from '../../context';
import { useInvalidateAdmin } from '../../queries';
import { DEFAULT_LANGUAGE, textOf } from '../catalog/catalog-form';
import { LanguageText, TextsFieldset } from '../catalog/language-row';
import { AdminLink } from './content-ui';
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
  const { language } = useAdmin();
  const t = useContentText();
  const invalidate = useInvalidateAdmin();
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [removed, setRemoved] = useState(false);
  const editor = useEditor({
    load: calls.catalogBanner,
    id,
    toForm: (banner) => (banner ? formOf(banner) : EMPTY),
    check: {
      body: bodyOf,
      schema: bannerEditSchema,
      describe: (path) => {
        const field = path.split('.')[0] ?? path;
        return { field, message: t(MESSAGES[field] ?? 'fieldInvalid') };
      },
    },
    save: { create: calls.catalogCreateBanner, update: calls.catalogUpdateBanner },
    invalidate: [calls.catalogBanners],
    pathOf: (saved) => `catalog/banners/${saved}`,
    savedText: t('eventSaved'),
  });
  if (editor.pending) return editor.pending;
  const { alt, image } = editor.values;

  const remove = (banner: number) =>
    editor.act(async () => {
      await callAdmin(calls.catalogHideBanner, { params: { id: banner } });
      setRemoved(true);
      void invalidate(calls.catalogBanners);
      return t('bannerRemoved');
    });
  const input = (
    field: 'image' | 'imageMobile' | 'link' | 'group' | 'sequenceNo',
    label: string,
  ) => (
    <TextField
      name={field}
      id={`banner-${field}`}
      label={label}
      inputMode={field === 'sequenceNo' ? 'numeric' : undefined}
      required={field === 'image'}
    />
  );
  const heading = id === null ? t('bannerNew') : textOf(alt, language) || t('bannerEdit');

  return (
    <section aria-labelledby="banner-title" className="content-editor">
      <CatalogTabs current="catalog/banners" />
      <p>
        <AdminLink to="catalog/banners">{t('bannerBack')}</AdminLink>
      </p>
      <h1 id="banner-title">{heading}</h1>
      {removed ? (
        <StatusLine status={editor.status} />
      ) : (
        <EditorForm editor={editor}>
          <TextsFieldset language={textLanguage} onLanguage={setTextLanguage}>
            <LanguageText
              name="alt"
              id="banner-alt"
              label={t('bannerAlt')}
              language={textLanguage}
            />
          </TextsFieldset>
          <div className="catalog-box create-form">
            {input('image', t('bannerImage'))}
            {input('imageMobile', t('bannerImageMobile'))}
            {input('link', t('bannerLink'))}
            {input('group', t('bannerColGroup'))}
            {input('sequenceNo', t('bannerColOrder'))}
          </div>
          {image.trim() !== '' && !editor.form.formState.errors.image && (
            <p>
              <img className="banner-thumb" src={bannerSrc(image.trim())} alt="" />
            </p>
          )}
          <p className="row-actions">
            <SaveButton label={t('saveEvent')} busyText={t('contentSaving')} relabel />
            {id !== null && (
              <button
                type="button"
                className="secondary"
                disabled={editor.busy}
                onClick={() => void remove(id)}
              >
                {t('bannerRemove')}
              </button>
            )}
          </p>
        </EditorForm>
      )}
      {id !== null && <ImagePicker type="banner" id={id} />}
    </section>
  );
}

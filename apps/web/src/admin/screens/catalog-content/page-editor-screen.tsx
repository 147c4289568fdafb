/**
 * A static page's editor: title and HTML per language (the default language's title required),
 * checked with the catalog file's own schema (no scripts) before it goes to the server; refusals
 * are shown at the fields in the staff member's language. A page that does not exist yet is created.
 */
import {
  catalogContentEndpoints as calls,
  type CatalogPage,
} from '@foyer/domain/admin-contract/catalog-content';
import { pageEditSchema } from '@foyer/domain/catalog-file/content';
import { useEffect, useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { errorText } from '../../errors';
import { DEFAULT_LANGUAGE } from '../catalog/catalog-form';
import { LanguageRow, languageName } from '../catalog/language-row';
import { AdminLink, Busy, fieldErrors, SaveStatus, type Errors } from './content-ui';
import { CatalogTabs } from '../catalog/catalog-tabs';
import { pageNameKey } from './pages-screen';
import { useContentText } from './texts';

type TextMap = Record<string, string>;
type PageId = CatalogPage['id'];

function filled(map: TextMap): TextMap {
  return Object.fromEntries(Object.entries(map).filter(([, text]) => text.trim() !== ''));
}

export default function PageEditorScreen({ id }: { id: PageId }) {
  const t = useContentText();
  const [form, setForm] = useState<{ title: TextMap; html: TextMap } | null>(null);
  const [exists, setExists] = useState(false);
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callAdmin(calls.catalogPage, { params: { id } })
      .then((page) => {
        setForm({ title: page.title, html: page.html });
        setExists(true);
      })
      .catch((error: unknown) => {
        if (error instanceof AdminApiError && error.code === 'NOT_FOUND') {
          setForm({ title: {}, html: {} });
        } else {
          setStatus({ ok: false, text: errorText(error, t) });
        }
      });
  }, [id, t]);

  if (!form) return status ? <p role="alert">{status.text}</p> : <Busy />;

  const messageOf = (path: string): [string, string] => {
    const [field = path, language] = path.split('.');
    if (field === 'title') return ['title', t('pageTitleRequired')];
    if (field === 'html' && language) {
      return ['html', `${languageName(language)}: ${t('pageHtmlUnsafe')}`];
    }
    return [field, t('fieldInvalid')];
  };

  const save = async () => {
    setStatus(null);
    const body = { title: filled(form.title), html: filled(form.html) };
    const found: Errors = {};
    const checked = pageEditSchema.safeParse(body);
    for (const issue of checked.success ? [] : checked.error.issues) {
      const [field, text] = messageOf(issue.path.join('.'));
      found[field] ??= text;
    }
    if (!body.title[DEFAULT_LANGUAGE]) found.title ??= t('pageTitleRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ ok: false, text: t('formHasErrors') });
      return;
    }
    setBusy(true);
    try {
      const saved = exists
        ? await callAdmin(calls.catalogUpdatePage, { params: { id }, body })
        : await callAdmin(calls.catalogCreatePage, { body: { id, ...body } });
      setForm({ title: saved.title, html: saved.html });
      setExists(true);
      setStatus({ ok: true, text: t('eventSaved') });
    } catch (error) {
      if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) {
        const fromServer: Errors = {};
        for (const path of Object.keys(error.fields)) {
          const [field, text] = messageOf(path);
          fromServer[field] ??= text;
        }
        setErrors(fromServer);
        setStatus({ ok: false, text: t('formHasErrors') });
      } else if (error instanceof AdminApiError && error.code === 'PAGE_EXISTS') {
        setStatus({ ok: false, text: t('pageExists') });
      } else {
        setStatus({ ok: false, text: errorText(error, t) });
      }
    } finally {
      setBusy(false);
    }
  };

  const hide = async () => {
    setBusy(true);
    try {
      await callAdmin(calls.catalogHidePage, { params: { id } });
      setExists(false);
      setStatus({ ok: true, text: t('pageHidden') });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const { errorOf, described } = fieldErrors(errors);
  const name = languageName(textLanguage);
  return (
    <section aria-labelledby="page-title" className="content-editor">
      <CatalogTabs current="catalog/pages" />
      <p>
        <AdminLink to="catalog/pages">{t('pageBack')}</AdminLink>
      </p>
      <h1 id="page-title">{t(pageNameKey(id))}</h1>
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
            <label htmlFor="page-title-input">
              {t('pageTitle')} ({name})
            </label>
            <input
              id="page-title-input"
              lang={textLanguage}
              value={form.title[textLanguage] ?? ''}
              required={textLanguage === DEFAULT_LANGUAGE}
              onChange={(event) =>
                setForm({ ...form, title: { ...form.title, [textLanguage]: event.target.value } })
              }
              {...described('title')}
            />
            {errorOf('title')}
          </div>
          <div className="field">
            <label htmlFor="page-html">
              {t('pageHtml')} ({name})
            </label>
            <textarea
              id="page-html"
              lang={textLanguage}
              rows={12}
              value={form.html[textLanguage] ?? ''}
              aria-describedby={errors.html ? 'error-html page-html-hint' : 'page-html-hint'}
              aria-invalid={errors.html ? true : undefined}
              onChange={(event) =>
                setForm({ ...form, html: { ...form.html, [textLanguage]: event.target.value } })
              }
            />
            <span id="page-html-hint" className="hint">
              {t('pageHtmlHint')}
            </span>
            {errorOf('html')}
          </div>
        </fieldset>
        <p className="row-actions">
          <button type="submit" disabled={busy}>
            {busy ? t('contentSaving') : t('saveEvent')}
          </button>
          {exists && (
            <button type="button" className="secondary" disabled={busy} onClick={() => void hide()}>
              {t('pageHide')}
            </button>
          )}
        </p>
        {busy && <Busy text={t('contentSaving')} />}
        <SaveStatus status={status} />
      </form>
    </section>
  );
}

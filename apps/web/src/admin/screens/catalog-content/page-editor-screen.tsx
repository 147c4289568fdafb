/**
 * A static page's editor: title and HTML per language (the default language's title required),
 * checked with the catalog file's own schema (no scripts) before it goes to the server; refusals
 * are shown at the fields in the staff member's language. A page that does not exist yet is created
 * (the editor's skeleton: components/editor.tsx). The accessibility statement's editor says that
 * languages left empty show Foyer's default statement and shows that default in the chosen
 * language (docs/decisions.md "Accessibility statement").
 */
import {
  catalogContentEndpoints as calls,
  type CatalogPage,
} from '@foyer/domain/admin-contract/catalog-content';
import { pageEditSchema } from '@foyer/domain/catalog-file/content';
import { useState } from 'react';
import { SafeHtml } from '@/shared/ui/safe-html';
import { callAdmin } from '../../api';
import { EditorForm, SaveButton, useEditor, type Refusal } from '../../components/editor';
import { useAdminQuery, useInvalidateAdmin } from '../../queries';
import { DEFAULT_LANGUAGE, defaultTextMissing } from '../catalog/catalog-form';
import { LanguageText, languageName, TextsFieldset } from '../catalog/language-row';
import { AdminLink } from './content-ui';
import { CatalogTabs } from '../catalog/catalog-tabs';
import { pageNameKey } from './pages-screen';
import { useContentText, type ContentText } from './texts';

type TextMap = Record<string, string>;
type PageId = CatalogPage['id'];
interface PageForm {
  title: TextMap;
  html: TextMap;
}

/** Foyer's default accessibility statement in `language`, folded away until it is opened. */
function DefaultStatement({ language, t }: { language: string; t: ContentText }) {
  const statement = useAdminQuery(calls.catalogDefaultAccessibilityStatement);
  const title = statement.data?.title[language];
  const html = statement.data?.html[language];
  if (!title || !html) return null;
  return (
    <details className="statement-default">
      <summary>{t('pageStatementDefault', { language: languageName(language) })}</summary>
      <div lang={language}>
        <h2>{title}</h2>
        <SafeHtml className="statement-default__text" html={html} />
      </div>
    </details>
  );
}

function filled(map: TextMap): TextMap {
  return Object.fromEntries(Object.entries(map).filter(([, text]) => text.trim() !== ''));
}

export default function PageEditorScreen({ id }: { id: PageId }) {
  const t = useContentText();
  const invalidate = useInvalidateAdmin();
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  // Taken out of the shop: the page is gone until it is saved again.
  const [hidden, setHidden] = useState(false);

  const messageOf = (path: string): Refusal => {
    const [field = path, language] = path.split('.');
    if (field === 'title') return { field, message: t('pageTitleRequired') };
    if (field === 'html' && language) {
      return { field, message: `${languageName(language)}: ${t('pageHtmlUnsafe')}` };
    }
    return { field, message: t('fieldInvalid') };
  };
  const editor = useEditor({
    load: calls.catalogPage,
    id,
    missingIsNew: true,
    toForm: (page): PageForm => ({ title: { ...page?.title }, html: { ...page?.html } }),
    check: {
      body: (form: PageForm) => ({ title: filled(form.title), html: filled(form.html) }),
      schema: pageEditSchema,
      more: (body) => defaultTextMissing(body.title, 'title'),
      describe: messageOf,
    },
    save: async (body): Promise<CatalogPage> => {
      const saved = exists
        ? await callAdmin(calls.catalogUpdatePage, { params: { id }, body })
        : await callAdmin(calls.catalogCreatePage, { body: { id, ...body } });
      setHidden(false);
      return saved;
    },
    invalidate: [calls.catalogPages],
    savedText: t('eventSaved'),
    refusal: (error) => (error.code === 'PAGE_EXISTS' ? t('pageExists') : null),
  });
  const exists: boolean = editor.data !== null && !hidden;
  const statement = id === 'accessibility_statement';
  if (editor.pending) return editor.pending;

  const hide = () =>
    editor.act(async () => {
      await callAdmin(calls.catalogHidePage, { params: { id } });
      setHidden(true);
      void invalidate(calls.catalogPages);
      return statement ? t('pageStatementHidden') : t('pageHidden');
    });

  return (
    <section aria-labelledby="page-title" className="content-editor">
      <CatalogTabs current="catalog/pages" />
      <p>
        <AdminLink to="catalog/pages">{t('pageBack')}</AdminLink>
      </p>
      <h1 id="page-title">{t(pageNameKey(id))}</h1>
      <EditorForm editor={editor}>
        <TextsFieldset language={textLanguage} onLanguage={setTextLanguage}>
          <LanguageText
            name="title"
            id="page-title-input"
            label={t('pageTitle')}
            language={textLanguage}
            required
          />
          <LanguageText
            name="html"
            id="page-html"
            label={t('pageHtml')}
            language={textLanguage}
            rows={12}
            hint={statement ? `${t('pageHtmlHint')} ${t('pageStatementHint')}` : t('pageHtmlHint')}
          />
          {statement && <DefaultStatement language={textLanguage} t={t} />}
        </TextsFieldset>
        <p className="row-actions">
          <SaveButton label={t('saveEvent')} busyText={t('contentSaving')} relabel />
          {exists && (
            <button
              type="button"
              className="secondary"
              disabled={editor.busy}
              onClick={() => void hide()}
            >
              {t('pageHide')}
            </button>
          )}
        </p>
      </EditorForm>
    </section>
  );
}

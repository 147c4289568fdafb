/**
 * The editor of a product or an annual pass (an article of product kind 13): texts per language,
 * price, VAT, stock (never below what is sold and held: the server says how many), shipping, shown
 * in the shop. Checked with the catalog file's own schema before it goes to the server; refusals
 * are shown at the fields in the staff member's language (the editor's skeleton:
 * components/editor.tsx).
 */
import {
  catalogShopEndpoints,
  type CatalogArticle,
} from '@foyer/domain/admin-contract/catalog-shop';
import { ANNUAL_PASS_PRODUCT_KIND } from '@foyer/domain';
import { merchandiseEditSchema } from '@foyer/domain/catalog-file/shop';
import { SelectField, Switch, TextField, useEditor } from '../../../components/editor';
import { useAdmin } from '../../../context';
import { useAdminQuery } from '../../../queries';
import { centsOf, defaultTextMissing, textOf } from '../catalog-form';
import { ShopEditorFrame } from './form-bits';
import {
  capacityRefusal,
  eurosOf,
  fieldOf,
  fieldText,
  filled,
  numberOf,
  type TextMap,
} from './shop-form';

interface ArticleForm {
  loaded: CatalogArticle['article'] | null;
  name: TextMap;
  description: TextMap;
  price: string;
  vatValue: string;
  capacity: string;
  category: number | null;
  needsShipping: boolean;
  active: boolean;
}

function formOf(article: CatalogArticle['article']): ArticleForm {
  return {
    loaded: article,
    name: { ...article.name },
    description: { ...article.description },
    price: eurosOf(article.price),
    vatValue: String(article.vatValue),
    capacity: String(article.capacity),
    category: article.category,
    needsShipping: article.needsShipping,
    active: article.active,
  };
}

function emptyForm(passes: boolean): ArticleForm {
  return {
    loaded: null,
    name: {},
    description: {},
    price: '',
    vatValue: passes ? '7' : '19',
    capacity: '',
    category: null,
    needsShipping: !passes,
    active: true,
  };
}

function bodyOf(form: ArticleForm, passes: boolean): Record<string, unknown> {
  return {
    ...(form.loaded ?? { productKind: passes ? ANNUAL_PASS_PRODUCT_KIND : null }),
    name: filled(form.name),
    description: filled(form.description),
    price: centsOf(form.price),
    vatValue: numberOf(form.vatValue),
    capacity: numberOf(form.capacity),
    category: form.category,
    needsShipping: form.needsShipping,
    active: form.active,
  };
}

export function ArticleEditor({ id, passes }: { id: number | null; passes: boolean }) {
  const { t, language } = useAdmin();
  const section = passes ? 'catalog/passes' : 'catalog/merchandise';
  const list = passes
    ? catalogShopEndpoints.catalogPasses
    : catalogShopEndpoints.catalogMerchandise;
  // The categories come with the list; without them the article has none to choose.
  const categories = useAdminQuery(list).data?.categories ?? [];
  const editor = useEditor({
    load: catalogShopEndpoints.catalogArticle,
    id,
    toForm: (loaded) => (loaded ? formOf(loaded.article) : emptyForm(passes)),
    check: {
      body: (form: ArticleForm) => bodyOf(form, passes),
      schema: merchandiseEditSchema,
      more: (body) => defaultTextMissing(body.name, 'name'),
      describe: (path) => ({ field: fieldOf(path), message: fieldText(path, t) }),
    },
    save: {
      create: catalogShopEndpoints.catalogCreateArticle,
      update: catalogShopEndpoints.catalogUpdateArticle,
    },
    invalidate: [list],
    pathOf: (saved) => `${section}/${saved}`,
    savedText: t('itemSaved'),
    refusal: (error) => capacityRefusal(error, t),
  });
  if (editor.pending) return editor.pending;
  const detail = editor.data;

  return (
    <ShopEditorFrame
      editor={editor}
      list={section}
      title={
        id === null
          ? t(passes ? 'newPass' : 'newArticle')
          : textOf(editor.values.name, language) || t(passes ? 'editPass' : 'editArticle')
      }
      image={id === null ? null : { type: passes ? 'pass' : 'product', id }}
      busyText={t('shopWorking')}
    >
      <TextField
        name="capacity"
        id="item-stock"
        label={t('itemStock')}
        inputMode="numeric"
        hint={detail ? t('stockUse', detail.stockUse) : undefined}
      />
      {categories.length > 0 && (
        <SelectField
          name="category"
          id="item-category"
          label={t('itemCategory')}
          none={t('noCategory')}
          numeric
          choices={categories.map((category) => ({
            value: category.id,
            label: textOf(category.name, language),
          }))}
        />
      )}
      <Switch name="needsShipping" label={t('needsShipping')} />
    </ShopEditorFrame>
  );
}

/**
 * The editor of a product or an annual pass (an article of product kind 13): texts per language,
 * price, VAT, stock (never below what is sold and held: the server says how many), shipping, shown
 * in the shop. Checked with the catalog file's own schema before it goes to the server; refusals
 * are shown at the fields in the staff member's language.
 */
import {
  catalogShopEndpoints,
  type CatalogArticle,
} from '@foyer/domain/admin-contract/catalog-shop';
import { ANNUAL_PASS_PRODUCT_KIND } from '@foyer/domain';
import { merchandiseEditSchema } from '@foyer/domain/catalog-file/shop';
import { useEffect, useState } from 'react';
import { callAdmin } from '../../../api';
import { useAdmin } from '../../../context';
import { errorText } from '../../../errors';
import { centsOf, DEFAULT_LANGUAGE, textOf } from '../catalog-form';
import { ImagePicker } from '../../images/image-picker';
import { Spinner, StatusLine, TextField, TextsFieldset } from './form-bits';
import {
  eurosOf,
  filled,
  issuesToErrors,
  numberOf,
  refusalErrors,
  type Errors,
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
  const { t, language, navigate } = useAdmin();
  const section = passes ? 'catalog/passes' : 'catalog/merchandise';
  const [detail, setDetail] = useState<CatalogArticle | null>(null);
  const [form, setForm] = useState<ArticleForm | null>(id === null ? emptyForm(passes) : null);
  const [categories, setCategories] = useState<{ id: number; name: TextMap }[]>([]);
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const list = passes
      ? catalogShopEndpoints.catalogPasses
      : catalogShopEndpoints.catalogMerchandise;
    callAdmin(list)
      .then((loaded) => setCategories(loaded.categories))
      .catch(() => setCategories([]));
    if (id === null) return;
    callAdmin(catalogShopEndpoints.catalogArticle, { params: { id } })
      .then((loaded) => {
        setDetail(loaded);
        setForm(formOf(loaded.article));
      })
      .catch((error: unknown) => setStatus({ ok: false, text: errorText(error, t) }));
  }, [id, passes, t]);

  if (!form) {
    return status ? <p role="alert">{status.text}</p> : <Spinner label={t('loading')} />;
  }
  const update = (change: Partial<ArticleForm>) => setForm({ ...form, ...change });

  const save = async () => {
    setStatus(null);
    const body = bodyOf(form, passes);
    const checked = merchandiseEditSchema.safeParse(body);
    const found = checked.success ? {} : issuesToErrors(checked.error.issues, t);
    if (!(DEFAULT_LANGUAGE in (body.name as TextMap))) found.name ??= t('nameRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ ok: false, text: t('formHasErrors') });
      return;
    }
    setBusy(true);
    try {
      const saved =
        id === null
          ? await callAdmin(catalogShopEndpoints.catalogCreateArticle, { body })
          : await callAdmin(catalogShopEndpoints.catalogUpdateArticle, { params: { id }, body });
      setDetail(saved);
      setForm(formOf(saved.article));
      setStatus({ ok: true, text: t('itemSaved') });
      if (id === null) navigate(`${section}/${saved.id}`);
    } catch (error) {
      const fromServer = refusalErrors(error, t);
      setErrors(fromServer ?? {});
      setStatus({ ok: false, text: fromServer ? t('formHasErrors') : errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const title =
    id === null
      ? t(passes ? 'newPass' : 'newArticle')
      : textOf(form.name, language) || t(passes ? 'editPass' : 'editArticle');
  return (
    <section aria-labelledby="item-title" className="catalog-editor">
      <p>
        <a
          href={`/admin/${section}`}
          onClick={(event) => {
            event.preventDefault();
            navigate(section);
          }}
        >
          {t('backToList')}
        </a>
      </p>
      <h1 id="item-title">{title}</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextsFieldset
          language={textLanguage}
          onLanguage={setTextLanguage}
          name={form.name}
          description={form.description}
          onChange={update}
          errors={errors}
          nameLabel="itemName"
          descriptionLabel="itemDescription"
        />
        <div className="create-form catalog-box">
          <TextField
            id="item-price"
            field="price"
            label={t('itemPrice')}
            inputMode="decimal"
            value={form.price}
            onChange={(price) => update({ price })}
            errors={errors}
          />
          <TextField
            id="item-vat"
            field="vatValue"
            label={t('itemVat')}
            inputMode="decimal"
            value={form.vatValue}
            onChange={(vatValue) => update({ vatValue })}
            errors={errors}
          />
          <TextField
            id="item-stock"
            field="capacity"
            label={t('itemStock')}
            inputMode="numeric"
            value={form.capacity}
            onChange={(capacity) => update({ capacity })}
            errors={errors}
            hint={detail ? t('stockUse', detail.stockUse) : undefined}
          />
          {categories.length > 0 && (
            <div className="field">
              <label htmlFor="item-category">{t('itemCategory')}</label>
              <select
                id="item-category"
                value={form.category ?? ''}
                onChange={(event) =>
                  update({
                    category: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
              >
                <option value="">{t('noCategory')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {textOf(category.name, language)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <label className="switch">
            <input
              type="checkbox"
              checked={form.needsShipping}
              onChange={(event) => update({ needsShipping: event.target.checked })}
            />
            {t('needsShipping')}
          </label>
          <label className="switch">
            <input
              type="checkbox"
              checked={form.active}
              onChange={(event) => update({ active: event.target.checked })}
            />
            {t('shownInShop')}
          </label>
        </div>
        <p className="row-actions">
          <button type="submit" disabled={busy}>
            {t('saveItem')}
          </button>
          {busy && <Spinner label={t('shopWorking')} />}
        </p>
        <StatusLine status={status} />
      </form>
      {id !== null && <ImagePicker type={passes ? 'pass' : 'product'} id={id} />}
    </section>
  );
}

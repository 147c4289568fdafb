/**
 * The editor of a voucher type: texts per language, price (its value), VAT, whether the buyer
 * chooses the amount, validity in days, shown in the shop. Checked with the catalog file's own
 * schema first; codes already issued keep their value and validity.
 */
import {
  catalogShopEndpoints,
  type CatalogVoucherType,
} from '@foyer/domain/admin-contract/catalog-shop';
import { voucherTypeEditSchema } from '@foyer/domain/catalog-file/shop';
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

interface TypeForm {
  loaded: CatalogVoucherType['type'] | null;
  name: TextMap;
  description: TextMap;
  price: string;
  vatValue: string;
  variableAmount: boolean;
  validityDays: string;
  active: boolean;
}

function formOf(type: CatalogVoucherType['type']): TypeForm {
  return {
    loaded: type,
    name: { ...type.name },
    description: { ...type.description },
    price: eurosOf(type.price),
    vatValue: String(type.vatValue),
    variableAmount: type.variableAmount,
    validityDays: String(type.validityDays),
    active: type.active,
  };
}

const EMPTY: TypeForm = {
  loaded: null,
  name: {},
  description: {},
  price: '',
  vatValue: '0',
  variableAmount: false,
  validityDays: '1095',
  active: true,
};

export function VoucherTypeEditor({ id }: { id: number | null }) {
  const { t, language, navigate } = useAdmin();
  const [form, setForm] = useState<TypeForm | null>(id === null ? EMPTY : null);
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === null) return;
    callAdmin(catalogShopEndpoints.catalogVoucherType, { params: { id } })
      .then((loaded) => setForm(formOf(loaded.type)))
      .catch((error: unknown) => setStatus({ ok: false, text: errorText(error, t) }));
  }, [id, t]);

  if (!form) {
    return status ? <p role="alert">{status.text}</p> : <Spinner label={t('loading')} />;
  }
  const update = (change: Partial<TypeForm>) => setForm({ ...form, ...change });

  const save = async () => {
    setStatus(null);
    const body = {
      ...(form.loaded ?? {}),
      name: filled(form.name),
      description: filled(form.description),
      price: form.variableAmount && form.price.trim() === '' ? 0 : centsOf(form.price),
      vatValue: numberOf(form.vatValue),
      variableAmount: form.variableAmount,
      validityDays: numberOf(form.validityDays),
      active: form.active,
    };
    const checked = voucherTypeEditSchema.safeParse(body);
    const found = checked.success ? {} : issuesToErrors(checked.error.issues, t);
    if (!(DEFAULT_LANGUAGE in body.name)) found.name ??= t('nameRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ ok: false, text: t('formHasErrors') });
      return;
    }
    setBusy(true);
    try {
      const saved =
        id === null
          ? await callAdmin(catalogShopEndpoints.catalogCreateVoucherType, { body })
          : await callAdmin(catalogShopEndpoints.catalogUpdateVoucherType, {
              params: { id },
              body,
            });
      setForm(formOf(saved.type));
      setStatus({ ok: true, text: t('itemSaved') });
      if (id === null) navigate(`catalog/voucher-types/${saved.id}`);
    } catch (error) {
      const fromServer = refusalErrors(error, t);
      setErrors(fromServer ?? {});
      setStatus({ ok: false, text: fromServer ? t('formHasErrors') : errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="item-title" className="catalog-editor">
      <p>
        <a
          href="/admin/catalog/voucher-types"
          onClick={(event) => {
            event.preventDefault();
            navigate('catalog/voucher-types');
          }}
        >
          {t('backToList')}
        </a>
      </p>
      <h1 id="item-title">
        {id === null ? t('newVoucherType') : textOf(form.name, language) || t('editVoucherType')}
      </h1>
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
            id="item-validity"
            field="validityDays"
            label={t('validityDays')}
            inputMode="numeric"
            value={form.validityDays}
            onChange={(validityDays) => update({ validityDays })}
            errors={errors}
          />
          <label className="switch">
            <input
              type="checkbox"
              checked={form.variableAmount}
              onChange={(event) => update({ variableAmount: event.target.checked })}
            />
            {t('variableAmount')}
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
          {busy && <Spinner label={t('working')} />}
        </p>
        <StatusLine status={status} />
      </form>
      {id !== null && <ImagePicker type="voucher" id={id} />}
    </section>
  );
}

/**
 * The editor of a voucher type: texts per language, price (its value), VAT, whether the buyer
 * chooses the amount, validity in days, shown in the shop. Checked with the catalog file's own
 * schema first; codes already issued keep their value and validity (the editor's skeleton:
 * components/editor.tsx).
 */
import {
  catalogShopEndpoints,
  type CatalogVoucherType,
} from '@foyer/domain/admin-contract/catalog-shop';
import { voucherTypeEditSchema } from '@foyer/domain/catalog-file/shop';
import { Switch, TextField, useEditor } from '../../../components/editor';
import { useAdmin } from '../../../context';
import { centsOf, defaultTextMissing, textOf } from '../catalog-form';
import { ShopEditorFrame } from './form-bits';
import { eurosOf, fieldOf, fieldText, filled, numberOf, type TextMap } from './shop-form';

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

function bodyOf(form: TypeForm) {
  return {
    ...(form.loaded ?? {}),
    name: filled(form.name),
    description: filled(form.description),
    // A type whose buyer chooses the amount has no value of its own.
    price: form.variableAmount && form.price.trim() === '' ? 0 : centsOf(form.price),
    vatValue: numberOf(form.vatValue),
    variableAmount: form.variableAmount,
    validityDays: numberOf(form.validityDays),
    active: form.active,
  };
}

export function VoucherTypeEditor({ id }: { id: number | null }) {
  const { t, language } = useAdmin();
  const editor = useEditor({
    load: catalogShopEndpoints.catalogVoucherType,
    id,
    toForm: (loaded) => (loaded ? formOf(loaded.type) : EMPTY),
    check: {
      body: bodyOf,
      schema: voucherTypeEditSchema,
      more: (body) => defaultTextMissing(body.name, 'name'),
      describe: (path) => ({ field: fieldOf(path), message: fieldText(path, t) }),
    },
    save: {
      create: catalogShopEndpoints.catalogCreateVoucherType,
      update: catalogShopEndpoints.catalogUpdateVoucherType,
    },
    invalidate: [catalogShopEndpoints.catalogVoucherTypes],
    pathOf: (saved) => `catalog/voucher-types/${saved}`,
    savedText: t('itemSaved'),
  });
  if (editor.pending) return editor.pending;

  return (
    <ShopEditorFrame
      editor={editor}
      list="catalog/voucher-types"
      title={
        id === null
          ? t('newVoucherType')
          : textOf(editor.values.name, language) || t('editVoucherType')
      }
      image={id === null ? null : { type: 'voucher', id }}
      busyText={t('working')}
    >
      <TextField
        name="validityDays"
        id="item-validity"
        label={t('validityDays')}
        inputMode="numeric"
      />
      <Switch name="variableAmount" label={t('variableAmount')} />
    </ShopEditorFrame>
  );
}

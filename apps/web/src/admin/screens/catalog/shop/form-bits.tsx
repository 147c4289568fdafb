/**
 * Pieces of the shop editor's screens: the frame of the product and voucher-type editors (a link back
 * to the list, the title, the texts per language, price and VAT rate, the fields of the kind of item,
 * shown in the shop, the save button and the item's image), and for the voucher codes a labelled
 * input with its error, a spinner and a status line.
 */
import type { ImageTarget } from '@foyer/domain';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  BusyLine,
  EditorForm,
  SaveButton,
  Switch,
  TextField as FormTextField,
  type EditorFormOf,
} from '../../../components/editor';
import { AdminLink } from '../../../components/admin-link';
import { useAdmin } from '../../../context';
import { DEFAULT_LANGUAGE } from '../catalog-form';
import { ImagePicker } from '../../images/image-picker';
import { NameAndDescription, TextsFieldset } from '../language-row';
import type { Errors } from './shop-form';

/** The editor of a shop item: `children` are the fields of its kind, between VAT and "shown". */
export function ShopEditorFrame<Form extends FieldValues, Body>({
  editor,
  list,
  title,
  image,
  busyText,
  children,
}: {
  editor: EditorFormOf<Form, Body>;
  /** The list's address (`catalog/merchandise`). */
  list: string;
  title: string;
  /** The item's kind and id for its image, once it is saved. */
  image: { type: ImageTarget; id: number } | null;
  busyText: string;
  children: ReactNode;
}) {
  const { t } = useAdmin();
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  return (
    <section aria-labelledby="item-title" className="catalog-editor">
      <p>
        <AdminLink to={list}>{t('backToList')}</AdminLink>
      </p>
      <h1 id="item-title">{title}</h1>
      <EditorForm editor={editor}>
        <TextsFieldset language={textLanguage} onLanguage={setTextLanguage}>
          <NameAndDescription
            id="item"
            name={t('itemName')}
            description={t('itemDescription')}
            language={textLanguage}
          />
        </TextsFieldset>
        <div className="create-form catalog-box">
          <FormTextField name="price" id="item-price" label={t('itemPrice')} inputMode="decimal" />
          <FormTextField name="vatValue" id="item-vat" label={t('itemVat')} inputMode="decimal" />
          {children}
          <Switch name="active" label={t('shownInShop')} />
        </div>
        <p className="row-actions">
          <SaveButton label={t('saveItem')} busyText={busyText} />
        </p>
      </EditorForm>
      {image && <ImagePicker type={image.type} id={image.id} />}
    </section>
  );
}

function described(errors: Errors, field: string) {
  return errors[field] ? { 'aria-invalid': true, 'aria-describedby': `error-${field}` } : {};
}

export function FieldError({ errors, field }: { errors: Errors; field: string }) {
  return errors[field] ? (
    <span id={`error-${field}`} className="field-error">
      {errors[field]}
    </span>
  ) : null;
}

export function TextField(props: {
  id: string;
  field: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  inputMode?: 'numeric' | 'decimal' | 'text';
  type?: 'text' | 'date';
  hint?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...described(props.errors, props.field)}
      />
      {props.hint && <span className="hint">{props.hint}</span>}
      <FieldError errors={props.errors} field={props.field} />
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return <BusyLine text={label} inline />;
}

/**
 * The visitor's details and the invoice documents on an order's page: correcting the name, e-mail
 * and address in a dialog (an invoice already issued is cancelled and replaced by the server, see
 * docs/decisions.md "Correcting an invoice"), issuing an invoice for an order that has none, and
 * the links to the tickets, invoices, cancellation invoices and credit notes.
 */
import { adminEndpoints, type OrderBilling, type OrderDetail } from '@foyer/domain/admin-contract';
import { Fragment, useId, useLayoutEffect, useRef, useState } from 'react';
import { callAdmin } from '../../api';
import { fieldRefusal, refusedFields, useFocusRefused } from '../../components/refused-fields';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import { orderErrorText } from './order-texts';
import '../../components/confirm-dialog.css';
import './money-texts';

const FIELDS: { name: keyof OrderBilling; label: MessageKey; type: string; auto: string }[] = [
  { name: 'fname', label: 'customerFname', type: 'text', auto: 'given-name' },
  { name: 'lname', label: 'customerLname', type: 'text', auto: 'family-name' },
  { name: 'company', label: 'customerCompany', type: 'text', auto: 'organization' },
  { name: 'email', label: 'customerEmail', type: 'email', auto: 'email' },
  { name: 'phone', label: 'customerPhone', type: 'tel', auto: 'tel' },
  { name: 'street', label: 'customerStreet', type: 'text', auto: 'street-address' },
  { name: 'zip', label: 'customerZip', type: 'text', auto: 'postal-code' },
  { name: 'city', label: 'customerCity', type: 'text', auto: 'address-level2' },
  { name: 'country', label: 'customerCountry', type: 'text', auto: 'country' },
];

/** The "correct details" button and its dialog; `onSaved` gets the order as it is afterwards. */
export function EditCustomerButton({
  order,
  busy,
  onSaved,
}: {
  order: OrderDetail;
  busy: boolean;
  onSaved(next: OrderDetail): void;
}) {
  const { t } = useAdmin();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="secondary" disabled={busy} onClick={() => setOpen(true)}>
        {t('customerEdit')}
      </button>
      {open && (
        <CustomerDialog
          order={order}
          onClose={() => setOpen(false)}
          onSaved={(next) => {
            setOpen(false);
            onSaved(next);
          }}
        />
      )}
    </>
  );
}

function CustomerDialog({
  order,
  onClose,
  onSaved,
}: {
  order: OrderDetail;
  onClose(): void;
  onSaved(next: OrderDetail): void;
}) {
  const { t } = useAdmin();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { form, focusRefused } = useFocusRefused<HTMLFormElement>();
  const [values, setValues] = useState<OrderBilling>(order.customer.billing);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  // A layout effect: its clean-up runs while the dialog is still on the page, and gives the focus
  // back to the button that opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  async function save() {
    setSaving(true);
    setFailure(null);
    setRefused(new Map());
    try {
      const text = reason.trim();
      const next = await callAdmin(adminEndpoints.editCustomer, {
        params: { id: order.id },
        body: {
          ...values,
          country: values.country.toUpperCase(),
          ...(text ? { reason: text } : {}),
        },
      });
      onSaved(next);
    } catch (error) {
      const fields = refusedFields(error);
      setRefused(fields);
      if (fields.size > 0) focusRefused();
      else setFailure(orderErrorText(error, t));
    } finally {
      setSaving(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog customer-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('customerEditTitle', { number: order.number })}</h2>
      <p id={`${id}-hint`}>{t('customerEditHint')}</p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="customer-fields">
          {FIELDS.map((field) => {
            const refusal = fieldRefusal(field.name, refused.get(field.name) ?? null);
            return (
              <div className="field" key={field.name}>
                <label htmlFor={`${id}-${field.name}`}>{t(field.label)}</label>
                <input
                  id={`${id}-${field.name}`}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.auto}
                  value={values[field.name]}
                  maxLength={field.name === 'country' ? 2 : field.name === 'email' ? 254 : 200}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [field.name]: event.target.value }))
                  }
                  {...refusal.attributes}
                />
                {refusal.shown}
              </div>
            );
          })}
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('customerEditReason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {failure && (
          <p role="alert" className="admin-error">
            {failure}
          </p>
        )}
        <div className="row-actions">
          <button type="submit" disabled={saving}>
            {saving ? t('working') : t('customerSave')}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            {t('keep')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The order's documents: tickets, invoices (a cancelled one marked), cancellations, credit notes. */
export function OrderDocumentLinks({ order }: { order: OrderDetail }) {
  const { t } = useAdmin();
  const documents = order.invoice.documents;
  if (!order.ticketsUrl && documents.length === 0) return <>{t('none')}</>;
  const label = (document: OrderDetail['invoice']['documents'][number]) =>
    document.kind === 'invoice'
      ? t('documentInvoice', { number: document.number })
      : document.kind === 'cancellation'
        ? t('documentCancellation', { number: document.number })
        : t('documentCreditNote', { number: document.number });
  return (
    <ul className="document-links">
      {order.ticketsUrl && (
        <li>
          <a href={order.ticketsUrl} download>
            {t('documentTickets')}
          </a>
        </li>
      )}
      {documents.map((document) => (
        <Fragment key={document.url}>
          <li>
            <a href={document.url} download>
              {label(document)}
            </a>
            {document.cancelled && <span className="hint"> {t('documentCancelled')}</span>}
          </li>
          {document.xmlUrl && (
            <li>
              <a href={document.xmlUrl} download>
                {t('documentXRechnung', { number: document.number })}
              </a>
            </li>
          )}
        </Fragment>
      ))}
    </ul>
  );
}

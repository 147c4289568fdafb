/** A modal confirmation (native `<dialog>`: focus moves in, Escape closes, the page behind is inert). */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAdmin } from '../context';
import './confirm-dialog.css';

export function ConfirmDialog({
  text,
  onConfirm,
  onClose,
  children,
}: {
  text: string;
  onConfirm(): void;
  onClose(): void;
  /** Fields the staff member fills in before confirming (a note). */
  children?: ReactNode;
}) {
  const { t } = useAdmin();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('confirmTitle')}</h2>
      <p id={`${id}-text`}>{text}</p>
      {children}
      <div className="row-actions">
        <button type="button" onClick={onConfirm}>
          {t('confirm')}
        </button>
        <button type="button" className="secondary" onClick={onClose} autoFocus>
          {t('keep')}
        </button>
      </div>
    </dialog>
  );
}

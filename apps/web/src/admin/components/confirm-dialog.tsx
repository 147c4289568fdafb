/**
 * A modal confirmation (native `<dialog>`: focus moves in, Escape closes, the page behind is inert).
 * When it closes, the focus goes back to what had it before (the button that opened it), if that is
 * still on the page.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAdmin } from '../context';
import './confirm-dialog.css';

/**
 * A `<dialog>` shown modal while the component is mounted; on unmount it closes and the element
 * that opened it takes the focus back. A layout effect: its clean-up runs while the dialog is still
 * on the page.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return ref;
}

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
  const ref = useModalDialog();
  const id = useId();
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

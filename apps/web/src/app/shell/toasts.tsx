/**
 * Toasts: each disappears after 2 seconds, or when swiped sideways past 80 px with
 * any pointer (touch, pen or mouse). While a finger holds it, it stays.
 */
import { TOAST_DURATION_MS, TOAST_SWIPE_DISMISS_PX } from '@foyer/domain';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toastStore, useToasts, type Toast } from '@/shared/ui/toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  const [offset, setOffset] = useState(0);
  const [held, setHeld] = useState(false);
  const startX = useRef<number | null>(null);
  const dismiss = () => toastStore.getState().dismiss(toast.id);

  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(() => toastStore.getState().dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    startX.current = event.clientX;
    setHeld(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current !== null) setOffset(event.clientX - startX.current);
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(distance) > TOAST_SWIPE_DISMISS_PX) {
      dismiss();
    } else {
      setOffset(0);
      setHeld(false);
    }
  };

  const moved = offset !== 0;
  return (
    <li
      className={`toast toast--${toast.className}${moved ? ' is-moving' : ''}`}
      style={
        moved
          ? {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.2, 1 - Math.abs(offset) / (TOAST_SWIPE_DISMISS_PX * 2.5)),
            }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      {toast.text}
    </li>
  );
}

export function Toasts() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section className="toasts" aria-label={t('toasts.region')}>
      <ol className="toasts__list" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}

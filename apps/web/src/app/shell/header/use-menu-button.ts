/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space and the arrow keys open it, arrow keys,
 * Home and End move between items, Escape closes it and focus returns to the button; Tab or a click
 * elsewhere closes it.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

export interface MenuButton {
  readonly open: boolean;
  readonly menuId: string;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly containerRef: RefObject<HTMLDivElement | null>;
  /** Ref callback for item `index`. */
  itemRef(index: number): (element: HTMLElement | null) => void;
  toggle(): void;
  close(returnFocus?: boolean): void;
  onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  onMenuKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

export function useMenuButton(itemCount: number, initialIndex = 0): MenuButton {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const items = useRef<Array<HTMLElement | null>>([]);

  const openAt = useCallback((index: number) => {
    setOpen(true);
    setFocusIndex(index);
  }, []);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open && focusIndex !== null) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const last = Math.max(0, itemCount - 1);
  const start = Math.min(Math.max(0, initialIndex), last);

  return {
    open,
    menuId,
    buttonRef,
    containerRef,
    itemRef: (index) => (element) => {
      items.current[index] = element;
    },
    toggle: () => (open ? close() : openAt(start)),
    close,
    onButtonKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        openAt(start);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        openAt(last);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close(true);
      }
    },
    onMenuKeyDown: (event) => {
      const current = focusIndex ?? start;
      const moves: Record<string, number> = {
        ArrowDown: current >= last ? 0 : current + 1,
        ArrowUp: current <= 0 ? last : current - 1,
        Home: 0,
        End: last,
      };
      const next = moves[event.key];
      if (next !== undefined) {
        event.preventDefault();
        setFocusIndex(next);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        close();
      }
    },
  };
}

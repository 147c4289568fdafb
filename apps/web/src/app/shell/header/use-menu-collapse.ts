/**
 * Whether the header menu collapses into a hamburger: it is measured, not guessed
 * from a breakpoint, because labels differ by language and configuration. Re-measured on resize and
 * orientation change, at most every 500 ms.
 */
import { MENU_REMEASURE_THROTTLE_MS } from '@foyer/domain';
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { throttle } from '@/shared/ui/throttle';

export interface MenuMeasure {
  /** Inner width of the header row. */
  readonly rowWidth: number;
  /** Width of what always stays in the row: brand and tools. */
  readonly reservedWidth: number;
  /** Width the full menu needs on one line. */
  readonly menuWidth: number;
  /** Gaps between the row's items. */
  readonly gapsWidth: number;
}

/** True when the menu does not fit next to brand and tools. */
export function needsHamburger(measure: MenuMeasure): boolean {
  return measure.menuWidth > measure.rowWidth - measure.reservedWidth - measure.gapsWidth;
}

export interface MenuCollapseRefs {
  /** The header row holding brand, menu and tools. */
  readonly row: RefObject<HTMLElement | null>;
  /** Elements that always stay in the row (brand, tools). */
  readonly reserved: ReadonlyArray<RefObject<HTMLElement | null>>;
  /** An invisible copy of the menu laid out on one line. */
  readonly measure: RefObject<HTMLElement | null>;
}

function innerWidth(element: HTMLElement): number {
  const style = window.getComputedStyle(element);
  const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
  return element.clientWidth - padding;
}

/** Measures whether the menu fits; `contentKey` changes when the menu's labels change. */
export function useMenuCollapse(refs: MenuCollapseRefs, contentKey: string): boolean {
  const [collapsed, setCollapsed] = useState(false);
  const { row, reserved, measure } = refs;

  const remeasure = useCallback(() => {
    const rowElement = row.current;
    const menuElement = measure.current;
    if (!rowElement || !menuElement) return;
    const gap = parseFloat(window.getComputedStyle(rowElement).columnGap) || 0;
    setCollapsed(
      needsHamburger({
        rowWidth: innerWidth(rowElement),
        reservedWidth: reserved.reduce((sum, ref) => sum + (ref.current?.offsetWidth ?? 0), 0),
        menuWidth: menuElement.scrollWidth,
        gapsWidth: gap * reserved.length,
      }),
    );
  }, [row, reserved, measure]);

  useLayoutEffect(remeasure, [remeasure, contentKey]);

  useEffect(() => {
    const throttled = throttle(remeasure, MENU_REMEASURE_THROTTLE_MS);
    window.addEventListener('resize', throttled);
    window.addEventListener('orientationchange', throttled);
    // Web fonts change the labels' widths once they arrive; a logo changes the brand's once loaded.
    void document.fonts?.ready.then(remeasure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(remeasure);
    for (const ref of reserved) if (ref.current) observer?.observe(ref.current);
    return () => {
      window.removeEventListener('resize', throttled);
      window.removeEventListener('orientationchange', throttled);
      throttled.cancel();
      observer?.disconnect();
    };
  }, [remeasure, reserved]);

  return collapsed;
}

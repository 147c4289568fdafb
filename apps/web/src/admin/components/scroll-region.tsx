import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useAdmin } from '../context';

/**
 * A table that may be wider than the screen: it scrolls sideways inside its own box, which the
 * keyboard can focus and which is named after the table; shadows show at the sides where more of it
 * is (admin.css, `.table-wrap`), and while it is wider than its box a line above it says so.
 */
export function ScrollRegion({
  label,
  className,
  role = 'region',
  children,
}: {
  label: string;
  className?: string;
  /** A group where a landmark of the same name is around it already. */
  role?: 'region' | 'group';
  children: ReactNode;
}) {
  const { t } = useAdmin();
  const box = useRef<HTMLDivElement>(null);
  const hint = useId();
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWider(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {wider && (
        <p id={hint} className="hint scroll-hint">
          {t('scrollSideways')}
        </p>
      )}
      <div
        ref={box}
        className={className ? `table-wrap ${className}` : 'table-wrap'}
        tabIndex={0}
        role={role}
        aria-label={label}
        aria-describedby={wider ? hint : undefined}
      >
        {children}
      </div>
    </>
  );
}

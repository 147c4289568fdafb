import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { InBrowserContext } from '@/shared/ui/render-context';

/**
 * Tells the page's parts whether they run in the browser (`useInBrowser`). A page drawn on the
 * server is hydrated as it was drawn (false), then switched to the browser once hydrated: as a
 * transition, so what only the browser draws (the basket, the menu's measured form, the cookie
 * notice) is drawn in short tasks that yield to the visitor's input, not in one long task. A
 * browser-only render starts in the browser.
 */
export function InBrowserProvider({
  hydrating,
  children,
}: {
  /** On the server and while hydrating: not in the browser yet. */
  readonly hydrating: boolean;
  readonly children: ReactNode;
}) {
  const [inBrowser, setInBrowser] = useState(!hydrating);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return <InBrowserContext value={inBrowser}>{children}</InBrowserContext>;
}

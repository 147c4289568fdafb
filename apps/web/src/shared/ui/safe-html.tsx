/** HTML from the museum's configuration, sanitized with DOMPurify before it reaches the page. */
import { activeContentIn } from '@foyer/domain';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The HTML with scripts, event handlers and other active content removed. On the server, which has
 * no DOM for DOMPurify, HTML with active content is left out entirely (the rule the catalog file and
 * the editor enforce on input); the browser sanitizes again when it hydrates.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return activeContentIn(html) === null ? html : '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

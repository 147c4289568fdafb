/** HTML from the museum's configuration, sanitized with DOMPurify before it reaches the page. */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The HTML with scripts, event handlers and other active content removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

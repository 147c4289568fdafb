/**
 * Text written into the server's own HTML and XML (e-mails, the test payment provider's pages, the
 * sitemap): the five characters with a meaning in markup become entities, so the text is safe
 * between tags and inside a quoted attribute.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

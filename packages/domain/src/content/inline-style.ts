/**
 * A built style sheet written into a page (the server's pages paint without waiting for a request):
 * `<style data-href>` names the file it came from, and a `</style` inside the sheet cannot end the
 * element early.
 */
export function inlineStyleSheet(href: string, css: string): string {
  const name = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<style data-href="${name}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

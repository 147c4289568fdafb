import { escapeAttribute } from './html-attribute';

/**
 * A built style sheet written into a page (the server's pages paint without waiting for a request):
 * `<style data-href>` names the file it came from, and a `</style` inside the sheet cannot end the
 * element early. A disabled link to the same file follows it: a browser does not fetch a disabled
 * sheet, and the build's code loader, which links a lazy chunk's sheet unless the page has a link to
 * it, does not fetch and parse it a second time.
 */
export function inlineStyleSheet(href: string, css: string): string {
  const name = escapeAttribute(href);
  return (
    `<style data-href="${name}">${css.replace(/<\/style/gi, '<\\/style')}</style>` +
    `<link rel="stylesheet" href="${name}" disabled>`
  );
}

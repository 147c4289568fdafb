/**
 * The sign of life: `index.html` shows the site name and a loading state before any
 * script runs (`#foyer-boot`, styled inline in its head); the startup gate renders the same markup
 * until the shell is there, so the page never goes blank and nothing moves when React takes over.
 * The texts are those of `startup.loading` in the language tables (a test keeps the three equal); the
 * HTML shows the one of `<html lang>` through CSS, as no inline script may run (CSP).
 */
import type { Language } from '@foyer/domain';

export const BOOT_TEXTS: Readonly<Record<Language, string>> = {
  de: 'Der Shop öffnet …',
  en: 'The shop is opening …',
  fr: 'La boutique ouvre ses portes …',
  it: 'Il negozio sta aprendo …',
  nl: 'De winkel gaat open …',
  es: 'La tienda está abriendo …',
  sv: 'Butiken öppnar …',
  da: 'Butikken åbner …',
};

/** The element of index.html that holds the site name; the server may fill it in. */
export const BOOT_NAME_ID = 'foyer-boot-name';

/** The site name index.html shows, read before React replaces the markup. */
export function bootSiteName(doc: Document): string {
  return doc.getElementById(BOOT_NAME_ID)?.textContent?.trim() || 'Foyer';
}

export function BootScreen({ siteName, lang }: { siteName: string; lang: Language }) {
  return (
    <main className="boot" id="foyer-boot">
      <p className="boot__name" id={BOOT_NAME_ID}>
        {siteName}
      </p>
      <span className="boot__spinner" aria-hidden="true" />
      <p className="boot__text" role="status">
        <span lang={lang}>{BOOT_TEXTS[lang]}</span>
      </p>
    </main>
  );
}

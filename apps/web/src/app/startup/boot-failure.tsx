/**
 * The last resort when not even the language table could be loaded (the network is gone): its few
 * words cannot come from the tables, so they live here, in all eight languages.
 */
import type { Language } from '@foyer/domain';

const TEXTS: Readonly<Record<Language, { readonly text: string; readonly reload: string }>> = {
  de: { text: 'Der Shop konnte nicht geladen werden.', reload: 'Seite neu laden' },
  en: { text: 'The shop could not be loaded.', reload: 'Reload page' },
  fr: { text: "La boutique n'a pas pu être chargée.", reload: 'Recharger la page' },
  it: { text: 'Non è stato possibile caricare il negozio.', reload: 'Ricarica la pagina' },
  nl: { text: 'De winkel kon niet worden geladen.', reload: 'Pagina opnieuw laden' },
  es: { text: 'No se ha podido cargar la tienda.', reload: 'Volver a cargar la página' },
  sv: { text: 'Butiken kunde inte laddas.', reload: 'Ladda om sidan' },
  da: { text: 'Butikken kunne ikke indlæses.', reload: 'Genindlæs siden' },
};

export function BootFailure({ lang, onReload }: { lang: Language; onReload: () => void }) {
  const { text, reload } = TEXTS[lang];
  return (
    <main className="startup startup--error" lang={lang}>
      <h1 className="startup__title">{text}</h1>
      <button type="button" className="button" onClick={onReload}>
        {reload}
      </button>
    </main>
  );
}

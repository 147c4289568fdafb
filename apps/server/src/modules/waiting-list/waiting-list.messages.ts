/**
 * Texts of the waiting list's refusals in the eight shop languages, keyed by the stable codes of
 * `@foyer/domain` (docs/decisions.md "Waiting list").
 */
import type { ErrorParams, Language } from '@foyer/domain';
import { message as serverMessage } from '../../i18n/messages';

type Texts = Record<Language, string>;

const WAITING_LIST_MESSAGES = {
  WAITING_LIST_COUNT_INVALID: {
    de: 'Bitte wählen Sie 1 bis {max} Plätze.',
    en: 'Please choose 1 to {max} places.',
    fr: 'Veuillez choisir de 1 à {max} places.',
    it: 'Scegli da 1 a {max} posti.',
    nl: 'Kies 1 tot {max} plaatsen.',
    es: 'Elija de 1 a {max} plazas.',
    sv: 'Välj 1 till {max} platser.',
    da: 'Vælg 1 til {max} pladser.',
  },
  WAITING_LIST_NOT_SOLD_OUT: {
    de: 'Für diesen Termin sind noch {available} Plätze frei: Sie können sie gleich buchen.',
    en: 'This time still has {available} places free: you can book them now.',
    fr: 'Cet horaire a encore {available} places libres : vous pouvez les réserver maintenant.',
    it: 'Questo orario ha ancora {available} posti liberi: puoi prenotarli subito.',
    nl: 'Dit tijdstip heeft nog {available} vrije plaatsen: u kunt ze nu boeken.',
    es: 'Este horario aún tiene {available} plazas libres: puede reservarlas ahora.',
    sv: 'Den här tiden har fortfarande {available} lediga platser: du kan boka dem nu.',
    da: 'Dette tidspunkt har stadig {available} ledige pladser: du kan booke dem nu.',
  },
  WAITING_LIST_OFFER_GONE: {
    de: 'Dieses Angebot ist abgelaufen oder wurde schon genutzt: Die Plätze sind nicht mehr für Sie reserviert.',
    en: 'This offer has run out or was already used: the places are no longer held for you.',
    fr: 'Cette offre a expiré ou a déjà été utilisée : les places ne vous sont plus réservées.',
    it: 'Questa offerta è scaduta o è già stata usata: i posti non sono più riservati per te.',
    nl: 'Dit aanbod is verlopen of al gebruikt: de plaatsen worden niet meer voor u vastgehouden.',
    es: 'Esta oferta ha caducado o ya se ha usado: las plazas ya no están reservadas para usted.',
    sv: 'Erbjudandet har gått ut eller redan använts: platserna är inte längre reserverade för dig.',
    da: 'Tilbuddet er udløbet eller allerede brugt: pladserne er ikke længere reserveret til dig.',
  },
  WAITING_LIST_OFFER_PLACES_INVALID: {
    de: 'Bitte wählen Sie 1 bis {offered} der für Sie reservierten Plätze.',
    en: 'Please choose 1 to {offered} of the places held for you.',
    fr: 'Veuillez choisir de 1 à {offered} des places qui vous sont réservées.',
    it: 'Scegli da 1 a {offered} dei posti riservati per te.',
    nl: 'Kies 1 tot {offered} van de plaatsen die voor u worden vastgehouden.',
    es: 'Elija de 1 a {offered} de las plazas reservadas para usted.',
    sv: 'Välj 1 till {offered} av platserna som är reserverade för dig.',
    da: 'Vælg 1 til {offered} af de pladser, der er reserveret til dig.',
  },
  EMAIL_INVALID: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid e-mail address.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    it: 'Inserisci un indirizzo e-mail valido.',
    nl: 'Voer een geldig e-mailadres in.',
    es: 'Introduzca una dirección de correo electrónico válida.',
    sv: 'Ange en giltig e-postadress.',
    da: 'Angiv en gyldig e-mailadresse.',
  },
} as const satisfies Record<string, Texts>;

export type WaitingListMessageCode = keyof typeof WAITING_LIST_MESSAGES | 'FIELD_REQUIRED';

/** The message of a code in `lang`, its `{placeholders}` filled from `params`. */
export function waitingListMessage(
  code: WaitingListMessageCode,
  lang: Language,
  params: ErrorParams = {},
): string {
  const text =
    code === 'FIELD_REQUIRED'
      ? serverMessage('FIELD_REQUIRED', lang)
      : WAITING_LIST_MESSAGES[code][lang];
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : String(params[key]),
  );
}

/**
 * Texts of the free entries' refusals in the eight shop languages, keyed by the stable codes of
 * `@foyer/domain` (docs/decisions.md "Annual-pass holders' free entries").
 */
import type { ErrorParams, Language } from '@foyer/domain';

type Texts = Record<Language, string>;

const PASS_MESSAGES = {
  PASS_NOT_FOUND: {
    de: 'Wir finden keine Jahreskarte mit dieser Nummer. Bitte prüfen Sie die Nummer auf Ihrer Karte.',
    en: 'We cannot find an annual pass with this number. Please check the number on your pass.',
    fr: 'Nous ne trouvons aucun abonnement annuel avec ce numéro. Veuillez vérifier le numéro sur votre carte.',
    it: 'Non troviamo nessun abbonamento annuale con questo numero. Controlla il numero sulla tua tessera.',
    nl: 'We vinden geen jaarkaart met dit nummer. Controleer het nummer op uw kaart.',
    es: 'No encontramos ningún pase anual con este número. Compruebe el número de su pase.',
    sv: 'Vi hittar inget årskort med det här numret. Kontrollera numret på ditt kort.',
    da: 'Vi kan ikke finde et årskort med dette nummer. Kontrollér nummeret på dit kort.',
  },
  PASS_NOT_VALID_ON_DAY: {
    de: 'Diese Jahreskarte gilt an diesem Tag nicht.',
    en: 'This annual pass is not valid on that day.',
    fr: "Cet abonnement annuel n'est pas valable ce jour-là.",
    it: 'Questo abbonamento annuale non è valido in quel giorno.',
    nl: 'Deze jaarkaart is op die dag niet geldig.',
    es: 'Este pase anual no es válido ese día.',
    sv: 'Det här årskortet gäller inte den dagen.',
    da: 'Dette årskort gælder ikke den dag.',
  },
  PASS_ALREADY_BOOKED_SLOT: {
    de: 'Für diese Jahreskarte ist zu dieser Zeit schon ein Eintritt gebucht.',
    en: 'This annual pass already has an entry booked for this time.',
    fr: 'Une entrée est déjà réservée pour cet abonnement annuel à cet horaire.',
    it: 'Per questo abbonamento annuale è già prenotato un ingresso a quest’ora.',
    nl: 'Voor deze jaarkaart is op dit tijdstip al een toegang geboekt.',
    es: 'Este pase anual ya tiene una entrada reservada para esta hora.',
    sv: 'Det här årskortet har redan ett inträde bokat för den här tiden.',
    da: 'Dette årskort har allerede en entré booket til dette tidspunkt.',
  },
  PASS_DAY_LIMIT: {
    de: 'Mit einer Jahreskarte können Sie höchstens {limit} Eintritte pro Tag buchen.',
    en: 'An annual pass can book at most {limit} entries a day.',
    fr: 'Un abonnement annuel permet de réserver au plus {limit} entrées par jour.',
    it: 'Con un abbonamento annuale puoi prenotare al massimo {limit} ingressi al giorno.',
    nl: 'Met een jaarkaart kunt u hoogstens {limit} toegangen per dag boeken.',
    es: 'Con un pase anual se pueden reservar como máximo {limit} entradas al día.',
    sv: 'Med ett årskort kan du boka högst {limit} inträden per dag.',
    da: 'Med et årskort kan du booke højst {limit} entréer om dagen.',
  },
  PASS_WEEK_LIMIT: {
    de: 'Mit einer Jahreskarte können Sie höchstens {limit} Eintritte pro Woche buchen.',
    en: 'An annual pass can book at most {limit} entries a week.',
    fr: 'Un abonnement annuel permet de réserver au plus {limit} entrées par semaine.',
    it: 'Con un abbonamento annuale puoi prenotare al massimo {limit} ingressi a settimana.',
    nl: 'Met een jaarkaart kunt u hoogstens {limit} toegangen per week boeken.',
    es: 'Con un pase anual se pueden reservar como máximo {limit} entradas a la semana.',
    sv: 'Med ett årskort kan du boka högst {limit} inträden per vecka.',
    da: 'Med et årskort kan du booke højst {limit} entréer om ugen.',
  },
  PASS_ENTRY_NOT_TIMED: {
    de: 'Freie Eintritte mit der Jahreskarte gibt es nur für Tickets mit Zeitfenster für eine Person.',
    en: 'Free entries with an annual pass are for timed tickets for one person only.',
    fr: "Les entrées gratuites avec l'abonnement annuel ne concernent que les billets horodatés pour une personne.",
    it: 'Gli ingressi gratuiti con l’abbonamento annuale valgono solo per biglietti a fascia oraria per una persona.',
    nl: 'Gratis toegang met een jaarkaart is er alleen voor tickets met tijdslot voor één persoon.',
    es: 'Las entradas gratuitas con el pase anual son solo para entradas con horario para una persona.',
    sv: 'Fria inträden med årskort gäller bara tidsbokade biljetter för en person.',
    da: 'Gratis entré med årskort gælder kun billetter med tidspunkt til én person.',
  },
  PASS_RATE_LIMITED: {
    de: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    en: 'Too many attempts. Please wait a moment and try again.',
    fr: 'Trop de tentatives. Veuillez patienter un instant puis réessayer.',
    it: 'Troppi tentativi. Attendi un momento e riprova.',
    nl: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    es: 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
    sv: 'För många försök. Vänta en stund och försök igen.',
    da: 'For mange forsøg. Vent et øjeblik, og prøv igen.',
  },
} as const satisfies Record<string, Texts>;

export type PassMessageCode = keyof typeof PASS_MESSAGES;

/** The message of a code in `lang`, its `{placeholders}` filled from `params`. */
export function passMessage(
  code: PassMessageCode,
  lang: Language,
  params: ErrorParams = {},
): string {
  return PASS_MESSAGES[code][lang].replace(/\{(\w+)\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : String(params[key]),
  );
}

/**
 * Messages the server writes into error bodies, in the eight shop languages. Clients show the stable
 * code's own translation where they have one; these texts serve clients that do not, and the
 * per-field messages of 422 answers.
 */
import type { Language as ApiLanguage } from '@foyer/domain';

export const SERVER_MESSAGES = {
  VALIDATION_FAILED: {
    de: 'Bitte korrigieren Sie die Fehler im Formular.',
    en: 'Please correct the errors in the form.',
    fr: 'Veuillez corriger les erreurs du formulaire.',
    it: 'Correggi gli errori nel modulo.',
    nl: 'Corrigeer de fouten in het formulier.',
    es: 'Corrija los errores del formulario.',
    sv: 'Rätta felen i formuläret.',
    da: 'Ret fejlene i formularen.',
  },
  NOT_FOUND: {
    de: 'Nicht gefunden.',
    en: 'Not found.',
    fr: 'Introuvable.',
    it: 'Non trovato.',
    nl: 'Niet gevonden.',
    es: 'No encontrado.',
    sv: 'Hittades inte.',
    da: 'Ikke fundet.',
  },
  BAD_REQUEST: {
    de: 'Die Anfrage ist unvollständig oder fehlerhaft.',
    en: 'The request is incomplete or malformed.',
    fr: 'La requête est incomplète ou mal formée.',
    it: 'La richiesta è incompleta o non valida.',
    nl: 'Het verzoek is onvolledig of ongeldig.',
    es: 'La solicitud está incompleta o mal formada.',
    sv: 'Begäran är ofullständig eller felaktig.',
    da: 'Forespørgslen er ufuldstændig eller forkert.',
  },
  PAYLOAD_TOO_LARGE: {
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
    it: 'La richiesta è troppo grande.',
    nl: 'Het verzoek is te groot.',
    es: 'La solicitud es demasiado grande.',
    sv: 'Begäran är för stor.',
    da: 'Forespørgslen er for stor.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    de: 'Dieses Datenformat wird nicht unterstützt; bitte JSON senden.',
    en: 'This data format is not supported; please send JSON.',
    fr: 'Ce format de données n’est pas pris en charge ; veuillez envoyer du JSON.',
    it: 'Questo formato di dati non è supportato; inviare JSON.',
    nl: 'Dit gegevensformaat wordt niet ondersteund; stuur JSON.',
    es: 'Este formato de datos no es compatible; envíe JSON.',
    sv: 'Dataformatet stöds inte; skicka JSON.',
    da: 'Dette dataformat understøttes ikke; send JSON.',
  },
  URI_TOO_LONG: {
    de: 'Die Adresse ist zu lang.',
    en: 'The address is too long.',
    fr: 'L’adresse est trop longue.',
    it: 'L’indirizzo è troppo lungo.',
    nl: 'Het adres is te lang.',
    es: 'La dirección es demasiado larga.',
    sv: 'Adressen är för lång.',
    da: 'Adressen er for lang.',
  },
  SERVER_ERROR: {
    de: 'Ein unerwarteter Fehler ist aufgetreten.',
    en: 'An unexpected error occurred.',
    fr: 'Une erreur inattendue est survenue.',
    it: 'Si è verificato un errore imprevisto.',
    nl: 'Er is een onverwachte fout opgetreden.',
    es: 'Se ha producido un error inesperado.',
    sv: 'Ett oväntat fel inträffade.',
    da: 'Der opstod en uventet fejl.',
  },
  FIELD_REQUIRED: {
    de: 'Dieses Feld ist erforderlich.',
    en: 'This field is required.',
    fr: 'Ce champ est obligatoire.',
    it: 'Questo campo è obbligatorio.',
    nl: 'Dit veld is verplicht.',
    es: 'Este campo es obligatorio.',
    sv: 'Detta fält är obligatoriskt.',
    da: 'Dette felt er påkrævet.',
  },
  FIELD_INVALID: {
    de: 'Dieser Wert ist ungültig.',
    en: 'This value is not valid.',
    fr: 'Cette valeur n’est pas valide.',
    it: 'Questo valore non è valido.',
    nl: 'Deze waarde is ongeldig.',
    es: 'Este valor no es válido.',
    sv: 'Värdet är ogiltigt.',
    da: 'Værdien er ugyldig.',
  },
  FIELD_TOO_LONG: {
    de: 'Dieser Wert ist zu lang.',
    en: 'This value is too long.',
    fr: 'Cette valeur est trop longue.',
    it: 'Questo valore è troppo lungo.',
    nl: 'Deze waarde is te lang.',
    es: 'Este valor es demasiado largo.',
    sv: 'Värdet är för långt.',
    da: 'Værdien er for lang.',
  },
  FIELD_OUT_OF_RANGE: {
    de: 'Dieser Wert liegt außerhalb des erlaubten Bereichs.',
    en: 'This value is out of range.',
    fr: 'Cette valeur est hors limites.',
    it: 'Questo valore è fuori intervallo.',
    nl: 'Deze waarde valt buiten het toegestane bereik.',
    es: 'Este valor está fuera del rango permitido.',
    sv: 'Värdet ligger utanför det tillåtna intervallet.',
    da: 'Værdien er uden for det tilladte område.',
  },
  FIELD_UNKNOWN: {
    de: 'Dieses Feld ist nicht vorgesehen.',
    en: 'This field is not expected.',
    fr: 'Ce champ n’est pas attendu.',
    it: 'Questo campo non è previsto.',
    nl: 'Dit veld wordt niet verwacht.',
    es: 'Este campo no está previsto.',
    sv: 'Detta fält förväntas inte.',
    da: 'Dette felt forventes ikke.',
  },
  SERVER_BUSY: {
    de: 'Der Shop ist gerade sehr gefragt. Bitte versuchen Sie es in einem Moment noch einmal; Ihr Warenkorb bleibt erhalten.',
    en: 'The shop is very busy right now. Please try again in a moment; your basket is kept.',
    fr: 'La boutique est très sollicitée en ce moment. Veuillez réessayer dans un instant ; votre panier est conservé.',
    it: 'Il negozio è molto richiesto in questo momento. Riprova tra un attimo; il carrello viene conservato.',
    nl: 'De shop is op dit moment erg druk. Probeer het zo opnieuw; uw winkelmandje blijft bewaard.',
    es: 'La tienda está muy solicitada en este momento. Inténtelo de nuevo en un instante; su cesta se conserva.',
    sv: 'Butiken är mycket upptagen just nu. Försök igen om en stund; din varukorg sparas.',
    da: 'Butikken har travlt lige nu. Prøv igen om et øjeblik; din kurv bliver gemt.',
  },
} as const satisfies Record<string, Record<ApiLanguage, string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** The server message `key` in `lang`. */
export function message(key: ServerMessageKey, lang: ApiLanguage): string {
  return SERVER_MESSAGES[key][lang];
}

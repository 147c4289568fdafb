/**
 * Texts of the customer and authentication answers in the eight shop languages, keyed by the stable
 * codes of `@foyer/domain`. The English texts the shop has always shown are kept word for word
 * ('Email or password are not correct', 'Cannot recover this Email', 'You must fill all fields').
 */
import type { ErrorCode, ErrorParams, Language } from '@foyer/domain';
import {
  message as serverMessage,
  SERVER_MESSAGES,
  type ServerMessageKey,
} from '../../i18n/messages';

/** A problem of one field: a stable code, or a value that is not one of the offered options. */
export type FieldProblem = ErrorCode | 'FIELD_INVALID';

type Texts = Record<Language, string>;

const CUSTOMER_MESSAGES = {
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
  PASSWORD_INVALID: {
    de: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
    en: 'The password must have at least {min} characters.',
    fr: 'Le mot de passe doit comporter au moins {min} caractères.',
    it: 'La password deve contenere almeno {min} caratteri.',
    nl: 'Het wachtwoord moet minstens {min} tekens lang zijn.',
    es: 'La contraseña debe tener al menos {min} caracteres.',
    sv: 'Lösenordet måste ha minst {min} tecken.',
    da: 'Adgangskoden skal have mindst {min} tegn.',
  },
  SHIPPING_FIELDS_INCOMPLETE: {
    de: 'Bitte füllen Sie alle Felder der Lieferadresse aus.',
    en: 'Please fill in all fields for Shipping Address',
    fr: 'Veuillez remplir tous les champs de l’adresse de livraison.',
    it: 'Compila tutti i campi dell’indirizzo di spedizione.',
    nl: 'Vul alle velden van het verzendadres in.',
    es: 'Rellene todos los campos de la dirección de envío.',
    sv: 'Fyll i alla fält för leveransadressen.',
    da: 'Udfyld alle felter i leveringsadressen.',
  },
  FORM_HAS_ERRORS: {
    de: 'Bitte korrigieren Sie die Fehler im Formular.',
    en: 'Please correct the errors in the form',
    fr: 'Veuillez corriger les erreurs du formulaire.',
    it: 'Correggi gli errori nel modulo.',
    nl: 'Corrigeer de fouten in het formulier.',
    es: 'Corrija los errores del formulario.',
    sv: 'Rätta felen i formuläret.',
    da: 'Ret fejlene i formularen.',
  },
  AUTH_LOGIN_FAILED: {
    de: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    en: 'Email or password are not correct',
    fr: 'L’adresse e-mail ou le mot de passe est incorrect.',
    it: 'E-mail o password non corretti.',
    nl: 'E-mailadres of wachtwoord is onjuist.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    sv: 'E-postadressen eller lösenordet är fel.',
    da: 'E-mailadressen eller adgangskoden er forkert.',
  },
  AUTH_WRONG_CREDENTIALS: {
    de: 'Das aktuelle Passwort ist nicht korrekt.',
    en: 'The current password is not correct.',
    fr: 'Le mot de passe actuel est incorrect.',
    it: 'La password attuale non è corretta.',
    nl: 'Het huidige wachtwoord is onjuist.',
    es: 'La contraseña actual no es correcta.',
    sv: 'Det nuvarande lösenordet är fel.',
    da: 'Den nuværende adgangskode er forkert.',
  },
  AUTH_CANNOT_RECOVER_EMAIL: {
    de: 'Für diese E-Mail-Adresse kann das Passwort nicht zurückgesetzt werden.',
    en: 'Cannot recover this Email',
    fr: 'Impossible de récupérer le compte de cette adresse e-mail.',
    it: 'Impossibile recuperare l’account di questo indirizzo e-mail.',
    nl: 'Dit e-mailadres kan niet worden hersteld.',
    es: 'No se puede recuperar este correo electrónico.',
    sv: 'Det går inte att återställa den här e-postadressen.',
    da: 'Denne e-mailadresse kan ikke gendannes.',
  },
  AUTH_SETTING_NEW_PASSWORD_FAILED: {
    de: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'This link is invalid or has expired. Please request a new one.',
    fr: 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.',
    it: 'Questo link non è valido o è scaduto. Richiedine uno nuovo.',
    nl: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
    es: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
    sv: 'Länken är ogiltig eller har gått ut. Begär en ny.',
    da: 'Linket er ugyldigt eller udløbet. Bestil et nyt.',
  },
  AUTH_FILL_ALL_FIELDS: {
    de: 'Bitte füllen Sie alle Felder aus.',
    en: 'You must fill all fields',
    fr: 'Vous devez remplir tous les champs.',
    it: 'Devi compilare tutti i campi.',
    nl: 'U moet alle velden invullen.',
    es: 'Debe rellenar todos los campos.',
    sv: 'Du måste fylla i alla fält.',
    da: 'Du skal udfylde alle felter.',
  },
  AUTH_EMAIL_TAKEN: {
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    en: 'An account with this e-mail address already exists.',
    fr: 'Un compte existe déjà avec cette adresse e-mail.',
    it: 'Esiste già un account con questo indirizzo e-mail.',
    nl: 'Er bestaat al een account met dit e-mailadres.',
    es: 'Ya existe una cuenta con esta dirección de correo electrónico.',
    sv: 'Det finns redan ett konto med den här e-postadressen.',
    da: 'Der findes allerede en konto med denne e-mailadresse.',
  },
  AUTH_REQUIRED: {
    de: 'Bitte melden Sie sich an, um fortzufahren.',
    en: 'Please log in to continue.',
    fr: 'Veuillez vous connecter pour continuer.',
    it: 'Accedi per continuare.',
    nl: 'Log in om verder te gaan.',
    es: 'Inicie sesión para continuar.',
    sv: 'Logga in för att fortsätta.',
    da: 'Log ind for at fortsætte.',
  },
  AUTH_TOKEN_EXPIRED: {
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'Your session has expired. Please log in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    it: 'La sessione è scaduta. Accedi di nuovo.',
    nl: 'Uw sessie is verlopen. Log opnieuw in.',
    es: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    sv: 'Din session har gått ut. Logga in igen.',
    da: 'Din session er udløbet. Log ind igen.',
  },
  AUTH_RATE_LIMITED: {
    de: 'Zu viele Versuche. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    en: 'Too many attempts. Please try again in {seconds} seconds.',
    fr: 'Trop de tentatives. Veuillez réessayer dans {seconds} secondes.',
    it: 'Troppi tentativi. Riprova tra {seconds} secondi.',
    nl: 'Te veel pogingen. Probeer het over {seconds} seconden opnieuw.',
    es: 'Demasiados intentos. Vuelva a intentarlo dentro de {seconds} segundos.',
    sv: 'För många försök. Försök igen om {seconds} sekunder.',
    da: 'For mange forsøg. Prøv igen om {seconds} sekunder.',
  },
  ACCOUNT_HAS_COMING_VISITS: {
    de: 'Ihr Konto kann erst gelöscht werden, wenn Ihre gebuchten Besuche vorbei sind. Stornieren Sie die Bestellung oder wenden Sie sich an das Museum.',
    en: 'Your account can only be deleted once your booked visits are over. Cancel the order or contact the museum.',
    fr: 'Votre compte ne peut être supprimé qu’une fois vos visites réservées passées. Annulez la commande ou contactez le musée.',
    it: 'Il tuo account può essere eliminato solo dopo le visite prenotate. Annulla l’ordine o contatta il museo.',
    nl: 'Uw account kan pas worden verwijderd als uw geboekte bezoeken voorbij zijn. Annuleer de bestelling of neem contact op met het museum.',
    es: 'Su cuenta solo puede eliminarse cuando hayan pasado sus visitas reservadas. Cancele el pedido o póngase en contacto con el museo.',
    sv: 'Ditt konto kan raderas först när dina bokade besök är över. Avboka beställningen eller kontakta museet.',
    da: 'Din konto kan først slettes, når dine bookede besøg er overstået. Annuller bestillingen, eller kontakt museet.',
  },
} as const satisfies Partial<Record<ErrorCode, Texts>>;

/** A code with a text of its own here. */
export type CustomerMessageCode = keyof typeof CUSTOMER_MESSAGES;

function hasOwnText(code: FieldProblem): code is CustomerMessageCode {
  return Object.hasOwn(CUSTOMER_MESSAGES, code);
}

function isServerMessage(code: FieldProblem): code is FieldProblem & ServerMessageKey {
  return Object.hasOwn(SERVER_MESSAGES, code);
}

/**
 * The text of `code` in `lang` with `{name}` placeholders filled from `params`. Codes the server's
 * general messages know (`FIELD_REQUIRED`, `FIELD_INVALID`, …) read as those; other codes without a
 * text of their own read as "This value is not valid".
 */
export function customerMessage(code: FieldProblem, lang: Language, params?: ErrorParams): string {
  const template = hasOwnText(code)
    ? CUSTOMER_MESSAGES[code][lang]
    : serverMessage(isServerMessage(code) ? code : 'FIELD_INVALID', lang);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

/** Names of the salutation keys a museum may configure; another key is shown as it is. */
const SALUTATIONS: Record<string, Texts> = {
  mr: {
    de: 'Herr',
    en: 'Mr',
    fr: 'Monsieur',
    it: 'Signor',
    nl: 'De heer',
    es: 'Señor',
    sv: 'Herr',
    da: 'Hr.',
  },
  ms: {
    de: 'Frau',
    en: 'Ms',
    fr: 'Madame',
    it: 'Signora',
    nl: 'Mevrouw',
    es: 'Señora',
    sv: 'Fru',
    da: 'Fru',
  },
  mx: {
    de: 'Divers',
    en: 'Mx',
    fr: 'Autre',
    it: 'Altro',
    nl: 'Anders',
    es: 'Otro',
    sv: 'Annat',
    da: 'Andet',
  },
  dr: {
    de: 'Dr.',
    en: 'Dr',
    fr: 'Docteur',
    it: 'Dott.',
    nl: 'Dr.',
    es: 'Dr.',
    sv: 'Dr',
    da: 'Dr.',
  },
};

/** The name of a salutation key in `lang`. */
export function salutationName(key: string, lang: Language): string {
  return SALUTATIONS[key]?.[lang] ?? key;
}

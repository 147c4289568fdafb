/**
 * The back office's own texts for the server's transport errors (`errors.ts`), composed into the
 * admin translator (i18n.ts): a staff member reads them in their language, whatever the server's
 * message says.
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

export type TransportErrorKey =
  'errorTooLarge' | 'errorUriTooLong' | 'errorNotJson' | 'errorServer';

export const TRANSPORT_ERROR_TEXTS: Record<StaffLanguage, Record<TransportErrorKey, string>> = {
  en: {
    errorTooLarge: 'What you sent is too large. Shorten the texts or send less at once.',
    errorUriTooLong: 'The address is too long.',
    errorNotJson: 'The server could not read what was sent. Reload the page and try again.',
    errorServer: 'An unexpected error occurred on the server. Please try again later.',
  },
  de: {
    errorTooLarge:
      'Das Gesendete ist zu groß. Kürzen Sie die Texte oder senden Sie weniger auf einmal.',
    errorUriTooLong: 'Die Adresse ist zu lang.',
    errorNotJson:
      'Der Server konnte das Gesendete nicht lesen. Laden Sie die Seite neu und versuchen Sie es erneut.',
    errorServer:
      'Auf dem Server ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  },
  fr: {
    errorTooLarge:
      'L’envoi est trop volumineux. Raccourcissez les textes ou envoyez moins à la fois.',
    errorUriTooLong: 'L’adresse est trop longue.',
    errorNotJson: 'Le serveur n’a pas pu lire l’envoi. Rechargez la page et réessayez.',
    errorServer: 'Une erreur inattendue est survenue sur le serveur. Veuillez réessayer plus tard.',
  },
  it: {
    errorTooLarge: 'L’invio è troppo grande. Accorcia i testi o invia meno dati alla volta.',
    errorUriTooLong: 'L’indirizzo è troppo lungo.',
    errorNotJson: 'Il server non ha potuto leggere l’invio. Ricarica la pagina e riprova.',
    errorServer: 'Si è verificato un errore imprevisto sul server. Riprova più tardi.',
  },
  nl: {
    errorTooLarge:
      'Wat u verstuurde is te groot. Maak de teksten korter of verstuur minder tegelijk.',
    errorUriTooLong: 'Het adres is te lang.',
    errorNotJson:
      'De server kon niet lezen wat er verstuurd werd. Laad de pagina opnieuw en probeer het nog eens.',
    errorServer: 'Er is een onverwachte fout op de server opgetreden. Probeer het later opnieuw.',
  },
  es: {
    errorTooLarge: 'Lo enviado es demasiado grande. Acorte los textos o envíe menos de una vez.',
    errorUriTooLong: 'La dirección es demasiado larga.',
    errorNotJson: 'El servidor no pudo leer lo enviado. Recargue la página e inténtelo de nuevo.',
    errorServer:
      'Se ha producido un error inesperado en el servidor. Inténtelo de nuevo más tarde.',
  },
  sv: {
    errorTooLarge: 'Det du skickade är för stort. Korta texterna eller skicka mindre åt gången.',
    errorUriTooLong: 'Adressen är för lång.',
    errorNotJson: 'Servern kunde inte läsa det som skickades. Ladda om sidan och försök igen.',
    errorServer: 'Ett oväntat fel inträffade på servern. Försök igen senare.',
  },
  da: {
    errorTooLarge: 'Det, du sendte, er for stort. Forkort teksterne, eller send mindre ad gangen.',
    errorUriTooLong: 'Adressen er for lang.',
    errorNotJson: 'Serveren kunne ikke læse det sendte. Genindlæs siden, og prøv igen.',
    errorServer: 'Der opstod en uventet fejl på serveren. Prøv igen senere.',
  },
};

/** Messages of the till's refusals in the eight languages (staff see them in their own). */
import type { Language } from '@foyer/domain';
import type { TillRefusal } from '@foyer/domain/till';

type Code = TillRefusal | 'TILL_NOT_FOUND' | 'TILL_SHIFT_NOT_FOUND' | 'TILL_TRANSACTION_NOT_FOUND';

const MESSAGES: Record<Code, Record<Language, string>> = {
  TILL_CASH_TOO_LITTLE: {
    de: 'Es wurde zu wenig Bargeld gegeben.',
    en: 'Too little cash was given.',
    fr: 'Le montant en espèces remis est insuffisant.',
    it: 'Il contante consegnato non è sufficiente.',
    nl: 'Er is te weinig contant geld gegeven.',
    es: 'Se ha entregado muy poco efectivo.',
    sv: 'För lite kontanter har lämnats.',
    da: 'Der er givet for få kontanter.',
  },
  TILL_PAYMENT_NEGATIVE: {
    de: 'Beträge dürfen nicht negativ sein.',
    en: 'Amounts cannot be negative.',
    fr: 'Les montants ne peuvent pas être négatifs.',
    it: 'Gli importi non possono essere negativi.',
    nl: 'Bedragen kunnen niet negatief zijn.',
    es: 'Los importes no pueden ser negativos.',
    sv: 'Belopp kan inte vara negativa.',
    da: 'Beløb kan ikke være negative.',
  },
  TILL_PAYMENT_SPLIT_MISMATCH: {
    de: 'Bar- und Kartenbetrag ergeben nicht die Summe des Verkaufs.',
    en: 'Cash and card do not add up to the total of the sale.',
    fr: 'Les espèces et la carte ne correspondent pas au total de la vente.',
    it: 'Contanti e carta non corrispondono al totale della vendita.',
    nl: 'Contant en kaart komen niet uit op het totaal van de verkoop.',
    es: 'El efectivo y la tarjeta no suman el total de la venta.',
    sv: 'Kontant och kort blir inte försäljningens summa.',
    da: 'Kontant og kort giver ikke salgets samlede beløb.',
  },
  TILL_SHIFT_NOT_OPEN: {
    de: 'An dieser Kasse ist keine Schicht geöffnet.',
    en: 'No shift is open at this till.',
    fr: 'Aucune session n’est ouverte à cette caisse.',
    it: 'Nessun turno è aperto a questa cassa.',
    nl: 'Er is geen dienst geopend aan deze kassa.',
    es: 'No hay ningún turno abierto en esta caja.',
    sv: 'Inget skift är öppet vid den här kassan.',
    da: 'Der er ingen vagt åben ved denne kasse.',
  },
  TILL_SHIFT_ALREADY_OPEN: {
    de: 'An dieser Kasse ist bereits eine Schicht geöffnet.',
    en: 'A shift is already open at this till.',
    fr: 'Une session est déjà ouverte à cette caisse.',
    it: 'Un turno è già aperto a questa cassa.',
    nl: 'Er is al een dienst geopend aan deze kassa.',
    es: 'Ya hay un turno abierto en esta caja.',
    sv: 'Ett skift är redan öppet vid den här kassan.',
    da: 'Der er allerede en vagt åben ved denne kasse.',
  },
  TILL_SHIFT_OTHER_CASHIER: {
    de: 'Die Schicht an dieser Kasse gehört einer anderen Person.',
    en: 'The shift at this till belongs to someone else.',
    fr: 'La session de cette caisse appartient à quelqu’un d’autre.',
    it: 'Il turno di questa cassa appartiene a un’altra persona.',
    nl: 'De dienst aan deze kassa is van iemand anders.',
    es: 'El turno de esta caja pertenece a otra persona.',
    sv: 'Skiftet vid den här kassan tillhör någon annan.',
    da: 'Vagten ved denne kasse tilhører en anden.',
  },
  TILL_STORNO_NOT_LAST: {
    de: 'Nur der letzte Verkauf an dieser Kasse kann storniert werden.',
    en: 'Only the last sale at this till can be cancelled.',
    fr: 'Seule la dernière vente de cette caisse peut être annulée.',
    it: 'Si può annullare solo l’ultima vendita di questa cassa.',
    nl: 'Alleen de laatste verkoop aan deze kassa kan worden geannuleerd.',
    es: 'Solo se puede anular la última venta de esta caja.',
    sv: 'Bara den senaste försäljningen vid den här kassan kan makuleras.',
    da: 'Kun det seneste salg ved denne kasse kan annulleres.',
  },
  TILL_STORNO_NOT_OWN: {
    de: 'Nur wer den Verkauf gebucht hat, kann ihn stornieren.',
    en: 'Only the cashier who made the sale can cancel it.',
    fr: 'Seul le caissier qui a fait la vente peut l’annuler.',
    it: 'Solo chi ha registrato la vendita può annullarla.',
    nl: 'Alleen de kassamedewerker die de verkoop deed, kan hem annuleren.',
    es: 'Solo quien hizo la venta puede anularla.',
    sv: 'Bara kassören som gjorde försäljningen kan makulera den.',
    da: 'Kun den kasserer, der foretog salget, kan annullere det.',
  },
  TILL_STORNO_SHIFT_CLOSED: {
    de: 'Die Schicht dieses Verkaufs ist abgeschlossen.',
    en: 'The shift of this sale is closed.',
    fr: 'La session de cette vente est clôturée.',
    it: 'Il turno di questa vendita è chiuso.',
    nl: 'De dienst van deze verkoop is afgesloten.',
    es: 'El turno de esta venta está cerrado.',
    sv: 'Skiftet för den här försäljningen är avslutat.',
    da: 'Vagten for dette salg er lukket.',
  },
  TILL_STORNO_NOT_A_SALE: {
    de: 'Dieser Vorgang ist kein Verkauf, der noch storniert werden kann.',
    en: 'This is not a sale that can still be cancelled.',
    fr: 'Ce n’est pas une vente qui peut encore être annulée.',
    it: 'Non è una vendita che si può ancora annullare.',
    nl: 'Dit is geen verkoop die nog kan worden geannuleerd.',
    es: 'No es una venta que todavía se pueda anular.',
    sv: 'Det här är ingen försäljning som fortfarande kan makuleras.',
    da: 'Dette er ikke et salg, der stadig kan annulleres.',
  },
  TILL_NOT_FOUND: {
    de: 'Diese Kasse gibt es nicht.',
    en: 'There is no such till.',
    fr: 'Cette caisse n’existe pas.',
    it: 'Questa cassa non esiste.',
    nl: 'Deze kassa bestaat niet.',
    es: 'Esta caja no existe.',
    sv: 'Den här kassan finns inte.',
    da: 'Denne kasse findes ikke.',
  },
  TILL_SHIFT_NOT_FOUND: {
    de: 'Diese abgeschlossene Schicht gibt es nicht.',
    en: 'There is no such closed shift.',
    fr: 'Cette session clôturée n’existe pas.',
    it: 'Questo turno chiuso non esiste.',
    nl: 'Deze afgesloten dienst bestaat niet.',
    es: 'Este turno cerrado no existe.',
    sv: 'Det här avslutade skiftet finns inte.',
    da: 'Denne lukkede vagt findes ikke.',
  },
  TILL_TRANSACTION_NOT_FOUND: {
    de: 'Diesen Kassenvorgang gibt es nicht.',
    en: 'There is no such till transaction.',
    fr: 'Cette opération de caisse n’existe pas.',
    it: 'Questa operazione di cassa non esiste.',
    nl: 'Deze kassatransactie bestaat niet.',
    es: 'Esta operación de caja no existe.',
    sv: 'Den här kassatransaktionen finns inte.',
    da: 'Denne kassetransaktion findes ikke.',
  },
};

/** The message of a till code in `lang`. */
export const tillMessage =
  (code: Code) =>
  (lang: Language): string =>
    MESSAGES[code][lang];

export type TillMessageCode = Code;

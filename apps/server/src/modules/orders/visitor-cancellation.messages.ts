/** Messages of the visitor's own cancellation refusals in the eight shop languages. */
import type { Language } from '@foyer/domain';

const MESSAGES = {
  NOT_ALLOWED: {
    de: 'Tickets können nicht selbst storniert werden. Bitte wenden Sie sich an das Museum.',
    en: 'Tickets cannot be cancelled online. Please contact the museum.',
    fr: 'Les billets ne peuvent pas être annulés en ligne. Veuillez contacter le musée.',
    it: 'I biglietti non possono essere annullati online. Contatta il museo.',
    nl: 'Tickets kunnen niet online worden geannuleerd. Neem contact op met het museum.',
    es: 'Las entradas no se pueden cancelar en línea. Póngase en contacto con el museo.',
    sv: 'Biljetter kan inte avbokas online. Kontakta museet.',
    da: 'Billetter kan ikke afbestilles online. Kontakt venligst museet.',
  },
  KIND_NOT_CANCELLABLE: {
    de: 'Diese Position kann nicht storniert werden.',
    en: 'This item cannot be cancelled.',
    fr: 'Cet article ne peut pas être annulé.',
    it: 'Questa voce non può essere annullata.',
    nl: 'Dit onderdeel kan niet worden geannuleerd.',
    es: 'Este artículo no se puede cancelar.',
    sv: 'Den här posten kan inte avbokas.',
    da: 'Denne post kan ikke afbestilles.',
  },
  DEADLINE_PASSED: {
    de: 'Die Frist für eine Stornierung ist abgelaufen.',
    en: 'The deadline for cancelling has passed.',
    fr: 'Le délai d’annulation est dépassé.',
    it: 'Il termine per l’annullamento è scaduto.',
    nl: 'De termijn om te annuleren is verstreken.',
    es: 'El plazo de cancelación ha vencido.',
    sv: 'Tiden för avbokning har gått ut.',
    da: 'Fristen for afbestilling er overskredet.',
  },
  LINE_CANCELLED: {
    de: 'Diese Position wurde bereits storniert.',
    en: 'This item has already been cancelled.',
    fr: 'Cet article a déjà été annulé.',
    it: 'Questa voce è già stata annullata.',
    nl: 'Dit onderdeel is al geannuleerd.',
    es: 'Este artículo ya se ha cancelado.',
    sv: 'Den här posten är redan avbokad.',
    da: 'Denne post er allerede afbestilt.',
  },
  ORDER_NOT_CANCELLABLE: {
    de: 'Diese Bestellung kann nicht storniert werden.',
    en: 'This order cannot be cancelled.',
    fr: 'Cette commande ne peut pas être annulée.',
    it: 'Questo ordine non può essere annullato.',
    nl: 'Deze bestelling kan niet worden geannuleerd.',
    es: 'Este pedido no se puede cancelar.',
    sv: 'Den här beställningen kan inte avbokas.',
    da: 'Denne ordre kan ikke afbestilles.',
  },
  PAYMENT_DISPUTED: {
    de: 'Zu Ihrer Zahlung läuft ein Widerspruch bei der Bank. Bis zu ihrer Entscheidung kann nichts storniert werden.',
    en: 'Your bank is handling a dispute about this payment. Nothing can be cancelled until it has decided.',
    fr: 'Votre banque traite une contestation de ce paiement. Rien ne peut être annulé avant sa décision.',
    it: 'La tua banca sta esaminando una contestazione di questo pagamento. Nulla può essere annullato prima della sua decisione.',
    nl: 'Uw bank behandelt een betwisting van deze betaling. Er kan niets worden geannuleerd totdat zij heeft beslist.',
    es: 'Su banco está tramitando una reclamación sobre este pago. No se puede cancelar nada hasta que decida.',
    sv: 'Din bank hanterar en tvist om den här betalningen. Inget kan avbokas förrän banken har beslutat.',
    da: 'Din bank behandler en indsigelse mod denne betaling. Intet kan afbestilles, før banken har truffet afgørelse.',
  },
  ORDER_BUSY: {
    de: 'Eine Stornierung dieser Bestellung wird gerade bearbeitet. Bitte versuchen Sie es gleich noch einmal.',
    en: 'A cancellation of this order is being processed. Please try again in a moment.',
    fr: 'Une annulation de cette commande est en cours. Veuillez réessayer dans un instant.',
    it: 'È in corso un annullamento di questo ordine. Riprova tra un momento.',
    nl: 'Er wordt al een annulering van deze bestelling verwerkt. Probeer het zo meteen opnieuw.',
    es: 'Se está procesando una cancelación de este pedido. Inténtelo de nuevo en un momento.',
    sv: 'En avbokning av den här beställningen behandlas just nu. Försök igen om en stund.',
    da: 'En afbestilling af denne ordre er ved at blive behandlet. Prøv igen om et øjeblik.',
  },
  LINES_INVALID: {
    de: 'Die gewählten Positionen können nicht storniert werden.',
    en: 'The chosen items cannot be cancelled.',
    fr: 'Les articles choisis ne peuvent pas être annulés.',
    it: 'Le voci scelte non possono essere annullate.',
    nl: 'De gekozen onderdelen kunnen niet worden geannuleerd.',
    es: 'Los artículos elegidos no se pueden cancelar.',
    sv: 'De valda posterna kan inte avbokas.',
    da: 'De valgte poster kan ikke afbestilles.',
  },
  REFUND_REFUSED: {
    de: 'Die Erstattung wurde vom Zahlungsdienst abgelehnt. Nichts wurde storniert; bitte wenden Sie sich an das Museum.',
    en: 'The payment provider refused the refund. Nothing was cancelled; please contact the museum.',
    fr: 'Le prestataire de paiement a refusé le remboursement. Rien n’a été annulé ; veuillez contacter le musée.',
    it: 'Il fornitore di pagamento ha rifiutato il rimborso. Nulla è stato annullato; contatta il museo.',
    nl: 'De betaaldienst heeft de terugbetaling geweigerd. Er is niets geannuleerd; neem contact op met het museum.',
    es: 'El proveedor de pago rechazó el reembolso. No se ha cancelado nada; póngase en contacto con el museo.',
    sv: 'Betaltjänsten nekade återbetalningen. Inget har avbokats; kontakta museet.',
    da: 'Betalingstjenesten afviste refusionen. Intet er afbestilt; kontakt venligst museet.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type VisitorCancelMessageKey = keyof typeof MESSAGES;

export function isVisitorCancelMessageKey(code: string): code is VisitorCancelMessageKey {
  return code in MESSAGES;
}

export function visitorCancelMessage(key: VisitorCancelMessageKey, lang: Language): string {
  return MESSAGES[key][lang];
}

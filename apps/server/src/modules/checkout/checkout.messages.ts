/** Messages of the checkout's failures in the eight shop languages. */
import type { Language } from '@foyer/domain';

const MESSAGES = {
  CART_GONE: {
    de: 'Der Warenkorb wurde nicht gefunden. Vielleicht ist er bereits bezahlt oder abgelaufen: Bitte prüfen Sie Ihre Bestätigungs-E-Mail oder kaufen Sie erneut.',
    en: 'The cart was not found. It may have been paid or may have expired: please check your confirmation e-mail or buy again.',
    fr: 'Le panier est introuvable. Il a peut-être déjà été payé ou a expiré : vérifiez votre e-mail de confirmation ou achetez à nouveau.',
    it: 'Il carrello non è stato trovato. Potrebbe essere già stato pagato o essere scaduto: controlla l’e-mail di conferma o acquista di nuovo.',
    nl: 'De winkelwagen is niet gevonden. Misschien is hij al betaald of verlopen: controleer uw bevestigingsmail of koop opnieuw.',
    es: 'No se encontró el carrito. Puede que ya se haya pagado o haya caducado: revise su e-mail de confirmación o compre de nuevo.',
    sv: 'Varukorgen hittades inte. Den kan redan vara betald eller ha gått ut: kontrollera ditt bekräftelsemejl eller köp igen.',
    da: 'Kurven blev ikke fundet. Den er måske allerede betalt eller udløbet: tjek din bekræftelsesmail eller køb igen.',
  },
  CART_REFUNDED: {
    de: 'Ihre Reservierung ist abgelaufen und die Plätze sind inzwischen vergeben. Ihre Zahlung wurde erstattet.',
    en: 'Your reservation expired and the places have been sold meanwhile. Your payment has been refunded.',
    fr: 'Votre réservation a expiré et les places ont été vendues entre-temps. Votre paiement a été remboursé.',
    it: 'La prenotazione è scaduta e i posti sono stati venduti nel frattempo. Il pagamento è stato rimborsato.',
    nl: 'Uw reservering is verlopen en de plaatsen zijn inmiddels verkocht. Uw betaling is terugbetaald.',
    es: 'Su reserva ha caducado y las plazas se han vendido entretanto. Su pago ha sido reembolsado.',
    sv: 'Din reservation har gått ut och platserna har sålts under tiden. Din betalning har återbetalats.',
    da: 'Din reservation er udløbet, og pladserne er solgt i mellemtiden. Din betaling er refunderet.',
  },
  CART_NOT_COMPLETABLE: {
    de: 'Der Warenkorb kann nicht abgeschlossen werden!',
    en: 'The shopping cart can not be completed!',
    fr: 'Le panier ne peut pas être finalisé !',
    it: 'Il carrello non può essere completato!',
    nl: 'De winkelwagen kan niet worden afgerond!',
    es: '¡No se puede completar el carrito!',
    sv: 'Varukorgen kan inte slutföras!',
    da: 'Indkøbskurven kan ikke gennemføres!',
  },
  PAYMENT_FAILED: {
    de: 'Ihre Zahlung wurde nicht erfolgreich abgeschlossen. Bitte versuchen Sie es erneut.',
    en: 'Your payment was not completed successfully. Please try again.',
    fr: 'Votre paiement n’a pas abouti. Veuillez réessayer.',
    it: 'Il pagamento non è stato completato correttamente. Riprova.',
    nl: 'Uw betaling is niet gelukt. Probeer het opnieuw.',
    es: 'Su pago no se ha completado correctamente. Inténtelo de nuevo.',
    sv: 'Din betalning genomfördes inte. Försök igen.',
    da: 'Din betaling blev ikke gennemført. Prøv igen.',
  },
  ORDER_NOT_AVAILABLE: {
    de: 'Diese Bestellung ist nicht verfügbar.',
    en: 'This order is not available.',
    fr: 'Cette commande n’est pas disponible.',
    it: 'Questo ordine non è disponibile.',
    nl: 'Deze bestelling is niet beschikbaar.',
    es: 'Este pedido no está disponible.',
    sv: 'Beställningen är inte tillgänglig.',
    da: 'Ordren er ikke tilgængelig.',
  },
  AUTH_REQUIRED: {
    de: 'Bitte melden Sie sich an oder bestellen Sie als Gast.',
    en: 'Please log in or continue as a guest.',
    fr: 'Veuillez vous connecter ou continuer en tant qu’invité.',
    it: 'Accedi o continua come ospite.',
    nl: 'Log in of ga verder als gast.',
    es: 'Inicie sesión o continúe como invitado.',
    sv: 'Logga in eller fortsätt som gäst.',
    da: 'Log ind eller fortsæt som gæst.',
  },
  AUTH_TOKEN_EXPIRED: {
    de: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'Your login has expired. Please log in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    it: 'L’accesso è scaduto. Accedi di nuovo.',
    nl: 'Uw sessie is verlopen. Log opnieuw in.',
    es: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    sv: 'Din inloggning har gått ut. Logga in igen.',
    da: 'Dit login er udløbet. Log ind igen.',
  },
  PAYMENT_UNAVAILABLE: {
    de: 'Die Zahlung ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
    en: 'Payment is currently unavailable. Please try again later.',
    fr: 'Le paiement est momentanément indisponible. Veuillez réessayer plus tard.',
    it: 'Il pagamento non è al momento disponibile. Riprova più tardi.',
    nl: 'Betalen is momenteel niet mogelijk. Probeer het later opnieuw.',
    es: 'El pago no está disponible en este momento. Inténtelo de nuevo más tarde.',
    sv: 'Betalning är inte möjlig just nu. Försök igen senare.',
    da: 'Betaling er ikke mulig lige nu. Prøv igen senere.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CheckoutMessageKey = keyof typeof MESSAGES;

export function checkoutMessage(key: CheckoutMessageKey, lang: Language): string {
  return MESSAGES[key][lang];
}

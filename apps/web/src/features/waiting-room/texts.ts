/**
 * The waiting page's texts in the eight shop languages. They travel with the page's own chunk
 * (added to i18next when it loads), so nothing of the waiting room loads with the home page; only its
 * title (`TITLE_WAITING_ROOM`) is in the shop's tables, as every screen's is.
 */
import type { Language } from '@foyer/domain';

export interface WaitingRoomTexts {
  readonly lead: string;
  readonly position: string;
  readonly waitSeconds: string;
  readonly waitMinutes: string;
  readonly progress: string;
  readonly keepOpen: string;
  readonly admitted: string;
  readonly soldOut: string;
  readonly toTickets: string;
  readonly toBasket: string;
  readonly unreachable: string;
}

export const WAITING_ROOM_TEXTS: Readonly<Record<Language, WaitingRoomTexts>> = {
  en: {
    lead: 'Many visitors want tickets right now. You have a place in line and will be let in to the checkout in turn.',
    position: 'You are number {{position}} in line.',
    waitSeconds: 'Estimated wait: under a minute.',
    waitMinutes: 'Estimated wait: about {{count}} min.',
    progress: 'Your progress in the line',
    keepOpen: 'Keep this page open: it updates by itself. Your basket is kept.',
    admitted: 'It is your turn. Taking you to your basket…',
    soldOut: 'Sorry, this event is sold out.',
    toTickets: 'See other events',
    toBasket: 'Back to the basket',
    unreachable: 'The shop cannot be reached just now. We keep trying; your place is kept.',
  },
  de: {
    lead: 'Gerade möchten viele Besucher Tickets. Sie haben einen Platz in der Warteschlange und werden der Reihe nach zur Kasse gelassen.',
    position: 'Sie sind Nummer {{position}} in der Warteschlange.',
    waitSeconds: 'Geschätzte Wartezeit: unter einer Minute.',
    waitMinutes: 'Geschätzte Wartezeit: etwa {{count}} Min.',
    progress: 'Ihr Fortschritt in der Warteschlange',
    keepOpen:
      'Lassen Sie diese Seite geöffnet: Sie aktualisiert sich selbst. Ihr Warenkorb bleibt erhalten.',
    admitted: 'Sie sind an der Reihe. Wir bringen Sie zu Ihrem Warenkorb …',
    soldOut: 'Diese Veranstaltung ist leider ausverkauft.',
    toTickets: 'Andere Veranstaltungen ansehen',
    toBasket: 'Zurück zum Warenkorb',
    unreachable:
      'Der Shop ist gerade nicht erreichbar. Wir versuchen es weiter; Ihr Platz bleibt erhalten.',
  },
  fr: {
    lead: 'De nombreux visiteurs veulent des billets en ce moment. Vous avez une place dans la file et accéderez au paiement à votre tour.',
    position: 'Vous êtes numéro {{position}} dans la file.',
    waitSeconds: 'Attente estimée : moins d’une minute.',
    waitMinutes: 'Attente estimée : environ {{count}} min.',
    progress: 'Votre progression dans la file',
    keepOpen:
      'Gardez cette page ouverte : elle se met à jour toute seule. Votre panier est conservé.',
    admitted: 'C’est votre tour. Nous vous menons à votre panier…',
    soldOut: 'Désolés, cet événement est complet.',
    toTickets: 'Voir d’autres événements',
    toBasket: 'Retour au panier',
    unreachable:
      'La boutique est injoignable pour le moment. Nous réessayons ; votre place est conservée.',
  },
  it: {
    lead: 'In questo momento molti visitatori vogliono biglietti. Hai un posto in coda e accederai alla cassa al tuo turno.',
    position: 'Sei il numero {{position}} in coda.',
    waitSeconds: 'Attesa stimata: meno di un minuto.',
    waitMinutes: 'Attesa stimata: circa {{count}} min.',
    progress: 'Il tuo avanzamento in coda',
    keepOpen: 'Tieni aperta questa pagina: si aggiorna da sola. Il carrello viene conservato.',
    admitted: 'È il tuo turno. Ti portiamo al carrello…',
    soldOut: 'Spiacenti, questo evento è esaurito.',
    toTickets: 'Vedi altri eventi',
    toBasket: 'Torna al carrello',
    unreachable:
      'Il negozio non è raggiungibile al momento. Continuiamo a provare; il tuo posto è conservato.',
  },
  nl: {
    lead: 'Op dit moment willen veel bezoekers tickets. U hebt een plaats in de rij en wordt op uw beurt naar de kassa gelaten.',
    position: 'U bent nummer {{position}} in de rij.',
    waitSeconds: 'Geschatte wachttijd: minder dan een minuut.',
    waitMinutes: 'Geschatte wachttijd: ongeveer {{count}} min.',
    progress: 'Uw voortgang in de rij',
    keepOpen: 'Houd deze pagina open: ze werkt zichzelf bij. Uw winkelmandje blijft bewaard.',
    admitted: 'U bent aan de beurt. We brengen u naar uw winkelmandje…',
    soldOut: 'Helaas, dit evenement is uitverkocht.',
    toTickets: 'Andere evenementen bekijken',
    toBasket: 'Terug naar het winkelmandje',
    unreachable:
      'De shop is nu niet bereikbaar. We blijven het proberen; uw plaats blijft bewaard.',
  },
  es: {
    lead: 'Ahora mismo muchos visitantes quieren entradas. Tiene un lugar en la cola y pasará al pago cuando sea su turno.',
    position: 'Es el número {{position}} de la cola.',
    waitSeconds: 'Espera estimada: menos de un minuto.',
    waitMinutes: 'Espera estimada: unos {{count}} min.',
    progress: 'Su avance en la cola',
    keepOpen: 'Mantenga esta página abierta: se actualiza sola. Su cesta se conserva.',
    admitted: 'Es su turno. Le llevamos a su cesta…',
    soldOut: 'Lo sentimos, este evento está agotado.',
    toTickets: 'Ver otros eventos',
    toBasket: 'Volver a la cesta',
    unreachable:
      'La tienda no responde en este momento. Seguimos intentándolo; su lugar se conserva.',
  },
  sv: {
    lead: 'Många besökare vill ha biljetter just nu. Du har en plats i kön och släpps in till kassan i tur och ordning.',
    position: 'Du är nummer {{position}} i kön.',
    waitSeconds: 'Beräknad väntetid: under en minut.',
    waitMinutes: 'Beräknad väntetid: cirka {{count}} min.',
    progress: 'Hur långt du har kommit i kön',
    keepOpen: 'Låt sidan vara öppen: den uppdateras av sig själv. Din varukorg sparas.',
    admitted: 'Det är din tur. Vi tar dig till din varukorg …',
    soldOut: 'Tyvärr är evenemanget slutsålt.',
    toTickets: 'Se andra evenemang',
    toBasket: 'Tillbaka till varukorgen',
    unreachable: 'Butiken kan inte nås just nu. Vi försöker igen; din plats sparas.',
  },
  da: {
    lead: 'Mange besøgende vil have billetter lige nu. Du har en plads i køen og bliver lukket ind til kassen, når det er din tur.',
    position: 'Du er nummer {{position}} i køen.',
    waitSeconds: 'Forventet ventetid: under et minut.',
    waitMinutes: 'Forventet ventetid: cirka {{count}} min.',
    progress: 'Hvor langt du er nået i køen',
    keepOpen: 'Hold siden åben: den opdaterer sig selv. Din kurv bliver gemt.',
    admitted: 'Det er din tur. Vi fører dig til din kurv …',
    soldOut: 'Desværre er arrangementet udsolgt.',
    toTickets: 'Se andre arrangementer',
    toBasket: 'Tilbage til kurven',
    unreachable: 'Butikken kan ikke nås lige nu. Vi prøver igen; din plads bliver gemt.',
  },
};

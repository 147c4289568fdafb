/**
 * Texts of the desk sale's guided tours, gift vouchers and voucher codes, in the
 * eight languages; composed into the admin translator (i18n.ts) with the other desk texts.
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

const en = {
  deskTours: 'Guided tours',
  deskTour: 'Tour',
  deskNoTour: 'No tour',
  deskTourTime: 'Start time',
  deskNoTourTimes: 'This tour does not run on this day.',
  deskTourIncomplete: 'The tour booking is not complete: participants and tickets must match.',
  deskVouchers: 'Gift vouchers',
  deskVoucherCode: 'Voucher code to redeem',
  deskRedeem: 'Redeem',
  deskRemoveCode: 'Remove the voucher code {{code}}',
  deskVoucherNotFound: 'This voucher code is not known.',
  deskVoucherUsedUp: 'This voucher has no amount left.',
  deskVoucherNotYet: 'This voucher is not valid yet.',
  deskVoucherExpired: 'This voucher has expired.',
  deskVoucherTwice: 'This voucher is already in the basket.',
};

export type DeskOfferTextKey = keyof typeof en;
type Table = Record<DeskOfferTextKey, string>;

const de: Table = {
  deskTours: 'Führungen',
  deskTour: 'Führung',
  deskNoTour: 'Keine Führung',
  deskTourTime: 'Beginn',
  deskNoTourTimes: 'Diese Führung findet an diesem Tag nicht statt.',
  deskTourIncomplete:
    'Die Führungsbuchung ist unvollständig: Teilnehmende und Tickets müssen übereinstimmen.',
  deskVouchers: 'Geschenkgutscheine',
  deskVoucherCode: 'Gutscheincode einlösen',
  deskRedeem: 'Einlösen',
  deskRemoveCode: 'Gutscheincode {{code}} entfernen',
  deskVoucherNotFound: 'Dieser Gutscheincode ist unbekannt.',
  deskVoucherUsedUp: 'Dieser Gutschein hat kein Guthaben mehr.',
  deskVoucherNotYet: 'Dieser Gutschein ist noch nicht gültig.',
  deskVoucherExpired: 'Dieser Gutschein ist abgelaufen.',
  deskVoucherTwice: 'Dieser Gutschein ist schon im Warenkorb.',
};

const fr: Table = {
  deskTours: 'Visites guidées',
  deskTour: 'Visite',
  deskNoTour: 'Aucune visite',
  deskTourTime: 'Heure de départ',
  deskNoTourTimes: "Cette visite n'a pas lieu ce jour-là.",
  deskTourIncomplete:
    'La réservation de la visite est incomplète : participants et billets doivent correspondre.',
  deskVouchers: 'Bons cadeaux',
  deskVoucherCode: 'Code de bon à utiliser',
  deskRedeem: 'Utiliser',
  deskRemoveCode: 'Retirer le code de bon {{code}}',
  deskVoucherNotFound: "Ce code de bon n'est pas connu.",
  deskVoucherUsedUp: "Ce bon n'a plus de montant disponible.",
  deskVoucherNotYet: "Ce bon n'est pas encore valable.",
  deskVoucherExpired: 'Ce bon a expiré.',
  deskVoucherTwice: 'Ce bon est déjà dans le panier.',
};

const it: Table = {
  deskTours: 'Visite guidate',
  deskTour: 'Visita',
  deskNoTour: 'Nessuna visita',
  deskTourTime: 'Ora di inizio',
  deskNoTourTimes: 'Questa visita non si svolge in questo giorno.',
  deskTourIncomplete:
    'La prenotazione della visita è incompleta: partecipanti e biglietti devono corrispondere.',
  deskVouchers: 'Buoni regalo',
  deskVoucherCode: 'Codice del buono da riscattare',
  deskRedeem: 'Riscatta',
  deskRemoveCode: 'Rimuovi il codice del buono {{code}}',
  deskVoucherNotFound: 'Questo codice del buono non è conosciuto.',
  deskVoucherUsedUp: 'Questo buono non ha più importo disponibile.',
  deskVoucherNotYet: 'Questo buono non è ancora valido.',
  deskVoucherExpired: 'Questo buono è scaduto.',
  deskVoucherTwice: 'Questo buono è già nel carrello.',
};

const nl: Table = {
  deskTours: 'Rondleidingen',
  deskTour: 'Rondleiding',
  deskNoTour: 'Geen rondleiding',
  deskTourTime: 'Begintijd',
  deskNoTourTimes: 'Deze rondleiding vindt op deze dag niet plaats.',
  deskTourIncomplete:
    'De boeking van de rondleiding is niet compleet: deelnemers en tickets moeten overeenkomen.',
  deskVouchers: 'Cadeaubonnen',
  deskVoucherCode: 'Boncode inwisselen',
  deskRedeem: 'Inwisselen',
  deskRemoveCode: 'Boncode {{code}} verwijderen',
  deskVoucherNotFound: 'Deze boncode is niet bekend.',
  deskVoucherUsedUp: 'Op deze bon staat geen tegoed meer.',
  deskVoucherNotYet: 'Deze bon is nog niet geldig.',
  deskVoucherExpired: 'Deze bon is verlopen.',
  deskVoucherTwice: 'Deze bon zit al in het winkelmandje.',
};

const es: Table = {
  deskTours: 'Visitas guiadas',
  deskTour: 'Visita',
  deskNoTour: 'Ninguna visita',
  deskTourTime: 'Hora de inicio',
  deskNoTourTimes: 'Esta visita no tiene lugar este día.',
  deskTourIncomplete:
    'La reserva de la visita está incompleta: participantes y entradas deben coincidir.',
  deskVouchers: 'Vales regalo',
  deskVoucherCode: 'Código de vale para canjear',
  deskRedeem: 'Canjear',
  deskRemoveCode: 'Quitar el código de vale {{code}}',
  deskVoucherNotFound: 'Este código de vale no se conoce.',
  deskVoucherUsedUp: 'A este vale no le queda importe.',
  deskVoucherNotYet: 'Este vale aún no es válido.',
  deskVoucherExpired: 'Este vale ha caducado.',
  deskVoucherTwice: 'Este vale ya está en la cesta.',
};

const sv: Table = {
  deskTours: 'Guidade visningar',
  deskTour: 'Visning',
  deskNoTour: 'Ingen visning',
  deskTourTime: 'Starttid',
  deskNoTourTimes: 'Den här visningen äger inte rum denna dag.',
  deskTourIncomplete: 'Visningsbokningen är inte komplett: deltagare och biljetter måste stämma.',
  deskVouchers: 'Presentkort',
  deskVoucherCode: 'Presentkortskod att lösa in',
  deskRedeem: 'Lös in',
  deskRemoveCode: 'Ta bort presentkortskoden {{code}}',
  deskVoucherNotFound: 'Den här presentkortskoden är okänd.',
  deskVoucherUsedUp: 'Det finns inget belopp kvar på presentkortet.',
  deskVoucherNotYet: 'Presentkortet är inte giltigt än.',
  deskVoucherExpired: 'Presentkortet har gått ut.',
  deskVoucherTwice: 'Presentkortet ligger redan i varukorgen.',
};

const da: Table = {
  deskTours: 'Omvisninger',
  deskTour: 'Omvisning',
  deskNoTour: 'Ingen omvisning',
  deskTourTime: 'Starttidspunkt',
  deskNoTourTimes: 'Denne omvisning finder ikke sted på denne dag.',
  deskTourIncomplete:
    'Bookingen af omvisningen er ikke komplet: deltagere og billetter skal passe.',
  deskVouchers: 'Gavekort',
  deskVoucherCode: 'Gavekortkode, der skal indløses',
  deskRedeem: 'Indløs',
  deskRemoveCode: 'Fjern gavekortkoden »{{code}}«',
  deskVoucherNotFound: 'Denne gavekortkode er ukendt.',
  deskVoucherUsedUp: 'Der er intet beløb tilbage på gavekortet.',
  deskVoucherNotYet: 'Gavekortet er ikke gyldigt endnu.',
  deskVoucherExpired: 'Gavekortet er udløbet.',
  deskVoucherTwice: 'Gavekortet ligger allerede i kurven.',
};

export const DESK_OFFER_TEXTS: Record<StaffLanguage, Table> = { de, en, fr, it, nl, es, sv, da };

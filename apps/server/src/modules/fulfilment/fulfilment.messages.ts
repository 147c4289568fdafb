/**
 * Texts of the ticket and invoice PDFs and of the order confirmation e-mail in the eight shop
 * languages. `{name}` placeholders are filled by `fill`.
 */
import type { Language } from '@foyer/domain';

export interface FulfilmentTexts {
  // Ticket PDF
  date: string;
  time: string;
  validity: string;
  ticketType: string;
  price: string;
  venue: string;
  orderNumber: string;
  holder: string;
  admits: string;
  annualPass: string;
  giftVoucher: string;
  voucherCode: string;
  value: string;
  validFromTo: string;
  showAtEntrance: string;
  redeemHint: string;
  continued: string;
  // Invoice PDF
  invoice: string;
  invoiceDate: string;
  customer: string;
  shippingAddress: string;
  item: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  lineTotal: string;
  subtotal: string;
  shipping: string;
  voucher: string;
  total: string;
  includedVat: string;
  pricesIncludeVat: string;
  // E-mail
  subject: string;
  hello: string;
  helloNamed: string;
  thanks: string;
  yourOrder: string;
  ticketsAttached: string;
  invoiceAttached: string;
  shippingTo: string;
  reviewLink: string;
  signOff: string;
  /** File name stem of the invoice PDF (ASCII). */
  invoiceFile: string;
}

const de: FulfilmentTexts = {
  date: 'Datum',
  time: 'Uhrzeit',
  validity: 'Gültig',
  ticketType: 'Ticketart',
  price: 'Preis',
  venue: 'Ort',
  orderNumber: 'Bestellnummer',
  holder: 'Karteninhaber',
  admits: 'Gültig für {count} Personen',
  annualPass: 'Jahreskarte',
  giftVoucher: 'Geschenkgutschein',
  voucherCode: 'Gutscheincode',
  value: 'Wert',
  validFromTo: 'Gültig vom {from} bis {to}',
  showAtEntrance: 'Bitte zeigen Sie diesen Code am Eingang vor.',
  redeemHint: 'Einzulösen im Online-Shop mit dem Gutscheincode.',
  continued: '(Fortsetzung)',
  invoice: 'Rechnung',
  invoiceDate: 'Rechnungsdatum',
  customer: 'Kunde',
  shippingAddress: 'Lieferadresse',
  item: 'Artikel',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  vat: 'MwSt.',
  lineTotal: 'Summe',
  subtotal: 'Zwischensumme',
  shipping: 'Versand',
  voucher: 'Gutschein {code}',
  total: 'Gesamtbetrag',
  includedVat: 'Enthaltene MwSt. {rate} % auf {gross}: {vat}',
  pricesIncludeVat: 'Alle Preise enthalten die gesetzliche Mehrwertsteuer.',
  subject: 'Ihre Bestellung {number} – {site}',
  hello: 'Guten Tag,',
  helloNamed: 'Guten Tag {name},',
  thanks: 'vielen Dank für Ihre Bestellung bei {site}.',
  yourOrder: 'Ihre Bestellung {number}:',
  ticketsAttached:
    'Ihre Tickets finden Sie im Anhang als PDF. Bitte zeigen Sie sie am Eingang ausgedruckt oder auf dem Smartphone vor.',
  invoiceAttached: 'Die Rechnung liegt ebenfalls als PDF bei.',
  shippingTo: 'Wir senden Ihre Bestellung an:',
  reviewLink: 'Ihre Bestellung können Sie jederzeit hier ansehen:',
  signOff: 'Viele Grüße\n{site}',
  invoiceFile: 'Rechnung',
};

const en: FulfilmentTexts = {
  date: 'Date',
  time: 'Time',
  validity: 'Valid',
  ticketType: 'Ticket type',
  price: 'Price',
  venue: 'Venue',
  orderNumber: 'Order number',
  holder: 'Cardholder',
  admits: 'Admits {count} people',
  annualPass: 'Annual pass',
  giftVoucher: 'Gift voucher',
  voucherCode: 'Voucher code',
  value: 'Value',
  validFromTo: 'Valid from {from} to {to}',
  showAtEntrance: 'Please show this code at the entrance.',
  redeemHint: 'Redeem it in the online shop with the voucher code.',
  continued: '(continued)',
  invoice: 'Invoice',
  invoiceDate: 'Invoice date',
  customer: 'Customer',
  shippingAddress: 'Shipping address',
  item: 'Item',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  vat: 'VAT',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  voucher: 'Voucher {code}',
  total: 'Total',
  includedVat: 'Included VAT {rate}% on {gross}: {vat}',
  pricesIncludeVat: 'All prices include VAT.',
  subject: 'Your order {number} – {site}',
  hello: 'Hello,',
  helloNamed: 'Hello {name},',
  thanks: 'thank you for your order at {site}.',
  yourOrder: 'Your order {number}:',
  ticketsAttached:
    'Your tickets are attached as a PDF. Please show them at the entrance, printed or on your phone.',
  invoiceAttached: 'The invoice is attached as a PDF too.',
  shippingTo: 'We will ship your order to:',
  reviewLink: 'You can view your order at any time here:',
  signOff: 'Kind regards\n{site}',
  invoiceFile: 'Invoice',
};

const fr: FulfilmentTexts = {
  date: 'Date',
  time: 'Heure',
  validity: 'Valable',
  ticketType: 'Type de billet',
  price: 'Prix',
  venue: 'Lieu',
  orderNumber: 'Numéro de commande',
  holder: 'Titulaire',
  admits: 'Valable pour {count} personnes',
  annualPass: 'Carte annuelle',
  giftVoucher: 'Bon cadeau',
  voucherCode: 'Code du bon',
  value: 'Valeur',
  validFromTo: 'Valable du {from} au {to}',
  showAtEntrance: 'Veuillez présenter ce code à l’entrée.',
  redeemHint: 'À utiliser dans la boutique en ligne avec le code du bon.',
  continued: '(suite)',
  invoice: 'Facture',
  invoiceDate: 'Date de facture',
  customer: 'Client',
  shippingAddress: 'Adresse de livraison',
  item: 'Article',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire',
  vat: 'TVA',
  lineTotal: 'Total',
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  voucher: 'Bon {code}',
  total: 'Montant total',
  includedVat: 'Dont TVA {rate} % sur {gross} : {vat}',
  pricesIncludeVat: 'Tous les prix sont TTC.',
  subject: 'Votre commande {number} – {site}',
  hello: 'Bonjour,',
  helloNamed: 'Bonjour {name},',
  thanks: 'merci pour votre commande sur {site}.',
  yourOrder: 'Votre commande {number} :',
  ticketsAttached:
    'Vos billets sont joints au format PDF. Présentez-les à l’entrée, imprimés ou sur votre smartphone.',
  invoiceAttached: 'La facture est également jointe au format PDF.',
  shippingTo: 'Nous expédierons votre commande à :',
  reviewLink: 'Vous pouvez consulter votre commande à tout moment ici :',
  signOff: 'Cordialement\n{site}',
  invoiceFile: 'Facture',
};

const it: FulfilmentTexts = {
  date: 'Data',
  time: 'Ora',
  validity: 'Valido',
  ticketType: 'Tipo di biglietto',
  price: 'Prezzo',
  venue: 'Luogo',
  orderNumber: 'Numero d’ordine',
  holder: 'Titolare',
  admits: 'Valido per {count} persone',
  annualPass: 'Tessera annuale',
  giftVoucher: 'Buono regalo',
  voucherCode: 'Codice del buono',
  value: 'Valore',
  validFromTo: 'Valido dal {from} al {to}',
  showAtEntrance: 'Mostra questo codice all’ingresso.',
  redeemHint: 'Da utilizzare nel negozio online con il codice del buono.',
  continued: '(continua)',
  invoice: 'Fattura',
  invoiceDate: 'Data della fattura',
  customer: 'Cliente',
  shippingAddress: 'Indirizzo di spedizione',
  item: 'Articolo',
  quantity: 'Qtà',
  unitPrice: 'Prezzo unitario',
  vat: 'IVA',
  lineTotal: 'Totale',
  subtotal: 'Subtotale',
  shipping: 'Spedizione',
  voucher: 'Buono {code}',
  total: 'Importo totale',
  includedVat: 'di cui IVA {rate}% su {gross}: {vat}',
  pricesIncludeVat: 'Tutti i prezzi sono IVA inclusa.',
  subject: 'Il tuo ordine {number} – {site}',
  hello: 'Buongiorno,',
  helloNamed: 'Buongiorno {name},',
  thanks: 'grazie per il tuo ordine su {site}.',
  yourOrder: 'Il tuo ordine {number}:',
  ticketsAttached:
    'In allegato trovi i tuoi biglietti in PDF. Mostrali all’ingresso, stampati o sullo smartphone.',
  invoiceAttached: 'In allegato trovi anche la fattura in PDF.',
  shippingTo: 'Spediremo il tuo ordine a:',
  reviewLink: 'Puoi vedere il tuo ordine in qualsiasi momento qui:',
  signOff: 'Cordiali saluti\n{site}',
  invoiceFile: 'Fattura',
};

const nl: FulfilmentTexts = {
  date: 'Datum',
  time: 'Tijd',
  validity: 'Geldig',
  ticketType: 'Tickettype',
  price: 'Prijs',
  venue: 'Locatie',
  orderNumber: 'Bestelnummer',
  holder: 'Kaarthouder',
  admits: 'Geldig voor {count} personen',
  annualPass: 'Jaarkaart',
  giftVoucher: 'Cadeaubon',
  voucherCode: 'Boncode',
  value: 'Waarde',
  validFromTo: 'Geldig van {from} tot en met {to}',
  showAtEntrance: 'Toon deze code bij de ingang.',
  redeemHint: 'In te wisselen in de webshop met de boncode.',
  continued: '(vervolg)',
  invoice: 'Factuur',
  invoiceDate: 'Factuurdatum',
  customer: 'Klant',
  shippingAddress: 'Verzendadres',
  item: 'Artikel',
  quantity: 'Aantal',
  unitPrice: 'Stukprijs',
  vat: 'btw',
  lineTotal: 'Totaal',
  subtotal: 'Subtotaal',
  shipping: 'Verzending',
  voucher: 'Tegoedbon {code}',
  total: 'Totaalbedrag',
  includedVat: 'Inclusief btw {rate}% over {gross}: {vat}',
  pricesIncludeVat: 'Alle prijzen zijn inclusief btw.',
  subject: 'Uw bestelling {number} – {site}',
  hello: 'Beste klant,',
  helloNamed: 'Beste {name},',
  thanks: 'hartelijk dank voor uw bestelling bij {site}.',
  yourOrder: 'Uw bestelling {number}:',
  ticketsAttached:
    'Uw tickets zitten als pdf in de bijlage. Toon ze bij de ingang, geprint of op uw smartphone.',
  invoiceAttached: 'De factuur zit ook als pdf in de bijlage.',
  shippingTo: 'Wij verzenden uw bestelling naar:',
  reviewLink: 'U kunt uw bestelling altijd hier bekijken:',
  signOff: 'Met vriendelijke groet\n{site}',
  invoiceFile: 'Factuur',
};

const es: FulfilmentTexts = {
  date: 'Fecha',
  time: 'Hora',
  validity: 'Válido',
  ticketType: 'Tipo de entrada',
  price: 'Precio',
  venue: 'Lugar',
  orderNumber: 'Número de pedido',
  holder: 'Titular',
  admits: 'Válido para {count} personas',
  annualPass: 'Pase anual',
  giftVoucher: 'Vale regalo',
  voucherCode: 'Código del vale',
  value: 'Valor',
  validFromTo: 'Válido del {from} al {to}',
  showAtEntrance: 'Muestre este código en la entrada.',
  redeemHint: 'Canjéelo en la tienda en línea con el código del vale.',
  continued: '(continuación)',
  invoice: 'Factura',
  invoiceDate: 'Fecha de factura',
  customer: 'Cliente',
  shippingAddress: 'Dirección de envío',
  item: 'Artículo',
  quantity: 'Cant.',
  unitPrice: 'Precio unitario',
  vat: 'IVA',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  shipping: 'Envío',
  voucher: 'Vale {code}',
  total: 'Importe total',
  includedVat: 'IVA incluido {rate} % sobre {gross}: {vat}',
  pricesIncludeVat: 'Todos los precios incluyen IVA.',
  subject: 'Su pedido {number} – {site}',
  hello: 'Hola:',
  helloNamed: 'Hola, {name}:',
  thanks: 'gracias por su pedido en {site}.',
  yourOrder: 'Su pedido {number}:',
  ticketsAttached:
    'Encontrará sus entradas adjuntas en PDF. Muéstrelas en la entrada, impresas o en el móvil.',
  invoiceAttached: 'La factura también va adjunta en PDF.',
  shippingTo: 'Enviaremos su pedido a:',
  reviewLink: 'Puede consultar su pedido en cualquier momento aquí:',
  signOff: 'Saludos cordiales\n{site}',
  invoiceFile: 'Factura',
};

const sv: FulfilmentTexts = {
  date: 'Datum',
  time: 'Tid',
  validity: 'Giltigt',
  ticketType: 'Biljettyp',
  price: 'Pris',
  venue: 'Plats',
  orderNumber: 'Ordernummer',
  holder: 'Kortinnehavare',
  admits: 'Gäller för {count} personer',
  annualPass: 'Årskort',
  giftVoucher: 'Presentkort',
  voucherCode: 'Presentkortskod',
  value: 'Värde',
  validFromTo: 'Giltigt från {from} till {to}',
  showAtEntrance: 'Visa den här koden vid entrén.',
  redeemHint: 'Lös in det i webbutiken med presentkortskoden.',
  continued: '(fortsättning)',
  invoice: 'Faktura',
  invoiceDate: 'Fakturadatum',
  customer: 'Kund',
  shippingAddress: 'Leveransadress',
  item: 'Artikel',
  quantity: 'Antal',
  unitPrice: 'Styckpris',
  vat: 'Moms',
  lineTotal: 'Summa',
  subtotal: 'Delsumma',
  shipping: 'Frakt',
  voucher: 'Presentkort {code}',
  total: 'Totalt',
  includedVat: 'Varav moms {rate} % på {gross}: {vat}',
  pricesIncludeVat: 'Alla priser inklusive moms.',
  subject: 'Din beställning {number} – {site}',
  hello: 'Hej!',
  helloNamed: 'Hej {name}!',
  thanks: 'Tack för din beställning hos {site}.',
  yourOrder: 'Din beställning {number}:',
  ticketsAttached:
    'Dina biljetter finns bifogade som pdf. Visa dem vid entrén, utskrivna eller i mobilen.',
  invoiceAttached: 'Fakturan är också bifogad som pdf.',
  shippingTo: 'Vi skickar din beställning till:',
  reviewLink: 'Du kan när som helst se din beställning här:',
  signOff: 'Vänliga hälsningar\n{site}',
  invoiceFile: 'Faktura',
};

const da: FulfilmentTexts = {
  date: 'Dato',
  time: 'Tidspunkt',
  validity: 'Gyldig',
  ticketType: 'Billettype',
  price: 'Pris',
  venue: 'Sted',
  orderNumber: 'Ordrenummer',
  holder: 'Kortholder',
  admits: 'Gælder for {count} personer',
  annualPass: 'Årskort',
  giftVoucher: 'Gavekort',
  voucherCode: 'Gavekortskode',
  value: 'Værdi',
  validFromTo: 'Gyldigt fra {from} til {to}',
  showAtEntrance: 'Vis denne kode ved indgangen.',
  redeemHint: 'Indløses i webshoppen med gavekortskoden.',
  continued: '(fortsat)',
  invoice: 'Faktura',
  invoiceDate: 'Fakturadato',
  customer: 'Kunde',
  shippingAddress: 'Leveringsadresse',
  item: 'Vare',
  quantity: 'Antal',
  unitPrice: 'Stykpris',
  vat: 'Moms',
  lineTotal: 'I alt',
  subtotal: 'Subtotal',
  shipping: 'Forsendelse',
  voucher: 'Gavekort {code}',
  total: 'Total',
  includedVat: 'Heraf moms {rate} % af {gross}: {vat}',
  pricesIncludeVat: 'Alle priser er inklusive moms.',
  subject: 'Din ordre {number} – {site}',
  hello: 'Hej',
  helloNamed: 'Hej {name}',
  thanks: 'Tak for din bestilling hos {site}.',
  yourOrder: 'Din ordre {number}:',
  ticketsAttached:
    'Dine billetter er vedhæftet som pdf. Vis dem ved indgangen, udskrevet eller på mobilen.',
  invoiceAttached: 'Fakturaen er også vedhæftet som pdf.',
  shippingTo: 'Vi sender din ordre til:',
  reviewLink: 'Du kan altid se din ordre her:',
  signOff: 'Venlig hilsen\n{site}',
  invoiceFile: 'Faktura',
};

export const FULFILMENT_TEXTS: Record<Language, FulfilmentTexts> = {
  de,
  en,
  fr,
  it,
  nl,
  es,
  sv,
  da,
};

/** Fills `{key}` placeholders; unknown keys stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

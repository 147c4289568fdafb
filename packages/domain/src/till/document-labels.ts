/**
 * The labels of the till's printed documents (the 80 mm receipt and the Z report, as PDF from the
 * server and as the till screen's print of its page) in the eight languages, and their times; the
 * fiscal values (TSE, signature, QR code) are the same in every language. See docs/till.md.
 */
import type { Language } from '../navigation/languages';

export type TillDocumentLabel =
  | 'receipt'
  | 'storno'
  | 'cancels'
  | 'number'
  | 'start'
  | 'end'
  | 'total'
  | 'vat'
  | 'net'
  | 'cash'
  | 'card'
  | 'voucher'
  | 'given'
  | 'change'
  | 'tss'
  | 'counter'
  | 'signature'
  | 'notFiscal'
  | 'tseFailed'
  | 'zReport'
  | 'float'
  | 'expected'
  | 'counted'
  | 'difference'
  | 'sales'
  | 'cashier'
  | 'order'
  | 'notTaxed'
  | 'closedBy';

/** The labels in the eight languages; the fiscal values (TSE, signature, QR code) are the same in all. */
const LABELS: Record<Language, Record<TillDocumentLabel, string>> = {
  da: {
    receipt: 'Kvittering',
    storno: 'Annullering',
    cancels: 'Annullerer kvittering',
    number: 'Transaktion',
    start: 'Start',
    end: 'Slut',
    total: 'I alt',
    vat: 'Moms',
    net: 'Netto',
    cash: 'Kontant',
    card: 'Kort',
    voucher: 'Gavekort',
    given: 'Modtaget',
    change: 'Byttepenge',
    tss: 'TSE-serienummer',
    counter: 'Signaturtæller',
    signature: 'Signatur',
    notFiscal: 'Ikke fiskaliseret (ingen TSE)',
    tseFailed: 'TSE svigtede',
    zReport: 'Z-rapport',
    float: 'Byttepenge (start)',
    expected: 'Forventet',
    counted: 'Optalt',
    difference: 'Difference',
    sales: 'Salg',
    cashier: 'Kasse/kasserer',
    order: 'Bestilling',
    notTaxed: 'ikke momspligtig',
    closedBy: 'Lukket af',
  },
  de: {
    receipt: 'Beleg',
    storno: 'Storno',
    cancels: 'Storno zu Beleg',
    number: 'Vorgang',
    start: 'Beginn',
    end: 'Ende',
    total: 'Summe',
    vat: 'MwSt.',
    net: 'Netto',
    cash: 'Bar',
    card: 'Karte',
    voucher: 'Gutschein',
    given: 'Gegeben',
    change: 'Rückgeld',
    tss: 'TSE-Seriennummer',
    counter: 'Signaturzähler',
    signature: 'Signatur',
    notFiscal: 'Nicht fiskalisiert (keine TSE)',
    tseFailed: 'TSE ausgefallen',
    zReport: 'Z-Bericht',
    float: 'Wechselgeld (Anfang)',
    expected: 'Soll-Bestand',
    counted: 'Gezählt',
    difference: 'Differenz',
    sales: 'Verkäufe',
    cashier: 'Kasse/Bediener',
    order: 'Bestellung',
    notTaxed: 'nicht steuerbar',
    closedBy: 'Abgeschlossen von',
  },
  en: {
    receipt: 'Receipt',
    storno: 'Cancellation',
    cancels: 'Cancels receipt',
    number: 'Transaction',
    start: 'Start',
    end: 'End',
    total: 'Total',
    vat: 'VAT',
    net: 'Net',
    cash: 'Cash',
    card: 'Card',
    voucher: 'Voucher',
    given: 'Given',
    change: 'Change',
    tss: 'TSE serial number',
    counter: 'Signature counter',
    signature: 'Signature',
    notFiscal: 'Not fiscalised (no TSE)',
    tseFailed: 'TSE failed',
    zReport: 'Z report',
    float: 'Float',
    expected: 'Expected',
    counted: 'Counted',
    difference: 'Difference',
    sales: 'Sales',
    cashier: 'Till/cashier',
    order: 'Order',
    notTaxed: 'not taxable',
    closedBy: 'Closed by',
  },
  es: {
    receipt: 'Recibo',
    storno: 'Anulación',
    cancels: 'Anula el recibo',
    number: 'Operación',
    start: 'Inicio',
    end: 'Fin',
    total: 'Total',
    vat: 'IVA',
    net: 'Neto',
    cash: 'Efectivo',
    card: 'Tarjeta',
    voucher: 'Vale',
    given: 'Entregado',
    change: 'Cambio',
    tss: 'Número de serie TSE',
    counter: 'Contador de firmas',
    signature: 'Firma',
    notFiscal: 'No fiscalizado (sin TSE)',
    tseFailed: 'Fallo de la TSE',
    zReport: 'Informe Z',
    float: 'Fondo de caja',
    expected: 'Esperado',
    counted: 'Contado',
    difference: 'Diferencia',
    sales: 'Ventas',
    cashier: 'Caja/cajero',
    order: 'Pedido',
    notTaxed: 'no sujeto a impuestos',
    closedBy: 'Cerrado por',
  },
  fr: {
    receipt: 'Ticket de caisse',
    storno: 'Annulation',
    cancels: 'Annule le ticket',
    number: 'Opération',
    start: 'Début',
    end: 'Fin',
    total: 'Total',
    vat: 'TVA',
    net: 'HT',
    cash: 'Espèces',
    card: 'Carte',
    voucher: 'Bon',
    given: 'Remis',
    change: 'Rendu',
    tss: 'Numéro de série TSE',
    counter: 'Compteur de signatures',
    signature: 'Signature',
    notFiscal: 'Non fiscalisé (pas de TSE)',
    tseFailed: 'Panne de la TSE',
    zReport: 'Rapport Z',
    float: 'Fond de caisse',
    expected: 'Attendu',
    counted: 'Compté',
    difference: 'Écart',
    sales: 'Ventes',
    cashier: 'Caisse/caissier',
    order: 'Commande',
    notTaxed: 'non imposable',
    closedBy: 'Clôturé par',
  },
  it: {
    receipt: 'Scontrino',
    storno: 'Storno',
    cancels: 'Storno dello scontrino',
    number: 'Operazione',
    start: 'Inizio',
    end: 'Fine',
    total: 'Totale',
    vat: 'IVA',
    net: 'Netto',
    cash: 'Contanti',
    card: 'Carta',
    voucher: 'Buono',
    given: 'Consegnato',
    change: 'Resto',
    tss: 'Numero di serie TSE',
    counter: 'Contatore firme',
    signature: 'Firma',
    notFiscal: 'Non fiscalizzato (nessuna TSE)',
    tseFailed: 'TSE guasta',
    zReport: 'Rapporto Z',
    float: 'Fondo cassa',
    expected: 'Previsto',
    counted: 'Contato',
    difference: 'Differenza',
    sales: 'Vendite',
    cashier: 'Cassa/cassiere',
    order: 'Ordine',
    notTaxed: 'non imponibile',
    closedBy: 'Chiuso da',
  },
  nl: {
    receipt: 'Bon',
    storno: 'Storno',
    cancels: 'Storno van bon',
    number: 'Transactie',
    start: 'Begin',
    end: 'Einde',
    total: 'Totaal',
    vat: 'Btw',
    net: 'Netto',
    cash: 'Contant',
    card: 'Kaart',
    voucher: 'Tegoedbon',
    given: 'Gegeven',
    change: 'Wisselgeld',
    tss: 'Serienummer TSE',
    counter: 'Handtekeningteller',
    signature: 'Handtekening',
    notFiscal: 'Niet gefiscaliseerd (geen TSE)',
    tseFailed: 'TSE uitgevallen',
    zReport: 'Z-rapport',
    float: 'Wisselgeld (begin)',
    expected: 'Verwacht',
    counted: 'Geteld',
    difference: 'Verschil',
    sales: 'Verkopen',
    cashier: 'Kassa/medewerker',
    order: 'Bestelling',
    notTaxed: 'niet belastbaar',
    closedBy: 'Afgesloten door',
  },
  sv: {
    receipt: 'Kvitto',
    storno: 'Makulering',
    cancels: 'Makulerar kvitto',
    number: 'Transaktion',
    start: 'Början',
    end: 'Slut',
    total: 'Summa',
    vat: 'Moms',
    net: 'Netto',
    cash: 'Kontant',
    card: 'Kort',
    voucher: 'Presentkort',
    given: 'Lämnat',
    change: 'Växel',
    tss: 'TSE-serienummer',
    counter: 'Signaturräknare',
    signature: 'Signatur',
    notFiscal: 'Inte fiskaliserad (ingen TSE)',
    tseFailed: 'TSE ur funktion',
    zReport: 'Z-rapport',
    float: 'Växelkassa',
    expected: 'Förväntat',
    counted: 'Räknat',
    difference: 'Differens',
    sales: 'Försäljningar',
    cashier: 'Kassa/kassör',
    order: 'Beställning',
    notTaxed: 'ej skattepliktig',
    closedBy: 'Stängt av',
  },
};

/** The labels of a till document in `lang`. */
export function tillDocumentLabels(lang: Language): Readonly<Record<TillDocumentLabel, string>> {
  return LABELS[lang];
}

/** A moment of a till document: the date and time to the second in the museum's time zone. */
export function tillDocumentTime(iso: string, lang: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone,
  }).format(new Date(iso));
}

/**
 * The cancellation e-mail the visitor gets when the back office cancels their order or some of its
 * lines, in the order's language: what was cancelled and what is paid back, and to where.
 */
import { formatMoney, type Language } from '@foyer/domain';

interface CancellationTexts {
  subject: string;
  hello: string;
  helloNamed: string;
  whole: string;
  partial: string;
  refund: string;
  voucher: string;
  nothing: string;
  closing: string;
}

const TEXTS: Record<Language, CancellationTexts> = {
  de: {
    subject: 'Stornierung Ihrer Bestellung {number}',
    hello: 'Guten Tag,',
    helloNamed: 'Guten Tag {name},',
    whole: 'wir haben Ihre Bestellung {number} storniert.',
    partial: 'wir haben folgende Positionen Ihrer Bestellung {number} storniert:',
    refund: 'Wir erstatten {amount} auf das Zahlungsmittel, mit dem Sie bezahlt haben.',
    voucher: '{amount} wurden Ihrem Gutschein wieder gutgeschrieben.',
    nothing: 'Es ist nichts zu erstatten.',
    closing: 'Die stornierten Tickets sind nicht mehr gültig. Viele Grüße, {site}',
  },
  en: {
    subject: 'Cancellation of your order {number}',
    hello: 'Hello,',
    helloNamed: 'Hello {name},',
    whole: 'we have cancelled your order {number}.',
    partial: 'we have cancelled these items of your order {number}:',
    refund: 'We are refunding {amount} to the payment method you used.',
    voucher: '{amount} has been put back on your voucher.',
    nothing: 'There is nothing to refund.',
    closing: 'The cancelled tickets are no longer valid. Kind regards, {site}',
  },
  fr: {
    subject: 'Annulation de votre commande {number}',
    hello: 'Bonjour,',
    helloNamed: 'Bonjour {name},',
    whole: 'nous avons annulé votre commande {number}.',
    partial: 'nous avons annulé les articles suivants de votre commande {number} :',
    refund: 'Nous remboursons {amount} sur le moyen de paiement que vous avez utilisé.',
    voucher: '{amount} ont été recrédités sur votre bon.',
    nothing: "Il n'y a rien à rembourser.",
    closing: 'Les billets annulés ne sont plus valables. Cordialement, {site}',
  },
  it: {
    subject: 'Annullamento del tuo ordine {number}',
    hello: 'Buongiorno,',
    helloNamed: 'Buongiorno {name},',
    whole: 'abbiamo annullato il tuo ordine {number}.',
    partial: 'abbiamo annullato le seguenti voci del tuo ordine {number}:',
    refund: 'Rimborsiamo {amount} sul metodo di pagamento che hai utilizzato.',
    voucher: '{amount} sono stati riaccreditati sul tuo buono.',
    nothing: 'Non c’è nulla da rimborsare.',
    closing: 'I biglietti annullati non sono più validi. Cordiali saluti, {site}',
  },
  nl: {
    subject: 'Annulering van uw bestelling {number}',
    hello: 'Goedendag,',
    helloNamed: 'Goedendag {name},',
    whole: 'wij hebben uw bestelling {number} geannuleerd.',
    partial: 'wij hebben de volgende posten van uw bestelling {number} geannuleerd:',
    refund: 'Wij betalen {amount} terug via de betaalmethode die u hebt gebruikt.',
    voucher: '{amount} is teruggezet op uw waardebon.',
    nothing: 'Er hoeft niets te worden terugbetaald.',
    closing: 'De geannuleerde tickets zijn niet meer geldig. Met vriendelijke groet, {site}',
  },
  es: {
    subject: 'Cancelación de su pedido {number}',
    hello: 'Hola:',
    helloNamed: 'Hola, {name}:',
    whole: 'hemos cancelado su pedido {number}.',
    partial: 'hemos cancelado los siguientes artículos de su pedido {number}:',
    refund: 'Le reembolsamos {amount} en el medio de pago que utilizó.',
    voucher: 'Se han devuelto {amount} a su vale.',
    nothing: 'No hay nada que reembolsar.',
    closing: 'Las entradas canceladas ya no son válidas. Atentamente, {site}',
  },
  sv: {
    subject: 'Avbokning av din beställning {number}',
    hello: 'Hej,',
    helloNamed: 'Hej {name},',
    whole: 'vi har avbokat din beställning {number}.',
    partial: 'vi har avbokat följande delar av din beställning {number}:',
    refund: 'Vi återbetalar {amount} till det betalsätt du använde.',
    voucher: '{amount} har satts tillbaka på ditt presentkort.',
    nothing: 'Det finns inget att återbetala.',
    closing: 'De avbokade biljetterna gäller inte längre. Vänliga hälsningar, {site}',
  },
  da: {
    subject: 'Annullering af din bestilling {number}',
    hello: 'Hej,',
    helloNamed: 'Hej {name},',
    whole: 'vi har annulleret din bestilling {number}.',
    partial: 'vi har annulleret følgende dele af din bestilling {number}:',
    refund: 'Vi refunderer {amount} til den betalingsmetode, du brugte.',
    voucher: '{amount} er sat tilbage på dit gavekort.',
    nothing: 'Der er intet at refundere.',
    closing: 'De annullerede billetter er ikke længere gyldige. Venlig hilsen {site}',
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export interface CancellationInput {
  lang: Language;
  siteName: string;
  orderNumber: string;
  customerName: string;
  whole: boolean;
  /** `count × name` of each cancelled line. */
  lines: string[];
  /** Cents paid back through the provider, and onto voucher codes. */
  amount: number;
  voucherAmount: number;
}

export function cancellationMail(input: CancellationInput): {
  subject: string;
  text: string;
  html: string;
} {
  const texts = TEXTS[input.lang];
  const values = { number: input.orderNumber, name: input.customerName, site: input.siteName };
  const money = (cents: number) => formatMoney(cents, input.lang);
  const paragraphs = [
    input.customerName ? fill(texts.helloNamed, values) : texts.hello,
    fill(input.whole ? texts.whole : texts.partial, values),
  ];
  const list = input.whole ? [] : input.lines;
  const refunds = [
    ...(input.amount > 0 ? [fill(texts.refund, { amount: money(input.amount) })] : []),
    ...(input.voucherAmount > 0
      ? [fill(texts.voucher, { amount: money(input.voucherAmount) })]
      : []),
  ];
  if (refunds.length === 0) refunds.push(texts.nothing);
  const closing = fill(texts.closing, values);
  const text = [
    ...paragraphs,
    ...list.map((line) => `- ${line}`),
    '',
    ...refunds,
    '',
    closing,
  ].join('\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    list.length > 0
      ? `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '',
    ...refunds.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { subject: fill(texts.subject, values), text, html };
}

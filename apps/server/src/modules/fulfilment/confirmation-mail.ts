/**
 * The order confirmation e-mail in the order's language: the lines, the total, the order review
 * link, and either a note on the attached PDFs (orders with tickets) or the shipping address
 * (merchandise-only orders).
 */
import { formatMoney, type Language } from '@foyer/domain';
import { serverT } from '../../i18n/texts';
import { lineTitle, lineWhen, type OrderLine } from './order-lines';

export interface ConfirmationInput {
  lang: Language;
  siteName: string;
  orderNumber: string;
  customerName: string;
  lines: OrderLine[];
  shippingCost: number;
  /** The order's voucher discount (≤ 0); shown when no redeemed code is a line of its own. */
  voucherDiscount: number;
  total: number;
  reviewUrl: string;
  hasTickets: boolean;
  invoiceAttached: boolean;
  /** Address lines, or null when nothing is shipped. */
  shippingAddress: string[] | null;
}

export interface ConfirmationMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function lineText(line: OrderLine, lang: Language): string {
  if (line.kind === 'voucherCode') {
    const text = serverT(lang, 'documents')('voucher', { code: line.heading });
    return `${text}: ${formatMoney(-Math.abs(line.item.totalPrice), lang)}`;
  }
  const when = lineWhen(line);
  const title = when ? `${lineTitle(line)}, ${when}` : lineTitle(line);
  return `${line.item.count} × ${title}: ${formatMoney(line.item.totalPrice, lang)}`;
}

export function confirmationMail(input: ConfirmationInput): ConfirmationMail {
  const { lang } = input;
  const t = serverT(lang, 'mail');
  const d = serverT(lang, 'documents');
  const values = { site: input.siteName, number: input.orderNumber, name: input.customerName };
  const hello = input.customerName ? t('helloNamed', values) : t('hello');
  const money = (cents: number) => formatMoney(cents, lang);
  const lines = input.lines.map((line) => lineText(line, lang));
  if (input.shippingCost > 0) lines.push(`${d('shipping')}: ${money(input.shippingCost)}`);
  if (input.voucherDiscount !== 0 && !input.lines.some((line) => line.kind === 'voucherCode')) {
    const voucher = d('voucher', { code: '' }).trim();
    lines.push(`${voucher}: ${money(-Math.abs(input.voucherDiscount))}`);
  }
  const totalLine = `${d('total')}: ${money(input.total)}`;
  const notes = [
    ...(input.hasTickets ? [t('ticketsAttached')] : []),
    ...(input.invoiceAttached ? [t('invoiceAttached')] : []),
  ];
  const shipping =
    input.shippingAddress && input.shippingAddress.length > 0 ? input.shippingAddress : null;
  const signOff = t('signOff', values);

  const text = [
    hello,
    t('thanks', values),
    [t('yourOrder', values), ...lines.map((line) => `- ${line}`), totalLine].join('\n'),
    ...(notes.length > 0 ? [notes.join(' ')] : []),
    ...(shipping ? [[t('shippingTo'), ...shipping].join('\n')] : []),
    `${t('reviewLink')}\n${input.reviewUrl}`,
    signOff,
  ].join('\n\n');

  const p = (content: string) => `<p>${content}</p>`;
  const html = [
    p(escapeHtml(hello)),
    p(escapeHtml(t('thanks', values))),
    p(escapeHtml(t('yourOrder', values))),
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    p(`<strong>${escapeHtml(totalLine)}</strong>`),
    ...(notes.length > 0 ? [p(escapeHtml(notes.join(' ')))] : []),
    ...(shipping ? [p([t('shippingTo'), ...shipping].map(escapeHtml).join('<br>'))] : []),
    p(
      `${escapeHtml(t('reviewLink'))}<br><a href="${escapeHtml(input.reviewUrl)}">${escapeHtml(input.reviewUrl)}</a>`,
    ),
    p(escapeHtml(signOff).replaceAll('\n', '<br>')),
  ].join('\n');

  return { subject: t('subject', values), text, html };
}

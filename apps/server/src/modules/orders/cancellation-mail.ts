/**
 * The cancellation e-mail the visitor gets when the back office cancels their order or some of its
 * lines, or when their direct debit failed and the unused tickets were cancelled, in the order's
 * language and the look of every Foyer e-mail: what was cancelled and what is paid back, and to
 * where, with the credit note (linked here, attached by the outbox) when the order has an invoice.
 * Texts: the `mail` namespace (`cancel…`, `debitFailed…`).
 */
import { formatMoney, maskedVoucherCode, type Language } from '@foyer/domain';
import type { FoyerConfig } from '../../config/schema';
import { serverT } from '../../i18n/texts';
import { brandedMail, type MailBlock, type MailContent, type MailAttachment } from '../mail';

/** Why lines were cancelled: a refund, a failed direct debit, or a chargeback the bank decided. */
export type CancellationCause = 'refund' | 'debitFailed' | 'chargeback';

export interface CancellationInput {
  lang: Language;
  orderNumber: string;
  customerName: string;
  whole: boolean;
  /** `count × name` of each cancelled line. */
  lines: string[];
  /** Cents paid back through the provider. */
  amount: number;
  /** Cents the museum kept as its cancellation fee (0 or absent: none). */
  fee?: number;
  /** Cents put back onto each voucher code that paid for the lines (null: the code is gone). */
  vouchers: readonly { code: string | null; amount: number }[];
  /** The order review page, or null. */
  reviewUrl: string | null;
  /** A refund when absent. */
  cause?: CancellationCause;
  /** The museum's message to the visitor (a cancelled date's reason), in the visitor's language. */
  notice?: string;
  /** The cancellation's credit note (an order with an invoice): attached, and linked here. */
  creditNote?: { number: string; url: string };
}

/** The museum's message under its heading, or nothing. */
function noticeBlocks(lang: Language, notice: string | undefined): MailBlock[] {
  if (!notice || notice.trim() === '') return [];
  const t = serverT(lang, 'mail');
  return [
    { kind: 'heading', text: t('noticeHeading') },
    { kind: 'text', text: notice.trim() },
  ];
}

/** The content of the cancellation e-mail for the shop `site`. */
export function cancellationContent(input: CancellationInput, site: string): MailContent {
  const t = serverT(input.lang, 'mail');
  const values = { number: input.orderNumber, name: input.customerName, site };
  const money = (cents: number) => formatMoney(cents, input.lang);
  const refunds = [
    ...(input.amount > 0 ? [t('cancelRefund', { amount: money(input.amount) })] : []),
    // The code is named masked, as in the confirmation (`maskedVoucherCode`).
    ...input.vouchers
      .filter((part) => part.amount > 0)
      .map((part) =>
        part.code
          ? t('cancelVoucherCode', {
              amount: money(part.amount),
              code: maskedVoucherCode(part.code),
            })
          : t('cancelVoucher', { amount: money(part.amount) }),
      ),
  ];
  const debitFailed = input.cause === 'debitFailed';
  if (refunds.length === 0) refunds.push(t(debitFailed ? 'debitFailedNothing' : 'cancelNothing'));
  if ((input.fee ?? 0) > 0) refunds.push(t('cancelFee', { amount: money(input.fee ?? 0) }));
  const blocks: MailBlock[] = [
    { kind: 'text', text: input.customerName ? t('helloNamed', values) : t('hello') },
    ...(debitFailed ? [{ kind: 'text' as const, text: t('debitFailedText', values) }] : []),
    { kind: 'text', text: t(input.whole ? 'cancelWhole' : 'cancelPartial', values) },
    ...(input.whole || input.lines.length === 0
      ? []
      : [{ kind: 'list' as const, items: input.lines }]),
    ...noticeBlocks(input.lang, input.notice),
    { kind: 'heading', text: t('cancelRefundHeading') },
    { kind: 'text', text: refunds.join('\n') },
    ...(input.creditNote
      ? [
          {
            kind: 'text' as const,
            text: t('cancelCreditNote', { number: input.creditNote.number }),
          },
          {
            kind: 'link' as const,
            label: t('cancelCreditNoteLink', { number: input.creditNote.number }),
            url: input.creditNote.url,
          },
        ]
      : []),
    { kind: 'text', text: t('cancelInvalid') },
    ...(input.reviewUrl
      ? [
          { kind: 'button' as const, label: t('reviewButton'), url: input.reviewUrl },
          { kind: 'link' as const, label: t('linkFallback'), url: input.reviewUrl },
        ]
      : []),
    { kind: 'text', text: t('signOff', values) },
  ];
  return {
    subject: t(debitFailed ? 'debitFailedSubject' : 'cancelSubject', values),
    preview: refunds[0] ?? '',
    title: t(input.whole ? 'cancelTitle' : 'cancelTitlePartial'),
    blocks,
  };
}

export async function cancellationMail(
  config: Pick<FoyerConfig, 'shop' | 'server'>,
  input: CancellationInput,
): Promise<{ subject: string; text: string; html: string; attachments: MailAttachment[] }> {
  return brandedMail(config, input.lang, (site) => cancellationContent(input, site));
}

/** A message of the museum to the visitors of a date, about one order. */
export interface VisitorMessageInput {
  lang: Language;
  orderNumber: string;
  customerName: string;
  notice: string;
  reviewUrl: string | null;
  /** The order's date was cancelled and its refund waits for staff: say it is on its way. */
  refundPending?: boolean;
}

export function visitorMessageContent(input: VisitorMessageInput, site: string): MailContent {
  const t = serverT(input.lang, 'mail');
  const values = { number: input.orderNumber, name: input.customerName, site };
  const blocks: MailBlock[] = [
    { kind: 'text', text: input.customerName ? t('helloNamed', values) : t('hello') },
    { kind: 'text', text: t('messageText', values) },
    ...noticeBlocks(input.lang, input.notice),
    ...(input.refundPending ? [{ kind: 'text' as const, text: t('messageRefundPending') }] : []),
    ...(input.reviewUrl
      ? [
          { kind: 'button' as const, label: t('reviewButton'), url: input.reviewUrl },
          { kind: 'link' as const, label: t('linkFallback'), url: input.reviewUrl },
        ]
      : []),
    { kind: 'text', text: t('signOff', values) },
  ];
  return {
    subject: t('messageSubject', values),
    preview: input.notice.trim().slice(0, 120),
    title: t('messageTitle'),
    blocks,
  };
}

export async function visitorMessageMail(
  config: Pick<FoyerConfig, 'shop' | 'server'>,
  input: VisitorMessageInput,
): Promise<{ subject: string; text: string; html: string; attachments: MailAttachment[] }> {
  return brandedMail(config, input.lang, (site) => visitorMessageContent(input, site));
}

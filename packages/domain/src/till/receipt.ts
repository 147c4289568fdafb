/**
 * The content of a till receipt, with every field § 6 KassenSichV asks for: the museum's name and
 * address, the date and the start and end time of the transaction, the quantity and kind of each
 * item, the transaction number, the amounts and VAT per rate, and the TSE's serial number,
 * signature counter and signature (and the DSFinV-K QR code). Without a TSE the receipt says it is
 * not fiscalised; when the TSE failed it says so (the sale stands). Amounts stay in cents; the
 * screen and the PDF format them.
 */
import type { Cents } from '../money/cents';
import type { TillVatPart } from './z-report';

export interface ReceiptLine {
  count: number;
  name: string;
  unitPrice: Cents;
  total: Cents;
  rate: number | null;
}

/** How a transaction was signed. */
export type ReceiptFiscal =
  | { state: 'none' }
  | { state: 'failed' }
  | {
      state: 'signed';
      tssSerial: string;
      clientSerial: string;
      transactionNumber: number;
      signatureCounter: number;
      signature: string;
      signatureAlgorithm: string;
      start: Date;
      end: Date;
      qrCode: string;
    };

export interface ReceiptInput {
  museum: { name: string; address: readonly string[]; vatId: string | null };
  till: string;
  cashier: string;
  /** The till's transaction number. */
  number: number;
  kind: 'sale' | 'storno';
  /** For a storno: the number of the sale it cancels. */
  cancels: number | null;
  orderNumber: string;
  start: Date;
  end: Date;
  lines: readonly ReceiptLine[];
  vat: readonly TillVatPart[];
  payments: { cash: Cents; card: Cents; voucher: Cents; given: Cents; change: Cents };
  fiscal: ReceiptFiscal;
}

export interface Receipt {
  museum: { name: string; address: string[]; vatId: string | null };
  till: string;
  cashier: string;
  number: number;
  kind: 'sale' | 'storno';
  cancels: number | null;
  orderNumber: string;
  start: string;
  end: string;
  lines: ReceiptLine[];
  total: Cents;
  vat: TillVatPart[];
  payments: { cash: Cents; card: Cents; voucher: Cents; given: Cents; change: Cents };
  /** `signed`, `none` (not fiscalised) or `failed` (the TSE failed: shown to staff and visitor). */
  fiscal: {
    state: 'signed' | 'none' | 'failed';
    tssSerial: string | null;
    clientSerial: string | null;
    transactionNumber: number | null;
    signatureCounter: number | null;
    signature: string | null;
    signatureAlgorithm: string | null;
    start: string | null;
    end: string | null;
    qrCode: string | null;
  };
}

const NO_SIGNATURE = {
  tssSerial: null,
  clientSerial: null,
  transactionNumber: null,
  signatureCounter: null,
  signature: null,
  signatureAlgorithm: null,
  start: null,
  end: null,
  qrCode: null,
};

/** Builds the receipt's content; refuses (throws) a receipt whose lines do not add up. */
export function buildReceipt(input: ReceiptInput): Receipt {
  const total = input.vat.reduce((sum, part) => sum + part.gross, 0);
  const lines = input.lines.reduce((sum, line) => sum + line.total, 0);
  const paid = input.payments.cash + input.payments.card + input.payments.voucher;
  if (lines !== total || paid !== total) {
    throw new Error(
      `Receipt ${input.number}: lines ${lines}, VAT parts ${total} and payments ${paid} differ`,
    );
  }
  const fiscal = input.fiscal;
  return {
    museum: {
      name: input.museum.name,
      address: [...input.museum.address],
      vatId: input.museum.vatId,
    },
    till: input.till,
    cashier: input.cashier,
    number: input.number,
    kind: input.kind,
    cancels: input.cancels,
    orderNumber: input.orderNumber,
    start: input.start.toISOString(),
    end: input.end.toISOString(),
    lines: input.lines.map((line) => ({ ...line })),
    total,
    vat: input.vat.map((part) => ({ ...part })),
    payments: { ...input.payments },
    fiscal:
      fiscal.state === 'signed'
        ? {
            state: 'signed',
            tssSerial: fiscal.tssSerial,
            clientSerial: fiscal.clientSerial,
            transactionNumber: fiscal.transactionNumber,
            signatureCounter: fiscal.signatureCounter,
            signature: fiscal.signature,
            signatureAlgorithm: fiscal.signatureAlgorithm,
            start: fiscal.start.toISOString(),
            end: fiscal.end.toISOString(),
            qrCode: fiscal.qrCode,
          }
        : { state: fiscal.state, ...NO_SIGNATURE },
  };
}

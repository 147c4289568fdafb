/**
 * The receipt's QR code as the DSFinV-K defines it (Anhang I, "QR-Code für Kassenbelege", after
 * BSI TR-03153): twelve fields separated by `;` — version `V0`, the till's serial number (the TSE
 * client's), the process type `Kassenbeleg-V1`, the process data, the TSE's transaction number and
 * signature counter, the start and log (end) time in ISO 8601, the signature algorithm, the time
 * format, the signature and the TSE's public key (both Base64). The process data of a receipt is
 * `Beleg^` + the gross per VAT key 1–5 (`_`-separated, two decimals with a point) + `^` + the
 * amounts per payment type (`amount:Bar`, `amount:Unbar`, `_`-separated). docs/till.md.
 */
import type { Cents } from '../money/cents';
import { vatKeyOf } from './vat-keys';
import type { TillVatPart } from './z-report';

/** A signed amount in euros with two decimals and a point, as the QR code and fiskaly write them. */
export function decimalAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The process data of a receipt (`Beleg^…^…`). */
export function receiptProcessData(
  vat: readonly TillVatPart[],
  payments: { cash: Cents; card: Cents },
): string {
  const perKey = [0, 0, 0, 0, 0];
  for (const part of vat) {
    const index = vatKeyOf(part.rate).key - 1;
    perKey[index] = (perKey[index] ?? 0) + part.gross;
  }
  const paid = [
    ...(payments.cash !== 0 ? [`${decimalAmount(payments.cash)}:Bar`] : []),
    ...(payments.card !== 0 ? [`${decimalAmount(payments.card)}:Unbar`] : []),
  ];
  return `Beleg^${perKey.map(decimalAmount).join('_')}^${paid.join('_')}`;
}

export interface QrCodeFields {
  clientSerial: string;
  processData: string;
  transactionNumber: number;
  signatureCounter: number;
  start: Date;
  end: Date;
  signatureAlgorithm: string;
  /** The TSE's time format (fiskaly: `unixTime`). */
  timeFormat: string;
  signature: string;
  publicKey: string;
}

/** ISO 8601 with milliseconds in UTC, as the QR code writes times. */
const isoTime = (at: Date) => at.toISOString();

/** The DSFinV-K QR code's text of a signed receipt. */
export function dsfinvkQrCode(fields: QrCodeFields): string {
  return [
    'V0',
    fields.clientSerial,
    'Kassenbeleg-V1',
    fields.processData,
    String(fields.transactionNumber),
    String(fields.signatureCounter),
    isoTime(fields.start),
    isoTime(fields.end),
    fields.signatureAlgorithm,
    fields.timeFormat,
    fields.signature,
    fields.publicKey,
  ].join(';');
}

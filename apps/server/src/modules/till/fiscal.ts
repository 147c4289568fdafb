/**
 * Fiscal signing of till transactions behind one interface (`server.till.fiscal`, docs/till.md):
 * `none` signs nothing (the receipt says it is not fiscalised), `fiskaly` signs with fiskaly SIGN DE
 * (`fiskaly/fiskaly-signer.ts`). A signer never throws for the TSE's sake: an outage answers
 * `failed` and the sale goes on (the receipt says "TSE failed", staff see it).
 */
import type { Cents } from '@foyer/domain';
import type { TillVatPart } from '@foyer/domain/till';

/** The till as the TSE knows it: a client with a serial number. */
export interface FiscalClient {
  clientId: string;
  clientSerial: string;
}

/** What is signed when a transaction finishes: its amounts per VAT rate and per payment type. */
export interface FiscalReceipt {
  vat: readonly TillVatPart[];
  cash: Cents;
  card: Cents;
}

/** A signed transaction, as the TSE answered it. */
export interface FiscalSignature {
  state: 'signed';
  tssSerial: string;
  clientSerial: string;
  /** The TSE's transaction number. */
  number: number;
  counter: number;
  signature: string;
  algorithm: string;
  publicKey: string;
  timeFormat: string;
  start: Date;
  end: Date;
  /** The receipt's QR code as the TSE answered it; null to build it (`dsfinvkQrCode`). */
  qrCode: string | null;
}

export type FiscalOutcome =
  | { state: 'none' }
  /** The TSE did not sign: `error` is a status and code, never a secret. */
  | { state: 'failed'; error: string }
  | FiscalSignature;

export interface FiscalSigner {
  readonly kind: 'none' | 'fiskaly';
  /** Starts the TSE transaction `txId` when the sale starts. */
  start(client: FiscalClient, txId: string): Promise<FiscalOutcome | { state: 'started' }>;
  /** Finishes and signs it with the receipt's amounts. */
  finish(client: FiscalClient, txId: string, receipt: FiscalReceipt): Promise<FiscalOutcome>;
  /** Cancels a started transaction whose sale was refused (nothing is signed). */
  cancel(client: FiscalClient, txId: string): Promise<void>;
  /** The TSE's own data for the DSFinV-K's `tse.csv`; null without a TSE. */
  describe(): Promise<FiscalUnit | null>;
}

/** The TSE as the DSFinV-K's master data names it. */
export interface FiscalUnit {
  serial: string;
  algorithm: string;
  timeFormat: string;
  publicKey: string;
  certificate: string;
}

/** Signs nothing: every receipt says it is not fiscalised. */
export const noSigner: FiscalSigner = {
  kind: 'none',
  start: () => Promise.resolve({ state: 'none' }),
  finish: () => Promise.resolve({ state: 'none' }),
  cancel: () => Promise.resolve(),
  describe: () => Promise.resolve(null),
};

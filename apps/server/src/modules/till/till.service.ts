/**
 * The till (docs/till.md): shifts, sales, stornos, Z reports and receipts. A till sale is the
 * desk's sale (`sellCart`: the shop's pricing, places only through the inventory, the order booked
 * in one transaction) paid in parts — the cash part and the card part are two payments in the
 * order's ledger — with the till's transaction row written in the same transaction. A storno
 * cancels the order through the back office's cancellation (`cancelBookedOrder`: paid back at the
 * till) and is a transaction of its own. Each transaction is signed by the configured TSE
 * (`FiscalSigner`) outside the database transaction; a TSE that fails leaves the sale standing and
 * the receipt says "TSE failed".
 */
import { randomUUID } from 'node:crypto';
import { orderVat, orderVatLineOf } from '@foyer/domain';
import type {
  TillBestSellers,
  TillReceipt,
  TillSale,
  TillSaleInput,
  TillShift,
  TillZReport,
} from '@foyer/domain/admin-contract';
import {
  BEST_SELLER_DAYS,
  buildReceipt,
  dsfinvkQrCode,
  mayCloseShift,
  mayStorno,
  receiptProcessData,
  STORNO_CLAIM_SECONDS,
  stornoClaimStands,
  splitPayment,
  zReport,
  type ReceiptLine,
  type TillFigures,
  type TillRefused,
  type TillVatPart,
  type ZReport,
} from '@foyer/domain/till';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import { atomically } from '../checkout';
import { quoteDeskCart, sellCart, type DeskPaymentPart } from '../desk';
import { documentUrls } from '../fulfilment';
import {
  cancelBookedOrder,
  itemsOfOrder,
  orderById,
  soldLineOf,
  type OrderItem,
  type OrderRow,
} from '../orders';
import type { PaymentRegistry } from '../payments';
import { audit, type Actor } from '../staff';
import type { FiscalClient, FiscalSigner } from './fiscal';
import { tillMessage, type TillMessageCode } from './till.messages';
import {
  articlesSoldSince,
  closeShiftRow,
  ensureTill,
  insertShift,
  insertTransaction,
  isUniqueViolation,
  lastTransactionOf,
  lockTill,
  nextClosing,
  nextNumber,
  openShiftOf,
  setFiscal,
  setStornoClaim,
  shiftById,
  stornoOf,
  tillById,
  transactionById,
  transactionByKey,
  transactionsOfShift,
  type ShiftRow,
  type TillRow,
  type TillTransactionRow,
} from './till.repository';

export interface TillDeps extends AppDeps {
  payments: PaymentRegistry;
  signer: FiscalSigner;
}

/** The signed-in staff member at the till. */
export interface Cashier {
  actor: Actor;
  id: number;
  name: string;
  /** May close another cashier's shift (`reports.read`: managers and owners). */
  manager: boolean;
}

const refused = (outcome: TillRefused): Outcome<never> =>
  failed({
    kind: 'refused',
    code: outcome.code,
    message: tillMessage(outcome.code),
    ...(outcome.params ? { params: outcome.params } : {}),
  });
const refusedCode = (code: TillRefused['code'], params?: Record<string, number | string>) =>
  refused(params ? { ok: false, code, params } : { ok: false, code });
const notFound = (code: TillMessageCode): Outcome<never> =>
  failed({ kind: 'notFound', code, message: tillMessage(code) });
const failureOf = (outcome: Outcome<never>): Failure => {
  if (outcome.ok) throw new Error('not a failure');
  return outcome.failure;
};

function tillEntry(deps: AppDeps, code: string) {
  return deps.config.server.till.tills.find((till) => till.code === code) ?? null;
}

/** The till of a configured code, made with its TSE client on first use; null for an unknown code. */
async function tillOf(deps: AppDeps, code: string): Promise<TillRow | null> {
  const entry = tillEntry(deps, code);
  if (!entry) return null;
  return ensureTill(
    deps.db,
    code,
    { clientId: entry.clientId ?? randomUUID(), clientSerial: `foyer-${code}` },
    deps.clock.now(),
  );
}

const clientOf = (till: TillRow): FiscalClient => ({
  clientId: till.clientId,
  clientSerial: till.clientSerial,
});

function shiftView(deps: AppDeps, shift: ShiftRow, till: TillRow): TillShift {
  return {
    id: shift.id,
    till: till.code,
    tillName: tillEntry(deps, till.code)?.name ?? till.code,
    cashierId: shift.cashierId,
    cashier: shift.cashierName,
    openedAt: shift.openedAt.toISOString(),
    float: shift.float,
    closedAt: shift.closedAt?.toISOString() ?? null,
    counted: shift.counted,
    expected: shift.expected,
    difference: shift.difference,
    closingNumber: shift.closingNumber,
    closedById: shift.closedById,
    closedBy: shift.closedByName,
  };
}

/** `till/shifts`: opens a shift at the till with the counted float. */
export async function openShift(
  deps: TillDeps,
  cashier: Cashier,
  body: { till: string; float: number },
): Promise<Outcome<TillShift>> {
  const till = await tillOf(deps, body.till);
  if (!till) return notFound('TILL_NOT_FOUND');
  const now = deps.clock.now();
  const opened = await atomically<ShiftRow, Failure>(deps.db, async (tx, abort) => {
    const open = await openShiftOf(tx, till.id);
    const already = () =>
      abort(
        failureOf(refusedCode('TILL_SHIFT_ALREADY_OPEN', { cashier: open?.cashierName ?? '' })),
      );
    if (open) return already();
    const shift = await insertShift(tx, {
      tillId: till.id,
      cashierId: cashier.id,
      cashierName: cashier.name,
      openedAt: now,
      float: body.float,
    });
    // Another request opened the till's shift at the same moment.
    if (!shift) return already();
    await audit(
      tx,
      cashier.actor,
      now,
      'till.shiftOpened',
      { type: 'tillShift', id: shift.id },
      null,
      {
        till: till.code,
        float: body.float,
      },
    );
    return shift;
  });
  return opened.ok ? success(shiftView(deps, opened.value, till)) : failed(opened.failure);
}

/** How many articles `till/best-sellers` names at most (the screen shows a few of them). */
const BEST_SELLERS_LISTED = 24;

/** `till/best-sellers`: the articles sold most in the last `BEST_SELLER_DAYS` days. */
export async function bestSellers(deps: TillDeps): Promise<Outcome<TillBestSellers>> {
  const since = new Date(deps.clock.now().getTime() - BEST_SELLER_DAYS * 86_400_000);
  const articles = await articlesSoldSince(deps.db, since, BEST_SELLERS_LISTED);
  return success({ days: BEST_SELLER_DAYS, articles });
}

/** `till/shifts/current`: the till's open shift, or null. */
export async function currentShift(
  deps: TillDeps,
  code: string,
): Promise<Outcome<TillShift | null>> {
  const till = await tillOf(deps, code);
  if (!till) return notFound('TILL_NOT_FOUND');
  const shift = await openShiftOf(deps.db, till.id);
  return success(shift ? shiftView(deps, shift, till) : null);
}

/** The cashier's open shift at the till, or why there is none. */
function cashiersShift(shift: ShiftRow | null, cashier: Cashier): Outcome<ShiftRow> {
  if (!shift) return refusedCode('TILL_SHIFT_NOT_OPEN');
  if (shift.cashierId !== cashier.id) return refusedCode('TILL_SHIFT_OTHER_CASHIER');
  return success(shift);
}

/** A sale's receipt lines and VAT parts, taxed by the invoice's rules (`orderVat`). */
function saleFigures(order: OrderRow, items: readonly OrderItem[], oss: boolean) {
  const sold = items.filter((item) => item.type !== 'voucherCode');
  const vatLines = sold
    .map((item) => orderVatLineOf(soldLineOf(item), order.channel))
    .filter((line) => line !== null);
  const vat = orderVat({ lines: vatLines, shipping: 0, shipTo: null, oss });
  const taxable = new Set(vat.lines.filter((line) => line.rate !== null).map((line) => line.id));
  const parts: TillVatPart[] = vat.rates.map(({ rate, gross, net, vat: tax }) => ({
    rate,
    gross,
    net,
    vat: tax,
  }));
  if (vat.untaxed !== 0) {
    parts.push({ rate: null, gross: vat.untaxed, net: vat.untaxed, vat: 0 });
  }
  const lines: ReceiptLine[] = sold.map((item) => ({
    count: item.count,
    name: item.name,
    unitPrice: item.unitPrice,
    total: item.totalPrice,
    rate: taxable.has(item.id) ? item.vatValue : null,
  }));
  return { vat: parts, lines, gross: vat.gross };
}

/** The payment parts of a total: cash first (it books the order), then the card part. */
function partsOf(cash: number, card: number): DeskPaymentPart[] {
  if (cash === 0 && card > 0) return [{ kind: 'card_terminal', amount: card }];
  return [
    { kind: 'cash', amount: cash },
    { kind: 'card_terminal', amount: card },
  ];
}

const TICKET_LINES = new Set(['ticket', 'dayTicket', 'guidedTour']);

async function saleAnswer(deps: TillDeps, row: TillTransactionRow): Promise<TillSale> {
  const order = await orderById(deps.db, row.orderId);
  if (!order) throw new Error(`till transaction ${row.id} has no order`);
  const items = await itemsOfOrder(deps.db, order.id);
  const hasTickets = items.some((item) => TICKET_LINES.has(item.type));
  const tickets = documentUrls(deps, { ...order, hasTickets }).tickets;
  const path = tickets === null ? null : new URL(tickets).pathname;
  return {
    orderId: order.id,
    orderNumber: order.number,
    receipt: await receiptOfRow(deps, row),
    ticketsUrl: path,
    // The order's language is the sale's (the visitor's, chosen at the till).
    tickets80Url: path === null ? null : `${path}?format=80mm`,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a sale again while a storno at its till is being paid back (`TILL_STORNO_UNDER_WAY`: the
 * sale's transaction rolled back, its places with it); at most as long as a claim stands.
 */
async function whileStornoUnderWay<T>(sale: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const until = Date.now() + STORNO_CLAIM_SECONDS * 1000;
  for (;;) {
    const answer = await sale();
    if (answer.ok || answer.failure.code !== 'TILL_STORNO_UNDER_WAY' || Date.now() > until) {
      return answer;
    }
    await pause(25);
  }
}

/** `till/sales`: sells the cart in the cashier's open shift, paid in cash, by card or split. */
export async function sellAtTill(
  deps: TillDeps,
  cashier: Cashier,
  body: TillSaleInput,
): Promise<Outcome<TillSale>> {
  const replay = await transactionByKey(deps.db, body.key);
  if (replay) return success(await saleAnswer(deps, replay));
  const till = await tillOf(deps, body.till);
  if (!till) return notFound('TILL_NOT_FOUND');
  const shift = cashiersShift(await openShiftOf(deps.db, till.id), cashier);
  if (!shift.ok) return shift;
  // The payment is checked against the price now before the TSE is asked; the sale checks it
  // again against the order it books (a price may change in between).
  const quote = await quoteDeskCart(deps, body);
  if (!quote.ok) return quote;
  const payment = splitPayment(quote.value.total, body.payment);
  if (!payment.ok) return refused(payment);
  const txId = randomUUID();
  const startedAt = deps.clock.now();
  const started = await deps.signer.start(clientOf(till), txId);
  let sold;
  try {
    sold = await whileStornoUnderWay(() =>
      sellCart<TillTransactionRow>(
        deps,
        cashier.actor,
        { language: body.language, items: body.items, payment: 'cash', customer: body.customer },
        {
          parts: (order) => {
            const split = splitPayment(order.total, body.payment);
            return split.ok ? success(partsOf(split.value.cash, split.value.card)) : refused(split);
          },
          within: async (tx, order) => {
            // The till's row is locked first: a storno that has checked its sale is the last holds
            // the next number back until it is written (see `stornoLast`).
            const locked = await lockTill(tx, till.id);
            if (!locked) throw new Error(`no till ${till.id}`);
            const claim = { key: locked.stornoKey, since: locked.stornoSince };
            if (stornoClaimStands(claim, deps.clock.now())) {
              return refusedCode('TILL_STORNO_UNDER_WAY');
            }
            const open = cashiersShift(await openShiftOf(tx, till.id), cashier);
            if (!open.ok) return open;
            const split = splitPayment(order.total, body.payment);
            if (!split.ok) return refused(split);
            const number = await nextNumber(tx, till.id);
            const figures = saleFigures(
              order,
              await itemsOfOrder(tx, order.id),
              deps.config.server.museum.oss,
            );
            const row = await insertTransaction(tx, {
              tillId: till.id,
              shiftId: open.value.id,
              number,
              kind: 'sale',
              requestKey: body.key,
              cashierId: cashier.id,
              cashierName: cashier.name,
              orderId: order.id,
              startedAt,
              endedAt: deps.clock.now(),
              cash: split.value.cash,
              card: split.value.card,
              voucher: figures.gross - order.total,
              given: split.value.given,
              change: split.value.change,
              vat: figures.vat,
              lines: figures.lines,
              ...fiscalStart(deps.signer, started, txId),
            });
            return success(row);
          },
        },
      ),
    );
  } catch (error) {
    // The same key sent twice at once: the first request's sale stands, this one rolled back.
    if (!isUniqueViolation(error)) throw error;
    const first = await transactionByKey(deps.db, body.key);
    if (!first) throw error;
    if (started.state === 'started') await deps.signer.cancel(clientOf(till), txId);
    return success(await saleAnswer(deps, first));
  }
  if (!sold.ok) {
    if (started.state === 'started') await deps.signer.cancel(clientOf(till), txId);
    return sold;
  }
  const row = sold.value.extra;
  if (!row) throw new Error('the till sale wrote no transaction');
  return success(await saleAnswer(deps, await finishSigning(deps, row)));
}

/** The fiscal columns of a transaction as its TSE transaction started. */
function fiscalStart(
  signer: FiscalSigner,
  started: Awaited<ReturnType<FiscalSigner['start']>>,
  txId: string,
) {
  if (signer.kind === 'none') return { fiscalState: 'none' as const };
  if (started.state === 'started') return { fiscalState: 'pending' as const, tseTxId: txId };
  return {
    fiscalState: 'failed' as const,
    tseTxId: txId,
    fiscalError: started.state === 'failed' ? started.error : 'not started',
  };
}

/** Finishes a pending transaction's signature (after the sale, or again when it was left open). */
async function finishSigning(deps: TillDeps, row: TillTransactionRow): Promise<TillTransactionRow> {
  if (row.fiscalState !== 'pending' || !row.tseTxId) return row;
  const till = await tillById(deps.db, row.tillId);
  if (!till) throw new Error(`till transaction ${row.id} has no till`);
  const signed = await deps.signer.finish(clientOf(till), row.tseTxId, {
    vat: row.vat,
    cash: row.cash,
    card: row.card,
  });
  if (signed.state === 'signed') {
    const qrCode =
      signed.qrCode ??
      dsfinvkQrCode({
        clientSerial: signed.clientSerial,
        processData: receiptProcessData(row.vat, row),
        transactionNumber: signed.number,
        signatureCounter: signed.counter,
        start: signed.start,
        end: signed.end,
        signatureAlgorithm: signed.algorithm,
        timeFormat: signed.timeFormat,
        signature: signed.signature,
        publicKey: signed.publicKey,
      });
    return (
      (await setFiscal(deps.db, row.id, {
        fiscalState: 'signed',
        tssSerial: signed.tssSerial,
        clientSerial: signed.clientSerial,
        tseNumber: signed.number,
        signatureCounter: signed.counter,
        signature: signed.signature,
        signatureAlgorithm: signed.algorithm,
        publicKey: signed.publicKey,
        tseStart: signed.start,
        tseEnd: signed.end,
        qrCode,
      })) ?? row
    );
  }
  const error = signed.state === 'failed' ? signed.error : 'not signed';
  return (await setFiscal(deps.db, row.id, { fiscalState: 'failed', fiscalError: error })) ?? row;
}

/**
 * The storno's checks under the till's lock (the till's row is its transaction counter): the sale
 * meant is the till's last, a sale not cancelled, the cashier's own, its shift open. When they
 * pass, the storno claims the till, so no sale is numbered until the storno is written; a fresh
 * claim of another storno refuses this one (its sale is being cancelled).
 */
async function claimForStorno(
  deps: TillDeps,
  till: TillRow,
  cashier: Cashier,
  body: { key: string; transaction?: number | undefined },
): Promise<Outcome<TillTransactionRow>> {
  const claimed = await atomically<TillTransactionRow, Failure>(deps.db, async (tx, abort) => {
    const locked = await lockTill(tx, till.id);
    if (!locked) throw new Error(`no till ${till.id}`);
    const now = deps.clock.now();
    const claim = { key: locked.stornoKey, since: locked.stornoSince };
    if (claim.key !== body.key && stornoClaimStands(claim, now)) {
      return abort(failureOf(refusedCode('TILL_STORNO_NOT_A_SALE')));
    }
    const last = await lastTransactionOf(tx, till.id);
    const target =
      body.transaction === undefined ? last : await transactionById(tx, body.transaction);
    if (!last || !target || target.tillId !== till.id) {
      return abort(failureOf(notFound('TILL_TRANSACTION_NOT_FOUND')));
    }
    const shift = await shiftById(tx, target.shiftId);
    const allowed = mayStorno(
      {
        id: target.id,
        kind: target.kind,
        cashierId: target.cashierId,
        stornoedBy: (await stornoOf(tx, target.id))?.id ?? null,
        shiftOpen: shift?.closedAt === null,
      },
      last.id,
      cashier.id,
    );
    if (!allowed.ok) return abort(failureOf(refused(allowed)));
    await setStornoClaim(tx, till.id, { stornoKey: body.key, stornoSince: now });
    return target;
  });
  return claimed.ok ? success(claimed.value) : failed(claimed.failure);
}

/** Clears the till's storno claim if it is still `key`'s. */
async function releaseClaim(deps: TillDeps, tx: Tx, tillId: number, key: string): Promise<void> {
  const locked = await lockTill(tx, tillId);
  if (locked?.stornoKey === key) {
    await setStornoClaim(tx, tillId, { stornoKey: null, stornoSince: null });
  }
}

/**
 * `till/stornos`: cancels the till's last sale (see `mayStorno`) and signs the storno. The checks
 * and the claim are made under the till's lock (`claimForStorno`); the order is cancelled and paid
 * back outside it (the cancellation has transactions and provider calls of its own); the storno is
 * numbered under the lock again and the claim cleared. Meanwhile a sale at the till waits, so the
 * storno is numbered right after the sale it cancels.
 */
export async function stornoLast(
  deps: TillDeps,
  cashier: Cashier,
  body: { till: string; key: string; transaction?: number | undefined },
): Promise<Outcome<TillReceipt>> {
  const replay = await transactionByKey(deps.db, body.key);
  if (replay) return success(await receiptOfRow(deps, replay));
  const till = await tillOf(deps, body.till);
  if (!till) return notFound('TILL_NOT_FOUND');
  const claimed = await claimForStorno(deps, till, cashier, body);
  if (!claimed.ok) return claimed;
  const last = claimed.value;
  const cancelled = await cancelBookedOrder(deps, cashier.actor, last.orderId, {
    key: `till-storno-${body.key}`,
    lineIds: undefined,
    reason: `Storno of till transaction ${last.number} (${till.code})`,
  });
  if (!cancelled.ok) {
    await deps.db.transaction((tx: Tx) => releaseClaim(deps, tx, till.id, body.key));
    return cancelled;
  }
  const txId = randomUUID();
  const startedAt = deps.clock.now();
  const started = await deps.signer.start(clientOf(till), txId);
  let row: TillTransactionRow;
  try {
    row = await deps.db.transaction(async (tx: Tx) => {
      await releaseClaim(deps, tx, till.id, body.key);
      const number = await nextNumber(tx, till.id);
      const negate = (part: TillVatPart) => ({
        rate: part.rate,
        gross: -part.gross,
        net: -part.net,
        vat: -part.vat,
      });
      const written = await insertTransaction(tx, {
        tillId: till.id,
        shiftId: last.shiftId,
        number,
        kind: 'storno',
        cancelsId: last.id,
        requestKey: body.key,
        cashierId: cashier.id,
        cashierName: cashier.name,
        orderId: last.orderId,
        startedAt,
        endedAt: deps.clock.now(),
        cash: -last.cash,
        card: -last.card,
        voucher: -last.voucher,
        vat: last.vat.map(negate),
        lines: last.lines.map((line) => ({ ...line, count: -line.count, total: -line.total })),
        ...fiscalStart(deps.signer, started, txId),
      });
      await audit(
        tx,
        cashier.actor,
        deps.clock.now(),
        'till.storno',
        { type: 'tillTransaction', id: last.id },
        null,
        {
          till: till.code,
          number: last.number,
          storno: number,
        },
      );
      return written;
    });
  } catch (error) {
    await deps.db.transaction((tx: Tx) => releaseClaim(deps, tx, till.id, body.key));
    if (!isUniqueViolation(error)) throw error;
    if (started.state === 'started') await deps.signer.cancel(clientOf(till), txId);
    const first = await transactionByKey(deps.db, body.key);
    if (first) return success(await receiptOfRow(deps, first));
    // Another storno of the same sale came first.
    return refusedCode('TILL_STORNO_NOT_A_SALE');
  }
  return success(await receiptOfRow(deps, await finishSigning(deps, row)));
}

function figuresOf(row: TillTransactionRow): TillFigures {
  return {
    kind: row.kind,
    cashierId: row.cashierId,
    cashierName: row.cashierName,
    cash: row.cash,
    card: row.card,
    voucher: row.voucher,
    vat: row.vat,
  };
}

function zReportView(deps: AppDeps, shift: ShiftRow, till: TillRow, report: ZReport): TillZReport {
  return { shift: shiftView(deps, shift, till), ...report };
}

/**
 * `till/shifts/close`: closes the till's open shift with the counted cash (its Z report): the
 * cashier's own, or another's by a manager (`mayCloseShift`); the shift keeps who closed it.
 */
export async function closeShift(
  deps: TillDeps,
  cashier: Cashier,
  body: { till: string; counted: number },
): Promise<Outcome<TillZReport>> {
  const till = await tillOf(deps, body.till);
  if (!till) return notFound('TILL_NOT_FOUND');
  const now = deps.clock.now();
  const closed = await atomically<{ shift: ShiftRow; report: ZReport }, Failure>(
    deps.db,
    async (tx, abort) => {
      const shiftOpen = await openShiftOf(tx, till.id);
      const allowed = mayCloseShift(shiftOpen, cashier.id, cashier.manager);
      if (!allowed.ok || !shiftOpen) {
        return abort(failureOf(allowed.ok ? refusedCode('TILL_SHIFT_NOT_OPEN') : refused(allowed)));
      }
      const open = { value: shiftOpen };
      const closingNumber = await nextClosing(tx, till.id);
      const transactions = await transactionsOfShift(tx, open.value.id);
      const report = zReport(open.value.float, body.counted, transactions.map(figuresOf));
      const shift = await closeShiftRow(tx, open.value.id, {
        closedAt: now,
        closedById: cashier.id,
        closedByName: cashier.name,
        counted: body.counted,
        expected: report.cash.expected,
        difference: report.cash.difference,
        closingNumber,
        zReport: report,
      });
      if (!shift) return abort(failureOf(refusedCode('TILL_SHIFT_NOT_OPEN')));
      await audit(
        tx,
        cashier.actor,
        now,
        'till.shiftClosed',
        { type: 'tillShift', id: shift.id },
        null,
        {
          till: till.code,
          counted: body.counted,
          expected: report.cash.expected,
          difference: report.cash.difference,
          cashier: shift.cashierName,
          closedFor: shift.cashierId !== cashier.id,
        },
      );
      return { shift, report };
    },
  );
  if (!closed.ok) return failed(closed.failure);
  return success(zReportView(deps, closed.value.shift, till, closed.value.report));
}

/** A closed shift's Z report as it was closed. */
export async function zReportOf(deps: TillDeps, shiftId: number): Promise<Outcome<TillZReport>> {
  const shift = await shiftById(deps.db, shiftId);
  if (!shift?.zReport) return notFound('TILL_SHIFT_NOT_FOUND');
  const till = await tillById(deps.db, shift.tillId);
  if (!till) return notFound('TILL_SHIFT_NOT_FOUND');
  return success(zReportView(deps, shift, till, shift.zReport));
}

/** The museum as the receipt names it. */
export function museumOf(deps: AppDeps) {
  const museum = deps.config.server.museum;
  const address = museum.address;
  return {
    name: museum.legalName ?? deps.config.shop.siteName,
    address: address ? [address.street, `${address.postalCode} ${address.city}`] : [],
    vatId: museum.vatId ?? null,
  };
}

async function receiptOfRow(deps: TillDeps, row: TillTransactionRow): Promise<TillReceipt> {
  const current = await finishSigning(deps, row);
  const till = await tillById(deps.db, current.tillId);
  const order = await orderById(deps.db, current.orderId);
  const cancelled = current.cancelsId ? await transactionById(deps.db, current.cancelsId) : null;
  const signed =
    current.fiscalState === 'signed' &&
    current.tssSerial &&
    current.signature &&
    current.tseStart &&
    current.tseEnd &&
    current.qrCode
      ? {
          state: 'signed' as const,
          tssSerial: current.tssSerial,
          clientSerial: current.clientSerial ?? till?.clientSerial ?? '',
          transactionNumber: current.tseNumber ?? 0,
          signatureCounter: current.signatureCounter ?? 0,
          signature: current.signature,
          signatureAlgorithm: current.signatureAlgorithm ?? '',
          start: current.tseStart,
          end: current.tseEnd,
          qrCode: current.qrCode,
        }
      : null;
  const receipt = buildReceipt({
    museum: museumOf(deps),
    till: till ? (tillEntry(deps, till.code)?.name ?? till.code) : '',
    cashier: current.cashierName,
    number: current.number,
    kind: current.kind,
    cancels: cancelled?.number ?? null,
    orderNumber: order?.number ?? '',
    start: current.startedAt,
    end: current.endedAt,
    lines: current.lines,
    vat: current.vat,
    payments: {
      cash: current.cash,
      card: current.card,
      voucher: current.voucher,
      given: current.given,
      change: current.change,
    },
    fiscal: signed ?? { state: current.fiscalState === 'none' ? 'none' : 'failed' },
  });
  return { transactionId: current.id, ...receipt };
}

/** A till transaction's receipt (a pending signature is finished first). */
export async function receiptOf(deps: TillDeps, id: number): Promise<Outcome<TillReceipt>> {
  const row = await transactionById(deps.db, id);
  if (!row) return notFound('TILL_TRANSACTION_NOT_FOUND');
  return success(await receiptOfRow(deps, row));
}

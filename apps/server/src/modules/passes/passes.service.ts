/**
 * Annual-pass holders' free timed entries (docs/decisions.md "Annual-pass holders' free entries").
 *
 * An entry is an order of 0 € with one ticket line for one person, made by the checkout's own path:
 * the slot is priced by the shop's `priceCart` (the ticket exists, is sold, the slot is open and
 * has a place), the line's price is set to 0, and the order is placed with its hold (`placeOrder`,
 * the inventory's conditional update: never oversold) and booked with the built-in `free` payment
 * (`bookPaidOrder`: hold → sale, ticket issued) in ONE transaction that first locks the pass's row.
 * Two bookings of one pass therefore take turns and the second sees the first's entry (one per
 * slot, the day and week limits of `decidePassEntry`). Nothing moves money: the ledger records the
 * booking of an order whose total is 0 and no capture.
 */
import {
  decidePassEntry,
  maskedPassNumber,
  normalizeBarcode,
  passValidOn,
  venueToday,
  type ErrorParams,
  type Language,
  type PassEntryRefusal,
} from '@foyer/domain';
import type { PassEntryData, AccountPass } from '@foyer/domain/contract';
import type { DeskPass, DeskPassEntry, DeskPassEntryBody } from '@foyer/domain/admin-contract';
import { NOT_FOUND } from '../../http/failure';
import { offeredLanguage } from '../../i18n/languages';
import { audit, type Actor } from '../staff';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { failed, refused, success, type Failed, type Failure, type Outcome } from '../../outcome';
import {
  atomically,
  bookPaidOrder,
  newOrderToken,
  placeOrder,
  priceCart,
  toLocalDateTime,
  type PricedCart,
} from '../checkout';
import { documentUrls, issuedTicketsOfOrder } from '../fulfilment';
import { insertPayment } from '../orders';
import { limitAttempts, RATE_RULES, waitBeforeAttempt } from '../rate-limit';
import { passMessage, type PassMessageCode } from './passes.messages';
import {
  entriesOfPass,
  insertPassEntry,
  lockPass,
  passByBarcode,
  passesOfCustomer,
  type PassRow,
} from './passes.repository';

/** The "provider" of an order with nothing to pay (the checkout's own, `FREE_PROVIDER`). */
const FREE_PROVIDER = 'free';

/** 422 with a free entry's code and its message in the request's language. */
export function passRefused(
  code: PassMessageCode,
  params?: ErrorParams,
  retryAfterSeconds?: number,
): Failed {
  return refused(code, {
    message: (lang: Language) => passMessage(code, lang, params),
    ...(params ? { params } : {}),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });
}

/** Which pass books: a number as typed (anyone who has it), or one of an account's passes. */
export type PassRef =
  | { kind: 'number'; number: string; ip: string }
  | { kind: 'account'; passId: number; customerId: number }
  | { kind: 'desk'; number: string };

export interface EntryRequest {
  lang: Language;
  /** The timed ticket type and the slot's venue-local start (`YYYY-MM-DDTHH:mm`). */
  ticket: number;
  datetime: string;
  pass: PassRef;
  channel: 'web' | 'desk';
  /** Runs in the booking's transaction once the entry is booked (the desk's audit entry). */
  inTransaction?: (tx: Tx, orderNumber: string) => Promise<void>;
}

/** The cart of one free entry: the slot priced by the shop, its price set to 0. */
async function freeEntryCart(
  deps: AppDeps,
  lang: Language,
  ticket: number,
  datetime: string,
): Promise<Outcome<{ cart: PricedCart; capacityId: number; start: string }>> {
  const priced = await priceCart(deps, lang, {
    ver: 1,
    items: [{ type: 'ticket', id: ticket, count: 1, datetime, subtickets: [] }],
  });
  if (!priced.ok) return priced;
  const cart = priced.value;
  const line = cart.items[0];
  const demand = cart.demands[0];
  const details: Record<string, unknown> = line?.details ?? {};
  const places = details.places;
  // A free entry is one person's place in one time slot.
  if (!line?.datetime || !demand || cart.demands.length !== 1 || places !== 1) {
    return passRefused('PASS_ENTRY_NOT_TIMED');
  }
  const free: PricedCart = {
    ...cart,
    basket: cart.basket.map((item) => ({ ...item, price: 0, totalPrice: 0 })),
    items: cart.items.map((item) => ({ ...item, unitPrice: 0, totalPrice: 0 })),
  };
  return success({
    cart: free,
    capacityId: demand.capacityId,
    start: toLocalDateTime(line.datetime),
  });
}

function decisionFailure(code: PassEntryRefusal, params?: ErrorParams): Failure {
  return passRefused(code, params).failure;
}

async function passOf(tx: Tx, ref: PassRef): Promise<PassRow | null> {
  if (ref.kind === 'account') {
    const pass = await lockPass(tx, { id: ref.passId });
    // Another account's pass is no pass of this one.
    return pass && pass.customerId === ref.customerId ? pass : null;
  }
  return lockPass(tx, { barcode: normalizeBarcode(ref.number) });
}

/**
 * Books a free entry of `request.pass` for the slot, or refuses with the first reason. Unknown
 * numbers typed in the shop count against the address's limit (`RATE_RULES.passIp`), checked first.
 */
export async function bookPassEntry(
  deps: AppDeps,
  request: EntryRequest,
): Promise<Outcome<{ data: PassEntryData; orderId: number }>> {
  const { lang, pass: ref } = request;
  const attempt = ref.kind === 'number' ? { rule: RATE_RULES.passIp, subject: ref.ip } : null;
  if (attempt) {
    const wait = await waitBeforeAttempt(deps.db, attempt, deps.clock.now());
    if (wait !== null) return passRefused('PASS_RATE_LIMITED', { seconds: wait }, wait);
  }
  const entry = await freeEntryCart(deps, lang, request.ticket, request.datetime);
  if (!entry.ok) return entry;
  const { cart, capacityId, start } = entry.value;
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.server.holdMinutes * 60_000);
  const rules = deps.config.server.passes;
  const booked = await atomically<
    { data: PassEntryData; orderId: number },
    { failure: Failure; unknown: boolean }
  >(deps.db, async (tx, abort) => {
    const pass = await passOf(tx, ref);
    const booked = pass === null ? [] : await entriesOfPass(tx, pass.id);
    const decision = decidePassEntry({
      pass,
      slotKey: String(capacityId),
      start,
      booked: booked.map((row) => ({ slotKey: String(row.capacityId), start: row.startsAt })),
      rules,
    });
    if (!decision.ok) {
      abort({
        failure: decisionFailure(decision.code, decision.params),
        unknown: decision.code === 'PASS_NOT_FOUND',
      });
    }
    if (pass === null) throw new Error('a refused pass was booked');
    const order = await placeOrder(
      tx,
      deps,
      {
        cart,
        shippingCost: 0,
        now,
        expiresAt,
        head: {
          channel: request.channel,
          customerId: ref.kind === 'account' ? ref.customerId : null,
          language: lang,
          payart: null,
          partner: null,
          requestInvoice: false,
          externalDocumentNumber: null,
          billing: null,
          shippingAddress: null,
        },
      },
      (failure) => abort({ failure, unknown: false }),
    );
    const paid = await insertPayment(tx, {
      orderId: order.id,
      provider: FREE_PROVIDER,
      providerRef: newOrderToken(),
      status: 'started',
      amount: 0,
      createdAt: now,
      updatedAt: now,
    });
    const result = await bookPaidOrder(tx, deps, order, paid, now);
    // The hold was taken in this very transaction and nothing is paid: it books.
    if (!result.ok) throw new Error(`free entry ${order.number} could not be booked`);
    await insertPassEntry(tx, {
      passTicketId: pass.id,
      orderId: order.id,
      capacityId,
      startsAt: `${start.slice(0, 10)} ${start.slice(11, 16)}:00`,
      createdAt: now,
    });
    if (request.inTransaction) await request.inTransaction(tx, order.number);
    const [ticket] = await issuedTicketsOfOrder(tx, order.id);
    const line = cart.items[0];
    if (!ticket || !line) throw new Error(`free entry ${order.number} has no ticket`);
    const details: Record<string, unknown> = line.details;
    const tickets = documentUrls(deps, { ...order, hasTickets: true }).tickets;
    return {
      orderId: order.id,
      data: {
        orderToken: order.token,
        number: order.number,
        barcode: ticket.barcode,
        ticketName: line.name,
        eventName: typeof details.eventName === 'string' ? details.eventName : line.name,
        datetime: start,
        pass: maskedPassNumber(pass.barcode),
        ticketsUrl: tickets === null ? null : new URL(tickets).pathname,
      },
    };
  });
  if (booked.ok) return success(booked.value);
  if (attempt && booked.failure.unknown) await limitAttempts(deps.db, [attempt], deps.clock.now());
  return failed(booked.failure.failure);
}

function dayOf(local: string | null): string | null {
  return local === null ? null : local.slice(0, 10);
}

/** The passes of a customer's account (`passes/mine`). */
export async function accountPasses(deps: AppDeps, customerId: number): Promise<AccountPass[]> {
  const rows = await passesOfCustomer(deps.db, customerId);
  return rows.map((row) => ({
    id: row.id,
    number: row.barcode,
    holder: row.holderName,
    validFrom: dayOf(row.validFrom),
    validTo: dayOf(row.validTo),
  }));
}

/** A pass looked up by staff at the desk: holder, validity, today's entries, the museum's rules. */
export async function deskPassLookup(deps: AppDeps, code: string): Promise<Outcome<DeskPass>> {
  const pass = await passByBarcode(deps.db, normalizeBarcode(code));
  if (!pass) return failed(NOT_FOUND);
  const today = venueToday(deps.clock.now(), deps.config.server.timeZone);
  const entries = await entriesOfPass(deps.db, pass.id);
  return success({
    number: pass.barcode,
    holder: pass.holderName,
    validFrom: dayOf(pass.validFrom),
    validTo: dayOf(pass.validTo),
    validToday: !pass.cancelled && passValidOn(pass, today),
    cancelled: pass.cancelled,
    entriesToday: entries
      .filter((entry) => entry.startsAt.slice(0, 10) === today)
      .map((entry) => ({ datetime: toLocalDateTime(entry.startsAt), name: entry.name })),
    rules: { ...deps.config.server.passes },
  });
}

type DeskPassEntryInput = Required<DeskPassEntryBody>;

/** A free entry booked by staff at the desk for the pass in hand (audited). */
export async function deskPassEntry(
  deps: AppDeps,
  actor: Actor,
  body: DeskPassEntryInput,
): Promise<Outcome<DeskPassEntry>> {
  const lang = offeredLanguage(body.language, deps.config);
  const booked = await bookPassEntry(deps, {
    lang,
    ticket: body.ticket,
    datetime: body.datetime,
    channel: 'desk',
    pass: { kind: 'desk', number: body.pass },
    inTransaction: (tx, orderNumber) =>
      audit(
        tx,
        actor,
        deps.clock.now(),
        'desk.passEntry',
        { type: 'order', id: orderNumber },
        null,
        {
          pass: maskedPassNumber(normalizeBarcode(body.pass)),
          datetime: body.datetime,
        },
      ),
  });
  if (!booked.ok) return booked;
  const { data, orderId } = booked.value;
  return success({
    orderId,
    number: data.number,
    barcode: data.barcode,
    datetime: data.datetime,
    ticketName: data.ticketName,
    ticketsUrl: data.ticketsUrl,
  });
}

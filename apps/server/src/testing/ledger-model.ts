/**
 * Test code: the model-based test of the order's money (docs/payments.md "The ledger"). fast-check
 * generates sequences of what visitors, staff, the bank and the server do to one order — pay, reload
 * the return page, open a second payment page, webhooks early, late, twice or racing the return,
 * cancel a line or the rest, a refund the provider refuses, a direct debit that arrives or fails, a
 * dispute opened, lost or won, the hold running out, the server restarting (also in the middle of a
 * refund), a guided tour moved to a dearer or cheaper start (the difference taken in cash at the
 * desk as a top-up, the request sent twice) — and runs them against the real services on one database. After every step it checks,
 * from the provider's own records and the order as the shop stores it:
 * - money held (captured − refunded − charged back, as the provider recorded it, and what the till
 *   took and paid back) equals what the valid lines, shipping and voucher codes say the order
 *   needs, plus what waits for staff;
 * - no barcode admits unless its line is valid and its order holds the money for it;
 * - no payment paid back more than it collected, each provider refund is recorded once in the
 *   ledger, and each cancellation's refund has one credit note;
 * - a surplus waiting for staff appears in the back office's list of payment problems;
 * - the visitor's documents are there exactly while the order has valid lines;
 * - no answer is a 5xx.
 * `ledger-model.test.ts` runs a short version in CI; `bench/ledger.ts` runs thousands.
 */
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FoyerConfig } from '../config/schema';
import type { Database } from '../db/client';
import {
  capacities,
  eventSlots,
  invoiceDocuments,
  issuedTickets,
  orderItems,
  orderLedger,
  orders,
  payments,
  tourTickets,
  voucherCodes,
} from '../db/schema';
import { scanTicketOf, lockTicketByBarcode } from '../modules/checkin/testing';
import {
  checkoutCall,
  execPayment,
  freshCode,
  freshSlot,
  freshTourSlot,
  guestToken,
  IBAN,
  initPayment,
  insertCheckoutCatalog,
  pathOf,
  submitPaymentForm,
  PAYART,
  TEST_SECRET,
  URLS,
  GOOD_CARD,
  type CheckoutCatalog,
} from '../modules/checkout/testing';
import { movableClock, TEST_ARGON2, type MovableClock } from '../modules/customers/testing';
import { sweepExpiredHolds } from '../modules/inventory/testing';
import type { Mailer } from '../modules/mail';
import {
  adminCall,
  signedIn,
  type Agent,
  cancelBookedOrder,
  settleStuckRefunds,
} from '../modules/orders/testing';
import { expireLapsedOrders, type RefundDeps } from '../modules/orders';
import type { PaymentProvider } from '../modules/payments';
import {
  createPaymentRegistry,
  createTestProvider,
  isTill,
  type TestProvider,
  type TestProviderEvent,
  type TestSession,
  tillProviders,
} from '../modules/payments/testing';
import { createTestApp, demoConfig, TEST_NOW } from './app';

const NO_REFUND_CARD = { number: '4000 0000 0000 0259', expiry: '12/30', cvc: '123' };
const SEPA_FORM = { accountHolder: 'Ada Lovelace', iban: IBAN };
const unusedMailer: Mailer = {
  send: () => Promise.reject(new Error('the model test sends no e-mail')),
};

/** A broken rule: the message says which and how. */
export class Violation extends Error {}

function must(condition: boolean, message: string): void {
  if (!condition) throw new Violation(message);
}

/** The shop under test: one database, the app (built anew on a restart), staff and provider. */
export class LedgerWorld {
  app!: FastifyInstance;
  /**
   * The same shop whose payment provider cannot close an open page (a network error while Stripe is
   * asked to expire a session): the path to a second capture the shop must pay back by itself.
   */
  looseApp!: FastifyInstance;
  manager!: Agent;
  catalog!: CheckoutCatalog;
  readonly clock: MovableClock = movableClock(TEST_NOW);
  readonly config: FoyerConfig = demoConfig();
  provider!: TestProvider;
  deps!: RefundDeps;
  /** Steps run, over all sequences. */
  steps = 0;

  constructor(readonly database: Database) {}

  /** The last error the apps logged (level error and above), named in a 5xx's violation. */
  lastError = '';
  private readonly errorLog = {
    write: (line: string) => {
      if (/"level":(50|60)/.test(line)) this.lastError = line.slice(0, 2000);
    },
  };

  async start(): Promise<void> {
    this.catalog = await insertCheckoutCatalog(this.database.db);
    this.provider = createTestProvider({
      db: this.database.db,
      clock: this.clock,
      publicBaseUrl: this.config.server.publicBaseUrl,
      secret: TEST_SECRET,
    });
    this.deps = {
      config: this.config,
      db: this.database.db,
      clock: this.clock,
      mailer: unusedMailer,
      payments: createPaymentRegistry([this.provider, ...tillProviders()]),
    };
    await this.restart();
    this.manager = await signedIn(this.app, this.database.db, this.config, this.clock, 'manager');
  }

  /** The server stops and starts again on the same database (nothing in memory survives). */
  async restart(): Promise<void> {
    await this.app?.close();
    await this.looseApp?.close();
    this.app = await createTestApp(this.database, {
      logStream: this.errorLog,
      config: this.config,
      clock: this.clock,
      customers: { argon2: TEST_ARGON2 },
      payments: { testSecret: TEST_SECRET },
    });
    const unclosable: PaymentProvider = {
      ...this.provider,
      cancel: (ref) => this.provider.verify(ref),
    };
    this.looseApp = await createTestApp(this.database, {
      logStream: this.errorLog,
      config: this.config,
      clock: this.clock,
      customers: { argon2: TEST_ARGON2 },
      payments: { testSecret: TEST_SECRET, providers: [unclosable] },
    });
    // What the recovery job of the new process does first: answer refunds left open.
    await settleStuckRefunds(this.deps, undefined, 0);
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.looseApp?.close();
  }

  /** Staff sessions end after 30 idle minutes; the model's clock only moves by the hold time. */
  async signInAgain(): Promise<void> {
    this.manager = await signedIn(this.app, this.database.db, this.config, this.clock, 'manager');
  }
}

/** A payment page of the order and how it was paid. */
interface Page {
  ref: string;
  url: string;
  method: 'card' | 'noRefundCard' | 'sepa' | null;
}

/** What the test knows about the one order of a sequence. */
export interface OrderModel {
  /** The paying customer's login token (the `_` of the shop's calls). */
  customerToken: string;
  orderToken: string;
  orderId: number;
  pages: Page[];
  /** The capacities of the order's tickets. */
  capacityIds: number[];
  /** The basket item of the order's guided tour, or null when it has none. */
  tourItem: number | null;
}

/** The real side a command acts on. */
export interface LedgerReal {
  world: LedgerWorld;
  order: OrderModel;
}

type Command = fc.AsyncCommand<OrderModel, LedgerReal>;

/** The world of the sequence running now. */
let current: LedgerWorld | null = null;

/** A 5xx breaks a rule; its violation names the error the app logged last. */
function expectNoServerError(status: number, what: string): void {
  must(status < 500, `${what} answered ${status}: ${current?.lastError ?? ''}`);
}

async function orderRow(real: LedgerReal) {
  const [row] = await real.world.database.db
    .select()
    .from(orders)
    .where(eq(orders.id, real.order.orderId));
  if (!row) throw new Violation('the order vanished');
  return row;
}

async function adminOrder(real: LedgerReal) {
  let res = await adminCall(real.world.app, 'GET', `orders/${real.order.orderId}`, {
    agent: real.world.manager,
  });
  if (res.statusCode === 401 || res.statusCode === 403) {
    await real.world.signInAgain();
    res = await adminCall(real.world.app, 'GET', `orders/${real.order.orderId}`, {
      agent: real.world.manager,
    });
  }
  expectNoServerError(res.statusCode, 'the back office order page');
  return res.json().data as {
    status: string;
    lines: { id: number; type: string; cancelledAt: string | null; totalPrice: number }[];
    money: { waitsForStaff: number; owed: number };
    refunds: { status: string }[];
    can: { cancel: boolean };
  };
}

/** A staff call, signing in again when the session ran out. */
async function staffPost(real: LedgerReal, url: string, body: object) {
  let res = await adminCall(real.world.app, 'POST', url, { agent: real.world.manager, body });
  if (res.statusCode === 401 || res.statusCode === 403) {
    await real.world.signInAgain();
    res = await adminCall(real.world.app, 'POST', url, { agent: real.world.manager, body });
  }
  expectNoServerError(res.statusCode, url);
  return res;
}

// ------------------------------------------------------------------------------- the commands

class PayCommand implements Command {
  constructor(readonly method: 'card' | 'noRefundCard' | 'sepa') {}
  check(model: OrderModel): boolean {
    return model.pages.some((page) => page.method === null);
  }
  async run(model: OrderModel, real: LedgerReal): Promise<void> {
    const page = [...model.pages].reverse().find((candidate) => candidate.method === null);
    if (!page) return;
    const form =
      this.method === 'card'
        ? GOOD_CARD
        : this.method === 'noRefundCard'
          ? NO_REFUND_CARD
          : SEPA_FORM;
    const shown = await real.world.app.inject({ method: 'GET', url: pathOf(page.url) });
    expectNoServerError(shown.statusCode, 'the payment page');
    // A page closed by a newer payment sends the visitor back instead of taking a payment.
    if (shown.statusCode !== 200) {
      page.method = 'card';
      return;
    }
    const done = await submitPaymentForm(real.world.app, page.url, form);
    expectNoServerError(done.statusCode, 'the payment form');
    page.method = this.method;
  }
  toString(): string {
    return `pay(${this.method})`;
  }
}

class ReturnCommand implements Command {
  check(): boolean {
    return true;
  }
  async run(_model: OrderModel, real: LedgerReal): Promise<void> {
    const before = await orderRow(real);
    const res = await execPayment(real.world.app, real.order.orderToken);
    expectNoServerError(res.statusCode, 'execPayment');
    // A booked order answers its booking for good (whether a reload moved money, the money rule
    // after every step says).
    if (before.bookedAt !== null) {
      must(res.statusCode === 200, `a reload of a booked order answered ${res.statusCode}`);
    }
  }
  toString(): string {
    return 'return';
  }
}

class SecondPageCommand implements Command {
  /** `loose`: the provider cannot close the earlier page. */
  constructor(readonly loose: boolean) {}
  check(model: OrderModel): boolean {
    return model.pages.length < 4;
  }
  async run(model: OrderModel, real: LedgerReal): Promise<void> {
    const res = await checkoutCall(
      this.loose ? real.world.looseApp : real.world.app,
      'checkout/initPaymentOrder',
      { payart: PAYART.card, aux: {}, id: real.order.orderToken, url: URLS },
      { _: real.order.customerToken },
    );
    expectNoServerError(res.statusCode, 'initPaymentOrder');
    if (res.statusCode !== 200) return;
    const url: string = res.json().data;
    if (!url.includes('/pay/test/')) {
      must(url.startsWith(URLS.continue), `initPaymentOrder answered ${url}`);
      return;
    }
    model.pages.push({ ref: url.split('/').pop() ?? '', url, method: null });
  }
  toString(): string {
    return this.loose ? 'secondPage(earlier left open)' : 'secondPage';
  }
}

/** The visitor cancels the checkout (the cancel link of the payment page). */
class CancelCheckoutCommand implements Command {
  constructor(readonly loose: boolean) {}
  check(): boolean {
    return true;
  }
  async run(_model: OrderModel, real: LedgerReal): Promise<void> {
    const res = await checkoutCall(
      this.loose ? real.world.looseApp : real.world.app,
      'checkout/cancel',
      { cartId: real.order.orderToken },
      { noRedirect: '1' },
    );
    expectNoServerError(res.statusCode, 'checkout/cancel');
  }
  toString(): string {
    return this.loose ? 'cancelCheckout(page left open)' : 'cancelCheckout';
  }
}

/** Other visitors hold every free place of the order's slots (a rush after its hold ran out). */
class OthersHoldPlacesCommand implements Command {
  check(): boolean {
    return true;
  }
  async run(model: OrderModel, real: LedgerReal): Promise<void> {
    for (const capacityId of model.capacityIds) {
      const [row] = await real.world.database.db
        .select()
        .from(capacities)
        .where(eq(capacities.id, capacityId));
      const free = row ? row.capacity - row.sold - row.held : 0;
      const slot = row ? await slotOfCapacity(real, capacityId) : null;
      if (free <= 0 || !slot) continue;
      const token = await guestToken(real.world.app);
      const res = await initPayment(
        real.world.app,
        [
          {
            type: 'ticket',
            id: real.world.catalog.tickets.adult,
            count: free,
            datetime: slot,
            subtickets: [],
          },
        ],
        { token },
      );
      expectNoServerError(res.statusCode, 'another checkout');
    }
  }
  toString(): string {
    return 'othersHoldPlaces';
  }
}

class WebhookCommand implements Command {
  constructor(
    readonly page: number,
    readonly racing: boolean,
  ) {}
  check(model: OrderModel): boolean {
    return model.pages.length > 0;
  }
  async run(model: OrderModel, real: LedgerReal): Promise<void> {
    const page = model.pages[this.page % model.pages.length];
    if (!page) return;
    const hook = () =>
      real.world.app.inject({
        method: 'POST',
        url: '/pay/test/webhook',
        payload: { ref: page.ref, signature: real.world.provider.sign(page.ref) },
      });
    const answers = this.racing
      ? await Promise.all([hook(), execPayment(real.world.app, real.order.orderToken), hook()])
      : [await hook()];
    for (const answer of answers) expectNoServerError(answer.statusCode, 'webhook or return');
  }
  toString(): string {
    return `webhook(${this.page}${this.racing ? ', racing' : ''})`;
  }
}

class CancelCommand implements Command {
  constructor(
    readonly which: 'line' | 'rest',
    readonly pick: number,
  ) {}
  check(): boolean {
    return true;
  }
  async run(_model: OrderModel, real: LedgerReal): Promise<void> {
    const page = await adminOrder(real);
    if (!page.can.cancel) return;
    const valid = page.lines.filter((line) => line.type !== 'voucherCode' && !line.cancelledAt);
    const line = valid[this.pick % Math.max(1, valid.length)];
    await staffPost(real, `orders/${real.order.orderId}/cancel`, {
      idempotencyKey: `model-${real.order.orderId}-${real.world.steps}`,
      ...(this.which === 'line' && line ? { lineIds: [line.id] } : {}),
    });
  }
  toString(): string {
    return `cancel(${this.which}, ${this.pick})`;
  }
}

/** The process dies right after the provider paid a refund back, before the shop wrote it down. */
class CrashDuringRefundCommand implements Command {
  check(): boolean {
    return true;
  }
  async run(_model: OrderModel, real: LedgerReal): Promise<void> {
    const page = await adminOrder(real);
    if (!page.can.cancel) return;
    const real_ = real.world.deps.payments.provider('test');
    if (!real_) throw new Error('no test provider');
    const dying: PaymentProvider = {
      ...real_,
      async refund(ref, request) {
        await real_.refund(ref, request);
        throw new Error('the process died here');
      },
    };
    const crashing = {
      ...real.world.deps,
      payments: createPaymentRegistry([dying, ...tillProviders()]),
    };
    try {
      await cancelBookedOrder(crashing, { id: null, email: 'cli' }, real.order.orderId, {
        key: `crash-${real.order.orderId}-${real.world.steps}`,
        lineIds: undefined,
      });
    } catch {
      // Expected: the process "died".
    }
    await real.world.restart();
  }
  toString(): string {
    return 'crashDuringRefund';
  }
}

class BankCommand implements Command {
  constructor(
    readonly event: TestProviderEvent,
    readonly page: number,
  ) {}
  check(model: OrderModel): boolean {
    return model.pages.some((page) => page.method !== null);
  }
  async run(model: OrderModel, real: LedgerReal): Promise<void> {
    const paid = model.pages.filter((page) => page.method !== null);
    const page = paid[this.page % paid.length];
    if (!page) return;
    const res = await real.world.app.inject({
      method: 'POST',
      url: `/pay/test/${page.ref}/simulate`,
      payload: { signature: real.world.provider.sign(page.ref), event: this.event },
    });
    expectNoServerError(res.statusCode, `the bank's ${this.event}`);
  }
  toString(): string {
    return `${this.event}(${this.page})`;
  }
}

/** The tour's adult price the model's catalog starts with (cents). */
const TOUR_PRICE = 1200;

/**
 * Staff move the order's guided tour to a new start after its price list changed by `change`
 * cents a person: a dearer start's difference is paid in cash at the desk (a top-up), a cheaper
 * one's is paid back; `twice`: the request is sent again (a reload), which must move no money.
 */
class MoveTourCommand implements Command {
  constructor(
    readonly change: number,
    readonly twice: boolean,
  ) {}
  check(model: OrderModel): boolean {
    return model.tourItem !== null;
  }
  async run(model: OrderModel, real: LedgerReal): Promise<void> {
    const db = real.world.database.db;
    const slot = await freshTourSlot(db, real.world.catalog.tours.public, real.world.catalog, 10);
    const setPrice = (price: number) =>
      db
        .update(tourTickets)
        .set({ price })
        .where(eq(tourTickets.id, real.world.catalog.tourTickets.adult));
    await setPrice(TOUR_PRICE + this.change);
    try {
      let options = await adminCall(real.world.app, 'GET', `orders/${model.orderId}/move-options`, {
        agent: real.world.manager,
        query: { itemIndex: String(model.tourItem) },
      });
      if (options.statusCode === 401 || options.statusCode === 403) {
        await real.world.signInAgain();
        options = await adminCall(real.world.app, 'GET', `orders/${model.orderId}/move-options`, {
          agent: real.world.manager,
          query: { itemIndex: String(model.tourItem) },
        });
      }
      expectNoServerError(options.statusCode, 'move-options');
      if (options.statusCode !== 200) return;
      const start = (
        options.json().data.starts as { start: string; state: string; difference: number }[]
      ).find((candidate) => candidate.start === slot.datetime);
      if (!start) throw new Violation(`the new start ${slot.datetime} is not offered`);
      const body = {
        idempotencyKey: `move-${model.orderId}-${real.world.steps}`,
        itemIndex: model.tourItem,
        to: slot.datetime,
        ...(start.difference > 0 ? { paid: { payment: 'cash', amount: start.difference } } : {}),
      };
      const first = await staffPost(real, `orders/${model.orderId}/move`, body);
      if (this.twice) {
        const again = await staffPost(real, `orders/${model.orderId}/move`, body);
        must(
          again.statusCode === first.statusCode,
          `a repeated move answered ${again.statusCode} after ${first.statusCode}`,
        );
      }
    } finally {
      await setPrice(TOUR_PRICE);
    }
  }
  toString(): string {
    return `moveTour(${this.change > 0 ? '+' : ''}${this.change}${this.twice ? ', twice' : ''})`;
  }
}

class ExpireCommand implements Command {
  check(): boolean {
    return true;
  }
  async run(_model: OrderModel, real: LedgerReal): Promise<void> {
    real.world.clock.advance((real.world.config.server.holdMinutes + 1) * 60_000);
    await sweepExpiredHolds(real.world.database.db, real.world.clock.now(), expireLapsedOrders);
  }
  toString(): string {
    return 'holdExpires';
  }
}

class RestartCommand implements Command {
  check(): boolean {
    return true;
  }
  async run(_model: OrderModel, real: LedgerReal): Promise<void> {
    await real.world.restart();
  }
  toString(): string {
    return 'restart';
  }
}

/** The commands of one sequence (after the order's first page was opened). */
export function ledgerCommands(maxCommands = 10): fc.Arbitrary<Iterable<Command>> {
  const page = fc.nat({ max: 3 });
  return fc.commands(
    [
      fc.constantFrom('card', 'noRefundCard', 'sepa').map((method) => new PayCommand(method)),
      fc.constant(new ReturnCommand()),
      fc.boolean().map((loose) => new SecondPageCommand(loose)),
      fc.boolean().map((loose) => new CancelCheckoutCommand(loose)),
      fc.constant(new OthersHoldPlacesCommand()),
      fc.tuple(page, fc.boolean()).map(([index, racing]) => new WebhookCommand(index, racing)),
      fc
        .tuple(fc.constantFrom('line', 'rest' as const), fc.nat({ max: 3 }))
        .map(([which, pick]) => new CancelCommand(which as 'line' | 'rest', pick)),
      fc.constant(new CrashDuringRefundCommand()),
      fc
        .tuple(
          fc.constantFrom<TestProviderEvent>(
            'debitSucceeded',
            'debitFailed',
            'disputeOpened',
            'disputeLost',
            'disputeWon',
          ),
          page,
        )
        .map(([event, index]) => new BankCommand(event, index)),
      fc
        .tuple(fc.constantFrom(-300, 0, 150, 600), fc.boolean())
        .map(([change, twice]) => new MoveTourCommand(change, twice)),
      fc.constant(new ExpireCommand()),
      fc.constant(new RestartCommand()),
    ],
    { maxCommands },
  );
}

/** The shape of an order a sequence starts with. */
export interface OrderShape {
  tickets: number[];
  giftVoucher: boolean;
  /** Cents of a voucher code redeemed, or 0. */
  voucherCode: number;
  /** Adults booked on a guided tour (which can move to a dearer start), or 0. */
  tour: number;
}

export const orderShape: fc.Arbitrary<OrderShape> = fc.record({
  tickets: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
  giftVoucher: fc.boolean(),
  voucherCode: fc.constantFrom(0, 0, 500, 5000),
  tour: fc.constantFrom(0, 0, 1, 2),
});

/** Opens a new order of `shape` with its first payment page. */
export async function openOrder(world: LedgerWorld, shape: OrderShape): Promise<LedgerReal> {
  world.clock.set(TEST_NOW);
  const items = [];
  const capacityIds: number[] = [];
  for (const count of shape.tickets) {
    const slot = await freshSlot(world.database.db, world.catalog, 4);
    capacityIds.push(slot.capacityId);
    items.push({
      type: 'ticket' as const,
      id: world.catalog.tickets.adult,
      count,
      datetime: slot.datetime,
      subtickets: [],
    });
  }
  let tourItem: number | null = null;
  if (shape.tour > 0) {
    const slot = await freshTourSlot(
      world.database.db,
      world.catalog.tours.public,
      world.catalog,
      10,
    );
    const access = world.catalog.questions.access;
    tourItem = items.length;
    items.push({
      type: 'guidedTour' as const,
      tourId: world.catalog.tours.public,
      datetime: slot.datetime,
      answers: {
        [String(access)]: { qId: access, type: 'radio', value: world.catalog.options.accessNo },
      },
      prices: [],
      tickets: [{ id: world.catalog.tourTickets.adult, count: shape.tour }],
    } as never);
  }
  if (shape.giftVoucher) {
    items.push({ type: 'voucher' as const, id: world.catalog.voucherTypes.fixed, count: 1 });
  }
  if (shape.voucherCode > 0) {
    items.push({
      type: 'voucherCode' as const,
      barcode: await freshCode(world.database.db, shape.voucherCode),
    });
  }
  const token = await guestToken(world.app);
  const res = await initPayment(world.app, items as never, { token });
  if (res.statusCode !== 200) throw new Error(`initPayment: ${res.body}`);
  const url: string = res.json().data;
  // A voucher code that pays everything books without a page: the continue URL names the order.
  const orderToken = new URL(url).searchParams.get('cartId');
  const [row] = orderToken
    ? await world.database.db
        .select({ id: orders.id, token: orders.token })
        .from(orders)
        .where(eq(orders.token, orderToken))
    : await world.database.db
        .select({ id: orders.id, token: orders.token })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(payments.providerRef, url.split('/').pop() ?? ''));
  if (!row) throw new Error(`no order for ${url}`);
  const pages: Page[] = url.includes('/pay/test/')
    ? [{ ref: url.split('/').pop() ?? '', url, method: null }]
    : [];
  return {
    world,
    order: {
      customerToken: token,
      orderToken: row.token,
      orderId: row.id,
      pages,
      capacityIds,
      tourItem,
    },
  };
}

/** The slot (`YYYY-MM-DDTHH:mm`) a capacity of the order's tickets belongs to. */
async function slotOfCapacity(real: LedgerReal, capacityId: number): Promise<string | null> {
  const [row] = await real.world.database.db
    .select({ startsAt: eventSlots.startsAt })
    .from(eventSlots)
    .where(eq(eventSlots.capacityId, capacityId));
  return row ? row.startsAt.slice(0, 16).replace(' ', 'T') : null;
}

// ------------------------------------------------------------------------------- the invariants

/**
 * What the provider itself recorded for the order's payments (only `heard`, when given: the money
 * of a page paid while nobody told the shop yet is in flight, not the shop's).
 */
async function providerMoney(real: LedgerReal, heard?: ReadonlySet<number>) {
  const rows = await real.world.database.db
    .select({
      id: payments.id,
      amount: payments.amount,
      provider: payments.provider,
      details: payments.details,
    })
    .from(payments)
    .where(eq(payments.orderId, real.order.orderId));
  let collected = 0;
  let refunded = 0;
  let chargedBack = 0;
  const refundIds: string[] = [];
  const perPayment: { id: number; collected: number; out: number }[] = [];
  const till = rows.filter((row) => isTill(row.provider));
  if (till.length > 0) {
    // The till's own record is the staff's: money taken, and each refund paid out of the drawer
    // (answered at once, under the ledger request's key).
    const ledger = await real.world.database.db
      .select()
      .from(orderLedger)
      .where(eq(orderLedger.orderId, real.order.orderId));
    for (const row of till) {
      const requests = ledger.filter(
        (entry) => entry.kind === 'refundRequested' && entry.paymentId === row.id,
      );
      const paidOut = ledger.flatMap((entry) => {
        const request = requests.find((candidate) => candidate.request === entry.request);
        return entry.kind === 'refundDone' && request
          ? [{ id: String(entry.details.refundRef), amount: request.amount }]
          : [];
      });
      const got = row.amount;
      const back = paidOut.reduce((sum, refund) => sum + refund.amount, 0);
      collected += got;
      refunded += back;
      refundIds.push(...paidOut.map((refund) => refund.id));
      perPayment.push({ id: row.id, collected: got, out: back });
    }
  }
  for (const row of rows) {
    if (row.provider !== 'test' || (heard && !heard.has(row.id))) continue;
    const session = row.details as unknown as TestSession;
    const status = session.outcome?.status;
    const got = status === 'paid' || status === 'processing' ? row.amount : 0;
    const back = (session.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);
    const lost = (session.disputes ?? [])
      .filter((dispute) => dispute.status === 'lost')
      .reduce((sum, dispute) => sum + dispute.amount, 0);
    collected += got;
    refunded += back;
    chargedBack += lost;
    refundIds.push(...(session.refunds ?? []).map((refund) => refund.id));
    perPayment.push({ id: row.id, collected: row.amount, out: back + lost });
  }
  return {
    collected,
    refunded,
    chargedBack,
    held: collected - refunded - chargedBack,
    refundIds,
    perPayment,
  };
}

/** Checks every rule of the file comment; throws a `Violation` naming the first one broken. */
export async function checkInvariants(real: LedgerReal): Promise<void> {
  const db = real.world.database.db;
  const order = await orderRow(real);
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, real.order.orderId));
  const booked = order.bookedAt !== null;
  const validLines = booked
    ? lines.filter((line) => line.type !== 'voucherCode' && line.cancelledAt === null)
    : [];
  const codeIds = lines.flatMap((line) =>
    line.type === 'voucherCode' && line.refId !== null ? [line.refId] : [],
  );
  const codes =
    codeIds.length > 0
      ? await db.select().from(voucherCodes).where(inArray(voucherCodes.id, codeIds))
      : [];
  const voucherNet = codes.reduce((sum, code) => sum + code.usedAmount, 0);
  const value =
    validLines.length > 0
      ? validLines.reduce((sum, line) => sum + line.totalPrice, 0) + order.shippingCost
      : 0;
  const due = Math.max(0, value - voucherNet);
  const ledger = await db
    .select()
    .from(orderLedger)
    .where(eq(orderLedger.orderId, real.order.orderId));
  const heard = new Set(
    ledger.flatMap((row) =>
      row.kind === 'capture' && row.paymentId !== null ? [row.paymentId] : [],
    ),
  );
  const money = await providerMoney(real, heard);
  const staff = await adminOrder(real);

  // Money held = what the order needs + what waits for staff (the model never checks anyone in).
  must(staff.money.owed === 0, `the order owes ${staff.money.owed} though nothing was used`);
  must(
    money.held === due + staff.money.waitsForStaff,
    `held ${money.held} (collected ${money.collected}, refunded ${money.refunded}, charged back ${money.chargedBack}) ≠ needed ${due} + waiting for staff ${staff.money.waitsForStaff}`,
  );
  must(
    !staff.refunds.some((refund) => refund.status === 'requested'),
    'a refund request is left without an answer',
  );
  if (staff.money.waitsForStaff > 0) {
    const problems = await adminCall(real.world.app, 'GET', 'payment-problems', {
      agent: real.world.manager,
    });
    must(
      (problems.json().data.problems as { orderId: number; kind: string }[]).some(
        (problem) => problem.orderId === real.order.orderId && problem.kind === 'refund',
      ),
      'a refund waiting for staff is missing from the payment problems',
    );
  }

  // No payment paid back (or charged back) more than it collected.
  for (const payment of money.perPayment) {
    must(
      payment.out <= payment.collected,
      `payment ${payment.id} gave back ${payment.out} of ${payment.collected}`,
    );
  }
  // Each provider refund is in the ledger once; each cancellation's refund has one credit note.
  const recorded = ledger
    .filter((row) => row.kind === 'refundDone' && typeof row.details.refundRef === 'string')
    .map((row) => String(row.details.refundRef))
    .sort();
  const refundIds = (await providerMoney(real)).refundIds;
  must(
    JSON.stringify(recorded) === JSON.stringify([...refundIds].sort()),
    `provider refunds ${refundIds.join(',')} ≠ recorded ${recorded.join(',')}`,
  );
  if (order.requestInvoice) {
    const notes = await db
      .select({ refundId: invoiceDocuments.refundId })
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.orderId, order.id), eq(invoiceDocuments.kind, 'creditNote')));
    const done = new Set(
      ledger
        .filter((row) => row.kind === 'refundDone' || row.kind === 'refundOutside')
        .map((row) => row.request),
    );
    const cancellations = ledger.filter(
      (row) =>
        (row.kind === 'refundRequested' && row.lineIds.length > 0 && done.has(row.request)) ||
        row.kind === 'linesCancelled',
    );
    for (const row of cancellations) {
      const count = notes.filter((note) => note.refundId === row.id).length;
      must(count === 1, `cancellation ${row.key} has ${count} credit notes`);
    }
  }

  // No barcode admits unless its line is valid and paid for.
  const tickets = await db
    .select({
      barcode: issuedTickets.barcode,
      kind: issuedTickets.kind,
      lineId: issuedTickets.orderItemId,
    })
    .from(issuedTickets)
    .where(eq(issuedTickets.orderId, order.id));
  for (const ticket of tickets) {
    if (ticket.kind === 'voucher') continue;
    const row = await db.transaction((tx) => lockTicketByBarcode(tx, ticket.barcode));
    if (!row) throw new Violation(`ticket ${ticket.barcode} not found at the door`);
    const admits = !scanTicketOf(row).cancelled;
    const lineValid = validLines.some((line) => line.id === ticket.lineId);
    must(
      !admits || (lineValid && money.held >= due),
      `barcode ${ticket.barcode} admits without a paid, valid line`,
    );
    must(admits || !lineValid, `barcode ${ticket.barcode} of a valid line is refused`);
  }

  // The visitor's order review while the order has valid lines, and read-only (no tickets) once a
  // booked order was wholly refunded or cancelled.
  const review = await real.world.app.inject({
    method: 'GET',
    url: '/api/en/order/review',
    query: { id: real.order.orderToken },
  });
  expectNoServerError(review.statusCode, 'order review');
  const closed =
    order.bookedAt !== null && (order.status === 'refunded' || order.status === 'cancelled');
  must(
    (review.statusCode === 200) === (validLines.length > 0 || closed),
    `order review answered ${review.statusCode} with ${validLines.length} valid lines (${order.status})`,
  );
  if (review.statusCode === 200 && validLines.length === 0) {
    const data = (review.json() as { data: { downloads: { tickets: string | null } } }).data;
    must(data.downloads.tickets === null, 'a closed order offers tickets');
  }
}

/** The documents a visitor downloads, checked at the end of a sequence (they render PDFs). */
export async function checkDocuments(real: LedgerReal): Promise<void> {
  const order = await orderRow(real);
  const withLines =
    order.bookedAt !== null && ['booked', 'partlyRefunded', 'disputed'].includes(order.status);
  // A booked order's invoice stays available once it was wholly refunded or cancelled.
  const closed =
    order.bookedAt !== null && (order.status === 'refunded' || order.status === 'cancelled');
  for (const name of ['tickets.pdf', 'invoice.pdf', 'calendar.ics']) {
    const res = await real.world.app.inject({
      method: 'GET',
      url: `/api/en/order/documents/${real.order.orderToken}/${name}`,
    });
    expectNoServerError(res.statusCode, name);
    const valid = withLines || (closed && name === 'invoice.pdf');
    if (!valid)
      must(
        res.statusCode === 406 || res.statusCode === 404,
        `${name} answered ${res.statusCode} for an order without valid lines`,
      );
    else must(res.statusCode !== 406, `${name} refused an order with valid lines`);
  }
}

/** Runs one sequence: opens the order, runs the commands, checks after every step. */
export async function runSequence(
  world: LedgerWorld,
  shape: OrderShape,
  commands: Iterable<Command>,
): Promise<number> {
  current = world;
  world.lastError = '';
  const real = await openOrder(world, shape);
  const model = real.order;
  let steps = 0;
  await checkInvariants(real);
  for (const command of commands) {
    if (!command.check(model)) continue;
    await command.run(model, real);
    world.steps += 1;
    steps += 1;
    await checkInvariants(real);
  }
  // The provider tells the shop about every page in the end (it retries its webhooks until they
  // are answered): then no money is in flight, and every rule holds for all of it.
  for (const [index] of model.pages.entries()) {
    await new WebhookCommand(index, false).run(model, real);
  }
  await checkInvariants(real);
  const all = await providerMoney(real);
  const recorded = await world.database.db
    .select({ paymentId: orderLedger.paymentId })
    .from(orderLedger)
    .where(and(eq(orderLedger.orderId, model.orderId), eq(orderLedger.kind, 'capture')));
  const heard = await providerMoney(
    real,
    new Set(recorded.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId]))),
  );
  must(
    all.collected === heard.collected,
    `${all.collected - heard.collected} cents collected and never recorded`,
  );
  await checkDocuments(real);
  return steps;
}

/** The arbitrary of a whole sequence. */
export function ledgerSequence(maxCommands = 10) {
  return fc.tuple(orderShape, ledgerCommands(maxCommands));
}

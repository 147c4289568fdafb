/**
 * The audit log as sentences: an entry's action, target, before and after become the key of a
 * sentence and the values that fill it ("Anna cancelled order 2026-000213"). The back office
 * translates the key; this module only picks it and reads the values out of what the server wrote
 * (apps/server: every `audit(…)` call). An action it does not know reads as a generic sentence with
 * the action's name and its target, never as raw JSON. Money is formatted here with `formatMoney`.
 *
 * The actions are grouped into kinds (`AUDIT_ACTION_KINDS`): the log is filtered by kind.
 */
import { IMAGE_TARGETS, type ImageTarget } from '../images/rules';
import { formatMoney } from '../money/format';
import { isStaffRole, type StaffRole } from './roles';

/** The audit log's actions by kind, and the kinds by group, in the order the filter shows them. */
export const AUDIT_ACTION_KINDS = {
  orderCancel: ['order.cancel', 'order.cancelLines', 'order.cancelUnpaid'],
  orderPayment: ['order.refundRefused', 'order.debitFailed', 'order.chargeback'],
  orderResend: ['order.resend'],
  orderEdit: ['order.editCustomer', 'order.issueInvoice'],
  orderMove: ['order.move'],
  /** Staff took a person out of a waiting line (docs/decisions.md "Waiting list: staff"). */
  waitingList: ['waitingList.remove'],
  deskSale: ['desk.sale', 'desk.passEntry'],
  /** The till's shifts and stornos (docs/till.md); its sales are desk sales. */
  till: ['till.shiftOpened', 'till.shiftClosed', 'till.storno'],
  closures: ['closure.cancel', 'closure.message'],
  events: ['catalog.event.create', 'catalog.event.update'],
  eventSlots: [
    'catalog.slots.add',
    'catalog.slot.capacity',
    'catalog.slot.remove',
    'catalog.slots.stop',
    'catalog.slots.open',
    'catalog.slots.capacity',
    'catalog.sales.stop',
    'catalog.sales.open',
  ],
  eventDays: ['catalog.days.add', 'catalog.day.capacity', 'catalog.day.remove'],
  tours: ['catalog.tour.create', 'catalog.tour.update'],
  tourSlots: ['catalog.tourSlots.add', 'catalog.tourSlot.capacity', 'catalog.tourSlot.remove'],
  shop: [
    'catalog.article.create',
    'catalog.article.update',
    'catalog.pass.create',
    'catalog.pass.update',
    'catalog.upsell.update',
  ],
  vouchers: [
    'catalog.voucherType.create',
    'catalog.voucherType.update',
    'catalog.voucherCode.issue',
    'catalog.voucherCode.void',
  ],
  content: [
    'catalog.page.create',
    'catalog.page.update',
    'catalog.page.hide',
    'catalog.banner.create',
    'catalog.banner.update',
    'catalog.banner.hide',
  ],
  catalogFile: ['catalog.import', 'catalog.export'],
  images: ['image.upload', 'image.alt', 'image.attach', 'image.detach'],
  staffAccounts: ['staff.create', 'staff.update', 'staff.passwordLink', 'staff.setPassword'],
  security: [
    'staff.totpEnable',
    'staff.totpDisable',
    'staff.recoveryCodes',
    'staff.language',
    'settings.requireTotp',
  ],
  sessions: ['session.login', 'session.logout'],
  privacy: [
    'privacy.export',
    'privacy.erase',
    'privacy.accountDeleted',
    'privacy.guestsAnonymised',
  ],
} as const satisfies Record<string, readonly string[]>;

export type AuditActionKind = keyof typeof AUDIT_ACTION_KINDS;
export const AUDIT_ACTION_KIND_NAMES = Object.keys(AUDIT_ACTION_KINDS) as [
  AuditActionKind,
  ...AuditActionKind[],
];

export const AUDIT_ACTION_GROUPS = {
  orders: [
    'orderCancel',
    'orderPayment',
    'orderResend',
    'orderEdit',
    'orderMove',
    'waitingList',
    'deskSale',
    'till',
    'closures',
  ],
  catalog: [
    'events',
    'eventSlots',
    'eventDays',
    'tours',
    'tourSlots',
    'shop',
    'vouchers',
    'content',
    'catalogFile',
    'images',
  ],
  staff: ['staffAccounts', 'security', 'sessions', 'privacy'],
} as const satisfies Record<string, readonly AuditActionKind[]>;

export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;

/** The actions of a kind. */
export function auditActionsOf(kind: AuditActionKind): readonly string[] {
  return AUDIT_ACTION_KINDS[kind];
}

/** Who made a change: a staff member (by name, else e-mail), the command line or the server. */
export type AuditActor =
  { kind: 'staff'; name: string } | { kind: 'cli' } | { kind: 'system' } | { kind: 'visitor' };

/**
 * A value of a sentence: text as it is shown, or a staff role, a language or a catalog item (by
 * its kind and id) the back office names in the reader's language.
 */
export type AuditValue =
  | string
  | { kind: 'role'; role: StaffRole }
  | { kind: 'language'; language: string }
  | { kind: 'item'; item: ImageTarget; id: string };

export const AUDIT_SENTENCE_KEYS = [
  'orderCancel',
  'orderCancelRefund',
  'orderCancelRefundReason',
  'orderCancelLines',
  'orderCancelLinesRefund',
  'orderCancelLinesRefundReason',
  'orderCancelUnpaid',
  'orderDebitFailed',
  'orderChargeback',
  'orderRefundRefused',
  'orderRefundRefusedNoReason',
  'orderResend',
  'orderEditCustomer',
  'orderEditCustomerInvoice',
  'orderIssueInvoice',
  'orderMove',
  'orderMoveRefund',
  'deskSale',
  'deskPassEntry',
  'closureCancel',
  'closureMessage',
  'closureCancelTour',
  'closureMessageTour',
  'eventCreate',
  'eventUpdate',
  'slotsAdd',
  'slotCapacity',
  'slotRemove',
  'slotsStop',
  'slotsOpen',
  'slotsCapacity',
  'salesStop',
  'salesOpen',
  'salesStopDate',
  'salesOpenDate',
  'tourSalesStop',
  'tourSalesOpen',
  'tourSalesStopDate',
  'tourSalesOpenDate',
  'tourStartsStop',
  'tourStartsOpen',
  'daysAdd',
  'dayCapacity',
  'dayRemove',
  'tourCreate',
  'tourUpdate',
  'tourSlotsAdd',
  'tourSlotCapacity',
  'tourSlotRemove',
  'articleCreate',
  'articleUpdate',
  'passCreate',
  'passUpdate',
  'upsellUpdate',
  'voucherTypeCreate',
  'voucherTypeUpdate',
  'voucherCodeIssue',
  'voucherCodeVoid',
  'pageCreate',
  'pageUpdate',
  'pageHide',
  'bannerCreate',
  'bannerUpdate',
  'bannerHide',
  'catalogImport',
  'catalogExport',
  'imageUpload',
  'imageAlt',
  'imageAttach',
  'imageDetach',
  'staffCreate',
  'staffRole',
  'staffDisable',
  'staffEnable',
  'staffUpdate',
  'staffPasswordLink',
  'staffSetPassword',
  'staffLanguage',
  'totpEnable',
  'totpDisable',
  'recoveryCodes',
  'requireTotpOn',
  'requireTotpOff',
  'login',
  'loginRecoveryCode',
  'logout',
  'privacyExport',
  'privacyErase',
  'privacyAccountDeleted',
  'privacyGuestsAnonymised',
  'waitingListRemove',
  'tillShiftOpened',
  'tillShiftClosed',
  'tillShiftClosedFor',
  'tillStorno',
  'other',
] as const;
export type AuditSentenceKey = (typeof AUDIT_SENTENCE_KEYS)[number];

export interface AuditSentence {
  key: AuditSentenceKey;
  actor: AuditActor;
  /** The sentence's placeholders besides `actor`. */
  values: Record<string, AuditValue>;
}

/** What the sentence is made of: an entry of the audit log as the admin API answers it. */
export interface AuditSentenceEntry {
  actor: string;
  actorName?: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditSentenceContext {
  /** The reader's language: money and names of catalog items are shown in it. */
  language: string;
  /** A staff account's name or e-mail by id, when the reader knows it (for targets of staff actions). */
  staffName?: (id: number) => string | undefined;
}

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : {};
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A catalog text in the reader's language, else English, else the first one there is. */
function localized(value: unknown, language: string): string | undefined {
  const plain = textOf(value);
  if (plain !== undefined) return plain;
  const texts = fieldsOf(value);
  return (
    textOf(texts[language]) ??
    textOf(texts.en) ??
    Object.values(texts)
      .map(textOf)
      .find((text) => text !== undefined)
  );
}

/** A local date-time as the catalog stores it (`2026-12-01T10:00`), shown as `2026-12-01 10:00`. */
function localTime(value: unknown): string | undefined {
  const text = textOf(value);
  if (text === undefined) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(text);
  return match ? `${match[1]} ${match[2]}` : text;
}

function byId(id: string | null): string {
  return id === null ? '–' : `#${id}`;
}

/** What an item of the catalog is called: its name (or title) in the reader's language, else its id. */
function itemName(entry: AuditSentenceEntry, language: string): string {
  const after = fieldsOf(entry.after);
  const before = fieldsOf(entry.before);
  return (
    localized(after.name, language) ??
    localized(after.title, language) ??
    localized(before.name, language) ??
    localized(before.title, language) ??
    byId(entry.targetId)
  );
}

function countOf(value: unknown): string {
  if (Array.isArray(value)) return String(value.length);
  return textOf(value) ?? '0';
}

function money(value: unknown, language: string): string | undefined {
  const cents = numberOf(value);
  return cents === undefined ? undefined : formatMoney(cents, language);
}

function role(value: unknown): AuditValue {
  return isStaffRole(value) ? { kind: 'role', role: value } : (textOf(value) ?? '–');
}

function language(value: unknown): AuditValue {
  const code = textOf(value);
  return code === undefined ? '–' : { kind: 'language', language: code };
}

/** Who made the change: the staff member's name when known, else the e-mail written with it. */
export function auditActor(entry: Pick<AuditSentenceEntry, 'actor' | 'actorName'>): AuditActor {
  if (entry.actorName) return { kind: 'staff', name: entry.actorName };
  if (entry.actor === 'cli') return { kind: 'cli' };
  if (entry.actor === 'system') return { kind: 'system' };
  if (entry.actor === 'visitor') return { kind: 'visitor' };
  return { kind: 'staff', name: entry.actor };
}

type Sentence = Omit<AuditSentence, 'actor'>;

function orderSentence(entry: AuditSentenceEntry, language: string): Sentence | null {
  const order = entry.targetId ?? '–';
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const refunded = numberOf(after.refunded) ?? 0;
  const amount = money(after.refunded, language);
  switch (entry.action) {
    case 'order.cancel':
    case 'order.cancelLines': {
      const whole = entry.action === 'order.cancel';
      const reason = textOf(after.reason);
      if (!(refunded > 0 && amount)) {
        return { key: whole ? 'orderCancel' : 'orderCancelLines', values: { order } };
      }
      if (reason) {
        return {
          key: whole ? 'orderCancelRefundReason' : 'orderCancelLinesRefundReason',
          values: { order, amount, reason },
        };
      }
      return {
        key: whole ? 'orderCancelRefund' : 'orderCancelLinesRefund',
        values: { order, amount },
      };
    }
    case 'order.cancelUnpaid':
      return { key: 'orderCancelUnpaid', values: { order } };
    case 'order.debitFailed':
      return { key: 'orderDebitFailed', values: { order } };
    case 'order.chargeback':
      return { key: 'orderChargeback', values: { order } };
    case 'order.refundRefused': {
      const values = { order, amount: money(after.amount, language) ?? '–' };
      const reason = textOf(after.reason);
      return reason
        ? { key: 'orderRefundRefused', values: { ...values, reason } }
        : { key: 'orderRefundRefusedNoReason', values };
    }
    case 'order.resend':
      return {
        key: 'orderResend',
        values: { order, email: textOf(after.email) ?? textOf(before.email) ?? '–' },
      };
    case 'order.editCustomer': {
      const invoice = textOf(after.invoice);
      return invoice
        ? { key: 'orderEditCustomerInvoice', values: { order, invoice } }
        : { key: 'orderEditCustomer', values: { order } };
    }
    case 'order.issueInvoice':
      return { key: 'orderIssueInvoice', values: { order, invoice: textOf(after.invoice) ?? '–' } };
    case 'order.move': {
      const values = {
        order,
        booking: textOf(after.booking) ?? '–',
        from: localTime(before.start) ?? '–',
        to: localTime(after.start) ?? '–',
      };
      const back = numberOf(after.refunded) ?? 0;
      return back > 0
        ? { key: 'orderMoveRefund', values: { ...values, amount: money(back, language) ?? '–' } }
        : { key: 'orderMove', values };
    }
    case 'desk.sale':
      return { key: 'deskSale', values: { order, amount: money(after.total, language) ?? '–' } };
    case 'desk.passEntry':
      return {
        key: 'deskPassEntry',
        values: { order, pass: textOf(after.pass) ?? '–', start: localTime(after.datetime) ?? '–' },
      };
    case 'closure.cancel':
    case 'closure.message': {
      const orders = textOf(after.orders) ?? '0';
      const cancel = entry.action === 'closure.cancel';
      return entry.targetType === 'tour'
        ? {
            key: cancel ? 'closureCancelTour' : 'closureMessageTour',
            values: { tour: byId(entry.targetId), orders },
          }
        : {
            key: cancel ? 'closureCancel' : 'closureMessage',
            values: { event: byId(entry.targetId), orders },
          };
    }
    default:
      return null;
  }
}

function capacityChange(entry: AuditSentenceEntry): Record<string, string> {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  return {
    from: textOf(before.capacity) ?? '–',
    to: textOf(after.capacity) ?? '–',
  };
}

function catalogSentence(entry: AuditSentenceEntry, language: string): Sentence | null {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const name = itemName(entry, language);
  const id = byId(entry.targetId);
  const added = { count: countOf(after.created) };
  switch (entry.action) {
    case 'catalog.event.create':
      return { key: 'eventCreate', values: { name } };
    case 'catalog.event.update':
      return { key: 'eventUpdate', values: { name } };
    case 'catalog.slots.add':
      return { key: 'slotsAdd', values: { ...added, event: id } };
    case 'catalog.slot.capacity':
      return {
        key: 'slotCapacity',
        values: { slot: localTime(before.startsAt) ?? id, ...capacityChange(entry) },
      };
    case 'catalog.slot.remove':
      return { key: 'slotRemove', values: { slot: localTime(before.startsAt) ?? id } };
    case 'catalog.slots.stop':
    case 'catalog.slots.open':
      return {
        key: entry.action === 'catalog.slots.stop' ? 'slotsStop' : 'slotsOpen',
        values: { count: countOf(after.slots), event: id },
      };
    case 'catalog.slots.capacity':
      return {
        key: 'slotsCapacity',
        values: { count: countOf(after.slots), event: id, to: textOf(after.capacity) ?? '–' },
      };
    case 'catalog.sales.stop':
    case 'catalog.sales.open': {
      const date = textOf(after.date);
      const stop = entry.action === 'catalog.sales.stop';
      if (entry.targetType === 'tour') {
        if (Array.isArray(after.starts)) {
          return {
            key: stop ? 'tourStartsStop' : 'tourStartsOpen',
            values: { count: countOf(after.starts), tour: id },
          };
        }
        return date
          ? { key: stop ? 'tourSalesStopDate' : 'tourSalesOpenDate', values: { tour: id, date } }
          : { key: stop ? 'tourSalesStop' : 'tourSalesOpen', values: { tour: id } };
      }
      return date
        ? { key: stop ? 'salesStopDate' : 'salesOpenDate', values: { event: id, date } }
        : { key: stop ? 'salesStop' : 'salesOpen', values: { event: id } };
    }
    case 'catalog.days.add':
      return { key: 'daysAdd', values: { ...added, event: id } };
    case 'catalog.day.capacity':
      return {
        key: 'dayCapacity',
        values: { day: textOf(before.date) ?? id, ...capacityChange(entry) },
      };
    case 'catalog.day.remove':
      return { key: 'dayRemove', values: { day: textOf(before.date) ?? id } };
    case 'catalog.tour.create':
      return { key: 'tourCreate', values: { name } };
    case 'catalog.tour.update':
      return { key: 'tourUpdate', values: { name } };
    case 'catalog.tourSlots.add':
      return { key: 'tourSlotsAdd', values: { ...added, tour: id } };
    case 'catalog.tourSlot.capacity': {
      const from = fieldsOf(before.participants);
      const to = fieldsOf(after.participants);
      const fromTours = fieldsOf(before.tours);
      const toTours = fieldsOf(after.tours);
      return {
        key: 'tourSlotCapacity',
        values: {
          slot: localTime(before.startsAt) ?? id,
          from: textOf(from.capacity) ?? '–',
          to: textOf(to.capacity) ?? '–',
          fromTours: textOf(fromTours.capacity) ?? '–',
          toTours: textOf(toTours.capacity) ?? '–',
        },
      };
    }
    case 'catalog.tourSlot.remove':
      return { key: 'tourSlotRemove', values: { slot: localTime(before.startsAt) ?? id } };
    case 'catalog.article.create':
      return { key: 'articleCreate', values: { name } };
    case 'catalog.article.update':
      return { key: 'articleUpdate', values: { name } };
    case 'catalog.pass.create':
      return { key: 'passCreate', values: { name } };
    case 'catalog.pass.update':
      return { key: 'passUpdate', values: { name } };
    case 'catalog.upsell.update':
      return { key: 'upsellUpdate', values: { article: id } };
    case 'catalog.voucherType.create':
      return { key: 'voucherTypeCreate', values: { name } };
    case 'catalog.voucherType.update':
      return { key: 'voucherTypeUpdate', values: { name } };
    case 'catalog.voucherCode.issue':
      return {
        key: 'voucherCodeIssue',
        values: {
          count: textOf(after.count) ?? '0',
          amount: money(after.amount, language) ?? '–',
          type: id,
        },
      };
    case 'catalog.voucherCode.void':
      return { key: 'voucherCodeVoid', values: { code: textOf(before.code) ?? id } };
    case 'catalog.page.create':
      return { key: 'pageCreate', values: { name: pageName(entry, language) } };
    case 'catalog.page.update':
      return { key: 'pageUpdate', values: { name: pageName(entry, language) } };
    case 'catalog.page.hide':
      return { key: 'pageHide', values: { name: pageName(entry, language) } };
    case 'catalog.banner.create':
      return { key: 'bannerCreate', values: { banner: id } };
    case 'catalog.banner.update':
      return { key: 'bannerUpdate', values: { banner: id } };
    case 'catalog.banner.hide':
      return { key: 'bannerHide', values: { banner: id } };
    case 'catalog.import': {
      const changes = Array.isArray(after.changes) ? after.changes.length : 0;
      return {
        key: 'catalogImport',
        values: { count: String(changes + (numberOf(after.moreChanges) ?? 0)) },
      };
    }
    case 'catalog.export':
      return { key: 'catalogExport', values: {} };
    default:
      return null;
  }
}

/** A content page by its title in the reader's language, else its id (`about`). */
function pageName(entry: AuditSentenceEntry, language: string): string {
  const after = fieldsOf(entry.after);
  const before = fieldsOf(entry.before);
  return (
    localized(after.title, language) ?? localized(before.title, language) ?? entry.targetId ?? '–'
  );
}

function isImageTarget(value: string): value is ImageTarget {
  return (IMAGE_TARGETS as readonly string[]).includes(value);
}

function imageSentence(entry: AuditSentenceEntry): Sentence | null {
  const after = fieldsOf(entry.after);
  const before = fieldsOf(entry.before);
  const target: AuditValue = isImageTarget(entry.targetType)
    ? { kind: 'item', item: entry.targetType, id: byId(entry.targetId) }
    : `${entry.targetType} ${entry.targetId ?? ''}`.trim();
  switch (entry.action) {
    case 'image.upload':
      return {
        key: 'imageUpload',
        values: { image: textOf(after.fileName) ?? textOf(after.name) ?? byId(entry.targetId) },
      };
    case 'image.alt':
      return { key: 'imageAlt', values: { image: byId(entry.targetId) } };
    case 'image.attach':
      return { key: 'imageAttach', values: { image: byId(textOf(after.imageId) ?? null), target } };
    case 'image.detach':
      return {
        key: 'imageDetach',
        values: { image: byId(textOf(before.imageId) ?? null), target },
      };
    default:
      return null;
  }
}

function staffSentence(entry: AuditSentenceEntry, context: AuditSentenceContext): Sentence | null {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const id = Number(entry.targetId);
  const member =
    textOf(after.name) ??
    textOf(before.name) ??
    textOf(after.email) ??
    textOf(before.email) ??
    (Number.isInteger(id) ? context.staffName?.(id) : undefined) ??
    byId(entry.targetId);
  switch (entry.action) {
    case 'staff.create':
      return {
        key: 'staffCreate',
        values: { email: textOf(after.email) ?? member, role: role(after.role) },
      };
    case 'staff.update':
      if (before.role !== after.role && after.role !== undefined) {
        return {
          key: 'staffRole',
          values: { member, from: role(before.role), to: role(after.role) },
        };
      }
      if (before.active === true && after.active === false) {
        return { key: 'staffDisable', values: { member } };
      }
      if (before.active === false && after.active === true) {
        return { key: 'staffEnable', values: { member } };
      }
      return { key: 'staffUpdate', values: { member } };
    case 'staff.passwordLink':
      return { key: 'staffPasswordLink', values: { member } };
    case 'staff.setPassword':
      return { key: 'staffSetPassword', values: {} };
    case 'staff.language':
      return {
        key: 'staffLanguage',
        values: { from: language(before.language), to: language(after.language) },
      };
    case 'staff.totpEnable':
      return { key: 'totpEnable', values: {} };
    case 'staff.totpDisable':
      return { key: 'totpDisable', values: {} };
    case 'staff.recoveryCodes':
      return { key: 'recoveryCodes', values: {} };
    case 'settings.requireTotp':
      return { key: after.requireTotp === true ? 'requireTotpOn' : 'requireTotpOff', values: {} };
    case 'session.login':
      return { key: after.with === 'recoveryCode' ? 'loginRecoveryCode' : 'login', values: {} };
    case 'session.logout':
      return { key: 'logout', values: {} };
    default:
      return null;
  }
}

/**
 * A visitor's data exported or erased (never the data itself: the entry names the customer record
 * by id and counts what was done).
 */
function privacySentence(entry: AuditSentenceEntry): Sentence | null {
  const after = fieldsOf(entry.after);
  const customer = byId(entry.targetId);
  switch (entry.action) {
    case 'privacy.export':
      return { key: 'privacyExport', values: { customer } };
    case 'privacy.erase':
      return { key: 'privacyErase', values: { customer, orders: textOf(after.orders) ?? '0' } };
    case 'privacy.accountDeleted':
      return {
        key: 'privacyAccountDeleted',
        values: { customer, orders: textOf(after.orders) ?? '0' },
      };
    case 'privacy.guestsAnonymised':
      return { key: 'privacyGuestsAnonymised', values: { count: textOf(after.guests) ?? '0' } };
    default:
      return null;
  }
}

/**
 * A person taken out of a waiting line by staff: the entry by id and the places it wanted, never
 * the visitor's e-mail.
 */
function waitingListSentence(entry: AuditSentenceEntry): Sentence | null {
  if (entry.action !== 'waitingList.remove') return null;
  const before = fieldsOf(entry.before);
  return {
    key: 'waitingListRemove',
    values: { entry: byId(entry.targetId), places: textOf(before.wanted) ?? '?' },
  };
}

/**
 * The till's shifts and stornos (docs/till.md): the till by its code, the drawer's amounts and the
 * transaction numbers.
 */
function tillSentence(entry: AuditSentenceEntry, language: string): Sentence | null {
  if (!entry.action.startsWith('till.')) return null;
  const after = fieldsOf(entry.after);
  const till = textOf(after.till) ?? '–';
  const amount = (value: unknown) => money(value, language) ?? '–';
  switch (entry.action) {
    case 'till.shiftOpened':
      return { key: 'tillShiftOpened', values: { till, float: amount(after.float) } };
    case 'till.shiftClosed': {
      const values = {
        till,
        counted: amount(after.counted),
        expected: amount(after.expected),
        difference: amount(after.difference),
      };
      // A manager who closed another cashier's drawer: the entry names the shift's cashier.
      const cashier = after.closedFor === true ? textOf(after.cashier) : null;
      return cashier
        ? { key: 'tillShiftClosedFor', values: { ...values, cashier } }
        : { key: 'tillShiftClosed', values };
    }
    case 'till.storno':
      return {
        key: 'tillStorno',
        values: { till, number: textOf(after.number) ?? '–', storno: textOf(after.storno) ?? '–' },
      };
    default:
      return null;
  }
}

/** The sentence of one audit entry: its key, who made the change and the values that fill it. */
export function auditSentence(
  entry: AuditSentenceEntry,
  context: AuditSentenceContext,
): AuditSentence {
  const actor = auditActor(entry);
  const known =
    orderSentence(entry, context.language) ??
    catalogSentence(entry, context.language) ??
    imageSentence(entry) ??
    privacySentence(entry) ??
    waitingListSentence(entry) ??
    tillSentence(entry, context.language) ??
    staffSentence(entry, context);
  if (known) return { ...known, actor };
  const target = `${entry.targetType} ${entry.targetId ?? ''}`.trim();
  return { key: 'other', actor, values: { action: entry.action, target } };
}

/**
 * The event editor's form state and its way to the API body (`eventEditSchema`), and the mapping of
 * the schema's and the server's per-field paths (`tickets.0.price`) to the staff member's texts.
 */
import type { CatalogEventDetail } from '@foyer/domain/admin-contract/catalog';
import type { StaffLanguage } from '@foyer/domain/admin-contract';
import type { MessageKey } from '../../i18n';

/** The shop's default language: its name is the one a new event must have. */
export const DEFAULT_LANGUAGE: StaffLanguage = 'de';

type TextMap = Record<string, string>;
type EditedTicket = CatalogEventDetail['event']['tickets'][number];
type EditedSubticket = EditedTicket['subtickets'][number];

export interface SubticketForm {
  key: string;
  /** The subticket as loaded (its id is kept); null for a new one. */
  loaded: EditedSubticket | null;
  name: TextMap;
  price: string;
  vatValue: string;
  minQuantity: string;
  maxQuantity: string;
}

/** The ticket's yes/no fields the editor shows (the catalog file's names). */
export const TICKET_FLAGS = [
  'dayTicket',
  'family',
  'printSeparately',
  'uniqueBarcode',
  'scanSeparately',
  'active',
] as const;
export type TicketFlag = (typeof TICKET_FLAGS)[number];

export interface TicketForm extends Record<TicketFlag, boolean> {
  key: string;
  /** The ticket as loaded (its other fields are saved unchanged); null for a new one. */
  loaded: EditedTicket | null;
  name: TextMap;
  description: TextMap;
  price: string;
  vatValue: string;
  mode: 1 | 3 | 5;
  subtickets: SubticketForm[];
}

export interface EventForm {
  loaded: CatalogEventDetail['event'] | null;
  name: TextMap;
  description: TextMap;
  venue: number | null;
  active: boolean;
  /** Whether visitors may join the waiting list of a sold-out slot. */
  waitingList: boolean;
  capacity: string;
  tickets: TicketForm[];
}

let keys = 0;
export function newTicket(): TicketForm {
  keys += 1;
  return {
    key: `new-${keys}`,
    loaded: null,
    name: {},
    description: {},
    price: '',
    vatValue: '7',
    mode: 1,
    dayTicket: false,
    family: false,
    printSeparately: false,
    uniqueBarcode: true,
    scanSeparately: false,
    active: true,
    subtickets: [],
  };
}

export function newSubticket(): SubticketForm {
  keys += 1;
  return {
    key: `new-${keys}`,
    loaded: null,
    name: {},
    price: '0',
    vatValue: '7',
    minQuantity: '0',
    maxQuantity: '10',
  };
}

function subticketFormOf(sub: EditedSubticket): SubticketForm {
  return {
    key: `s-${sub.id}`,
    loaded: sub,
    name: { ...sub.name },
    price: (sub.price / 100).toFixed(2),
    vatValue: String(sub.vatValue),
    minQuantity: String(sub.minQuantity),
    maxQuantity: String(sub.maxQuantity),
  };
}

export function emptyForm(): EventForm {
  return {
    loaded: null,
    name: {},
    description: {},
    venue: null,
    active: true,
    waitingList: true,
    capacity: '',
    tickets: [newTicket()],
  };
}

export function formOf(detail: CatalogEventDetail): EventForm {
  const { event } = detail;
  return {
    loaded: event,
    name: { ...event.name },
    description: { ...event.description },
    venue: event.venue,
    active: event.active,
    waitingList: event.waitingList,
    capacity: event.capacity === null ? '' : String(event.capacity),
    // Hidden tickets are listed too (switched off), so they can be shown again.
    tickets: event.tickets.map((ticket) => ({
      key: `t-${ticket.id}`,
      loaded: ticket,
      name: { ...ticket.name },
      description: { ...ticket.description },
      price: (ticket.price / 100).toFixed(2),
      vatValue: String(ticket.vatValue),
      mode: ticket.mode,
      dayTicket: ticket.dayTicket,
      family: ticket.family,
      printSeparately: ticket.printSeparately,
      uniqueBarcode: ticket.uniqueBarcode,
      scanSeparately: ticket.scanSeparately,
      active: ticket.active,
      subtickets: ticket.subtickets.map(subticketFormOf),
    })),
  };
}

/** `[field]` when the texts have none in the default language, which the back office asks for. */
export function defaultTextMissing(texts: unknown, field: string): string[] {
  return DEFAULT_LANGUAGE in (texts as Record<string, string>) ? [] : [field];
}

/** A text in the language, else in the default language, else any. */
export function textOf(map: Readonly<TextMap>, language: string): string {
  return map[language] || map[DEFAULT_LANGUAGE] || Object.values(map).find(Boolean) || '';
}

function filled(map: TextMap): TextMap {
  return Object.fromEntries(
    Object.entries(map)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/** Euros as typed (`12,50`, `12.5`, `12`) in cents; NaN when it is not an amount. */
export function centsOf(euros: string): number {
  const match = /^\s*(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(euros);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
}

function subticketBody(sub: SubticketForm, index: number): Record<string, unknown> {
  return {
    ...(sub.loaded ?? {}),
    name: filled(sub.name),
    price: centsOf(sub.price),
    vatValue: numberOf(sub.vatValue),
    minQuantity: numberOf(sub.minQuantity),
    maxQuantity: numberOf(sub.maxQuantity),
    sequenceNo: index + 1,
  };
}

/** The body of a save: the loaded event's other fields unchanged, the form's fields over them. */
export function bodyOf(form: EventForm): Record<string, unknown> {
  return {
    ...(form.loaded ?? {}),
    name: filled(form.name),
    description: filled(form.description),
    venue: form.venue,
    active: form.active,
    waitingList: form.waitingList,
    capacity: form.capacity.trim() === '' ? null : numberOf(form.capacity),
    tickets: form.tickets.map((ticket, index) => ({
      ...(ticket.loaded ?? {}),
      name: filled(ticket.name),
      description: filled(ticket.description),
      price: centsOf(ticket.price),
      vatValue: numberOf(ticket.vatValue),
      mode: ticket.mode,
      ...Object.fromEntries(TICKET_FLAGS.map((flag) => [flag, ticket[flag]])),
      // A ticket that is no family ticket has no components.
      subtickets: ticket.family ? ticket.subtickets.map(subticketBody) : [],
      sequenceNo: index + 1,
    })),
  };
}

/** The text for a field's refusal, from the path of the field (`name`, `tickets.0.price`). */
export function fieldMessage(path: string, form: EventForm): MessageKey {
  const last = path.split('.').at(-1) ?? '';
  if (last === 'name' || /\.name\.\w+$/.test(path) || path === 'name') return 'nameRequired';
  if (last === 'price') return 'priceInvalid';
  if (last === 'subtickets') return 'familyNeedsSubtickets';
  if (last === 'minQuantity') return 'quantityInvalid';
  if (last === 'maxQuantity') return 'maxQuantityInvalid';
  if (path === 'capacity') {
    return form.tickets.some((ticket) => ticket.mode === 3) ? 'capacityNeeded' : 'capacityUnused';
  }
  return 'fieldInvalid';
}

/**
 * The form's fields that an error path belongs to (`tickets.0.name.de` → `tickets.0.name`,
 * `tickets.0.subtickets.1.name.de` → `tickets.0.subtickets.1.name`).
 */
export function fieldOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'tickets' && parts[2] === 'subtickets' && parts.length >= 5) {
    return parts.slice(0, 5).join('.');
  }
  if (parts[0] === 'tickets' && parts.length >= 3) return parts.slice(0, 3).join('.');
  return parts[0] ?? path;
}

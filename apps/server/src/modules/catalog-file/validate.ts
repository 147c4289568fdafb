/**
 * Validates a whole catalog file before anything is written: the zod schema, then what a schema
 * cannot see (duplicate ids, references to unknown venues, groups and categories, slot rules) and
 * expands the rules. Every error names the path of the bad field, e.g.
 * `events[0].tickets[2].mode: expected 1, 3 or 5`.
 */
import type { z } from 'zod';
import { expandEventDay, expandEventSlot, expandTourSlot, ruleSpanDays } from './expand';
import {
  MAX_RULE_DAYS,
  catalogFileSchema,
  type Catalog,
  type CatalogEvent,
  type CatalogFile,
  type CatalogTour,
  type EventDay,
  type EventSlot,
  type TourSlot,
} from './schema';

/** Sections other items refer to by id. */
export type RefTable =
  | 'venues'
  | 'customGroups'
  | 'ticketGroups'
  | 'tourCategories'
  | 'merchandiseCategories'
  | 'merchandise'
  | 'voucherCategories'
  | 'voucherTypes';

/** A reference into a section the file leaves out: the import checks it against the database. */
export interface PendingRef {
  path: string;
  table: RefTable;
  id: number;
}

export type ParseResult =
  { ok: true; catalog: Catalog; pendingRefs: PendingRef[] } | { ok: false; errors: string[] };

/** How errors name an item of each referenced section. */
export const REF_LABELS: Record<RefTable, string> = {
  venues: 'venue',
  customGroups: 'custom group',
  ticketGroups: 'ticket group',
  tourCategories: 'tour category',
  merchandiseCategories: 'merchandise category',
  merchandise: 'merchandise article',
  voucherCategories: 'voucher category',
  voucherTypes: 'voucher type',
};

function formatPath(keys: readonly PropertyKey[]): string {
  return keys.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/** One line per problem, `path: message`; each unknown field is named on its own. */
export function describeIssues(error: z.ZodError): string[] {
  return describe(error.issues, []);
}

function describe(issues: readonly z.core.$ZodIssue[], base: readonly PropertyKey[]): string[] {
  return issues.flatMap((issue) => {
    const at = [...base, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${formatPath([...at, key])}: unknown field`);
    }
    if (issue.code === 'invalid_union') {
      // A text is a string or a language map: when only the map got past its first check
      // (`{ de: 5 }`), its problems name the field better than the union's summary.
      const deeper = issue.errors.filter((branch) => branch.some((inner) => inner.path.length > 0));
      const [only] = deeper;
      if (only && deeper.length === 1) return describe(only, at);
    }
    return [`${formatPath(at) || '(file)'}: ${issue.message}`];
  });
}

/** Remembers where each key was first seen and reports the second occurrence. */
class Registry {
  private readonly seen = new Map<string, Map<string | number, string>>();
  constructor(private readonly errors: string[]) {}

  add(kind: string, key: string | number, path: string): void {
    const keys = this.seen.get(kind) ?? new Map<string | number, string>();
    this.seen.set(kind, keys);
    const first = keys.get(key);
    if (first !== undefined) {
      this.errors.push(`${path}: duplicate ${kind} ${JSON.stringify(key)} (also at ${first})`);
    } else {
      keys.set(key, path);
    }
  }
}

function idsOf(items: readonly { id: number }[] | undefined): Set<number> | null {
  return items ? new Set(items.map((item) => item.id)) : null;
}

/** Checks the rule's span, expands it and reports a rule that yields nothing. */
function expandRule<E extends { dates?: { from: string; to: string } | undefined }, R>(
  entry: E,
  path: string,
  errors: string[],
  expand: (entry: E) => R[],
): R[] {
  const span = ruleSpanDays(entry);
  if (span > MAX_RULE_DAYS) {
    errors.push(
      `${path}.dates: covers ${span + 1} days; a rule may cover at most ${MAX_RULE_DAYS}`,
    );
    return [];
  }
  const expanded = expand(entry);
  if (expanded.length === 0) errors.push(`${path}: the rule gives no dates or times`);
  return expanded;
}

function expandEvents(
  events: NonNullable<CatalogFile['events']>,
  errors: string[],
): CatalogEvent[] {
  return events.map((item, i) => {
    const slots: EventSlot[] = [];
    const slotAt = new Map<string, string>();
    item.slots.forEach((entry, j) => {
      const path = `events[${i}].slots[${j}]`;
      for (const slot of expandRule(entry, path, errors, expandEventSlot)) {
        const key = `${slot.mode} ${slot.startsAt}`;
        const first = slotAt.get(key);
        if (first !== undefined) {
          errors.push(`${path}: the slot ${slot.startsAt} (mode ${slot.mode}) is also at ${first}`);
          continue;
        }
        slotAt.set(key, path);
        slots.push(slot);
      }
    });
    const days: EventDay[] = [];
    const dayAt = new Map<string, string>();
    item.days.forEach((entry, j) => {
      const path = `events[${i}].days[${j}]`;
      for (const day of expandRule(entry, path, errors, expandEventDay)) {
        const first = dayAt.get(day.date);
        if (first !== undefined) {
          errors.push(`${path}: the day ${day.date} is also at ${first}`);
          continue;
        }
        dayAt.set(day.date, path);
        days.push(day);
      }
    });
    return { ...item, slots, days };
  });
}

function expandTours(tours: NonNullable<CatalogFile['tours']>, errors: string[]): CatalogTour[] {
  return tours.map((tour, i) => {
    const slots: TourSlot[] = [];
    const slotAt = new Map<string, string>();
    tour.slots.forEach((entry, j) => {
      const path = `tours[${i}].slots[${j}]`;
      for (const slot of expandRule(entry, path, errors, expandTourSlot)) {
        const first = slotAt.get(slot.startsAt);
        if (first !== undefined) {
          errors.push(`${path}: the start ${slot.startsAt} is also at ${first}`);
          continue;
        }
        slotAt.set(slot.startsAt, path);
        slots.push(slot);
      }
    });
    return { ...tour, slots };
  });
}

function checkIds(file: CatalogFile, errors: string[]): void {
  const registry = new Registry(errors);
  const simple = [
    ['venues', 'venue id'],
    ['customGroups', 'custom group id'],
    ['ticketGroups', 'ticket group id'],
    ['tourCategories', 'tour category id'],
    ['merchandiseCategories', 'merchandise category id'],
    ['merchandise', 'merchandise id'],
    ['voucherCategories', 'voucher category id'],
    ['voucherTypes', 'voucher type id'],
    ['voucherCodes', 'voucher code id'],
    ['banners', 'banner id'],
    ['socialLinks', 'social link id'],
    ['pages', 'page id'],
  ] as const;
  for (const [section, kind] of simple) {
    file[section]?.forEach((item, i) => registry.add(kind, item.id, `${section}[${i}].id`));
  }
  file.merchandiseCategories?.forEach((item, i) =>
    registry.add('merchandise category slug', item.slug, `merchandiseCategories[${i}].slug`),
  );
  file.voucherCodes?.forEach((item, i) =>
    registry.add('voucher barcode', item.barcode, `voucherCodes[${i}].barcode`),
  );
  file.contentBlocks?.forEach((item, i) =>
    registry.add('content block key', item.key, `contentBlocks[${i}].key`),
  );
  file.events?.forEach((event, i) => {
    registry.add('event id', event.id, `events[${i}].id`);
    event.tickets.forEach((ticket, j) => {
      const path = `events[${i}].tickets[${j}]`;
      registry.add('ticket id', ticket.id, `${path}.id`);
      ticket.subtickets.forEach((sub, k) =>
        registry.add('subticket id', sub.id, `${path}.subtickets[${k}].id`),
      );
    });
  });
  file.tours?.forEach((tour, i) => {
    registry.add('tour id', tour.id, `tours[${i}].id`);
    tour.tickets.forEach((ticket, j) => {
      const path = `tours[${i}].tickets[${j}]`;
      registry.add('tour ticket id', ticket.id, `${path}.id`);
      ticket.subtickets.forEach((sub, k) =>
        registry.add('tour subticket id', sub.id, `${path}.subtickets[${k}].id`),
      );
    });
    tour.prices.forEach((price, j) =>
      registry.add('tour price id', price.id, `tours[${i}].prices[${j}].id`),
    );
    tour.questions.forEach((question, j) => {
      const path = `tours[${i}].questions[${j}]`;
      registry.add('tour question id', question.id, `${path}.id`);
      question.options.forEach((option, k) =>
        registry.add('question option id', option.id, `${path}.options[${k}].id`),
      );
    });
  });
}

function checkReferences(file: CatalogFile, errors: string[]): PendingRef[] {
  const known: Record<RefTable, Set<number> | null> = {
    venues: idsOf(file.venues),
    customGroups: idsOf(file.customGroups),
    ticketGroups: idsOf(file.ticketGroups),
    tourCategories: idsOf(file.tourCategories),
    merchandiseCategories: idsOf(file.merchandiseCategories),
    merchandise: idsOf(file.merchandise),
    voucherCategories: idsOf(file.voucherCategories),
    voucherTypes: idsOf(file.voucherTypes),
  };
  const pending: PendingRef[] = [];
  const ref = (table: RefTable, id: number | null, path: string) => {
    if (id === null) return;
    const ids = known[table];
    if (ids === null) pending.push({ path, table, id });
    else if (!ids.has(id)) errors.push(`${path}: unknown ${REF_LABELS[table]} ${id}`);
  };
  const refs = (table: RefTable, list: readonly number[], path: string) =>
    list.forEach((id, k) => ref(table, id, `${path}[${k}]`));

  file.events?.forEach((event, i) => {
    ref('venues', event.venue, `events[${i}].venue`);
    refs('customGroups', event.customGroups, `events[${i}].customGroups`);
    event.tickets.forEach((ticket, j) =>
      ref('ticketGroups', ticket.group, `events[${i}].tickets[${j}].group`),
    );
  });
  file.tours?.forEach((tour, i) => {
    ref('venues', tour.venue, `tours[${i}].venue`);
    refs('tourCategories', tour.categories, `tours[${i}].categories`);
    refs('customGroups', tour.customGroups, `tours[${i}].customGroups`);
  });
  file.merchandise?.forEach((item, i) => {
    ref('merchandiseCategories', item.category, `merchandise[${i}].category`);
    refs('customGroups', item.customGroups, `merchandise[${i}].customGroups`);
    refs('merchandise', item.related, `merchandise[${i}].related`);
  });
  file.voucherTypes?.forEach((type, i) =>
    ref('voucherCategories', type.category, `voucherTypes[${i}].category`),
  );
  file.voucherCodes?.forEach((code, i) =>
    ref('voucherTypes', code.voucherType, `voucherCodes[${i}].voucherType`),
  );
  return pending;
}

/** Validates a parsed YAML document as a catalog and expands its rules; nothing is written. */
export function parseCatalog(raw: unknown): ParseResult {
  const parsed = catalogFileSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: describeIssues(parsed.error) };
  const file = parsed.data;
  const errors: string[] = [];
  checkIds(file, errors);
  const pendingRefs = checkReferences(file, errors);
  const { events, tours, ...rest } = file;
  const catalog: Catalog = { ...rest };
  if (events) catalog.events = expandEvents(events, errors);
  if (tours) catalog.tours = expandTours(tours, errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, catalog, pendingRefs };
}

/**
 * Imports a catalog file into the database in one transaction (docs/catalog.md):
 * - the whole file is validated first; nothing is written when anything is invalid;
 * - rows are upserted by their explicit ids; slots by event, mode and start; days by event and date;
 * - a section left out of the file is not touched; in a section that is present, items missing
 *   from the file are deactivated (events, tickets, tours, merchandise, voucher types), deleted
 *   (children of items in the file, banners, links, pages, content blocks, unused voucher codes,
 *   venues, groups and categories nothing refers to any more) or, for slots and days with sales or
 *   holds, kept and closed for new sales;
 * - `capacity` and `sold` update the `capacities` rows; `sold` (and a code's used amount) is never
 *   lowered, so sales made since the file was exported are kept.
 */
import {
  asLocalizedText,
  DEFAULT_LANGUAGE,
  type Language,
  type LocalizedText,
} from '@foyer/domain';
import type { Db, Tx } from '../../db/client';
import { capacitiesWithOpenHolds, closeCapacities, readCapacities } from '../inventory';
import {
  ID_TABLES,
  catalogIsEmpty,
  childIds,
  deleteByIds,
  existingIds,
  lockCatalog,
  referencedIds,
  resetIdSequences,
  upsertById,
  type ChildTable,
  type IdTable,
  type InsertRow,
  type ReferencedTable,
} from './catalog.repository';
import { releaseSlugs } from './catalog-sections.repository';
import type { Catalog, Texts } from './schema';
import { emptyCounts, minus, CapacityPlan } from './import-plan';
import { syncEvents } from './import-events';
import {
  syncMerchandise,
  syncVoucherTypes,
  syncVoucherCodes,
  syncPages,
  syncContentBlocks,
} from './import-shop';
import { syncTours } from './import-tours';
import { REF_LABELS, parseCatalog, type PendingRef } from './validate';

/** What an import did to one kind of item. */
export interface SectionCounts {
  /** Items listed in the file. */
  inFile: number;
  created: number;
  updated: number;
  /** Set inactive, or (slots and days with sales) closed for new sales. */
  deactivated: number;
  deleted: number;
  /** Missing from the file but kept because something still refers to them or they were used. */
  kept: number;
}

export const SUMMARY_KEYS = [
  'venues',
  'customGroups',
  'ticketGroups',
  'events',
  'tickets',
  'subtickets',
  'eventSlots',
  'eventDays',
  'tourCategories',
  'tours',
  'tourTickets',
  'tourSubtickets',
  'tourPrices',
  'tourSlots',
  'tourQuestions',
  'tourQuestionOptions',
  'merchandiseCategories',
  'merchandise',
  'voucherCategories',
  'voucherTypes',
  'voucherCodes',
  'banners',
  'socialLinks',
  'pages',
  'contentBlocks',
] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];
export type ImportSummary = Partial<Record<SummaryKey, SectionCounts>>;

export type ImportResult =
  { ok: true; skipped: boolean; summary: ImportSummary } | { ok: false; errors: string[] };

export interface ImportOptions {
  /** Import only into a catalog without events, tours, merchandise and voucher types (the demo seed). */
  onlyIfEmpty?: boolean;
  /**
   * The shop's default language (its first configured language, default `de`): a text the file
   * gives as a plain string is stored as the text in this language.
   */
  defaultLanguage?: Language;
}

/** Thrown inside the transaction to roll it back with the problems found in the database. */
export class ImportRejected extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
}

/** One import run inside its transaction. */
export class CatalogImport {
  readonly errors: string[] = [];
  readonly summary: ImportSummary = {};
  readonly capacities = new CapacityPlan();
  /** Venues, groups and categories missing from the file: deleted at the end when unreferenced. */
  private readonly orphans: Partial<Record<ReferencedTable, number[]>> = {};

  constructor(
    readonly tx: Tx,
    private readonly catalog: Catalog,
    private readonly defaultLanguage: Language,
  ) {}

  /** A text of the file as stored: a language map (a plain string is the default language's). */
  text(value: Texts): LocalizedText {
    return asLocalizedText(value, this.defaultLanguage);
  }

  async run(pendingRefs: readonly PendingRef[]): Promise<void> {
    await this.checkPendingRefs(pendingRefs);
    if (this.errors.length > 0) return;
    const c = this.catalog;
    await this.syncReferenced('venues', c.venues, (v) => ({
      id: v.id,
      name: this.text(v.name),
      address: v.address,
      sequenceNo: v.sequenceNo,
    }));
    await this.syncReferenced('customGroups', c.customGroups, (g) => ({
      id: g.id,
      name: this.text(g.name),
      sequenceNo: g.sequenceNo,
    }));
    await this.syncReferenced('ticketGroups', c.ticketGroups, (g) => ({
      id: g.id,
      name: this.text(g.name),
      sequenceNo: g.sequenceNo,
    }));
    await this.syncReferenced('tourCategories', c.tourCategories, (g) => ({
      id: g.id,
      name: this.text(g.name),
      sequenceNo: g.sequenceNo,
    }));
    if (c.merchandiseCategories) await releaseSlugs(this.tx, c.merchandiseCategories);
    await this.syncReferenced('merchandiseCategories', c.merchandiseCategories, (g) => ({
      id: g.id,
      slug: g.slug,
      name: this.text(g.name),
      sequenceNo: g.sequenceNo,
    }));
    await this.syncReferenced('voucherCategories', c.voucherCategories, (g) => ({
      id: g.id,
      name: this.text(g.name),
      sequenceNo: g.sequenceNo,
    }));
    if (c.events) await syncEvents(this, c.events);
    if (c.tours) await syncTours(this, c.tours);
    if (c.merchandise) await syncMerchandise(this, c.merchandise);
    if (c.voucherTypes) await syncVoucherTypes(this, c.voucherTypes);
    if (c.voucherCodes) await syncVoucherCodes(this, c.voucherCodes);
    await this.syncBanners(c.banners);
    await this.syncDeletable('socialLinks', c.socialLinks, (l) => ({
      id: l.id,
      name: l.name,
      url: l.url,
      sequenceNo: l.sequenceNo,
    }));
    if (c.pages) await syncPages(this, c.pages);
    if (c.contentBlocks) await syncContentBlocks(this, c.contentBlocks);
    await this.deleteOrphans();
    await resetIdSequences(this.tx, Object.keys(ID_TABLES) as IdTable[]);
  }

  private async checkPendingRefs(refs: readonly PendingRef[]): Promise<void> {
    const tables = [...new Set(refs.map((ref) => ref.table))];
    for (const table of tables) {
      const wanted = refs.filter((ref) => ref.table === table);
      const found = await existingIds(
        this.tx,
        table,
        wanted.map((ref) => ref.id),
      );
      for (const ref of wanted) {
        if (!found.has(ref.id))
          this.errors.push(`${ref.path}: unknown ${REF_LABELS[table]} ${ref.id}`);
      }
    }
  }

  /** Upserts rows by id and counts which of them existed. */
  async upsert<T extends IdTable>(
    name: T,
    key: SummaryKey,
    rows: InsertRow<T>[],
    options?: Parameters<typeof upsertById>[3],
  ): Promise<SectionCounts> {
    const ids = rows.map((row) => row.id as number);
    const existing = await existingIds(this.tx, name, ids);
    await upsertById(this.tx, name, rows, options);
    const counts = emptyCounts(rows.length);
    counts.updated = ids.filter((id) => existing.has(id)).length;
    counts.created = rows.length - counts.updated;
    this.summary[key] = counts;
    return counts;
  }

  /** Venues, groups and categories: missing ones are deleted at the end unless still referenced. */
  private async syncReferenced<T extends ReferencedTable, I extends { id: number }>(
    name: T,
    items: readonly I[] | undefined,
    toRow: (item: I) => InsertRow<T>,
  ): Promise<void> {
    if (!items) return;
    const all = await existingIds(this.tx, name);
    await this.upsert(name, name, items.map(toRow));
    this.orphans[name] = minus(
      all,
      items.map((item) => item.id),
    );
  }

  /** Banners: missing ones are deleted (`only`: the back office's editor saves some, none is). */
  async syncBanners(items: Catalog['banners'], options: { only?: boolean } = {}): Promise<void> {
    const toRow = (b: NonNullable<Catalog['banners']>[number]) => ({
      id: b.id,
      groupName: b.group,
      image: b.image,
      imageMobile: b.imageMobile,
      link: b.link,
      alt: this.text(b.alt),
      sequenceNo: b.sequenceNo,
    });
    await this.syncDeletable('banners', items, toRow, options);
  }

  /** Banners and social links: missing ones are deleted (`only`: the editor's save, none is). */
  async syncDeletable<T extends 'banners' | 'socialLinks', I extends { id: number }>(
    name: T,
    items: readonly I[] | undefined,
    toRow: (item: I) => InsertRow<T>,
    options: { only?: boolean } = {},
  ): Promise<void> {
    if (!items) return;
    const all = await existingIds(this.tx, name);
    const counts = await this.upsert(name, name, items.map(toRow));
    if (options.only) return;
    const missing = minus(
      all,
      items.map((item) => item.id),
    );
    await deleteByIds(this.tx, name, missing);
    counts.deleted = missing.length;
  }

  /** Children of parents in the file: upserted; those the file no longer lists are deleted. */
  async syncChildren<T extends ChildTable>(
    name: T,
    key: SummaryKey,
    parentIds: readonly number[],
    rows: InsertRow<T>[],
  ): Promise<void> {
    const before = await childIds(this.tx, name, parentIds);
    const counts = await this.upsert(name, key, rows);
    const missing = minus(
      before,
      rows.map((row) => row.id as number),
    );
    await deleteByIds(this.tx, name, missing);
    counts.deleted = missing.length;
  }

  /**
   * Slots and days missing from the file: deleted when nothing was sold or held, otherwise kept
   * with their capacity closed at what is sold and held.
   */
  async retire(
    rows: readonly { id: number; capacityIds: number[] }[],
    remove: (ids: number[]) => Promise<void>,
    counts: SectionCounts,
  ): Promise<void> {
    if (rows.length === 0) return;
    const capacityIds = rows.flatMap((row) => row.capacityIds);
    const states = await readCapacities(this.tx, capacityIds);
    const open = await capacitiesWithOpenHolds(this.tx, capacityIds);
    const busy = (id: number) => {
      const state = states.get(id);
      return open.has(id) || (state !== undefined && (state.sold > 0 || state.held > 0));
    };
    const keep = rows.filter((row) => row.capacityIds.some(busy));
    const drop = minus(rows, keep);
    await remove(drop.map((row) => row.id));
    await closeCapacities(
      this.tx,
      keep.flatMap((row) => row.capacityIds),
    );
    counts.deleted += drop.length;
    counts.deactivated += keep.length;
  }

  // ------------------------------------------------------------------------------------ events
  /** Deletes the venues, groups and categories missing from the file that nothing refers to. */
  private async deleteOrphans(): Promise<void> {
    const pending = Object.entries(this.orphans) as [ReferencedTable, number[]][];
    if (pending.every(([, ids]) => ids.length === 0)) return;
    const referenced = await referencedIds(this.tx);
    for (const [name, ids] of pending) {
      const kept = ids.filter((id) => referenced[name].has(id));
      const gone = minus(ids, kept);
      await deleteByIds(this.tx, name, gone);
      const counts = this.summary[name] ?? emptyCounts(0);
      counts.deleted = gone.length;
      counts.kept = kept.length;
      this.summary[name] = counts;
    }
  }
}

/**
 * Validates `input` (a parsed YAML document) and applies it in one transaction. Answers the errors
 * (each naming the path of the bad field) without writing anything, or what was written per section.
 */
export async function importCatalog(
  db: Db,
  input: unknown,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const parsed = parseCatalog(input);
  if (!parsed.ok) return parsed;
  try {
    return await db.transaction(async (tx) => {
      await lockCatalog(tx);
      if (options.onlyIfEmpty && !(await catalogIsEmpty(tx))) {
        return { ok: true as const, skipped: true, summary: {} };
      }
      const summary = await importInto(tx, parsed, options);
      return { ok: true as const, skipped: false, summary };
    });
  } catch (error) {
    if (error instanceof ImportRejected) return { ok: false, errors: error.errors };
    throw error;
  }
}

/**
 * Applies a validated file inside `tx`, whose caller took `lockCatalog`; throws `ImportRejected`
 * (roll the transaction back) when the file does not fit the database.
 */
export async function importInto(
  tx: Tx,
  parsed: Extract<ReturnType<typeof parseCatalog>, { ok: true }>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const run = new CatalogImport(tx, parsed.catalog, options.defaultLanguage ?? DEFAULT_LANGUAGE);
  await run.run(parsed.pendingRefs);
  if (run.errors.length > 0) throw new ImportRejected(run.errors);
  return run.summary;
}

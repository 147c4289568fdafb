import { describe, expect, it } from 'vitest';
import { parseCatalog } from './validate';
import { smallCatalog } from './catalog.fixtures';
import type { CatalogFileInput } from './schema';

function errorsOf(file: unknown): string[] {
  const result = parseCatalog(file);
  if (result.ok) throw new Error('expected the catalog to be refused');
  return result.errors;
}

function withEdit(edit: (file: CatalogFileInput & Record<string, unknown>) => void): unknown {
  const file = structuredClone(smallCatalog()) as CatalogFileInput & Record<string, unknown>;
  edit(file);
  return file;
}

describe('parseCatalog', () => {
  it('expands slot and day rules into explicit slots and days', () => {
    const result = parseCatalog(smallCatalog());
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const [exhibition, night, workshop] = result.catalog.events!;
    // 1 Dec is a Tuesday, 2 Dec (Wednesday) is excepted, 5 Dec is a Saturday: 2 dates × 4 starts.
    expect(exhibition!.slots.map((slot) => slot.startsAt)).toEqual([
      '2026-12-01T10:00',
      '2026-12-01T10:30',
      '2026-12-01T11:00',
      '2026-12-01T11:30',
      '2026-12-05T10:00',
      '2026-12-05T10:30',
      '2026-12-05T11:00',
      '2026-12-05T11:30',
      '2026-12-07T18:00',
    ]);
    expect(exhibition!.slots[0]).toEqual({
      mode: 1,
      startsAt: '2026-12-01T10:00',
      endsAt: null,
      capacity: 20,
      sold: 2,
    });
    expect(exhibition!.days).toEqual([
      { date: '2026-12-01', capacity: 100, sold: 0 },
      { date: '2026-12-02', capacity: 100, sold: 0 },
      { date: '2026-12-03', capacity: 100, sold: 0 },
      { date: '2026-12-05', capacity: 50, sold: 49 },
    ]);
    expect(night!.capacity).toBe(300);
    expect(workshop!.slots).toEqual([
      { mode: 5, startsAt: '2026-12-05T14:00', endsAt: '2026-12-05T16:00', capacity: 12, sold: 0 },
      { mode: 5, startsAt: '2026-12-06T14:00', endsAt: '2026-12-06T16:00', capacity: 12, sold: 0 },
    ]);
    expect(result.catalog.tours![0]!.slots.map((slot) => slot.startsAt)).toEqual([
      '2026-12-01T11:00',
      '2026-12-01T15:00',
      '2026-12-02T11:00',
      '2026-12-02T15:00',
    ]);
    expect(result.catalog.tours![0]!.slots[0]!.tours).toEqual({ capacity: 1, sold: 0 });
    expect(result.pendingRefs).toEqual([]);
  });

  it('names the path of a bad field', () => {
    const errors = errorsOf(
      withEdit((file) => {
        (file.events![0]!.tickets![2] as { mode: number }).mode = 2;
      }),
    );
    expect(errors).toEqual(['events[0].tickets[2].mode: expected 1, 3 or 5']);
  });

  it('accepts a text as a plain string or as a map of languages', () => {
    const file = withEdit((edit) => {
      edit.venues![0]!.name = 'Haupthaus';
      edit.events![0]!.description = '<p>Glas und Licht</p>';
      edit.events![0]!.tickets![0]!.name = { da: 'Voksne', sv: 'Vuxna' };
    });
    const result = parseCatalog(file);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.catalog.venues![0]!.name).toBe('Haupthaus');
    expect(result.catalog.events![0]!.tickets[0]!.name).toEqual({ da: 'Voksne', sv: 'Vuxna' });
  });

  it('names the path of a bad text, down to the language', () => {
    const errors = errorsOf(
      withEdit((file) => {
        (file.venues![0] as { name: unknown }).name = 5;
        file.events![0]!.tickets![0]!.name = { de: 'Erwachsene', xx: 'Adults' } as { de: string };
        (file.tours![1]!.questions![0] as { text: unknown }).text = { da: 7 };
        file.events![1]!.name = '  ';
        file.customGroups![0]!.name = { de: '', en: '' };
      }),
    );
    expect(errors).toEqual([
      'venues[0].name: expected a text, or texts per language ({ de: …, en: … })',
      'customGroups[0].name: needs a text in at least one language',
      'events[0].tickets[0].name.xx: unknown field',
      'events[1].name: needs a text in at least one language',
      'tours[1].questions[0].text.da: Invalid input: expected string, received number',
    ]);
  });

  it('refuses unknown fields, impossible dates and a wrong version', () => {
    const errors = errorsOf(
      withEdit((file) => {
        file.version = 2 as 1;
        (file.venues![0] as Record<string, unknown>).colour = 'red';
        file.events![0]!.slots![1] = { startsAt: '2026-02-30T10:00', capacity: 5 };
        file.voucherCodes![0]!.validTo = '2026-13-01';
      }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'version: expected 1',
        'venues[0].colour: unknown field',
        'events[0].slots[1].startsAt: not a calendar date',
        'voucherCodes[0].validTo: not a calendar date',
      ]),
    );
  });

  it('reports duplicate ids across the whole file and unknown references', () => {
    const errors = errorsOf(
      withEdit((file) => {
        file.events![1]!.tickets![0]!.id = 100;
        file.tours![1]!.questions![1]!.id = 300;
        file.events![0]!.venue = 9;
        file.tours![0]!.categories = [1, 4];
        file.merchandise![0]!.related = [31, 77];
        file.voucherCodes![1]!.barcode = 'TEST-50';
      }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'events[1].tickets[0].id: duplicate ticket id 100 (also at events[0].tickets[0].id)',
        'tours[1].questions[1].id: duplicate tour question id 300 (also at tours[1].questions[0].id)',
        'events[0].venue: unknown venue 9',
        'tours[0].categories[1]: unknown tour category 4',
        'merchandise[0].related[1]: unknown merchandise article 77',
        'voucherCodes[1].barcode: duplicate voucher barcode "TEST-50" (also at voucherCodes[0].barcode)',
      ]),
    );
    expect(errors).toHaveLength(6);
  });

  it('checks the shape of slot rules and capacities', () => {
    const errors = errorsOf(
      withEdit((file) => {
        const slots = file.events![0]!.slots!;
        slots.push({
          every: 30,
          from: '12:00',
          capacity: 1,
          dates: { from: '2026-01-01', to: '2026-01-02' },
        });
        slots.push({ startsAt: '2026-12-09T10:00', every: 30, capacity: 1 });
        file.events![2]!.slots!.push({ mode: 5, startsAt: '2026-12-20T10:00', capacity: 3 });
        file.tours![0]!.slots!.push({
          startsAt: '2026-12-24T10:00',
          participants: { capacity: 2, sold: 3 },
        });
        file.events![1]!.capacity = null;
        file.events![1]!.sold = 0;
      }),
    );
    expect(errors).toEqual([
      'events[0].slots[2].to: needs times, or every with from and to',
      'events[0].slots[3].every: not allowed together with startsAt',
      'events[1].capacity: event-long tickets (mode 3) need the event capacity',
      'events[2].slots[1].endsAt: a scheduled range needs endsAt',
      'tours[0].slots[1].participants.sold: sold (3) exceeds the capacity (2)',
    ]);
  });

  it('refuses overlapping slots, runaway rules and rules that give nothing', () => {
    const errors = errorsOf(
      withEdit((file) => {
        const slots = file.events![0]!.slots!;
        slots.push({ startsAt: '2026-12-01T10:00', capacity: 20 });
        slots.push({
          times: ['10:00'],
          dates: { from: '2026-01-01', to: '2029-01-01' },
          capacity: 1,
        });
        slots.push({
          times: ['10:00'],
          dates: { from: '2026-12-07', to: '2026-12-07' },
          weekdays: ['sun'],
          capacity: 1,
        });
        file.events![0]!.days!.push({ date: '2026-12-02', capacity: 1 });
      }),
    );
    expect(errors).toEqual([
      'events[0].slots[2]: the slot 2026-12-01T10:00 (mode 1) is also at events[0].slots[0]',
      'events[0].slots[3].dates: covers 1097 days; a rule may cover at most 731',
      'events[0].slots[4]: the rule gives no dates or times',
      'events[0].days[2]: the day 2026-12-02 is also at events[0].days[0]',
    ]);
  });

  it('leaves references into sections the file leaves out to the database check', () => {
    const result = parseCatalog({
      version: 1,
      voucherCodes: [{ id: 1, barcode: 'X', amount: 100, voucherType: 40 }],
    });
    expect(result).toMatchObject({
      ok: true,
      pendingRefs: [{ path: 'voucherCodes[0].voucherType', table: 'voucherTypes', id: 40 }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { filterTours } from './filters';

const tours = [
  { id: 1, langIdentifier: 'de', custom_groups: [{ id: 5 }], venue: 'Main building' },
  { id: 2, langIdentifier: 'en', custom_groups: [{ id: 5 }, { id: 6 }], venue: 'Annex' },
  { id: 3, langIdentifier: 'EN', custom_groups: null, venue: null },
];
const toursPerDate = { '2025-05-01': [1, 3], '2025-05-02': [2] };
const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('filterTours', () => {
  it('keeps every tour without filters', () => {
    expect(ids(filterTours(tours, {}, toursPerDate))).toEqual([1, 2, 3]);
    expect(
      ids(filterTours(tours, { language: '', category: null, venue: '', date: '' }, toursPerDate)),
    ).toEqual([1, 2, 3]);
  });

  it('filters by language, ignoring case', () => {
    expect(ids(filterTours(tours, { language: 'en' }, toursPerDate))).toEqual([2, 3]);
  });

  it('filters by category', () => {
    expect(ids(filterTours(tours, { category: 6 }, toursPerDate))).toEqual([2]);
    expect(ids(filterTours(tours, { category: '5' }, toursPerDate))).toEqual([1, 2]);
  });

  it('filters by venue', () => {
    expect(ids(filterTours(tours, { venue: 'Annex' }, toursPerDate))).toEqual([2]);
  });

  it('filters by the day the tours are held', () => {
    expect(ids(filterTours(tours, { date: '2025-05-01' }, toursPerDate))).toEqual([1, 3]);
    expect(ids(filterTours(tours, { date: '2025-05-03' }, toursPerDate))).toEqual([]);
  });

  it('combines the filters', () => {
    expect(ids(filterTours(tours, { language: 'en', date: '2025-05-01' }, toursPerDate))).toEqual([
      3,
    ]);
    expect(
      ids(filterTours(tours, { category: 5, language: 'de', venue: 'Annex' }, toursPerDate)),
    ).toEqual([]);
  });
});

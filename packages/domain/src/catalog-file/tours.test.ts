import { describe, expect, it } from 'vitest';
import { hasOptions, tourEditSchema, tourSchema, tourSlotEntryBody } from './tours';

function fields(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();
}

describe('the tour schema shared by the catalog file and the editor', () => {
  it('offers options for radio, select and checkbox questions only', () => {
    expect(['radio', 'select', 'checkbox', 'text', 'textarea', 'number'].map(hasOptions)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('checks the editor’s tour as the file’s: the same messages, ids left to the server', () => {
    const tour = {
      name: { de: 'Führung' },
      language: 'de',
      maxParticipants: 10,
      questions: [{ text: 'Alter', type: 'number' }],
    };
    expect(tourEditSchema.safeParse(tour).success).toBe(true);
    expect(tourSchema.safeParse(tour).success).toBe(false);
    const bad = tourEditSchema.safeParse({
      ...tour,
      questions: [{ text: 'Wo?', type: 'select' }],
    });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['questions', 0, 'options'],
      message: 'a select question needs options',
    });
    expect(fields(tourEditSchema.safeParse({ ...tour, minParticipants: 11 }))).toEqual([
      'minParticipants',
    ]);
  });

  it('checks the editor’s cross-field rules beside its refused fields', () => {
    const result = tourEditSchema.safeParse({
      name: { de: 'Führung' },
      language: 'de',
      maxParticipants: 10,
      minParticipants: 12,
      durationMinutes: Number.NaN,
      bookCompleteTour: true,
      questions: [{ text: { de: ' ' }, type: 'radio' }],
    });
    expect(fields(result)).toEqual([
      'durationMinutes',
      'minParticipants',
      'prices',
      'questions.0.options',
      'questions.0.text',
    ]);
  });

  it('takes a schedule without sales set by hand', () => {
    const entry = { startsAt: '2026-12-01T10:00', participants: { capacity: 10 } };
    expect(tourSlotEntryBody.parse(entry).tours).toEqual({ capacity: 1, sold: 0 });
    const sold = tourSlotEntryBody.safeParse({ ...entry, participants: { capacity: 10, sold: 2 } });
    expect(fields(sold)).toEqual(['participants.sold']);
  });
});

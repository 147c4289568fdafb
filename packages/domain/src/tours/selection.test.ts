import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectTimeOnDateChange, selectTourLanguage } from './selection';

const slot = (time: string, available = 5) => ({
  time,
  available,
  timeslotId: Number(time.slice(0, 2)),
});

describe('selectTimeOnDateChange', () => {
  it('selects the only slot, whatever the current time', () => {
    expect(selectTimeOnDateChange([slot('14:00')], '10:00')).toEqual(slot('14:00'));
    expect(selectTimeOnDateChange([slot('14:00')], null)).toEqual(slot('14:00'));
  });

  it('keeps the current time when the new date offers it', () => {
    expect(selectTimeOnDateChange([slot('10:00'), slot('14:00')], '14:00')).toEqual(slot('14:00'));
  });

  it('takes the earliest slot when the current time is not offered', () => {
    expect(selectTimeOnDateChange([slot('16:00'), slot('11:00')], '09:00')).toEqual(slot('11:00'));
    expect(selectTimeOnDateChange([slot('16:00'), slot('11:00')], undefined)).toEqual(
      slot('11:00'),
    );
  });

  it('selects nothing when no slot is offered', () => {
    expect(selectTimeOnDateChange([], '10:00')).toBeNull();
  });

  it('does not offer sold-out slots', () => {
    expect(selectTimeOnDateChange([slot('10:00', 0), slot('14:00')], '10:00')).toEqual(
      slot('14:00'),
    );
    expect(selectTimeOnDateChange([slot('10:00', 0)], '10:00')).toBeNull();
  });

  it('always returns an offered slot or null', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            time: fc.constantFrom('09:00', '10:00', '11:30', '15:00'),
            available: fc.nat(3),
          }),
        ),
        fc.option(fc.constantFrom('09:00', '10:00', '12:00')),
        (slots, current) => {
          const chosen = selectTimeOnDateChange(slots, current);
          const offered = slots.filter((s) => s.available > 0);
          if (offered.length === 0) expect(chosen).toBeNull();
          else expect(offered).toContain(chosen);
        },
      ),
    );
  });
});

describe('selectTourLanguage', () => {
  const languages = [
    { langIdentifier: 'de', langName: 'Deutsch' },
    { langIdentifier: 'en', langName: 'English' },
    { langIdentifier: 'fr', langName: 'Français' },
  ];
  const selected = (list: { langIdentifier: string; selected: boolean }[]) =>
    list.filter((l) => l.selected).map((l) => l.langIdentifier);

  it('selects the language matching the current language', () => {
    expect(selected(selectTourLanguage(languages, 'fr', 'de'))).toEqual(['fr']);
  });

  it('matches a regional language code to the tour language', () => {
    expect(selected(selectTourLanguage(languages, 'en-US', 'de'))).toEqual(['en']);
    expect(selected(selectTourLanguage([{ langIdentifier: 'DE_de' }], 'de', null))).toEqual([
      'DE_de',
    ]);
  });

  it('selects the configured default when no language matches', () => {
    expect(selected(selectTourLanguage(languages, 'it-IT', 'de-DE'))).toEqual(['de']);
  });

  it('selects nothing when neither the current nor the default language is offered', () => {
    expect(selected(selectTourLanguage(languages, 'sv', 'da'))).toEqual([]);
    expect(selected(selectTourLanguage(languages, '', null))).toEqual([]);
  });

  it('keeps every language with its fields, in order', () => {
    expect(selectTourLanguage(languages, 'de', 'en')).toEqual([
      { langIdentifier: 'de', langName: 'Deutsch', selected: true },
      { langIdentifier: 'en', langName: 'English', selected: false },
      { langIdentifier: 'fr', langName: 'Français', selected: false },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bannerSchema, pageSchema } from './content';
import { eventSchema } from './events';
import { catalogIssueField, catalogIssueOf } from './issues';

describe('the catalog file’s messages as issue codes', () => {
  it('names the field of a path', () => {
    expect(catalogIssueField('events[0].tickets[2].price')).toBe('price');
    expect(catalogIssueField('pages[0].html.da')).toBe('html');
    expect(catalogIssueField('tickets.0.name.de')).toBe('name');
    expect(catalogIssueField('version')).toBe('version');
  });

  it.each([
    ['unknown field', 'unknownField', {}],
    ['Invalid input: expected number, received undefined', 'required', {}],
    ['Invalid input: expected int, received number', 'wholeNumber', {}],
    ['Invalid input: expected boolean, received string', 'wrongType', { kind: 'boolean' }],
    ['expected cents (a whole number, 0 or more)', 'tooSmall', { min: 0 }],
    ['Too small: expected number to be >=5', 'tooSmall', { min: '5' }],
    ['Too big: expected number to be <=100', 'tooBig', { max: '100' }],
    ['Too big: expected string to have <=60 characters', 'tooLong', { max: '60' }],
    ['Too small: expected string to have >=1 characters', 'tooShort', { min: '1' }],
    ['Too small: expected array to have >=1 items', 'tooFewItems', { min: '1' }],
    ['expected 1, 3 or 5', 'option', { options: '1, 3 or 5' }],
    ['Invalid option: expected one of "imprint"|"terms"', 'option', { options: 'imprint|terms' }],
    ['expected 1', 'version', { version: '1' }],
    ['needs a text in at least one language', 'needsText', {}],
    ['expected a text, or texts per language ({ de: …, en: … })', 'needsText', {}],
    ['no scripts, event handlers, frames or javascript: links', 'activeContent', {}],
    ['duplicate event id 10 (also at events[0])', 'duplicate', { other: 'events[0]' }],
    ['the start 2026-12-01T10:00 is also at slots[0]', 'duplicate', { other: 'slots[0]' }],
    ['unknown merchandise article 77', 'unknownRef', { id: '77' }],
    ['capacity 5 is below the 9 already sold', 'belowSold', { value: '5', sold: '9' }],
    ['sold (12) exceeds the capacity (10)', 'soldAbove', { value: '10', sold: '12' }],
    ['sold (0) exceeds the capacity (-5)', 'soldAbove', { value: '-5', sold: '0' }],
    ['is before startsAt', 'before', { other: 'startsAt' }],
    ['is below minQuantity', 'belowOther', { other: 'minQuantity' }],
    ['exceeds the amount', 'aboveOther', { other: 'amount' }],
    ['not allowed together with times', 'notTogether', { other: 'times' }],
    ['covers 900 days; a rule may cover at most 731', 'ruleTooLong', { days: '900', max: '731' }],
    ['the rule gives no dates or times', 'ruleEmpty', {}],
    ['http(s) URL or site path', 'format', { kind: 'url' }],
    ['YYYY-MM-DD', 'format', { kind: 'date' }],
    ['HH:mm', 'format', { kind: 'time' }],
    ['a family ticket needs its components as subtickets', 'other', {}],
  ])('%s → %s', (message, code, params) => {
    expect(catalogIssueOf('events[0].x', message)).toEqual({ field: 'x', code, params });
  });

  it('knows every message the schema gives for a broken file', () => {
    const broken = z.strictObject({
      events: z.array(eventSchema),
      banners: z.array(bannerSchema),
      pages: z.array(pageSchema),
    });
    const result = broken.safeParse({
      events: [
        {
          id: 0,
          name: { de: ' ' },
          extra: 1,
          startsAt: '2026-12-01T10:00',
          endsAt: '2026-11-01T10:00',
          tickets: [{ id: 1.5, name: 'x', price: -1, mode: 2, vatValue: 200 }],
        },
      ],
      banners: [{ id: 1, image: 'javascript:x', group: '' }],
      pages: [{ id: 'nope', title: 5, html: { de: '<script>' } }],
    });
    const issues = result.error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(8);
    for (const { path, message } of issues) {
      const at = path.join('.');
      expect(catalogIssueOf(at, message).code, `${at}: ${message}`).not.toBe('other');
    }
  });
});

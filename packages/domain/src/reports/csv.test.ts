import { describe, expect, it } from 'vitest';
import { CSV_CONTINENTAL, CSV_ENGLISH, csvStyleFor, csvText, toCsv } from './csv';

describe('report CSV', () => {
  const rows = [
    ['Product', 'Sales (EUR)', 'Quantity'],
    ['Adults; "Light Play"', { number: 123456, decimals: 2 }, { number: 3 }],
    ['Refund', { number: -2500, decimals: 2 }, { number: 0 }],
  ];

  it('writes English with commas and a decimal point, German with semicolons and a decimal comma', () => {
    expect(toCsv(rows, CSV_ENGLISH)).toBe(
      '\uFEFF"Product","Sales (EUR)","Quantity"\r\n' +
        '"Adults; ""Light Play""",1234.56,3\r\n' +
        '"Refund",-25.00,0\r\n',
    );
    expect(toCsv(rows, CSV_CONTINENTAL)).toBe(
      '\uFEFF"Product";"Sales (EUR)";"Quantity"\r\n' +
        '"Adults; ""Light Play""";1234,56;3\r\n' +
        '"Refund";-25,00;0\r\n',
    );
  });

  it('picks the style by language', () => {
    expect(csvStyleFor('en')).toEqual(CSV_ENGLISH);
    for (const language of ['de', 'fr', 'it', 'nl', 'es', 'sv', 'da']) {
      expect(csvStyleFor(language)).toEqual(CSV_CONTINENTAL);
    }
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvText('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvText('+1')).toBe('"\'+1"');
    expect(csvText('-2')).toBe('"\'-2"');
    expect(csvText('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvText('\tx')).toBe('"\'\tx"');
    expect(csvText('Hotel Adler')).toBe('"Hotel Adler"');
    expect(csvText('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
  });
});

/**
 * CSV files of the reports that open correctly in a spreadsheet (docs/decisions.md "Report CSV"):
 * UTF-8 with a byte-order mark, CRLF line ends, every text field in double quotes (quotes doubled);
 * numbers unquoted without thousands separators. English uses `,` between fields and a decimal
 * point; the other back-office languages, whose spreadsheets read `;` lists and decimal commas
 * (German, French, Italian, Dutch, Spanish, Swedish, Danish), get `;` and a decimal comma.
 * A text cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) is written with a leading apostrophe, so it shows as text.
 */

export interface CsvStyle {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const CSV_ENGLISH: CsvStyle = { separator: ',', decimal: '.' };
export const CSV_CONTINENTAL: CsvStyle = { separator: ';', decimal: ',' };

/** The style for a back-office language (`en` → comma and point; others → semicolon and comma). */
export function csvStyleFor(language: string): CsvStyle {
  return language === 'en' ? CSV_ENGLISH : CSV_CONTINENTAL;
}

/** A text cell, or a number; `decimals` writes cents as units (2) or a count as it is (0). */
export type CsvCell = string | { number: number; decimals?: number };

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text field: formula-safe and quoted. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A number field in the style's decimal mark, never quoted, never with a thousands separator. */
export function csvNumber(value: number, decimals: number, style: CsvStyle): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const fixed =
    decimals === 0 ? String(Math.round(value)) : (value / 10 ** decimals).toFixed(decimals);
  return style.decimal === ',' ? fixed.replace('.', ',') : fixed;
}

/** The whole file: BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly CsvCell[])[], style: CsvStyle): string {
  const lines = rows.map((row) =>
    row
      .map((cell) =>
        typeof cell === 'string'
          ? csvText(cell)
          : csvNumber(cell.number, cell.decimals ?? 0, style),
      )
      .join(style.separator),
  );
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

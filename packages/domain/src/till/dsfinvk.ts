/**
 * The DSFinV-K (Digitale Schnittstelle der Finanzverwaltung für Kassensysteme, version 2.3) as far
 * as Foyer writes it (docs/till.md "DSFinV-K"): the files of the single-record, master-data and
 * cash-closing modules with the standard's file names, table names and column names and types, an
 * `index.xml` after the GDPdU description (gdpdu-01-09-2004.dtd) that names every file and column,
 * and the structural check of an export (every file the index names exists, its columns and every
 * value as the index says). CSV: UTF-8, `,` between fields, `"` around text, `.` before decimals,
 * CRLF after each record, the column names in the first line (the index's `Range` starts at 2).
 */
import { convert, create } from 'xmlbuilder2';

export type DsfinvkType =
  | { kind: 'alpha'; max: number }
  | { kind: 'numeric'; accuracy: number }
  | { kind: 'date'; format: 'YYYY-MM-DD' | 'YYYY-MM-DD"T"hh:mm:ss' };

export interface DsfinvkColumn {
  name: string;
  type: DsfinvkType;
}

export interface DsfinvkTable {
  file: string;
  name: string;
  description: string;
  /** How many leading columns form the primary key. */
  keys: number;
  columns: DsfinvkColumn[];
}

const A = (max: number): DsfinvkType => ({ kind: 'alpha', max });
const N = (accuracy: number): DsfinvkType => ({ kind: 'numeric', accuracy });
const STAMP: DsfinvkType = { kind: 'date', format: 'YYYY-MM-DD"T"hh:mm:ss' };
const DAY: DsfinvkType = { kind: 'date', format: 'YYYY-MM-DD' };

const col = (name: string, type: DsfinvkType): DsfinvkColumn => ({ name, type });
const CLOSING = [col('Z_KASSE_ID', A(50)), col('Z_ERSTELLUNG', STAMP), col('Z_NR', N(0))];
const BON = [...CLOSING, col('BON_ID', A(40))];
const POS = [...BON, col('POS_ZEILE', A(50))];

/** The tables Foyer writes, in the standard's modules' order. */
export const DSFINVK_TABLES: readonly DsfinvkTable[] = [
  {
    file: 'lines.csv',
    name: 'Bonpos',
    description: 'Positionen eines Vorgangs',
    keys: 5,
    columns: [
      ...POS,
      col('GUTSCHEIN_NR', A(50)),
      col('ARTIKELTEXT', A(255)),
      col('POS_TERMINAL_ID', A(50)),
      col('GV_TYP', A(30)),
      col('GV_NAME', A(40)),
      col('INHAUS', A(1)),
      col('P_STORNO', A(1)),
      col('AGENTUR_ID', N(0)),
      col('ART_NR', A(50)),
      col('GTIN', A(50)),
      col('WARENGR_ID', A(40)),
      col('WARENGR', A(50)),
      col('MENGE', N(3)),
      col('FAKTOR', N(3)),
      col('EINHEIT', A(50)),
      col('STK_BR', N(5)),
    ],
  },
  {
    file: 'lines_vat.csv',
    name: 'Bonpos_USt',
    description: 'USt je Position',
    keys: 6,
    columns: [
      ...POS,
      col('UST_SCHLUESSEL', N(0)),
      col('POS_BRUTTO', N(5)),
      col('POS_NETTO', N(5)),
      col('POS_UST', N(5)),
    ],
  },
  {
    file: 'itemamounts.csv',
    name: 'Bonpos_Preisfindung',
    description: 'Preisfindung je Position',
    keys: 7,
    columns: [
      ...POS,
      col('TYP', A(20)),
      col('UST_SCHLUESSEL', N(0)),
      col('PF_BRUTTO', N(5)),
      col('PF_NETTO', N(5)),
      col('PF_UST', N(5)),
    ],
  },
  {
    file: 'subitems.csv',
    name: 'Bonpos_Zusatzinfo',
    description: 'Zusatzinformationen je Position',
    keys: 5,
    columns: [
      ...POS,
      col('ZI_ART_NR', A(50)),
      col('ZI_GTIN', A(50)),
      col('ZI_NAME', A(50)),
      col('ZI_WARENGR_ID', A(40)),
      col('ZI_WARENGR', A(50)),
      col('ZI_MENGE', N(3)),
      col('ZI_FAKTOR', N(3)),
      col('ZI_EINHEIT', A(50)),
      col('ZI_UST_SCHLUESSEL', N(0)),
      col('ZI_BASISPREIS_BRUTTO', N(5)),
      col('ZI_BASISPREIS_NETTO', N(5)),
      col('ZI_BASISPREIS_UST', N(5)),
    ],
  },
  {
    file: 'transactions.csv',
    name: 'Bonkopf',
    description: 'Vorgänge (Bonkopf)',
    keys: 4,
    columns: [
      ...BON,
      col('BON_NR', N(0)),
      col('BON_TYP', A(30)),
      col('BON_NAME', A(60)),
      col('TERMINAL_ID', A(50)),
      col('BON_STORNO', A(1)),
      col('BON_START', STAMP),
      col('BON_ENDE', STAMP),
      col('BEDIENER_ID', A(50)),
      col('BEDIENER_NAME', A(50)),
      col('UMS_BRUTTO', N(2)),
      col('KUNDE_NAME', A(50)),
      col('KUNDE_ID', A(50)),
      col('KUNDE_TYP', A(50)),
      col('KUNDE_STRASSE', A(60)),
      col('KUNDE_PLZ', A(10)),
      col('KUNDE_ORT', A(62)),
      col('KUNDE_LAND', A(3)),
      col('KUNDE_USTID', A(15)),
      col('BON_NOTIZ', A(255)),
    ],
  },
  {
    file: 'transactions_vat.csv',
    name: 'Bonkopf_USt',
    description: 'USt je Vorgang',
    keys: 5,
    columns: [
      ...BON,
      col('UST_SCHLUESSEL', N(0)),
      col('BON_BRUTTO', N(5)),
      col('BON_NETTO', N(5)),
      col('BON_UST', N(5)),
    ],
  },
  {
    file: 'allocation_groups.csv',
    name: 'Bonkopf_AbrKreis',
    description: 'Abrechnungskreise je Vorgang',
    keys: 5,
    columns: [...BON, col('ABRECHNUNGSKREIS', A(50))],
  },
  {
    file: 'datapayment.csv',
    name: 'Bonkopf_Zahlarten',
    description: 'Zahlarten je Vorgang',
    keys: 6,
    columns: [
      ...BON,
      col('ZAHLART_TYP', A(25)),
      col('ZAHLART_NAME', A(60)),
      col('ZAHLWAEH_CODE', A(3)),
      col('ZAHLWAEH_BETRAG', N(2)),
      col('BASISWAEH_BETRAG', N(2)),
    ],
  },
  {
    file: 'references.csv',
    name: 'Bon_Referenzen',
    description: 'Referenzen auf Vorgänge',
    keys: 4,
    columns: [
      ...BON,
      col('POS_ZEILE', A(50)),
      col('REF_TYP', A(20)),
      col('REF_NAME', A(40)),
      col('REF_DATUM', STAMP),
      col('REF_Z_KASSE_ID', A(50)),
      col('REF_Z_NR', N(0)),
      col('REF_BON_ID', A(40)),
    ],
  },
  {
    file: 'transactions_tse.csv',
    name: 'TSE_Transaktionen',
    description: 'TSE-Transaktionen je Vorgang',
    keys: 6,
    columns: [
      ...BON,
      col('TSE_ID', N(0)),
      col('TSE_TANR', N(0)),
      col('TSE_TA_START', A(30)),
      col('TSE_TA_ENDE', A(30)),
      col('TSE_TA_VORGANGSART', A(30)),
      col('TSE_TA_SIGZ', N(0)),
      col('TSE_TA_SIG', A(512)),
      col('TSE_TA_FEHLER', A(200)),
      col('TSE_TA_VORGANGSDATEN', A(1000)),
    ],
  },
  {
    file: 'cashpointclosing.csv',
    name: 'Stamm_Abschluss',
    description: 'Kassenabschlüsse',
    keys: 3,
    columns: [
      ...CLOSING,
      col('Z_BUCHUNGSTAG', DAY),
      col('TAXONOMIE_VERSION', A(10)),
      col('Z_START_ID', A(40)),
      col('Z_ENDE_ID', A(40)),
      col('NAME', A(60)),
      col('STRASSE', A(60)),
      col('PLZ', A(10)),
      col('ORT', A(62)),
      col('LAND', A(3)),
      col('STNR', A(20)),
      col('USTID', A(15)),
      col('Z_SE_ZAHLUNGEN', N(2)),
      col('Z_SE_BARZAHLUNGEN', N(2)),
    ],
  },
  {
    file: 'location.csv',
    name: 'Stamm_Orte',
    description: 'Standorte',
    keys: 3,
    columns: [
      ...CLOSING,
      col('LOC_NAME', A(60)),
      col('LOC_STRASSE', A(60)),
      col('LOC_PLZ', A(10)),
      col('LOC_ORT', A(62)),
      col('LOC_LAND', A(3)),
      col('LOC_USTID', A(15)),
    ],
  },
  {
    file: 'cashregister.csv',
    name: 'Stamm_Kassen',
    description: 'Kassen',
    keys: 3,
    columns: [
      ...CLOSING,
      col('KASSE_BRAND', A(50)),
      col('KASSE_MODELL', A(50)),
      col('KASSE_SERIENNR', A(70)),
      col('KASSE_SW_BRAND', A(50)),
      col('KASSE_SW_VERSION', A(50)),
      col('KASSE_BASISWAEH_CODE', A(3)),
      col('KEINE_UST_ZUORDNUNG', A(1)),
    ],
  },
  {
    file: 'slaves.csv',
    name: 'Stamm_Terminals',
    description: 'Erfassungsterminals',
    keys: 4,
    columns: [
      ...CLOSING,
      col('TERMINAL_ID', A(50)),
      col('TERMINAL_BRAND', A(50)),
      col('TERMINAL_MODELL', A(50)),
      col('TERMINAL_SERIENNR', A(70)),
      col('TERMINAL_SW_BRAND', A(50)),
      col('TERMINAL_SW_VERSION', A(50)),
    ],
  },
  {
    file: 'pa.csv',
    name: 'Stamm_Agenturen',
    description: 'Agenturen',
    keys: 4,
    columns: [
      ...CLOSING,
      col('AGENTUR_ID', N(0)),
      col('AGENTUR_NAME', A(60)),
      col('AGENTUR_STRASSE', A(60)),
      col('AGENTUR_PLZ', A(10)),
      col('AGENTUR_ORT', A(62)),
      col('AGENTUR_LAND', A(3)),
      col('AGENTUR_STNR', A(20)),
      col('AGENTUR_USTID', A(15)),
    ],
  },
  {
    file: 'vat.csv',
    name: 'Stamm_USt',
    description: 'USt-Schlüssel',
    keys: 4,
    columns: [
      ...CLOSING,
      col('UST_SCHLUESSEL', N(0)),
      col('UST_SATZ', N(2)),
      col('UST_BESCHR', A(55)),
    ],
  },
  {
    file: 'tse.csv',
    name: 'Stamm_TSE',
    description: 'TSE',
    keys: 4,
    columns: [
      ...CLOSING,
      col('TSE_ID', N(0)),
      col('TSE_SERIAL', A(68)),
      col('TSE_SIG_ALGO', A(21)),
      col('TSE_ZEITFORMAT', A(31)),
      col('TSE_PD_ENCODING', A(5)),
      col('TSE_PUBLIC_KEY', A(512)),
      col('TSE_ZERTIFIKAT_I', A(1000)),
      col('TSE_ZERTIFIKAT_II', A(1000)),
    ],
  },
  {
    file: 'businesscases.csv',
    name: 'Z_GV_Typ',
    description: 'Umsätze je Geschäftsvorfall und USt-Schlüssel',
    keys: 6,
    columns: [
      ...CLOSING,
      col('GV_TYP', A(30)),
      col('GV_NAME', A(40)),
      col('AGENTUR_ID', N(0)),
      col('UST_SCHLUESSEL', N(0)),
      col('Z_UMS_BRUTTO', N(5)),
      col('Z_UMS_NETTO', N(5)),
      col('Z_UST', N(5)),
    ],
  },
  {
    file: 'payment.csv',
    name: 'Z_Zahlart',
    description: 'Zahlarten je Kassenabschluss',
    keys: 5,
    columns: [
      ...CLOSING,
      col('ZAHLART_TYP', A(25)),
      col('ZAHLART_NAME', A(60)),
      col('Z_ZAHLART_BETRAG', N(2)),
    ],
  },
  {
    file: 'cash_per_currency.csv',
    name: 'Z_Waehrungen',
    description: 'Bargeld je Währung',
    keys: 4,
    columns: [...CLOSING, col('ZAHLART_WAEH', A(3)), col('ZAHLART_BETRAG_WAEH', N(2))],
  },
];

/** The taxonomy version the files follow. */
export const DSFINVK_VERSION = '2.3';

/** Cents as a decimal with `accuracy` places (`.` before decimals). */
export function dsfinvkDecimal(cents: number, accuracy = 2): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return accuracy <= 2 ? `${sign}${units}` : `${sign}${units}${'0'.repeat(accuracy - 2)}`;
}

/** A whole number with `accuracy` decimals (quantities: `2.000`). */
export function dsfinvkQuantity(value: number, accuracy = 3): string {
  return accuracy === 0 ? String(value) : `${value}.${'0'.repeat(accuracy)}`;
}

export type DsfinvkRow = Readonly<Record<string, string>>;

const RECORD_DELIMITER = '\r\n';
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** A table's CSV: the header, then each row's values in the column order (missing: empty). */
export function dsfinvkCsv(table: DsfinvkTable, rows: readonly DsfinvkRow[]): string {
  const lines = [table.columns.map((column) => quoted(column.name)).join(',')];
  for (const row of rows) {
    lines.push(
      table.columns
        .map((column) => {
          const value = row[column.name] ?? '';
          return column.type.kind === 'numeric' ? value : quoted(value);
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function typeElement(type: DsfinvkType): Record<string, unknown> {
  switch (type.kind) {
    case 'alpha':
      return { AlphaNumeric: {}, MaxLength: type.max };
    case 'numeric':
      return { Numeric: type.accuracy > 0 ? { Accuracy: type.accuracy } : {} };
    case 'date':
      return { Date: { Format: type.format } };
  }
}

/** The `index.xml` describing the tables (GDPdU, as the DSFinV-K prescribes it). */
export function dsfinvkIndex(
  tables: readonly DsfinvkTable[],
  supplier: { name: string; location: string; comment: string },
): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
    .dtd({ name: 'DataSet', sysID: 'gdpdu-01-09-2004.dtd' })
    .ele('DataSet');
  doc.ele('Version').txt('1.0');
  const head = doc.ele('DataSupplier');
  head.ele('Name').txt(supplier.name);
  head.ele('Location').txt(supplier.location);
  head.ele('Comment').txt(supplier.comment);
  const media = doc.ele('Media');
  media.ele('Name').txt(`DSFinV-K ${DSFINVK_VERSION}`);
  for (const table of tables) {
    const element = media.ele('Table');
    element.ele('URL').txt(table.file);
    element.ele('Name').txt(table.name);
    element.ele('Description').txt(table.description);
    element.ele('UTF8');
    element.ele('DecimalSymbol').txt('.');
    element.ele('DigitGroupingSymbol').txt(',');
    element.ele('Range').ele('From').txt('2');
    const variable = element.ele('VariableLength');
    variable.ele('ColumnDelimiter').txt(',');
    variable.ele('RecordDelimiter').txt(RECORD_DELIMITER);
    variable.ele('TextEncapsulator').txt('"');
    table.columns.forEach((column, index) => {
      const entry = variable.ele(index < table.keys ? 'VariablePrimaryKey' : 'VariableColumn');
      entry.ele('Name').txt(column.name);
      entry.ele(typeElement(column.type));
    });
  }
  // CR LF as character references: an XML reader would turn literal line ends into one LF.
  return doc.end({ prettyPrint: true }).replaceAll(`>${RECORD_DELIMITER}<`, '>&#13;&#10;<');
}

/** Splits a CSV as `dsfinvkCsv` writes it into records of fields (quotes undone). */
export function parseDsfinvkCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let inQuotes = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else field += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

type XmlNode = Record<string, unknown>;
const asList = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as XmlNode[];
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The tables an `index.xml` names, with their columns and types, read back from the XML. */
export function readDsfinvkIndex(xml: string): { file: string; columns: DsfinvkColumn[] }[] {
  const parsed = convert(xml, { format: 'object' }) as XmlNode;
  const dataSet = parsed.DataSet as XmlNode;
  const media = dataSet.Media as XmlNode;
  return asList(media.Table).map((table) => {
    const variable = table.VariableLength as XmlNode;
    // Keys come before the other columns in the index, as the standard writes them.
    const entries = [...asList(variable.VariablePrimaryKey), ...asList(variable.VariableColumn)];
    return {
      file: textOf(table.URL),
      columns: entries.map((entry) => {
        const name = textOf(entry.Name);
        if ('AlphaNumeric' in entry) {
          return { name, type: { kind: 'alpha', max: Number(textOf(entry.MaxLength)) } };
        }
        if ('Numeric' in entry) {
          const numeric = entry.Numeric as XmlNode | string;
          const accuracy = typeof numeric === 'object' ? Number(textOf(numeric.Accuracy) || 0) : 0;
          return { name, type: { kind: 'numeric', accuracy } };
        }
        const format = textOf((entry.Date as XmlNode).Format);
        return {
          name,
          type: { kind: 'date', format: format as 'YYYY-MM-DD' | 'YYYY-MM-DD"T"hh:mm:ss' },
        };
      }),
    };
  });
}

function fits(value: string, type: DsfinvkType): boolean {
  switch (type.kind) {
    case 'alpha':
      return [...value].length <= type.max;
    case 'numeric':
      return type.accuracy === 0
        ? /^-?\d+$/.test(value)
        : new RegExp(`^-?\\d+\\.\\d{${type.accuracy}}$`).test(value);
    case 'date':
      return type.format === 'YYYY-MM-DD'
        ? /^\d{4}-\d{2}-\d{2}$/.test(value)
        : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value);
  }
}

/**
 * The structural check of an export: every file `index.xml` names exists, has the index's columns
 * in its first line, and every value of every record fits its column's type (text no longer than
 * its maximum, numbers with the index's decimals, dates in the index's format; an empty value is
 * allowed for text only). Answers the problems found (none: the export is sound).
 */
export function checkDsfinvkExport(files: ReadonlyMap<string, string>): string[] {
  const index = files.get('index.xml');
  if (index === undefined) return ['index.xml is missing'];
  const problems: string[] = [];
  for (const table of readDsfinvkIndex(index)) {
    const text = files.get(table.file);
    if (text === undefined) {
      problems.push(`${table.file} is named in index.xml but missing`);
      continue;
    }
    const [header, ...records] = parseDsfinvkCsv(text);
    const names = table.columns.map((column) => column.name);
    if (JSON.stringify(header) !== JSON.stringify(names)) {
      problems.push(`${table.file}: the columns are not those of index.xml`);
      continue;
    }
    records.forEach((record, line) => {
      if (record.length !== names.length) {
        problems.push(`${table.file} record ${line + 2}: ${record.length} fields`);
        return;
      }
      table.columns.forEach((column, position) => {
        const value = record[position] ?? '';
        if (value === '' && column.type.kind === 'alpha') return;
        if (!fits(value, column.type)) {
          problems.push(`${table.file} record ${line + 2}: ${column.name} "${value}"`);
        }
      });
    });
  }
  return problems;
}

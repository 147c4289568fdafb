import { describe, expect, it } from 'vitest';
import {
  checkDsfinvkExport,
  dsfinvkCsv,
  dsfinvkDecimal,
  dsfinvkIndex,
  dsfinvkQuantity,
  DSFINVK_TABLES,
  parseDsfinvkCsv,
  readDsfinvkIndex,
} from './dsfinvk';

const supplier = { name: 'Museum', location: 'Berlin', comment: 'test' };
const table = (file: string) => {
  const found = DSFINVK_TABLES.find((candidate) => candidate.file === file);
  if (!found) throw new Error(file);
  return found;
};

function exportOf(payment: Record<string, string>[]): Map<string, string> {
  const files = new Map<string, string>();
  files.set('index.xml', dsfinvkIndex(DSFINVK_TABLES, supplier));
  for (const entry of DSFINVK_TABLES) files.set(entry.file, dsfinvkCsv(entry, []));
  files.set('payment.csv', dsfinvkCsv(table('payment.csv'), payment));
  return files;
}

const cashRow = {
  Z_KASSE_ID: 'till-1',
  Z_ERSTELLUNG: '2026-12-01T18:00:00',
  Z_NR: '1',
  ZAHLART_TYP: 'Bar',
  ZAHLART_NAME: 'Bargeld, "Euro"',
  Z_ZAHLART_BETRAG: dsfinvkDecimal(12345),
};

describe('the DSFinV-K files', () => {
  it('writes amounts and quantities with the standard’s decimals', () => {
    expect(dsfinvkDecimal(12345)).toBe('123.45');
    expect(dsfinvkDecimal(-5, 5)).toBe('-0.05000');
    expect(dsfinvkQuantity(2)).toBe('2.000');
    expect(dsfinvkQuantity(-1, 0)).toBe('-1');
  });

  it('names every table, its columns and types in index.xml, and reads them back', () => {
    const index = dsfinvkIndex(DSFINVK_TABLES, supplier);
    expect(index).toContain('gdpdu-01-09-2004.dtd');
    expect(index).toContain('<RecordDelimiter>&#13;&#10;</RecordDelimiter>');
    const read = readDsfinvkIndex(index);
    expect(read.map((entry) => entry.file)).toEqual(DSFINVK_TABLES.map((entry) => entry.file));
    expect(read.find((entry) => entry.file === 'payment.csv')?.columns).toEqual(
      table('payment.csv').columns,
    );
  });

  it('writes CSV records that parse back to the same values', () => {
    const csv = dsfinvkCsv(table('payment.csv'), [cashRow]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseDsfinvkCsv(csv)[1]).toEqual([
      'till-1',
      '2026-12-01T18:00:00',
      '1',
      'Bar',
      'Bargeld, "Euro"',
      '123.45',
    ]);
  });

  it('passes the structural check when every file and value is as the index says', () => {
    expect(checkDsfinvkExport(exportOf([cashRow]))).toEqual([]);
  });

  it('finds a missing file, wrong columns and values that do not fit their type', () => {
    const missing = exportOf([cashRow]);
    missing.delete('tse.csv');
    expect(checkDsfinvkExport(missing)).toEqual(['tse.csv is named in index.xml but missing']);
    const badValue = exportOf([{ ...cashRow, Z_ZAHLART_BETRAG: '123.4', Z_NR: 'x' }]);
    expect(checkDsfinvkExport(badValue)).toEqual([
      'payment.csv record 2: Z_NR "x"',
      'payment.csv record 2: Z_ZAHLART_BETRAG "123.4"',
    ]);
    const badColumns = exportOf([]);
    badColumns.set('vat.csv', '"Z_KASSE_ID"\r\n');
    expect(checkDsfinvkExport(badColumns)).toEqual([
      'vat.csv: the columns are not those of index.xml',
    ]);
  });
});

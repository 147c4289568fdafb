/**
 * The DSFinV-K export of the till (docs/till.md "DSFinV-K"): every shift closed in the range is a
 * cash closing (`Z_KASSE_ID` the till's code, `Z_NR` its Z report number, `Z_ERSTELLUNG` the
 * closing time in the museum's time zone); its transactions, lines, VAT, payments and TSE data go
 * into the single-record files, the museum, till, VAT keys and TSE into the master data, and the
 * Z report's sums into the closing files. Written as a ZIP of the CSV files and `index.xml`.
 */
import archiver from 'archiver';
import { addDays, splitInProportion, venueDayStart } from '@foyer/domain';
import {
  DSFINVK_TABLES,
  DSFINVK_VERSION,
  VAT_KEYS,
  dsfinvkCsv,
  dsfinvkDecimal,
  dsfinvkIndex,
  dsfinvkQuantity,
  vatKeyOf,
  type DsfinvkRow,
  type TillVatPart,
} from '@foyer/domain/till';
import type { AppDeps } from '../../deps';
import type { FiscalSigner, FiscalUnit } from './fiscal';
import {
  shiftsClosedBetween,
  tillById,
  transactionsOfShift,
  type ShiftRow,
  type TillRow,
  type TillTransactionRow,
} from './till.repository';
import { museumOf } from './till.service';

/** Local `YYYY-MM-DDThh:mm:ss` of an instant in the museum's time zone. */
function localStamp(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

const money = (cents: number) => dsfinvkDecimal(cents, 2);
const money5 = (cents: number) => dsfinvkDecimal(cents, 5);

/** What a line is in the DSFinV-K: a sale, or a multi-purpose voucher sold (not taxable). */
const businessCase = (rate: number | null) =>
  rate === null
    ? { type: 'MehrzweckgutscheinKauf', name: 'Gutschein' }
    : { type: 'Umsatz', name: 'Umsatz' };

/** The rows of the files, built closing by closing. */
class Files {
  readonly rows = new Map<string, DsfinvkRow[]>(DSFINVK_TABLES.map((table) => [table.file, []]));

  add(file: string, row: DsfinvkRow): void {
    const list = this.rows.get(file);
    if (!list) throw new Error(`no DSFinV-K table ${file}`);
    list.push(row);
  }
}

/** Each line's share of its rate's VAT parts (in proportion to its gross, to the cent). */
function lineParts(transaction: TillTransactionRow): TillVatPart[] {
  const shares: TillVatPart[] = transaction.lines.map((line) => ({
    rate: line.rate,
    gross: line.total,
    net: line.total,
    vat: 0,
  }));
  for (const part of transaction.vat) {
    const indexes = transaction.lines
      .map((line, index) => (line.rate === part.rate ? index : -1))
      .filter((index) => index >= 0);
    const vats = splitInProportion(
      part.vat,
      indexes.map((index) => Math.abs(transaction.lines[index]?.total ?? 0)),
    );
    indexes.forEach((index, position) => {
      const share = shares[index];
      if (!share) return;
      share.vat = vats[position] ?? 0;
      share.net = share.gross - share.vat;
    });
  }
  return shares;
}

function addClosing(
  files: Files,
  deps: AppDeps,
  till: TillRow,
  shift: ShiftRow,
  transactions: readonly TillTransactionRow[],
  unit: FiscalUnit | null,
): void {
  const timeZone = deps.config.server.timeZone;
  const report = shift.zReport;
  if (!report || !shift.closedAt || shift.closingNumber === null) return;
  const museum = museumOf(deps);
  const address = deps.config.server.museum.address;
  const key = {
    Z_KASSE_ID: till.code,
    Z_ERSTELLUNG: localStamp(shift.closedAt, timeZone),
    Z_NR: String(shift.closingNumber),
  };
  const first = transactions[0];
  const last = transactions.at(-1);
  files.add('cashpointclosing.csv', {
    ...key,
    Z_BUCHUNGSTAG: localStamp(shift.closedAt, timeZone).slice(0, 10),
    TAXONOMIE_VERSION: DSFINVK_VERSION,
    Z_START_ID: first ? String(first.number) : '',
    Z_ENDE_ID: last ? String(last.number) : '',
    NAME: museum.name.slice(0, 60),
    STRASSE: address?.street ?? '',
    PLZ: address?.postalCode ?? '',
    ORT: address?.city ?? '',
    LAND: address ? alpha3(address.country) : 'DEU',
    STNR: deps.config.server.museum.taxNumber ?? '',
    USTID: museum.vatId ?? '',
    Z_SE_ZAHLUNGEN: money(report.payments.card + report.payments.voucher),
    Z_SE_BARZAHLUNGEN: money(report.payments.cash),
  });
  files.add('location.csv', {
    ...key,
    LOC_NAME: museum.name.slice(0, 60),
    LOC_STRASSE: address?.street ?? '',
    LOC_PLZ: address?.postalCode ?? '',
    LOC_ORT: address?.city ?? '',
    LOC_LAND: address ? alpha3(address.country) : 'DEU',
    LOC_USTID: museum.vatId ?? '',
  });
  files.add('cashregister.csv', {
    ...key,
    KASSE_BRAND: 'Foyer',
    KASSE_MODELL: 'Foyer till',
    KASSE_SERIENNR: till.clientSerial,
    KASSE_SW_BRAND: 'Foyer',
    KASSE_SW_VERSION: '1',
    KASSE_BASISWAEH_CODE: 'EUR',
    KEINE_UST_ZUORDNUNG: '',
  });
  for (const vat of VAT_KEYS) {
    files.add('vat.csv', {
      ...key,
      UST_SCHLUESSEL: String(vat.key),
      UST_SATZ: dsfinvkDecimal(Math.round(vat.rate * 100), 2),
      UST_BESCHR: vat.description,
    });
  }
  if (unit) {
    files.add('tse.csv', {
      ...key,
      TSE_ID: '1',
      TSE_SERIAL: unit.serial,
      TSE_SIG_ALGO: unit.algorithm,
      TSE_ZEITFORMAT: unit.timeFormat,
      TSE_PD_ENCODING: 'UTF-8',
      TSE_PUBLIC_KEY: unit.publicKey,
      TSE_ZERTIFIKAT_I: unit.certificate.slice(0, 1000),
      TSE_ZERTIFIKAT_II: unit.certificate.slice(1000, 2000),
    });
  }
  // The closing's sums: the Z report as it was closed.
  for (const part of report.vatRates) {
    const kind = businessCase(part.rate);
    files.add('businesscases.csv', {
      ...key,
      GV_TYP: kind.type,
      GV_NAME: kind.name,
      AGENTUR_ID: '0',
      UST_SCHLUESSEL: String(vatKeyOf(part.rate).key),
      Z_UMS_BRUTTO: money5(part.gross),
      Z_UMS_NETTO: money5(part.net),
      Z_UST: money5(part.vat),
    });
  }
  const payments: [string, string, number][] = [
    ['Bar', 'Bargeld', report.payments.cash],
    ['Unbar', 'Kartenterminal', report.payments.card],
    ['Keine', 'Mehrzweckgutschein', report.payments.voucher],
  ];
  for (const [type, name, cents] of payments) {
    if (cents === 0 && type !== 'Bar') continue;
    files.add('payment.csv', {
      ...key,
      ZAHLART_TYP: type,
      ZAHLART_NAME: name,
      Z_ZAHLART_BETRAG: money(cents),
    });
  }
  files.add('cash_per_currency.csv', {
    ...key,
    ZAHLART_WAEH: 'EUR',
    ZAHLART_BETRAG_WAEH: money(report.payments.cash),
  });
  const ids = new Set(transactions.map((transaction) => transaction.id));
  for (const transaction of transactions) {
    addTransaction(files, key, timeZone, transaction);
    // A storno refers to the sale it cancels. Both are in one closing: a storno is written into
    // its sale's shift, which is still open (`mayStorno`).
    if (transaction.cancelsId !== null && ids.has(transaction.cancelsId)) {
      files.add('references.csv', {
        ...key,
        BON_ID: String(transaction.id),
        POS_ZEILE: '',
        REF_TYP: 'Transaktion',
        REF_NAME: '',
        REF_DATUM: key.Z_ERSTELLUNG ?? '',
        REF_Z_KASSE_ID: key.Z_KASSE_ID ?? '',
        REF_Z_NR: key.Z_NR ?? '',
        REF_BON_ID: String(transaction.cancelsId),
      });
    }
  }
}

function addTransaction(
  files: Files,
  key: DsfinvkRow,
  timeZone: string,
  transaction: TillTransactionRow,
): void {
  const bon = { ...key, BON_ID: String(transaction.id) };
  const storno = transaction.kind === 'storno' ? '1' : '0';
  const gross = transaction.vat.reduce((sum, part) => sum + part.gross, 0);
  files.add('transactions.csv', {
    ...bon,
    BON_NR: String(transaction.number),
    BON_TYP: 'Beleg',
    BON_NAME: '',
    TERMINAL_ID: '',
    BON_STORNO: storno,
    BON_START: localStamp(transaction.startedAt, timeZone),
    BON_ENDE: localStamp(transaction.endedAt, timeZone),
    BEDIENER_ID: String(transaction.cashierId),
    BEDIENER_NAME: transaction.cashierName.slice(0, 50),
    UMS_BRUTTO: money(gross),
  });
  for (const part of transaction.vat) {
    files.add('transactions_vat.csv', {
      ...bon,
      UST_SCHLUESSEL: String(vatKeyOf(part.rate).key),
      BON_BRUTTO: money5(part.gross),
      BON_NETTO: money5(part.net),
      BON_UST: money5(part.vat),
    });
  }
  const paid: [string, string, number][] = [
    ['Bar', 'Bargeld', transaction.cash],
    ['Unbar', 'Kartenterminal', transaction.card],
    ['Keine', 'Mehrzweckgutschein', transaction.voucher],
  ];
  for (const [type, name, cents] of paid) {
    if (cents === 0) continue;
    files.add('datapayment.csv', {
      ...bon,
      ZAHLART_TYP: type,
      ZAHLART_NAME: name,
      ZAHLWAEH_CODE: 'EUR',
      ZAHLWAEH_BETRAG: money(cents),
      BASISWAEH_BETRAG: money(cents),
    });
  }
  const shares = lineParts(transaction);
  transaction.lines.forEach((line, index) => {
    const position = String(index + 1);
    const kind = businessCase(line.rate);
    files.add('lines.csv', {
      ...bon,
      POS_ZEILE: position,
      GUTSCHEIN_NR: '',
      ARTIKELTEXT: line.name.slice(0, 255),
      POS_TERMINAL_ID: '',
      GV_TYP: kind.type,
      GV_NAME: kind.name,
      INHAUS: '0',
      P_STORNO: storno,
      AGENTUR_ID: '0',
      ART_NR: '',
      GTIN: '',
      WARENGR_ID: '',
      WARENGR: '',
      MENGE: dsfinvkQuantity(line.count),
      FAKTOR: dsfinvkQuantity(1),
      EINHEIT: 'Stück',
      STK_BR: money5(line.unitPrice),
    });
    const share = shares[index];
    if (!share) return;
    files.add('lines_vat.csv', {
      ...bon,
      POS_ZEILE: position,
      UST_SCHLUESSEL: String(vatKeyOf(line.rate).key),
      POS_BRUTTO: money5(share.gross),
      POS_NETTO: money5(share.net),
      POS_UST: money5(share.vat),
    });
  });
  if (transaction.fiscalState === 'signed' || transaction.fiscalState === 'failed') {
    const signed = transaction.fiscalState === 'signed';
    files.add('transactions_tse.csv', {
      ...bon,
      TSE_ID: '1',
      TSE_TANR: String(transaction.tseNumber ?? 0),
      TSE_TA_START: transaction.tseStart ? localStamp(transaction.tseStart, timeZone) : '',
      TSE_TA_ENDE: transaction.tseEnd ? localStamp(transaction.tseEnd, timeZone) : '',
      TSE_TA_VORGANGSART: 'Kassenbeleg-V1',
      TSE_TA_SIGZ: String(transaction.signatureCounter ?? 0),
      TSE_TA_SIG: transaction.signature ?? '',
      TSE_TA_FEHLER: signed
        ? ''
        : `TSE ausgefallen: ${transaction.fiscalError ?? ''}`.slice(0, 200),
      TSE_TA_VORGANGSDATEN: transaction.qrCode?.split(';')[3] ?? '',
    });
  }
}

/** ISO 3166 alpha-3 codes of the museum's countries the configuration allows. */
function alpha3(country: string): string {
  const known: Record<string, string> = {
    DE: 'DEU',
    AT: 'AUT',
    CH: 'CHE',
    FR: 'FRA',
    IT: 'ITA',
    NL: 'NLD',
    ES: 'ESP',
    SE: 'SWE',
    DK: 'DNK',
  };
  return known[country] ?? country;
}

/** The DSFinV-K files of the closings in `from`–`to` (museum days), by file name. */
export async function dsfinvkFiles(
  deps: AppDeps & { signer: FiscalSigner },
  range: { from: string; to: string },
): Promise<Map<string, string>> {
  const timeZone = deps.config.server.timeZone;
  const shifts = await shiftsClosedBetween(
    deps.db,
    venueDayStart(range.from, timeZone),
    venueDayStart(addDays(range.to, 1), timeZone),
  );
  const files = new Files();
  const unit = await deps.signer.describe();
  const tills = new Map<number, TillRow>();
  for (const shift of shifts) {
    const till = tills.get(shift.tillId) ?? (await tillById(deps.db, shift.tillId));
    if (!till) continue;
    tills.set(till.id, till);
    addClosing(files, deps, till, shift, await transactionsOfShift(deps.db, shift.id), unit);
  }
  const out = new Map<string, string>();
  out.set(
    'index.xml',
    dsfinvkIndex(DSFINVK_TABLES, {
      name: museumOf(deps).name,
      location: deps.config.server.museum.address?.city ?? '',
      comment: `DSFinV-K ${range.from} – ${range.to}`,
    }),
  );
  for (const table of DSFINVK_TABLES) {
    out.set(table.file, dsfinvkCsv(table, files.rows.get(table.file) ?? []));
  }
  return out;
}

/** `till/dsfinvk`: the files as a ZIP download. */
export async function dsfinvkZip(
  deps: AppDeps & { signer: FiscalSigner },
  range: { from: string; to: string },
): Promise<{ fileName: string; content: AsyncIterable<Uint8Array> }> {
  const files = await dsfinvkFiles(deps, range);
  const archive = archiver('zip', { zlib: { level: 6 } });
  for (const [name, text] of files) archive.append(text, { name });
  void archive.finalize();
  return { fileName: `foyer-dsfinvk-${range.from}_${range.to}.zip`, content: archive };
}

/**
 * The German VAT rates as the fiscal standards name them: the DSFinV-K's `UST_SCHLUESSEL` (1–7) and
 * fiskaly SIGN DE's `vat_rate` of `amounts_per_vat_rate` (docs/till.md). A rate the catalog has and
 * neither standard knows cannot be signed: the mapping refuses it by throwing (a configuration bug).
 */

/** One DSFinV-K VAT key: its number, its rate in percent, its description, fiskaly's name. */
export interface VatKey {
  key: number;
  rate: number;
  description: string;
  fiskaly: 'NORMAL' | 'REDUCED_1' | 'SPECIAL_RATE_1' | 'SPECIAL_RATE_2' | 'NULL';
}

/** The DSFinV-K's fixed VAT keys of the standard's rates (key 5: not taxable). */
export const VAT_KEYS: readonly VatKey[] = [
  { key: 1, rate: 19, description: 'Regelsteuersatz', fiskaly: 'NORMAL' },
  { key: 2, rate: 7, description: 'Ermäßigter Steuersatz', fiskaly: 'REDUCED_1' },
  {
    key: 3,
    rate: 10.7,
    description: 'Durchschnittsatz (§ 24 Abs. 1 Nr. 3 UStG)',
    fiskaly: 'SPECIAL_RATE_1',
  },
  {
    key: 4,
    rate: 5.5,
    description: 'Durchschnittsatz (§ 24 Abs. 1 Nr. 1 UStG)',
    fiskaly: 'SPECIAL_RATE_2',
  },
  { key: 5, rate: 0, description: 'Nicht Steuerbar', fiskaly: 'NULL' },
];

/** The key of a rate; `null` (not taxable: a gift voucher sold) and 0 % are key 5. */
export function vatKeyOf(rate: number | null): VatKey {
  const found = VAT_KEYS.find((candidate) => candidate.rate === (rate ?? 0));
  if (!found) throw new Error(`The VAT rate ${rate} % has no DSFinV-K key`);
  return found;
}

/** Cleans an entered voucher code: trims it and keeps its case (spec 5 "Voucher code"). */
export function normalizeVoucherCode(input: string): string {
  return input.trim();
}

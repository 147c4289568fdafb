/** Cleans an entered voucher code: trims it and keeps its case. */
export function normalizeVoucherCode(input: string): string {
  return input.trim();
}

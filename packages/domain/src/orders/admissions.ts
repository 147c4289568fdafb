/**
 * How many people an order admits (docs/decisions.md "E-mails a lawyer accepts"): the people its issued
 * barcodes admit, each barcode counting what one scan lets in (a family or group ticket on one
 * barcode admits all its people). Tickets, day tickets, guided tours and annual passes are
 * admissions; a gift voucher's code admits nobody.
 */

/** The kinds of issued barcode that let people in. */
export const ADMISSION_KINDS = ['ticket', 'dayTicket', 'guidedTour', 'pass'] as const;

export type AdmissionKind = (typeof ADMISSION_KINDS)[number];

/** Whether an issued barcode of `kind` lets people in. */
export function isAdmissionKind(kind: string): kind is AdmissionKind {
  return (ADMISSION_KINDS as readonly string[]).includes(kind);
}

/** The people the barcodes admit together. */
export function peopleAdmitted(
  barcodes: readonly { readonly kind: string; readonly admits: number }[],
): number {
  return barcodes.reduce(
    (sum, barcode) =>
      isAdmissionKind(barcode.kind) && Number.isFinite(barcode.admits) && barcode.admits > 0
        ? sum + Math.floor(barcode.admits)
        : sum,
    0,
  );
}

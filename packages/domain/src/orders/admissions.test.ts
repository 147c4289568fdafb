import { describe, expect, it } from 'vitest';
import { isAdmissionKind, peopleAdmitted } from './admissions';

describe('peopleAdmitted', () => {
  it('counts the people a shared barcode admits, not the barcode', () => {
    expect(peopleAdmitted([{ kind: 'ticket', admits: 5 }])).toBe(5);
    expect(
      peopleAdmitted([
        { kind: 'ticket', admits: 2 },
        { kind: 'dayTicket', admits: 1 },
        { kind: 'guidedTour', admits: 3 },
        { kind: 'pass', admits: 1 },
      ]),
    ).toBe(7);
  });

  it('lets nobody in with a gift voucher', () => {
    expect(peopleAdmitted([{ kind: 'voucher', admits: 1 }])).toBe(0);
    expect(isAdmissionKind('voucher')).toBe(false);
    expect(isAdmissionKind('pass')).toBe(true);
  });

  it('ignores counts that are no people', () => {
    expect(peopleAdmitted([])).toBe(0);
    expect(
      peopleAdmitted([
        { kind: 'ticket', admits: 0 },
        { kind: 'ticket', admits: -2 },
        { kind: 'ticket', admits: Number.NaN },
      ]),
    ).toBe(0);
  });
});

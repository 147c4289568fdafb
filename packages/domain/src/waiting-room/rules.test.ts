import { describe, expect, it } from 'vitest';
import {
  admissionsDue,
  estimatedWaitSeconds,
  measuredAdmissionRate,
  nextPollMs,
  passValid,
  placeFor,
  roomProgress,
} from './rules';

describe('admissionsDue', () => {
  it('admits as many as the rate allows since the last admission and carries the rest', () => {
    expect(admissionsDue(0, 450, 10)).toEqual({ admit: 4, accountedUntil: 400 });
    // The 50 ms left over count towards the next admission.
    expect(admissionsDue(400, 500, 10)).toEqual({ admit: 1, accountedUntil: 500 });
  });

  it('makes up no more than three seconds of the rate after a pause', () => {
    expect(admissionsDue(0, 60_000, 10)).toEqual({ admit: 30, accountedUntil: 60_000 });
    expect(admissionsDue(0, 2500, 10)).toEqual({ admit: 25, accountedUntil: 2500 });
  });

  it('admits one at a time at rates below one a second', () => {
    expect(admissionsDue(0, 1500, 0.5)).toEqual({ admit: 0, accountedUntil: 0 });
    expect(admissionsDue(0, 2000, 0.5)).toEqual({ admit: 1, accountedUntil: 2000 });
  });

  it('never admits more than rate × time over many small steps', () => {
    let accounted = 0;
    let admitted = 0;
    for (let now = 0; now <= 10_000; now += 37) {
      const due = admissionsDue(accounted, now, 7);
      admitted += due.admit;
      accounted = due.accountedUntil;
      expect(admitted).toBeLessThanOrEqual(Math.floor((now / 1000) * 7) + 1);
    }
    expect(admitted).toBeGreaterThanOrEqual(69);
    expect(admitted).toBeLessThanOrEqual(70);
  });

  it('admits nobody at rate 0', () => {
    expect(admissionsDue(0, 5000, 0).admit).toBe(0);
  });
});

describe('measuredAdmissionRate', () => {
  it('uses the configured rate until enough were admitted to measure', () => {
    expect(
      measuredAdmissionRate({ admittedInWindow: 3, spanSeconds: 20, configuredPerSecond: 5 }),
    ).toBe(5);
    expect(
      measuredAdmissionRate({ admittedInWindow: 30, spanSeconds: 0.5, configuredPerSecond: 5 }),
    ).toBe(5);
  });

  it('measures between the first and the last admission', () => {
    expect(
      measuredAdmissionRate({ admittedInWindow: 41, spanSeconds: 10, configuredPerSecond: 5 }),
    ).toBe(4);
  });
});

describe('estimatedWaitSeconds', () => {
  it('is the places ahead over the rate, rounded up to a tenth of a second', () => {
    expect(estimatedWaitSeconds(1, 5)).toBe(0.2);
    expect(estimatedWaitSeconds(100, 5)).toBe(20);
    expect(estimatedWaitSeconds(101, 5)).toBe(20.2);
    expect(estimatedWaitSeconds(1, 3)).toBe(0.4);
  });

  it('is 0 for an admitted visitor and unbounded while nobody is admitted', () => {
    expect(estimatedWaitSeconds(0, 5)).toBe(0);
    expect(estimatedWaitSeconds(3, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('nextPollMs', () => {
  it('asks again within an eighth of the wait, between 1 and 15 seconds', () => {
    expect(nextPollMs(2)).toBe(1000);
    expect(nextPollMs(40)).toBe(5000);
    expect(nextPollMs(3600)).toBe(15_000);
    expect(nextPollMs(Number.POSITIVE_INFINITY)).toBe(15_000);
  });
});

describe('placeFor', () => {
  it('keeps the place of a browser that has one, whatever its address holds', () => {
    expect(placeFor({ ownPlaceId: 7, addressPlaceIds: [1, 2, 3], maxPerAddress: 2 })).toEqual({
      kind: 'keep',
      placeId: 7,
    });
  });

  it('gives a new browser a new place while its address is under the limit', () => {
    expect(placeFor({ ownPlaceId: null, addressPlaceIds: [1], maxPerAddress: 2 })).toEqual({
      kind: 'join',
    });
  });

  it("makes a new browser share its address's oldest place at the limit", () => {
    expect(placeFor({ ownPlaceId: null, addressPlaceIds: [4, 9], maxPerAddress: 2 })).toEqual({
      kind: 'share',
      placeId: 4,
    });
  });
});

describe('passValid', () => {
  it('lets the browser through until the pass runs out, not at its end', () => {
    expect(passValid(1000, 999)).toBe(true);
    expect(passValid(1000, 1000)).toBe(false);
    expect(passValid(null, 0)).toBe(false);
  });
});

describe('roomProgress', () => {
  it('is the share of the line moved through since joining', () => {
    expect(roomProgress(100, 100)).toBe(0);
    expect(roomProgress(100, 25)).toBe(0.75);
    expect(roomProgress(100, 0)).toBe(1);
  });
});

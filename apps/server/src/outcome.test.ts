import { describe, expect, it } from 'vitest';
import { failureText, translatedBy, type Failure } from './outcome';

type Key = 'TOO_LATE';
const isKey = (code: string): code is Key => code === 'TOO_LATE';
const text = (key: Key, lang: 'de' | 'en' | string) =>
  lang === 'de' ? `Zu spät (${key})` : `Too late (${key})`;

describe('translatedBy', () => {
  const translate = translatedBy(isKey, text);

  it("gives a failure whose code the table has the table's message in each language", () => {
    const failure = translate({ kind: 'refused', code: 'TOO_LATE', message: 'internal' });
    expect(failureText(failure, 'de')).toBe('Zu spät (TOO_LATE)');
    expect(failureText(failure, 'en')).toBe('Too late (TOO_LATE)');
    expect(failure).toMatchObject({ kind: 'refused', code: 'TOO_LATE' });
  });

  it('answers a failure of another code, and the bodies without a message of their own, as they are', () => {
    const other: Failure = { kind: 'conflict', code: 'OTHER', message: 'kept' };
    const legacy: Failure = { kind: 'legacyCode', code: 'TOO_LATE' };
    expect(translate(other)).toBe(other);
    expect(translate(legacy)).toBe(legacy);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMPLOYER_SETTINGS, dayInZone, EmployerSettingsSchema, isTimeZone } from './settings.ts';

const valid = { ...DEFAULT_EMPLOYER_SETTINGS, defaultCurrency: 'GHS' };

describe('dayInZone', () => {
  it('is already the next day in Auckland at 23:30 UTC, and still the same day in UTC and Honolulu', () => {
    const instant = new Date('2026-12-02T23:30:00Z');
    expect(dayInZone(instant, 'Pacific/Auckland')).toBe('2026-12-03');
    expect(dayInZone(instant, 'UTC')).toBe('2026-12-02');
    expect(dayInZone(new Date('2026-12-03T05:00:00Z'), 'Pacific/Honolulu')).toBe('2026-12-02');
  });
});

describe('EmployerSettingsSchema', () => {
  it('accepts the defaults with a currency', () => {
    expect(v.safeParse(EmployerSettingsSchema, valid).success).toBe(true);
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Africa/Accra')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a time zone from the list.'],
    [{ passwordMinLength: 7 }, 'passwordMinLength', 'The minimum password length is at least 8.'],
    [{ defaultCurrency: 'XYZ1' }, 'defaultCurrency', 'Choose a currency from the list.'],
    [
      { sessionLifetimeMinutes: 120, idleTimeoutMinutes: 180 },
      'idleTimeoutMinutes',
      'The idle timeout cannot be longer than the session lifetime.',
    ],
  ])('refuses %o on %s', (change, field, message) => {
    const result = v.safeParse(EmployerSettingsSchema, { ...valid, ...change });
    if (result.success) throw new Error('accepted');
    expect(v.flatten(result.issues).nested?.[field]).toEqual([message]);
  });
});

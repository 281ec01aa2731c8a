import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMPLOYER_SETTINGS,
  dayInZone,
  EmployerSettingsSchema,
  isTimeZone,
  startOfDayInZone,
} from './settings.ts';

const valid = { ...DEFAULT_EMPLOYER_SETTINGS, defaultCurrency: 'GHS' };

describe('dayInZone', () => {
  it('is already the next day in Auckland at 23:30 UTC, and still the same day in UTC and Honolulu', () => {
    const instant = new Date('2026-12-02T23:30:00Z');
    expect(dayInZone(instant, 'Pacific/Auckland')).toBe('2026-12-03');
    expect(dayInZone(instant, 'UTC')).toBe('2026-12-02');
    expect(dayInZone(new Date('2026-12-03T05:00:00Z'), 'Pacific/Honolulu')).toBe('2026-12-02');
  });
});

describe('startOfDayInZone', () => {
  it('is the evening before in UTC east of it, the morning of west of it, midnight in UTC', () => {
    expect(startOfDayInZone('2026-12-03', 'Africa/Nairobi')).toEqual(new Date('2026-12-02T21:00:00Z'));
    expect(startOfDayInZone('2026-12-03', 'America/New_York')).toEqual(new Date('2026-12-03T05:00:00Z'));
    expect(startOfDayInZone('2026-07-03', 'America/New_York')).toEqual(new Date('2026-07-03T04:00:00Z'));
    expect(startOfDayInZone('2026-12-03', 'UTC')).toEqual(new Date('2026-12-03T00:00:00Z'));
  });

  it('a midnight skipped by a clock change begins at the first instant of the day', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on 6 September 2026 (UTC−4 to UTC−3).
    expect(startOfDayInZone('2026-09-06', 'America/Santiago')).toEqual(new Date('2026-09-06T04:00:00Z'));
  });

  it('is where dayInZone turns to that day', () => {
    for (const zone of ['Pacific/Auckland', 'Asia/Dhaka', 'Africa/Accra', 'America/Los_Angeles']) {
      const start = startOfDayInZone('2026-12-03', zone);
      expect(dayInZone(start, zone)).toBe('2026-12-03');
      expect(dayInZone(new Date(start.getTime() - 1), zone)).toBe('2026-12-02');
    }
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

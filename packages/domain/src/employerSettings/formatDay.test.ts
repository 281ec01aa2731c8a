import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDay } from './formatDay.ts';

describe('formatDay', () => {
  it.each([
    ['DD/MM/YYYY', '05/03/2026'],
    ['MM/DD/YYYY', '03/05/2026'],
    ['YYYY-MM-DD', '2026-03-05'],
    ['D MMM YYYY', '5 Mar 2026'],
  ] as const)('prints 2026-03-05 as %s: %s', (format, printed) => {
    expect(formatDay('2026-03-05', format)).toBe(printed);
  });

  it('prints the day part of an instant as written, whatever the zone', () => {
    expect(formatDay('2026-12-31T23:30:00Z', 'DD/MM/YYYY')).toBe('31/12/2026');
  });

  it('prints the last and first months by name', () => {
    expect(formatDay('2026-12-01', 'D MMM YYYY')).toBe('1 Dec 2026');
    expect(formatDay('2027-01-31', 'D MMM YYYY')).toBe('31 Jan 2027');
  });

  it('returns text that is not a day unchanged, in every format', () => {
    for (const format of DATE_FORMATS) expect(formatDay('soon', format)).toBe('soon');
  });
});

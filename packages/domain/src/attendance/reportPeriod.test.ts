import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultReportPeriod } from './reportPeriod.ts';

describe('defaultReportPeriod', () => {
  it.each([
    ['2026-12-15', '2026-12-01'],
    ['2026-12-02', '2026-12-01'],
    ['2026-12-01', '2026-11-01'],
    ['2027-01-01', '2026-12-01'],
    ['2028-03-01', '2028-02-01'],
  ])('on %s opens from %s to that day', (today, from) => {
    expect(defaultReportPeriod(today)).toEqual({ from, to: today });
  });

  it('always holds yesterday and today, and starts on the 1st of a month at most two months back', () => {
    const anyDay = fc
      .integer({ min: 0, max: 3 * 366 })
      .map((offset) => new CalendarDate(2026, 1, 1).add({ days: offset }));
    fc.assert(
      fc.property(anyDay, (today) => {
        const { from, to } = defaultReportPeriod(today.toString());
        const yesterday = today.subtract({ days: 1 }).toString();
        expect(to).toBe(today.toString());
        expect(from <= yesterday).toBe(true);
        expect(from.endsWith('-01')).toBe(true);
        expect(from >= today.subtract({ months: 1 }).set({ day: 1 }).toString()).toBe(true);
      }),
    );
  });
});

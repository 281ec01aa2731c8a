import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_PARTS, type DayPart, halvesOf } from './dayParts.ts';
import { halvesOverlap, halvesRangeOf } from './requestHalves.ts';

const monday = new CalendarDate(2026, 11, 30);

describe('halvesRangeOf', () => {
  it('numbers a Monday afternoon to a Wednesday morning as four half days: Monday pm, all Tuesday, Wednesday am', () => {
    const range = halvesRangeOf({
      from: monday,
      to: monday.add({ days: 2 }),
      fromPart: 'afternoon',
      toPart: 'morning',
    });
    expect(range.afterLast - range.first).toBe(4);
  });

  it('lets a morning and an afternoon of one date stand together, but not two mornings', () => {
    const morning = halvesRangeOf({ from: monday, to: monday, fromPart: 'morning', toPart: 'morning' });
    const afternoon = halvesRangeOf({ from: monday, to: monday, fromPart: 'whole', toPart: 'afternoon' });
    const whole = halvesRangeOf({ from: monday, to: monday, fromPart: 'whole', toPart: 'whole' });
    expect(halvesOverlap(morning, afternoon)).toBe(false);
    expect(halvesOverlap(morning, morning)).toBe(true);
    expect(halvesOverlap(whole, afternoon)).toBe(true);
  });

  it('refuses a day asked for in neither half', () => {
    expect(() =>
      halvesRangeOf({ from: monday, to: monday, fromPart: 'afternoon', toPart: 'morning' }),
    ).toThrow(RangeError);
  });

  const request = fc
    .record({
      start: fc.integer({ min: 0, max: 40 }),
      length: fc.integer({ min: 0, max: 10 }),
      fromPart: fc.constantFrom<DayPart>(...DAY_PARTS),
      toPart: fc.constantFrom<DayPart>(...DAY_PARTS),
    })
    .map(({ start, length, fromPart, toPart }) => ({
      from: monday.add({ days: start }),
      to: monday.add({ days: start + length }),
      fromPart,
      toPart,
    }))
    .filter((r) => r.from.compare(r.to) !== 0 || (halvesOf(r.fromPart) & halvesOf(r.toPart)) !== 0);

  /** Every half day a request asks for, by date and half, listed one by one. */
  function halfDays(r: {
    from: CalendarDate;
    to: CalendarDate;
    fromPart: DayPart;
    toPart: DayPart;
  }): Set<string> {
    const halves = new Set<string>();
    for (let day = r.from; day.compare(r.to) <= 0; day = day.add({ days: 1 })) {
      let mask = 3;
      if (day.compare(r.from) === 0) mask &= halvesOf(r.fromPart);
      if (day.compare(r.to) === 0) mask &= halvesOf(r.toPart);
      // Between its first and last asked half a request spans every half: a first day's morning
      // asked alone still reaches the afternoon when the request goes on.
      if (day.compare(r.from) === 0 && day.compare(r.to) < 0 && mask & 1) mask |= 2;
      if (day.compare(r.to) === 0 && day.compare(r.from) > 0 && mask & 2) mask |= 1;
      if (day.compare(r.from) > 0 && day.compare(r.to) < 0) mask = 3;
      if (mask & 1) halves.add(`${day}:am`);
      if (mask & 2) halves.add(`${day}:pm`);
    }
    return halves;
  }

  it('says two requests overlap exactly when they share a half day', () => {
    fc.assert(
      fc.property(request, request, (a, b) => {
        const shared = [...halfDays(a)].some((half) => halfDays(b).has(half));
        expect(halvesOverlap(halvesRangeOf(a), halvesRangeOf(b))).toBe(shared);
      }),
    );
  });
});

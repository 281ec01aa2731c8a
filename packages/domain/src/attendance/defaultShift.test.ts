import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONDAY_TO_FRIDAY } from '../leave/workWeek.ts';
import { attendanceDateOf } from './attendance.ts';
import { ATTENDANCE_SETTINGS_DEFAULTS } from './attendanceSchemas.ts';
import { defaultShift } from './defaultShift.ts';

const nineToFive = defaultShift(ATTENDANCE_SETTINGS_DEFAULTS, MONDAY_TO_FRIDAY.days);

describe('defaultShift', () => {
  it('runs the settings’ times on the work week’s working days, a half day included', () => {
    expect(nineToFive).toMatchObject({
      start: '09:00',
      end: '17:00',
      breakMinutes: 60,
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    });
    const saturdayMornings = defaultShift(ATTENDANCE_SETTINGS_DEFAULTS, [
      'whole',
      'whole',
      'whole',
      'whole',
      'whole',
      'morning',
      'none',
    ]);
    expect(saturdayMornings.days).toContain('Saturday');
    expect(saturdayMornings.days).not.toContain('Sunday');
  });

  it('gives 09:00-17:00 the 16 hours around it, 8 before and 8 after', () => {
    expect(nineToFive).toMatchObject({ windowBeforeStartMinutes: 480, windowAfterEndMinutes: 480 });
    const overnight = defaultShift(
      { ...ATTENDANCE_SETTINGS_DEFAULTS, defaultStart: '22:00', defaultEnd: '06:15' },
      MONDAY_TO_FRIDAY.days,
    );
    // 15 h 45 min spare: the odd minute goes after.
    expect(overnight).toMatchObject({ windowBeforeStartMinutes: 472, windowAfterEndMinutes: 473 });
  });

  it('dates an early-morning punch by the nearer shift: 00:30 is the evening before’s, 01:30 the day’s', () => {
    // Tuesday 1 December 2026 in Accra (UTC all year).
    expect(attendanceDateOf(new Date('2026-12-01T00:30:00Z'), nineToFive, 'Africa/Accra')).toBe('2026-11-30');
    expect(attendanceDateOf(new Date('2026-12-01T01:00:00Z'), nineToFive, 'Africa/Accra')).toBe('2026-11-30');
    expect(attendanceDateOf(new Date('2026-12-01T01:30:00Z'), nineToFive, 'Africa/Accra')).toBe('2026-12-01');
  });

  it('leaves no instant of an ordinary day without a date, whatever the default times', () => {
    const anyWallTime = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        anyWallTime,
        anyWallTime,
        fc.constantFrom('Africa/Accra', 'Asia/Kolkata', 'Asia/Tokyo'),
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 0, max: 86_399_999 }),
        (defaultStart, defaultEnd, zone, dayOfYear, msOfDay) => {
          const shift = defaultShift(
            { ...ATTENDANCE_SETTINGS_DEFAULTS, defaultStart, defaultEnd },
            MONDAY_TO_FRIDAY.days,
          );
          const day = new CalendarDate(2026, 1, 1).add({ days: dayOfYear }).toString();
          const instant = new Date(Date.parse(`${day}T00:00:00Z`) + msOfDay);
          expect(attendanceDateOf(instant, shift, zone)).not.toBeNull();
        },
      ),
    );
  });
});

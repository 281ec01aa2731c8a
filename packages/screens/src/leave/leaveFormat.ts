import type { LeaveUnit } from '@hr/domain';
import { useFormatDay } from '@hr/ui';
import { DateFormatter, parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { fileSizeFormatter } from '../files/fileSize.ts';
import type { LeaveDates } from './leaveRequests.ts';

/** How the leave screens write days, ranges and amounts in the reader's language. */
export interface LeaveFormat {
  /** A calendar day, 'YYYY-MM-DD', as the employer prints days (Employer › Setting). */
  day: (date: string) => string;
  /** A day in a list of days, with its weekday ("Tue 3 Mar"): no year, so in the reader's language. */
  dayOfWeek: (date: string) => string;
  /** A range with its half days: "3 Mar 2026 (afternoon) – 5 Mar 2026 (morning)". */
  dates: (dates: LeaveDates) => string;
  /** A from–to range without parts ("3 Mar 2026 – 5 Mar 2026"). */
  range: (from: string, to: string) => string;
  /** An amount in its unit ("1.5 days", "1 hour"), from the decimal string itself. */
  amount: (amount: string, unit: LeaveUnit) => string;
  /** A file's size in bytes as people read it ("48 kB", "1.2 MB"). */
  fileSize: (bytes: number) => string;
}

/** What the words of a half day say after the date it qualifies. */
const PART_MARKS = { whole: '', morning: ' (morning)', afternoon: ' (afternoon)' } as const;

function unitWord(amount: string, unit: LeaveUnit) {
  const word = unit === 'Day' ? 'day' : 'hour';
  // Only exactly one is singular: "0.5 days", "1 day", "-1 days" reads oddly, so it is "-1 day" too.
  return /^-?1(\.0+)?$/.test(amount) ? word : `${word}s`;
}

export function useLeaveFormat(): LeaveFormat {
  const { locale } = useLocale();
  const day = useFormatDay();
  return useMemo(() => {
    // A calendar day is no instant: read as midnight UTC and written in UTC, it is the same day for
    // every reader, whatever their time zone.
    const weekdays = new DateFormatter(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    // Intl formats the decimal string itself, so an amount never passes through a float.
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return {
      day,
      dayOfWeek: (date) => weekdays.format(parseDate(date).toDate('UTC')),
      range: (from, to) => (from === to ? day(from) : `${day(from)} – ${day(to)}`),
      dates: ({ from, to, fromPart, toPart }) => {
        if (from === to) {
          const part = fromPart === 'afternoon' ? 'afternoon' : toPart === 'morning' ? 'morning' : 'whole';
          return `${day(from)}${PART_MARKS[part]}`;
        }
        return `${day(from)}${PART_MARKS[fromPart]} – ${day(to)}${PART_MARKS[toPart]}`;
      },
      amount: (amount, unit) =>
        `${numbers.format(amount as Intl.StringNumericLiteral)} ${unitWord(amount, unit)}`,
      fileSize: fileSizeFormatter(locale),
    };
  }, [locale, day]);
}

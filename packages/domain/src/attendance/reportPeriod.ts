import { parseDate } from '@internationalized/date';

/** A period of days, 'YYYY-MM-DD', both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/**
 * The period the Time Clock Report opens on: from the first of yesterday's month to today, in the
 * employer's calendar. The daily job works a day out the morning after, so the newest day with rows is
 * yesterday; "this month so far" would open on nothing but today on the 1st, so on the 1st the period
 * starts on the 1st of the month before (which yesterday ended).
 */
export function defaultReportPeriod(today: string): ReportPeriod {
  const yesterday = parseDate(today).subtract({ days: 1 });
  return { from: yesterday.set({ day: 1 }).toString(), to: today };
}

import { currencyMinorDigits } from '@hr/domain';
import { DateFormatter, parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { payAmount } from './employeePay.ts';

/** How the pay run and payslip screens write days, periods, counts and amounts. */
export interface PayRunFormat {
  /** A calendar day ("25 Nov 2026"). */
  day: (date: string) => string;
  /** The day of an instant, in the reader's time zone ("25 Nov 2026"). */
  instantDay: (dateTime: string) => string;
  /** A period ("1–30 Nov 2026"). */
  period: (from: string, to: string) => string;
  /** A count ("10,000"). */
  count: (value: number) => string;
  /** An amount from the wire with its currency's digits ("4,695.25"), never through a float (two digits before a run knows its currency). */
  money: (amount: string, currency: string | null) => string;
}

const utcDay = (date: string) => parseDate(date).toDate('UTC');

export function usePayRunFormat(): PayRunFormat {
  const { locale } = useLocale();
  return useMemo(() => {
    // A calendar day is no instant: read as midnight UTC and written in UTC, it is the same day for
    // every reader, whatever their time zone.
    const days = new DateFormatter(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const instants = new DateFormatter(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    const counts = new Intl.NumberFormat(locale);
    return {
      day: (date) => days.format(utcDay(date)),
      instantDay: (dateTime) => instants.format(new Date(dateTime)),
      // A range of days in one month closes up its dash ("1–30 Nov 2026"), as the payslip writes it;
      // Chromium's ICU spaces it ("1 – 30 Nov 2026").
      period: (from, to) => days.formatRange(utcDay(from), utcDay(to)).replace(/(\d)\s*–\s*(\d)/u, '$1–$2'),
      count: (value) => counts.format(value),
      money: (amount, currency) => payAmount(amount, currency ? currencyMinorDigits(currency) : 2),
    };
  }, [locale]);
}

import { currencyMinorDigits } from '@hr/domain';
import { useFormatDay } from '@hr/ui';
import { parseAbsoluteToLocal, toCalendarDate } from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { payAmount } from './employeePay.ts';

/** How the pay run and payslip screens write days, periods, counts and amounts. */
export interface PayRunFormat {
  /** A calendar day, as the employer prints days (Employer › Setting). */
  day: (date: string) => string;
  /** The day of an instant, in the reader's time zone, printed as a calendar day. */
  instantDay: (dateTime: string) => string;
  /** A period from its first to its last day ("1 Nov 2026 – 30 Nov 2026"), as the payslip PDF prints it. */
  period: (from: string, to: string) => string;
  /** A count ("10,000"). */
  count: (value: number) => string;
  /** An amount from the wire with its currency's digits ("4,695.25"), never through a float (two digits before a run knows its currency). */
  money: (amount: string, currency: string | null) => string;
}

export function usePayRunFormat(): PayRunFormat {
  const { locale } = useLocale();
  const day = useFormatDay();
  return useMemo(() => {
    const counts = new Intl.NumberFormat(locale);
    return {
      day,
      instantDay: (dateTime) => day(toCalendarDate(parseAbsoluteToLocal(dateTime)).toString()),
      period: (from, to) => `${day(from)} – ${day(to)}`,
      count: (value) => counts.format(value),
      money: (amount, currency) => payAmount(amount, currency ? currencyMinorDigits(currency) : 2),
    };
  }, [locale, day]);
}

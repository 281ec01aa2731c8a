import { DateFormatter, parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/** How the record writes its dates, instants and amounts in the reader's language. */
export interface RecordFormat {
  /** A calendar day, 'YYYY-MM-DD' ("30 November 2026"). */
  day: (date: string) => string;
  /** An instant, an ISO date-time, in the reader's time zone ("10 March 2026 at 12:00"). */
  instant: (dateTime: string) => string;
  /** A decimal string in its currency ("GH₵4,250.00"). */
  money: (amount: string, currency: string) => string;
}

export function useRecordFormat(timeZone: string): RecordFormat {
  const { locale } = useLocale();
  return useMemo(() => {
    // A calendar day is no instant: read as midnight UTC and written in UTC, it is the same day for
    // every reader, whatever their time zone.
    const days = new DateFormatter(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const instants = new DateFormatter(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
    return {
      day: (date) => days.format(parseDate(date).toDate('UTC')),
      instant: (dateTime) => instants.format(new Date(dateTime)),
      // Intl formats the decimal string itself, so the amount never passes through a float.
      money: (amount, currency) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
          amount as Intl.StringNumericLiteral,
        ),
    };
  }, [locale, timeZone]);
}

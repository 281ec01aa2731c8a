import { useFormatDay } from '@hr/ui';
import { DateFormatter } from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/** How the record writes its dates, instants and amounts in the reader's language. */
export interface RecordFormat {
  /** A calendar day, 'YYYY-MM-DD', as the employer prints days (Employer › Setting). */
  day: (date: string) => string;
  /** An instant, an ISO date-time, in the reader's time zone ("10 March 2026 at 12:00"). */
  instant: (dateTime: string) => string;
  /** A decimal string in its currency ("GH₵4,250.00"). */
  money: (amount: string, currency: string) => string;
}

export function useRecordFormat(timeZone: string): RecordFormat {
  const { locale } = useLocale();
  const day = useFormatDay();
  return useMemo(() => {
    const instants = new DateFormatter(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
    return {
      day,
      instant: (dateTime) => instants.format(new Date(dateTime)),
      // Intl formats the decimal string itself, so the amount never passes through a float.
      money: (amount, currency) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
          amount as Intl.StringNumericLiteral,
        ),
    };
  }, [locale, timeZone, day]);
}

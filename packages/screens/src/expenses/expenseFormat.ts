import { useMemo } from 'react';
import { usePayRunFormat } from '../payroll/payRunFormat.ts';

/** How the claim screens write days, instants and amounts: as the payroll screens do, with the currency's code. */
export interface ExpenseFormat {
  /** A calendar day, as the employer prints days. */
  day: (date: string) => string;
  /** The day of an instant, in the reader's time zone. */
  instantDay: (dateTime: string) => string;
  /** "GHS 1,830.00": an amount from the wire with its currency's digits, never through a float. */
  money: (amount: string, currency: string) => string;
}

export function useExpenseFormat(): ExpenseFormat {
  const format = usePayRunFormat();
  return useMemo(
    () => ({
      day: format.day,
      instantDay: format.instantDay,
      money: (amount, currency) => `${currency} ${format.money(amount, currency)}`,
    }),
    [format],
  );
}

import { PAY_PERIODS } from '@hr/domain';
import type { SelectOption } from '@hr/ui';

/**
 * The option lists of the employer information form, named in the user's language by the
 * browser's own locale data (Intl), so no list of names is kept here.
 */

/** Every ISO 4217 currency the browser knows, by code: "GHS — Ghanaian Cedi". */
export function currencyOptions(locale: string): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    id: code,
    name: `${code} — ${names.of(code) ?? code}`,
  }));
}

/** January to December, keyed 1 to 12. */
export function monthOptions(locale: string): SelectOption[] {
  // UTC on both sides, so the first of the month is that month in every time zone.
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    name: format.format(Date.UTC(2000, index, 1)),
  }));
}

export const payPeriodOptions: SelectOption[] = PAY_PERIODS.map((period) => ({ id: period, name: period }));

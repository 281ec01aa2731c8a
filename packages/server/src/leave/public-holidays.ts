import { LEAVE_SETUP_LIMITS } from '@hr/domain';
import Holidays from 'date-holidays';
import type { Caller } from '../auth/access-tokens.ts';
import type { Holiday, PublicHolidays, SuggestPublicHolidaysRequest } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';

/**
 * Suggestions for a holiday calendar: a country's public holidays in a year, from the date-holidays
 * library's data, which ships with the server (no network). Nothing is stored; the administrator keeps
 * what they want and saves the calendar, whose own rules then apply.
 */

let knownCountries: ReadonlySet<string> | undefined;

function isKnownCountry(code: string): boolean {
  knownCountries ??= new Set(Object.keys(new Holidays().getCountries('en')));
  return knownCountries.has(code);
}

/** A rule that falls on one month and day every year, never moved to another day ("12-25", "01-07 since 2019"). */
const SAME_DAY_EVERY_YEAR = /^\d{2}-\d{2}( since \d{4})?$/;

export function suggestPublicHolidays(
  _caller: Caller,
  { country, year }: SuggestPublicHolidaysRequest,
): PublicHolidays {
  const code = country.toUpperCase();
  if (!isKnownCountry(code)) {
    throw new Refusal(
      400,
      `There are no public holidays for ${code}. Choose a country by its two-letter code, like GH.`,
      {
        field: 'country',
      },
    );
  }
  const calendar = new Holidays(code, { languages: ['en'], types: ['public'] });
  const seen = new Set<string>();
  const holidays: Holiday[] = [];
  for (const found of calendar.getHolidays(year, 'en')) {
    if (found.type !== 'public') continue;
    // '2026-03-20 00:00:00 -0600': the local date and time the holiday starts.
    const date = found.date.slice(0, 10);
    const name = shortened(found.name);
    // The calendar's form refuses the same holiday twice on one date.
    const key = `${date}|${name.toLocaleLowerCase('en')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    holidays.push({
      name,
      date,
      part: Number(found.date.slice(11, 13)) >= 12 ? 'afternoon' : 'whole',
      repeatsYearly: !found.substitute && SAME_DAY_EVERY_YEAR.test(found.rule),
    });
  }
  holidays.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  return { country: code, year, holidays };
}

/** A holiday's name as a calendar can hold it: some countries' run to 89 characters. */
function shortened(name: string): string {
  const max = LEAVE_SETUP_LIMITS.nameMaxLength;
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}

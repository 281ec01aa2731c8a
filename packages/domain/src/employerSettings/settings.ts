import { parseDate, toZoned } from '@internationalized/date';
import * as v from 'valibot';
import { ACCOUNT_LIMITS } from '../schemas/auth.ts';
import { isCurrencyCode } from '../schemas/money.ts';
import { DATE_FORMATS, DEFAULT_DATE_FORMAT } from './formatDay.ts';

/**
 * Employer › Setting (issue 28 item 5): how the employer's days are counted and printed, and the rules
 * its people's passwords and sessions follow. The limits are the contract's (EmployerSettings).
 */

/**
 * The locales offered: the language and region the date fields and numbers follow. 'browser' (the
 * default) leaves each person's date fields to their own browser's language, as before the setting.
 */
export const BROWSER_LOCALE = 'browser';

export const SETTINGS_LOCALES = [
  BROWSER_LOCALE,
  'en-GB',
  'en-US',
  'en-GH',
  'en-NG',
  'en-KE',
  'en-ZA',
  'en-IN',
  'en-AU',
  'fr-FR',
  'de-DE',
  'es-ES',
  'pt-PT',
] as const;
export type SettingsLocale = (typeof SETTINGS_LOCALES)[number];

/** The first day of a drawn week, as react-aria's calendars name it. */
export const FIRST_DAYS_OF_WEEK = ['mon', 'sun', 'sat'] as const;
export type FirstDayOfWeek = (typeof FIRST_DAYS_OF_WEEK)[number];
export const FIRST_DAY_LABELS: Record<FirstDayOfWeek, string> = {
  mon: 'Monday',
  sun: 'Sunday',
  sat: 'Saturday',
};

const MINUTES_PER_DAY = 24 * 60;

/** Bounds of the password and session rules; the floor of a password's length is the sign-up's. */
export const SETTINGS_LIMITS = {
  passwordMinLengthFloor: ACCOUNT_LIMITS.passwordMinLength,
  // A policy above 64 would leave little room under the 128 a password may have at most.
  passwordMinLengthCeiling: 64,
  sessionLifetimeMinMinutes: 60,
  sessionLifetimeMaxMinutes: 90 * MINUTES_PER_DAY,
  idleTimeoutMinMinutes: 15,
} as const;

/** What a new employer has until its administrator changes it: the behaviour from before the page. */
export const DEFAULT_EMPLOYER_SETTINGS = {
  timeZone: 'UTC',
  locale: BROWSER_LOCALE as SettingsLocale,
  dateFormat: DEFAULT_DATE_FORMAT,
  firstDayOfWeek: 'mon' as FirstDayOfWeek,
  passwordMinLength: ACCOUNT_LIMITS.passwordMinLength,
  refuseBreachedPasswords: false,
  sessionLifetimeMinutes: 30 * MINUTES_PER_DAY,
  idleTimeoutMinutes: 30 * MINUTES_PER_DAY,
  twoFactorRequiredForAdmins: false,
  suspensionBlocksSignIn: false,
} as const;

let knownZones: ReadonlySet<string> | undefined;

/** Whether `zone` is an IANA time zone the runtime knows ('UTC' included, which some runtimes leave out). */
export function isTimeZone(zone: string): boolean {
  knownZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return knownZones.has(zone);
}

/** The time zones offered, UTC first. */
export function timeZones(): readonly string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

/** The calendar day (YYYY-MM-DD) it is at `instant` in `zone`: 23:30 UTC is already tomorrow in Auckland. */
/**
 * One formatter per zone: making an Intl.DateTimeFormat costs far more than using one, and attendance
 * asks the day of every punch of thousands of people in a few zones. An unknown zone throws when
 * made, as before, and is not kept.
 */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

export function dayInZone(instant: Date, zone: string): string {
  let format = DAY_FORMATS.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DAY_FORMATS.set(zone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The instant `day` (YYYY-MM-DD) begins in `zone`: when something dated that day falls due there, 21:00
 * UTC the evening before in Nairobi, 05:00 UTC in New York in winter. A midnight a clock change skips
 * begins at the first instant that exists.
 */
export function startOfDayInZone(day: string, zone: string): Date {
  return toZoned(parseDate(day), zone).toDate();
}

export const PASSWORD_TOO_SHORT = (length: number) => `Passwords must be at least ${length} characters.`;
export const PASSWORD_BREACHED = 'This password is in a list of breached passwords; choose another.';
export const IDLE_LONGER_THAN_LIFETIME = 'The idle timeout cannot be longer than the session lifetime.';

const whole = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`Enter the ${what}.`),
    v.integer(`Enter the ${what} as a whole number.`),
    v.minValue(min, `The ${what} is at least ${min}.`),
    v.maxValue(max, `The ${what} is at most ${max}.`),
  );

/** The Employer › Setting form; its output is the contract's UpdateEmployerSettingsRequest. */
export const EmployerSettingsSchema = v.pipe(
  v.object({
    timeZone: v.pipe(v.string(), v.check(isTimeZone, 'Choose a time zone from the list.')),
    locale: v.picklist(SETTINGS_LOCALES, 'Choose a locale from the list.'),
    dateFormat: v.picklist(DATE_FORMATS, 'Choose a date format from the list.'),
    firstDayOfWeek: v.picklist(FIRST_DAYS_OF_WEEK, 'Choose the first day of the week.'),
    defaultCurrency: v.nullable(
      v.pipe(v.string(), v.check(isCurrencyCode, 'Choose a currency from the list.')),
    ),
    passwordMinLength: whole(
      SETTINGS_LIMITS.passwordMinLengthFloor,
      SETTINGS_LIMITS.passwordMinLengthCeiling,
      'minimum password length',
    ),
    refuseBreachedPasswords: v.boolean(),
    sessionLifetimeMinutes: whole(
      SETTINGS_LIMITS.sessionLifetimeMinMinutes,
      SETTINGS_LIMITS.sessionLifetimeMaxMinutes,
      'session lifetime in minutes',
    ),
    idleTimeoutMinutes: whole(
      SETTINGS_LIMITS.idleTimeoutMinMinutes,
      SETTINGS_LIMITS.sessionLifetimeMaxMinutes,
      'idle timeout in minutes',
    ),
    twoFactorRequiredForAdmins: v.boolean(),
    suspensionBlocksSignIn: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['sessionLifetimeMinutes'], ['idleTimeoutMinutes']],
      ({ sessionLifetimeMinutes, idleTimeoutMinutes }) => idleTimeoutMinutes <= sessionLifetimeMinutes,
      IDLE_LONGER_THAN_LIFETIME,
    ),
    ['idleTimeoutMinutes'],
  ),
);
export type EmployerSettingsValues = v.InferOutput<typeof EmployerSettingsSchema>;

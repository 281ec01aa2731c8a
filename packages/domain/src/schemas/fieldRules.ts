import * as v from 'valibot';

/**
 * The field rules the Employee form's schema is built from: required and optional text, ids and
 * choices from lists, dates. Optional fields are '' in a form and null once checked.
 */

/** The longest id of a reference row chosen from a list. */
export const ID_MAX_LENGTH = 100;

const isoDateFormat = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written 'YYYY-MM-DD' (2024-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = isoDateFormat.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 as they are (not as 1900–1999).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function atMost(length: number) {
  return `Use at most ${length} characters.`;
}

export function emptyToNull<T extends string>(value: T): Exclude<T, ''> | null {
  return value === '' ? null : (value as Exclude<T, ''>);
}

export function requiredText(maxLength: number, emptyMessage: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(emptyMessage), v.maxLength(maxLength, atMost(maxLength)));
}

export function optionalText(maxLength: number) {
  return v.pipe(v.string(), v.trim(), v.maxLength(maxLength, atMost(maxLength)), v.transform(emptyToNull));
}

/** A reference row chosen from a list, by id; '' when none is chosen. */
export function optionalId() {
  return v.pipe(
    v.string(),
    v.maxLength(ID_MAX_LENGTH, 'Choose an option from the list.'),
    v.transform(emptyToNull),
  );
}

export function optionalChoice<const TOptions extends readonly string[]>(options: TOptions) {
  return v.pipe(
    v.union([v.literal(''), v.picklist(options)], 'Choose an option from the list.'),
    v.transform(emptyToNull),
  );
}

export const COMPLETE_DATE = 'Enter a complete date.';

export function optionalDate() {
  return v.pipe(
    v.string(),
    v.check((date) => date === '' || isIsoDate(date), COMPLETE_DATE),
    v.transform(emptyToNull),
  );
}

/** A date that is not after `today`, such as a birth date. */
export function optionalPastDate(today: string, futureMessage: string) {
  return v.pipe(
    v.string(),
    v.check((date) => date === '' || isIsoDate(date), COMPLETE_DATE),
    v.check((date) => date <= today, futureMessage),
    v.transform(emptyToNull),
  );
}

export const EMAIL_FORMAT = 'Enter an e-mail address like name@example.com.';
export const isEmail = (text: string) => v.is(v.pipe(v.string(), v.email()), text);

/** A later date than `from`, when both are given. */
export function notBefore(from: string | null, to: string | null) {
  return from === null || to === null || to >= from;
}

/**
 * The date formats an employer may choose on Employer › Setting (issue 28 item 5). A fixed list, so
 * every screen and PDF prints a day one of a few known ways and a stored value is always one of them.
 */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'D MMM YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** What a new employer prints until it chooses: the form the PDFs used before there was a choice. */
export const DEFAULT_DATE_FORMAT: DateFormat = 'D MMM YYYY';

// English month abbreviations, as the PDFs have always printed them ("1 Nov 2026"); the locale
// setting drives the date fields' own rendering, this format drives printed days.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar day (YYYY-MM-DD, or the day part of an ISO instant) as the employer prints it. The day
 * is read as written, never through a Date, so no time zone can move it by one. Text that is not an
 * ISO day is returned unchanged, so a screen never shows less than it was given.
 */
export function formatDay(isoDay: string, format: DateFormat): string {
  const parts = ISO_DAY.exec(isoDay);
  if (!parts) return isoDay;
  const [, year = '', month = '', day = ''] = parts;
  switch (format) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    case 'D MMM YYYY':
      return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
  }
}

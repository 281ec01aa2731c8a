import { parseDate } from '@internationalized/date';

/** How pay runs name their periods in messages and mail: "1–30 Nov 2026", "November 2026". */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "1–30 Nov 2026", "16 Nov – 15 Dec 2026", "29 Dec 2026 – 4 Jan 2027". */
export function periodText(from: string, to: string): string {
  const start = parseDate(from);
  const end = parseDate(to);
  const month = (date: typeof start) => SHORT_MONTHS[date.month - 1];
  if (start.year !== end.year) {
    return `${start.day} ${month(start)} ${start.year} – ${end.day} ${month(end)} ${end.year}`;
  }
  if (start.month !== end.month) return `${start.day} ${month(start)} – ${end.day} ${month(end)} ${end.year}`;
  return `${start.day}–${end.day} ${month(end)} ${end.year}`;
}

/** "November 2026" for a whole calendar month, else the period as periodText writes it. */
export function payslipPeriodName(from: string, to: string): string {
  const start = parseDate(from);
  const end = parseDate(to);
  const wholeMonth = start.day === 1 && end.month === start.month && end.add({ days: 1 }).day === 1;
  return wholeMonth ? `${MONTHS[start.month - 1]} ${start.year}` : periodText(from, to);
}

/**
 * "Kofi Mensah", "Kofi Mensah and Ama Owusu", "Kofi Mensah, Ama Owusu and Yaw Boateng". Past `shown`
 * names, the first of them and how many `more` ("…, Yaw Boateng and 995 others"): a refusal of a run of
 * thousands stays a sentence.
 */
export function namesText(names: readonly string[], shown = 5, more = 'others'): string {
  const listed =
    names.length > shown + 1 ? [...names.slice(0, shown), `${names.length - shown} ${more}`] : names;
  if (listed.length <= 1) return listed.join('');
  return `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
}

import { useVirtualRows } from '@hr/ui';
import { getDayOfWeek, parseDate } from '@internationalized/date';
import { type CSSProperties, memo, useMemo, useRef } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import styles from './LeavePlanner.module.css';
import type { LeavePlannerData, PlannerDay, PlannerEmployee, PlannerLeaveType } from './leaveReports.ts';

export interface LeavePlannerGridProps {
  planner: LeavePlannerData;
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

/** A body row's height in px: fixed in CSS (--planner-row-height), so only the rows in view are rendered. */
const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 44;

/**
 * The scroller's height as its CSS will make it (max-height: max(20rem, 100dvh - 22rem), at the
 * default 16px rem), so the virtualiser's first render already has the rows that fit and the render
 * after its measurement changes nothing: with a thousand employees, a second render and layout of
 * the fresh table were a good part of the time to the first paint (docs/server.md, planner).
 */
function expectedScrollerHeight(): number {
  if (typeof window === 'undefined') return 20 * 16;
  return Math.max(20 * 16, window.innerHeight - 22 * 16);
}

const PART_WORDS = { whole: '', morning: ', morning', afternoon: ', afternoon' } as const;

/** Every date of the span, in order. */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  const last = parseDate(to);
  for (let day = parseDate(from); day.compare(last) <= 0; day = day.add({ days: 1 }))
    dates.push(day.toString());
  return dates;
}

/** What a cell says to a screen reader: the leave type (or "Away"), its part of the day, and if pending. */
function dayWords(day: PlannerDay, type: PlannerLeaveType | undefined): string {
  const what = type ? (type.description ?? type.code) : 'Away';
  return `${what}${PART_WORDS[day.part]}${day.status === 'pending' ? ', pending' : ''}`;
}

/**
 * The planner's table: one row per employee (their name is the row's header), one column per day
 * (its date the column's header, a holiday named in it). A day of leave is filled with its type's
 * colour, half a cell for half a day, hatched while pending; every cell also says it in words.
 * Only the rows in view are rendered (a thousand employees make 31,000 cells a month), between two
 * spacer rows as tall as the rows left out; aria-rowcount and aria-rowindex give the whole size.
 */
export function LeavePlannerGrid({ planner, labelledBy }: LeavePlannerGridProps) {
  const { locale } = useLocale();
  const dates = useMemo(() => datesOf(planner.from, planner.to), [planner.from, planner.to]);
  const types = useMemo(
    () => new Map(planner.leaveTypes.map((type) => [type.id, type])),
    [planner.leaveTypes],
  );
  const holidays = useMemo(() => {
    const byCalendarDate = new Map<string, string>();
    const byDate = new Map<string, Set<string>>();
    for (const holiday of planner.holidays) {
      byCalendarDate.set(`${holiday.calendarId}:${holiday.date}`, holiday.name);
      byDate.set(holiday.date, (byDate.get(holiday.date) ?? new Set()).add(holiday.name));
    }
    return { byCalendarDate, byDate };
  }, [planner.holidays]);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
  const scrollRef = useRef<HTMLElement>(null);
  const rows = useVirtualRows({
    count: planner.employees.length,
    scrollRef,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
    initialHeight: expectedScrollerHeight(),
    // Four rows either side rather than the default ten: a wheel's step still finds them rendered, and
    // the first frame of a long planner renders a quarter fewer cells (docs/server.md, planner).
    overscan: 4,
  });
  const spacer = (height: number) =>
    height > 0 ? (
      // The rows left out, hidden from assistive technology (aria-rowcount tells it about them).
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row without a tabindex is not focusable; the rule takes every tr for one.
      <tr aria-hidden="true" style={{ height }}>
        <td colSpan={dates.length + 1} className={styles.spacer} />
      </tr>
    ) : null;

  return (
    <section
      ref={scrollRef}
      className={styles.scroller}
      aria-labelledby={labelledBy}
      // Focusable, so the days beyond the edge can be scrolled to from the keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
      tabIndex={0}
      style={{ '--planner-row-height': `${ROW_HEIGHT}px` } as CSSProperties}
    >
      <table
        className={styles.grid}
        aria-labelledby={labelledBy}
        aria-rowcount={planner.employees.length + 1}
        aria-colcount={dates.length + 1}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={styles.nameHeader}>
              Employee
            </th>
            {dates.map((date) => {
              const names = [...(holidays.byDate.get(date) ?? [])];
              const isWeekend = getDayOfWeek(parseDate(date), 'en-GB') >= 5;
              return (
                <th
                  key={date}
                  scope="col"
                  className={styles.dayHeader}
                  data-weekend={isWeekend || undefined}
                  data-holiday={names.length > 0 || undefined}
                  title={names.join(', ') || undefined}
                >
                  <span aria-hidden="true" className={styles.weekday}>
                    {weekday.format(asDate(date))}
                  </span>
                  <span aria-hidden="true">{parseDate(date).day}</span>
                  <VisuallyHidden>
                    {longDate.format(asDate(date))}
                    {names.length > 0 ? `, holiday: ${names.join(', ')}` : ''}
                  </VisuallyHidden>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {spacer(rows.before)}
          {rows.items.map(({ index }) => {
            const employee = planner.employees[index];
            return employee ? (
              <PlannerRow
                key={employee.employeeId}
                employee={employee}
                rowIndex={index + 2}
                dates={dates}
                types={types}
                holidaysByCalendarDate={holidays.byCalendarDate}
              />
            ) : null;
          })}
          {spacer(rows.after)}
        </tbody>
      </table>
    </section>
  );
}

interface PlannerRowProps {
  employee: PlannerEmployee;
  rowIndex: number;
  dates: readonly string[];
  types: ReadonlyMap<string, PlannerLeaveType>;
  holidaysByCalendarDate: ReadonlyMap<string, string>;
}

/**
 * One employee's row. Memoised: a scroll, or the render after the virtualiser measures the scroller,
 * renders only the rows that come into view, not again the thirty-two cells of every row kept.
 */
const PlannerRow = memo(function PlannerRow({
  employee,
  rowIndex,
  dates,
  types,
  holidaysByCalendarDate,
}: PlannerRowProps) {
  const leave = new Map(employee.days.map((day) => [day.date, day]));
  return (
    <tr aria-rowindex={rowIndex} className={styles.row}>
      <th scope="row" className={styles.name}>
        {employee.employeeName}
      </th>
      {dates.map((date) => {
        const day = leave.get(date);
        const type = day?.leaveTypeId ? types.get(day.leaveTypeId) : undefined;
        const holiday = holidaysByCalendarDate.get(`${employee.holidayCalendarId}:${date}`);
        return (
          <td key={date} className={styles.cell} data-holiday={holiday ? true : undefined}>
            {day ? (
              <span
                className={styles.leave}
                data-part={day.part}
                data-status={day.status}
                style={{ backgroundColor: type?.color ?? 'var(--planner-away-color)' }}
              >
                <VisuallyHidden>{dayWords(day, type)}</VisuallyHidden>
              </span>
            ) : holiday ? (
              <VisuallyHidden>Holiday: {holiday}</VisuallyHidden>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
});

import { type Holiday, MONDAY_TO_FRIDAY, toHolidays, type WorkWeek } from '@hr/domain';
import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The calendar an employee's leave is counted with: the work week and holiday calendar their
 * Employment terms choose, else the employer's defaults, else Monday to Friday, 8 hours, and no
 * holidays. Holidays are read only around the range asked (and every yearly one), so a calendar of
 * many years costs a request nothing.
 */
export async function employeeCalendar(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<{ workWeek: WorkWeek; holidays: Holiday[] }> {
  const employee = await db
    .selectFrom('employees')
    .select(['work_week_id', 'holiday_calendar_id'])
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  const week = await db
    .selectFrom('work_weeks')
    .selectAll()
    .where('employer_id', '=', employerId)
    .where((eb) =>
      employee.work_week_id ? eb('id', '=', employee.work_week_id) : eb('is_default', '=', true),
    )
    .executeTakeFirst();
  const calendar = await db
    .selectFrom('holiday_calendars')
    .select('id')
    .where('employer_id', '=', employerId)
    .where((eb) =>
      employee.holiday_calendar_id
        ? eb('id', '=', employee.holiday_calendar_id)
        : eb('is_default', '=', true),
    )
    .executeTakeFirst();
  const holidays = calendar
    ? await db
        .selectFrom('holidays')
        .select(['name', 'date', 'part', 'repeats_yearly'])
        .where('employer_id', '=', employerId)
        .where('holiday_calendar_id', '=', calendar.id)
        .where((eb) =>
          eb.or([
            eb('repeats_yearly', '=', true),
            eb.and([eb('date', '>=', from.toString()), eb('date', '<=', to.toString())]),
          ]),
        )
        .execute()
    : [];
  return {
    workWeek: week
      ? {
          days: [
            week.monday,
            week.tuesday,
            week.wednesday,
            week.thursday,
            week.friday,
            week.saturday,
            week.sunday,
          ],
          hoursPerDay: new Decimal(week.hours_per_day),
        }
      : MONDAY_TO_FRIDAY,
    holidays: toHolidays(
      holidays.map((holiday) => ({
        name: holiday.name,
        date: holiday.date,
        part: holiday.part,
        repeatsYearly: holiday.repeats_yearly,
      })),
    ),
  };
}

import { FIXED_TERM_ENDING_NOTICE_DAYS, PROBATION_ENDING_NOTICE_DAYS } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { NoticeJobDeps } from '../../core/deps.ts';
import type { Database } from '../../db/schema.ts';
import { employersByDay } from '../../employer/employer-days.ts';
import { type JobHandler, type RecurringJob, utcHourOf } from '../../jobs/job-runner.ts';
import { type Notice, notify } from '../../notifications/notify.ts';
import { RecordKeepers } from '../records-keepers.ts';
import { refreshTermsCache } from './terms-cache.ts';

/**
 * Employment Terms reminders (issue 28 item 2): each UTC hour the first instance to sweep runs this job
 * (utcHourOf says why hourly). For each employer, on its own day, it first brings the employee rows'
 * terms cache up to the day (terms-cache.ts), then tells of each probation ending within 14 days and
 * each fixed-term contract ending within 30 days, by the terms in effect. Each is told once per person:
 * the dedupe key is the employee, the kind and the end date (not the day of the run), so the hourly runs
 * tell nothing twice, a day the job did not run is caught up the next, and an end date that changes is
 * told again.
 * Told are the employee's line manager in effect and whoever's roles grant employees.update over the
 * employee beyond their own record (the administrators and custom roles such as HR Officer); nobody
 * else, and never the employee about themselves.
 */
export const EMPLOYMENT_TERMS_REMINDERS = 'employees.terms-reminders';

export const dailyTermsReminders: RecurringJob = { kind: EMPLOYMENT_TERMS_REMINDERS, periodOf: utcHourOf };

type ReminderKind = 'probation-ending' | 'contract-ending';

interface Ending {
  employer_id: string;
  employee_id: string;
  name: string;
  kind: ReminderKind;
  ends_on: string;
  line_manager_user_id: string | null;
  employee_user_id: string | null;
}

export const TERMS_LINK = '/management/employment-terms';

export function termsReminderJobHandlers(deps: NoticeJobDeps): Record<string, JobHandler> {
  return {
    [EMPLOYMENT_TERMS_REMINDERS]: async ({ db }) => {
      let endingCount = 0;
      let told = 0;
      for (const { today, employerIds } of await employersByDay(db, deps.clock())) {
        const due = await db
          .selectFrom('employees')
          .select('employer_id')
          .distinct()
          .where('terms_until', '<=', today)
          .where('employer_id', 'in', employerIds)
          .execute();
        for (const { employer_id: employerId } of due) await refreshTermsCache(db, employerId, 'due', today);
        const endings = await endingsOn(db, today, employerIds);
        const keepers = new RecordKeepers(db, today);
        for (const ending of endings) {
          const recipients = new Set<string>();
          if (ending.line_manager_user_id) recipients.add(ending.line_manager_user_id);
          for (const keeper of await keepers.reaching(ending.employer_id, ending.employee_id))
            recipients.add(keeper);
          if (ending.employee_user_id) recipients.delete(ending.employee_user_id);
          told += (await notify(db, noticeOf(ending, [...recipients], deps.publicUrl))).length;
        }
        endingCount += endings.length;
      }
      if (told > 0) deps.mailDelivery?.deliverSoon();
      return { endings: endingCount, told };
    },
  };
}

/**
 * The employers' probations and fixed terms ending within their notice days, by the terms in effect on
 * `today` (the day it is for each of those employers).
 */
async function endingsOn(
  db: Kysely<Database>,
  today: string,
  employerIds: readonly string[],
): Promise<Ending[]> {
  const { rows } = await sql<Ending>`
    with in_effect as (
      select distinct on (t.employee_id) t.*
      from employment_terms t
      where t.employer_id = any(${employerIds}::uuid[]) and t.effective_date <= ${today}::date
        and ((t.probation_end_date between ${today}::date and ${today}::date + ${PROBATION_ENDING_NOTICE_DAYS}::integer)
          or (t.contract_type = 'Fixed term'
            and t.end_date between ${today}::date and ${today}::date + ${FIXED_TERM_ENDING_NOTICE_DAYS}::integer))
      order by t.employee_id, t.effective_date desc
    ),
    endings as (
      select employer_id, employee_id, 'probation-ending' as kind, probation_end_date as ends_on
      from in_effect where probation_end_date between ${today}::date and ${today}::date + ${PROBATION_ENDING_NOTICE_DAYS}::integer
      union all
      select employer_id, employee_id, 'contract-ending', end_date
      from in_effect where contract_type = 'Fixed term'
        and end_date between ${today}::date and ${today}::date + ${FIXED_TERM_ENDING_NOTICE_DAYS}::integer
    )
    select en.employer_id, en.employee_id, en.kind, en.ends_on, e.first_name || ' ' || e.last_name as name,
      (select u.id from users u where u.employer_id = en.employer_id and u.employee_id = (
        select ph.line_manager_id from placement_history ph
        where ph.employer_id = en.employer_id and ph.employee_id = en.employee_id
          and ph.effective_date <= ${today}::date
        order by ph.effective_date desc limit 1) limit 1) as line_manager_user_id,
      (select u.id from users u where u.employer_id = en.employer_id and u.employee_id = en.employee_id
        limit 1) as employee_user_id
    from endings en
    join employees e on e.id = en.employee_id and e.employer_id = en.employer_id
    where e.employment_end_date is null or e.employment_end_date >= ${today}::date
    order by en.employer_id, en.ends_on, en.employee_id`.execute(db);
  return rows;
}

function noticeOf(ending: Ending, recipientUserIds: string[], publicUrl: string): Notice {
  const what =
    ending.kind === 'probation-ending'
      ? `${ending.name}’s probation ends on ${ending.ends_on}`
      : `${ending.name}’s fixed-term contract ends on ${ending.ends_on}`;
  return {
    employerId: ending.employer_id,
    recipientUserIds,
    kind: `employment-terms-${ending.kind}`,
    title: what,
    link: TERMS_LINK,
    subject: { type: 'employee', id: ending.employee_id },
    dedupeKey: `employment-terms:${ending.employee_id}:${ending.kind}:${ending.ends_on}`,
    email: {
      subject: what,
      text: `${what}.\n\nReview the terms on Employment Terms: ${publicUrl}${TERMS_LINK}\n`,
    },
  };
}

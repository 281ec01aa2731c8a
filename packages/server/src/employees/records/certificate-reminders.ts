import { CERTIFICATE_EXPIRY_NOTICE_DAYS } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import type { NoticeJobDeps } from '../../core/deps.ts';
import type { Database } from '../../db/schema.ts';
import { employersByDay } from '../../employer/employer-days.ts';
import { type JobHandler, type RecurringJob, utcHourOf } from '../../jobs/job-runner.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { type Notice, notify } from '../../notifications/notify.ts';
import { RecordKeepers } from '../records-keepers.ts';

/**
 * Training certificate reminders (issue 28 item 3): each UTC hour the first instance to sweep tells of
 * every training certificate expiring within CERTIFICATE_EXPIRY_NOTICE_DAYS (today included, each
 * employer's today in its time zone; utcHourOf says why hourly) of a current employee. Told, by the
 * bell and e-mail, are the attendee (their account, if they have one) and whoever's roles grant
 * employees.update over them beyond their own record, as for employment terms (records-keepers.ts).
 * Each is told once: the dedupe key is the attendee row and the expiry date, not the day of the run,
 * so the hourly runs tell nothing twice, a day the job did not run is caught up the next, and a
 * renewed certificate (a new date) is told again when it in turn nears its end.
 */
export const CERTIFICATE_REMINDERS = 'employees.certificate-reminders';

export const dailyCertificateReminders: RecurringJob = { kind: CERTIFICATE_REMINDERS, periodOf: utcHourOf };

export const TRAINING_LINK = '/management/training';

interface Expiring {
  employer_id: string;
  attendee_id: string;
  employee_id: string;
  name: string;
  title: string;
  expires_on: string;
  employee_user_id: string | null;
}

export function certificateReminderJobHandlers(deps: NoticeJobDeps): Record<string, JobHandler> {
  return {
    [CERTIFICATE_REMINDERS]: async ({ db }) => {
      let expiringCount = 0;
      let told = 0;
      for (const { today, employerIds } of await employersByDay(db, deps.clock())) {
        const expiring = await expiringOn(db, today, employerIds);
        const keepers = new RecordKeepers(db, today);
        for (const certificate of expiring) {
          const recipients = new Set(
            await keepers.reaching(certificate.employer_id, certificate.employee_id),
          );
          if (certificate.employee_user_id) recipients.add(certificate.employee_user_id);
          told += (await notify(db, noticeOf(certificate, [...recipients], deps.publicUrl))).length;
        }
        expiringCount += expiring.length;
      }
      if (told > 0) deps.mailDelivery?.deliverSoon();
      return { expiring: expiringCount, told };
    },
  };
}

/**
 * A certificate recorded already inside the notice window is told now rather than at tomorrow's sweep
 * (today's may have run before it was recorded): queues one run of the reminders for it, in the
 * recording's transaction. Answers whether it did, so the caller asks the runner to run it after commit.
 * The run tells every certificate due, each once by its dedupe key, so running it again is harmless.
 */
export async function queueReminderIfDue(
  trx: Kysely<Database>,
  certificate: { employerId: string; attendeeId: string; expiresOn: string | null | undefined },
  today: string,
): Promise<boolean> {
  const { employerId, attendeeId, expiresOn } = certificate;
  if (!expiresOn || expiresOn < today) return false;
  if (parseDate(today).add({ days: CERTIFICATE_EXPIRY_NOTICE_DAYS }).toString() < expiresOn) return false;
  const queued = await enqueueJob(trx, {
    kind: CERTIFICATE_REMINDERS,
    uniqueKey: `${CERTIFICATE_REMINDERS}:${attendeeId}:${expiresOn}`,
    employerId,
  });
  return queued !== undefined;
}

/** The employers' certificates expiring within the notice days of `today`, their day. */
async function expiringOn(
  db: Kysely<Database>,
  today: string,
  employerIds: readonly string[],
): Promise<Expiring[]> {
  const { rows } = await sql<Expiring>`
    select ta.employer_id, ta.id as attendee_id, ta.employee_id, c.title,
      to_char(ta.certificate_expiry_date, 'YYYY-MM-DD') as expires_on,
      e.first_name || ' ' || e.last_name as name,
      (select u.id from users u where u.employer_id = ta.employer_id and u.employee_id = ta.employee_id
        limit 1) as employee_user_id
    from training_attendees ta
    join training_courses c on c.id = ta.training_id and c.employer_id = ta.employer_id
    join employees e on e.id = ta.employee_id and e.employer_id = ta.employer_id
    where ta.employer_id = any(${employerIds}::uuid[])
      and ta.certificate_expiry_date between ${today}::date
        and ${today}::date + ${CERTIFICATE_EXPIRY_NOTICE_DAYS}::integer
      and (e.employment_end_date is null or e.employment_end_date >= ${today}::date)
    order by ta.employer_id, ta.certificate_expiry_date, ta.id`.execute(db);
  return rows;
}

function noticeOf(certificate: Expiring, recipientUserIds: string[], publicUrl: string): Notice {
  const what = `${certificate.name}’s ${certificate.title} certificate expires on ${certificate.expires_on}`;
  return {
    employerId: certificate.employer_id,
    recipientUserIds,
    kind: 'training-certificate-expiring',
    title: what,
    link: TRAINING_LINK,
    subject: { type: 'employee', id: certificate.employee_id },
    dedupeKey: `training-certificate:${certificate.attendee_id}:${certificate.expires_on}`,
    email: {
      subject: what,
      text: `${what}.\n\nPlan the renewal on Training: ${publicUrl}${TRAINING_LINK}\n`,
    },
  };
}

import { sql } from 'kysely';
import type { ServiceDeps } from '../core/deps.ts';
import { employersByDay } from '../employer/employer-days.ts';
import { type JobHandler, type RecurringJob, utcHourOf } from '../jobs/job-runner.ts';
import { noticeEscalatedSteps, type WaitingRow, waitingApprovalOf } from './approval-notices.ts';

/**
 * Escalation (issue 12 item 5): a step left undecided for its workflow's escalation days may be decided
 * by the administrators too. The queue shows it to them as soon as that day comes (pending.ts); this
 * job also tells them, once per step (the notification's dedupe key), on whichever instance sweeps
 * first, on the employer's day (its time zone): it runs each UTC hour (utcHourOf says why).
 */
export const APPROVAL_ESCALATION_NOTICES = 'approvals.escalation-notices';

export const dailyEscalationNotices: RecurringJob = {
  kind: APPROVAL_ESCALATION_NOTICES,
  periodOf: utcHourOf,
};

export function escalationJobHandlers(
  deps: Pick<ServiceDeps, 'clock' | 'publicUrl'>,
): Record<string, JobHandler> {
  return {
    [APPROVAL_ESCALATION_NOTICES]: async ({ db }) => {
      let escalated = 0;
      let told = 0;
      for (const { today, employerIds } of await employersByDay(db, deps.clock())) {
        const { rows } = await sql<WaitingRow & { escalate_after_days: number }>`
        select id, employer_id, subject_type, subject_id, requester_employee_id, route, current_step,
          waiting_since, escalate_after_days
        from approval_requests
        where employer_id = any(${employerIds}::uuid[])
          and status = 'pending' and escalate_after_days is not null
          and waiting_since <= ${today}::date - escalate_after_days
        order by waiting_since, id`.execute(db);
        told += await noticeEscalatedSteps(
          db,
          rows.map((row) => ({
            ...waitingApprovalOf(row, deps.publicUrl),
            escalateAfterDays: row.escalate_after_days,
          })),
          today,
        );
        escalated += rows.length;
      }
      return { escalated, told };
    },
  };
}

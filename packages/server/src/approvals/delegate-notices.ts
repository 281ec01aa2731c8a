import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { employersByDay } from '../employer/employer-days.ts';
import { type JobHandler, type RecurringJob, utcHourOf } from '../jobs/job-runner.ts';
import { noticeWaitingSteps, type WaitingRow, waitingApprovalOf } from './approval-notices.ts';

/**
 * A delegate hears of the steps already waiting on the approver they stand in for: when the
 * delegation is made, if it has begun, and by a job on the day a later one begins (the employer's day,
 * in its time zone; the job runs each UTC hour, utcHourOf says why). Each step is told once per person
 * (its notification's dedupe key), so the approver is not told again and a delegate told yesterday, or
 * an hour ago, is not told twice.
 */

export const APPROVAL_DELEGATE_NOTICES = 'approvals.delegate-notices';

export const dailyDelegateNotices: RecurringJob = { kind: APPROVAL_DELEGATE_NOTICES, periodOf: utcHourOf };

/**
 * Tells the delegates of `today` about the steps waiting on their approvers: of one delegation, or of
 * every delegation of the employers named in effect today (their day). Answers how many waiting steps
 * were looked at.
 */
export async function noticeDelegatesOfWaitingSteps(
  db: Kysely<Database>,
  {
    today,
    publicUrl,
    employerIds,
    delegationId,
  }: { today: string; publicUrl: string | undefined; employerIds: readonly string[]; delegationId?: string },
): Promise<number> {
  const { rows } = await sql<WaitingRow>`
    select r.id, r.employer_id, r.subject_type, r.subject_id, r.requester_employee_id, r.route,
      r.current_step, r.waiting_since, r.escalate_after_days
    from approval_requests r
    where r.employer_id = any(${employerIds}::uuid[]) and r.status = 'pending'
      and exists (
        select 1 from approval_delegations d
        where d.employer_id = r.employer_id
          and d.starts_on <= ${today}::date and d.ends_on >= ${today}::date
          and coalesce(d.approver_employee_id, d.approver_user_id) = any(r.waiting_for)
          ${delegationId ? sql`and d.id = ${delegationId}` : sql``}
      )
    order by r.waiting_since, r.id`.execute(db);
  await noticeWaitingSteps(
    db,
    rows.map((row) => waitingApprovalOf(row, publicUrl)),
    today,
  );
  return rows.length;
}

export function delegateNoticeJobHandlers(deps: {
  clock: () => Date;
  publicUrl: string | undefined;
}): Record<string, JobHandler> {
  return {
    [APPROVAL_DELEGATE_NOTICES]: async ({ db }) => {
      let waitingSteps = 0;
      for (const { today, employerIds } of await employersByDay(db, deps.clock())) {
        waitingSteps += await noticeDelegatesOfWaitingSteps(db, {
          today,
          publicUrl: deps.publicUrl,
          employerIds,
        });
      }
      return { waitingSteps };
    },
  };
}

import { LEAVE_SETTINGS_DEFAULTS } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { ApprovalNoticeText, ApprovalSubjectNotices } from '../approvals/approval-notices.ts';
import type { Database } from '../db/schema.ts';

/**
 * What a leave request's approval tells people (registered with approvals by leave-requests.ts): its
 * deciders are sent to Review, its employee to Schedule. Names and dates only: no leave type, amount,
 * balance or reason, in the bell or in a mail. Mails go only while the employer's leave settings have
 * e-mail notifications on; withdrawing is the employee's own act, so it is never mailed.
 */

export const LEAVE_REVIEW_PATH = '/leave/review';
export const LEAVE_SCHEDULE_PATH = '/leave/schedule';

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 Dec 2026": a date as leave notices and refusals write it. */
export function leaveDayText(date: string): string {
  return day.format(new Date(`${date}T00:00:00Z`));
}

/** "on 1 Dec 2026", or "from 1 Dec 2026 to 5 Dec 2026". */
function spanOf(from: string, to: string): string {
  return from === to ? `on ${leaveDayText(from)}` : `from ${leaveDayText(from)} to ${leaveDayText(to)}`;
}

/** The requests of `ids` with their employees' names, in one query. */
async function requestsOf(db: Kysely<Database>, employerId: string, ids: readonly string[]) {
  return db
    .selectFrom('leave_requests as r')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'r.employee_id').onRef('e.employer_id', '=', 'r.employer_id'),
    )
    .select(['r.id', 'r.from_date', 'r.to_date', 'e.first_name', 'e.last_name'])
    .where('r.id', '=', sql<string>`any(${[...ids]}::uuid[])`)
    .where('r.employer_id', '=', employerId)
    .execute();
}

async function mailsWanted(db: Kysely<Database>, employerId: string): Promise<boolean> {
  const settings = await db
    .selectFrom('leave_settings')
    .select('email_notifications')
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  return settings?.email_notifications ?? LEAVE_SETTINGS_DEFAULTS.emailNotifications;
}

/** The notice with its mail, when a subject is given, a link can be written in full and mails are wanted. */
function withMail(
  publicUrl: string | undefined,
  mails: boolean,
  notice: Omit<ApprovalNoticeText, 'email'>,
  subject: string | null,
): ApprovalNoticeText {
  if (!subject || !publicUrl || !mails) return { ...notice, email: null };
  const text = `${notice.title}.\n\nOpen it in HR Payroll:\n${publicUrl}${notice.link}\n`;
  return { ...notice, email: { subject, text } };
}

const ENDINGS = {
  approved: 'was approved',
  rejected: 'was not approved',
  withdrawn: 'was withdrawn',
} as const;

export const leaveRequestNotices: ApprovalSubjectNotices = {
  async toDeciders(db, { employerId, subjectIds, publicUrl }) {
    const texts = new Map<string, ApprovalNoticeText>();
    const requests = await requestsOf(db, employerId, subjectIds);
    if (requests.length === 0) return texts;
    const mails = publicUrl !== undefined && (await mailsWanted(db, employerId));
    for (const request of requests) {
      const title = `${request.first_name} ${request.last_name} asks for leave ${spanOf(request.from_date, request.to_date)}`;
      texts.set(
        request.id,
        withMail(publicUrl, mails, { title, link: LEAVE_REVIEW_PATH }, 'A leave request to review'),
      );
    }
    return texts;
  },
  async toRequester(db, context) {
    const [request] = await requestsOf(db, context.employerId, [context.subjectId]);
    if (!request) return null;
    const title = `Your leave ${spanOf(request.from_date, request.to_date)} ${ENDINGS[context.end]}`;
    const subject = context.end === 'withdrawn' ? null : `Your leave request ${ENDINGS[context.end]}`;
    const mails =
      subject !== null && context.publicUrl !== undefined && (await mailsWanted(db, context.employerId));
    return withMail(context.publicUrl, mails, { title, link: LEAVE_SCHEDULE_PATH }, subject);
  },
};

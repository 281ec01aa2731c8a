import { formatDay } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { ApprovalSubjectNotices } from '../approvals/approval-notices.ts';
import type { Database } from '../db/schema.ts';

/**
 * What an attendance request's approval tells people (registered with approvals by
 * attendance-requests.ts): the kind and the day, never the reason, in the bell.
 */

export const ATTENDANCE_REQUESTS_PATH = '/attendance/requests';

const ENDINGS = {
  approved: 'was approved',
  rejected: 'was not approved',
  withdrawn: 'was withdrawn',
} as const;

/** The requests' kinds, persons and days, days as the employer prints them (Employer › Setting). One query. */
async function noticeFacts(db: Kysely<Database>, employerId: string, ids: readonly string[]) {
  const requests = await db
    .selectFrom('attendance_requests as r')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'r.employee_id').onRef('e.employer_id', '=', 'r.employer_id'),
    )
    .innerJoin('employers', 'employers.id', 'r.employer_id')
    .select([
      'r.id',
      'r.kind',
      sql<string>`to_char(r.date, 'YYYY-MM-DD')`.as('date'),
      'e.first_name',
      'e.last_name',
    ])
    .select('employers.date_format')
    .where('r.id', '=', sql<string>`any(${[...ids]}::uuid[])`)
    .where('r.employer_id', '=', employerId)
    .execute();
  return requests.map((request) => ({ ...request, day: formatDay(request.date, request.date_format) }));
}

/** Deciders read "Ama Mensah asks: Forgot to punch on 1 Dec 2026"; the employee how it ended. */
export const attendanceRequestNotices: ApprovalSubjectNotices = {
  async toDeciders(db, { employerId, subjectIds }) {
    const requests = await noticeFacts(db, employerId, subjectIds);
    return new Map(
      requests.map((request) => [
        request.id,
        {
          title: `${request.first_name} ${request.last_name} asks: ${request.kind} on ${request.day}`,
          link: ATTENDANCE_REQUESTS_PATH,
          email: null,
        },
      ]),
    );
  },
  async toRequester(db, { employerId, subjectId, end }) {
    const [request] = await noticeFacts(db, employerId, [subjectId]);
    if (!request || end === 'withdrawn') return null;
    return {
      title: `Your attendance request (${request.kind} on ${request.day}) ${ENDINGS[end]}`,
      link: ATTENDANCE_REQUESTS_PATH,
      email: null,
    };
  },
};

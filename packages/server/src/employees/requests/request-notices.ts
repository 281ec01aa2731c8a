import { type Kysely, sql } from 'kysely';
import type { ApprovalSubjectNotices } from '../../approvals/approval-notices.ts';
import type { ProposedDetails } from '../../contract-types.ts';
import type { Database } from '../../db/schema.ts';
import { describedRequest } from './request-views.ts';

/**
 * What an employee request's approval tells people in the bell (registered by employee-requests.ts):
 * its deciders "Ama Mensah asks: Bank account: …" and the employee how it ended, each opening the
 * Request page, where the one decides and the other follows it and downloads a letter. No mail: the
 * employer has no setting for these yet, and the bell is where approvers look.
 */

export const REQUEST_PAGE_PATH = '/management/request';

/** The requests of `ids` with their employees' names, in one query. */
async function requestsOf(db: Kysely<Database>, employerId: string, ids: readonly string[]) {
  return db
    .selectFrom('employee_requests as r')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'r.employee_id').onRef('e.employer_id', '=', 'r.employer_id'),
    )
    .select(['r.id', 'r.subject', 'r.proposed', 'e.first_name', 'e.last_name'])
    .where('r.id', '=', sql<string>`any(${[...ids]}::uuid[])`)
    .where('r.employer_id', '=', employerId)
    .execute();
}

const ENDINGS = {
  approved: 'was approved',
  rejected: 'was not approved',
  withdrawn: 'was withdrawn',
} as const;

export const employeeRequestNotices: ApprovalSubjectNotices = {
  async toDeciders(db, { employerId, subjectIds }) {
    const requests = await requestsOf(db, employerId, subjectIds);
    return new Map(
      requests.map((request) => {
        const what = describedRequest(request.subject, request.proposed as ProposedDetails | null);
        return [
          request.id,
          {
            title: `${request.first_name} ${request.last_name} asks: ${what}`,
            link: REQUEST_PAGE_PATH,
            email: null,
          },
        ];
      }),
    );
  },
  async toRequester(db, context) {
    const [request] = await requestsOf(db, context.employerId, [context.subjectId]);
    if (!request || context.end === 'withdrawn') return null;
    return {
      title: `Your request (${request.subject}) ${ENDINGS[context.end]}`,
      link: REQUEST_PAGE_PATH,
      email: null,
    };
  },
};

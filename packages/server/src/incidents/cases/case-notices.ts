import type { Kysely } from 'kysely';
import type { ServiceDeps } from '../../core/deps.ts';
import type { Database } from '../../db/schema.ts';
import { notify } from '../../notifications/notify.ts';
import { incidentManagersOf } from './case-access.ts';
import { INCIDENT_CASE } from './case-store.ts';

/**
 * What a case asks of someone, told to them by name (bell, and mail unless they turned incident
 * notices off): the investigator appointed, the subject asked to explain or decided, the people of a
 * hearing set or moved. A notice names the case's code and the step, never the allegation; it is never
 * sent to an anonymous reporter, of whom nothing is stored.
 */

export interface CaseStep {
  employerId: string;
  caseId: string;
  code: string;
  /** Employees told; those without an account are not. */
  employeeIds: readonly string[];
  /** Accounts told beside them (administrators, who may have no employee record). */
  userIds?: readonly string[];
  /** What happened, as the bell's line ends: "you are asked to explain by 2026-12-04". */
  step: string;
  /** Names the event, so a retried move tells nobody twice: 'explain', 'hearing:2026-12-10'. */
  event: string;
}

/** The case's page in the app, which the screens open the case from. */
export function caseLink(caseId: string): string {
  return `/incident/incident-management?case=${caseId}`;
}

/**
 * A new report, told by its code alone to the employer's administrators (incident managers at the
 * whole employer) and to the other accounts whose incidents permission reaches one of its subjects
 * (a head of department's role at their department), never to a subject. An anonymous report is told
 * to every one of them, its reporter too if they are one, so who was not told says nothing; a named
 * reporter is not told of their own report.
 */
export async function tellReported(
  trx: Kysely<Database>,
  deps: Pick<ServiceDeps, 'publicUrl'>,
  report: {
    employerId: string;
    caseId: string;
    code: string;
    reporterUserId: string | null;
    subjectIds: readonly string[];
    today: string;
  },
): Promise<boolean> {
  const administrators = await trx
    .selectFrom('users')
    .select('id')
    .where('employer_id', '=', report.employerId)
    .where('role', '=', 'admin')
    .execute();
  const managers = await incidentManagersOf(trx, report.employerId, report.subjectIds, report.today);
  return tellCaseStep(trx, deps, {
    employerId: report.employerId,
    caseId: report.caseId,
    code: report.code,
    employeeIds: [],
    userIds: [...administrators.map((user) => user.id), ...managers].filter(
      (id) => id !== report.reporterUserId,
    ),
    step: 'a new incident is reported',
    event: 'reported',
  });
}

/** Inside the move's transaction; answers whether mail was queued (deliverSoon after the commit). */
export async function tellCaseStep(
  trx: Kysely<Database>,
  deps: Pick<ServiceDeps, 'publicUrl'>,
  notice: CaseStep,
): Promise<boolean> {
  const users =
    notice.employeeIds.length === 0
      ? []
      : await trx
          .selectFrom('users')
          .select('id')
          .where('employer_id', '=', notice.employerId)
          .where('employee_id', 'in', [...new Set(notice.employeeIds)])
          .execute();
  const recipients = [...users.map((user) => user.id), ...(notice.userIds ?? [])];
  if (recipients.length === 0) return false;
  const title = `Incident ${notice.code}: ${notice.step}`;
  const link = caseLink(notice.caseId);
  const told = await notify(trx, {
    employerId: notice.employerId,
    recipientUserIds: recipients,
    kind: 'incident-case',
    title,
    link,
    subject: { type: INCIDENT_CASE, id: notice.caseId },
    dedupeKey: `incident-case:${notice.caseId}:${notice.event}`,
    email: { subject: title, text: `${title}.\n\nOpen the case:\n${deps.publicUrl}${link}\n` },
  });
  return told.length > 0;
}

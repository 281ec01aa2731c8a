import type { Kysely } from 'kysely';
import type { ServiceDeps } from '../../core/deps.ts';
import type { Database } from '../../db/schema.ts';
import { notify } from '../../notifications/notify.ts';
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
  /** What happened, as the bell's line ends: "you are asked to explain by 2026-12-04". */
  step: string;
  /** Names the event, so a retried move tells nobody twice: 'explain', 'hearing:2026-12-10'. */
  event: string;
}

/** The case's page in the app, which the screens open the case from. */
export function caseLink(caseId: string): string {
  return `/incident/incident-management?case=${caseId}`;
}

/** Inside the move's transaction; answers whether mail was queued (deliverSoon after the commit). */
export async function tellCaseStep(
  trx: Kysely<Database>,
  deps: Pick<ServiceDeps, 'publicUrl'>,
  notice: CaseStep,
): Promise<boolean> {
  if (notice.employeeIds.length === 0) return false;
  const users = await trx
    .selectFrom('users')
    .select('id')
    .where('employer_id', '=', notice.employerId)
    .where('employee_id', 'in', [...new Set(notice.employeeIds)])
    .execute();
  const title = `Incident ${notice.code}: ${notice.step}`;
  const link = caseLink(notice.caseId);
  const told = await notify(trx, {
    employerId: notice.employerId,
    recipientUserIds: users.map((user) => user.id),
    kind: 'incident-case',
    title,
    link,
    subject: { type: INCIDENT_CASE, id: notice.caseId },
    dedupeKey: `incident-case:${notice.caseId}:${notice.event}`,
    email: { subject: title, text: `${title}.\n\nOpen the case:\n${deps.publicUrl}${link}\n` },
  });
  return told.length > 0;
}

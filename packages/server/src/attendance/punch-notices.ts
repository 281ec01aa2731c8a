import type { PunchFlag } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { callerOf } from '../roles/caller-permissions.ts';
import { reachesEmployee, reachOf } from '../roles/scope.ts';

/** Where the notice leads: the Time Clock Report, whose Flagged punches panel lists the punch. */
export const FLAGGED_PUNCHES_PATH = '/attendance/time-clock-report';

const WHY: Record<PunchFlag, string> = {
  'outside-site': 'outside every site',
  'device-time': 'device clock far off',
};

export interface FlaggedPunchFacts {
  employerId: string;
  punchId: string;
  /** Whose punch it is. */
  employeeId: string;
  flags: readonly PunchFlag[];
  /** Attendance › Settings' "Who reviews flagged punches". */
  reviewerEmployeeId: string | null;
  /** The employer's day, on which the reviewer's permissions are judged. */
  today: string;
}

/**
 * Tells the reviewer named in Attendance › Settings of a punch just flagged, inside the punch's own
 * transaction, once per punch. Naming someone grants nothing (docs/attendance.md), so only a reviewer
 * whose attendance.approve reaches the person is told: the panel the notice leads to lists only what
 * they may review. Nobody is told of their own punch, and a reviewer without an account is not told.
 * Answers whether the reviewer was told, so the caller asks the outbox to deliver once it has committed
 * (the notice is mailed too unless they switched the kind's mail off, My profile).
 */
export async function noticeFlaggedPunch(
  trx: Kysely<Database>,
  publicUrl: string,
  facts: FlaggedPunchFacts,
): Promise<boolean> {
  const { employerId, employeeId, reviewerEmployeeId, flags } = facts;
  if (flags.length === 0 || reviewerEmployeeId === null || reviewerEmployeeId === employeeId) return false;
  const reviewer = await trx
    .selectFrom('users')
    .select(['id', 'role'])
    .where('employer_id', '=', employerId)
    .where('employee_id', '=', reviewerEmployeeId)
    .executeTakeFirst();
  if (!reviewer) return false;
  const caller = await callerOf(trx, { userId: reviewer.id, employerId, role: reviewer.role }, facts.today);
  if (!caller) return false;
  const reach = reachOf(caller, 'attendance', 'approve', facts.today);
  if (!(await reachesEmployee(trx, reach, employeeId))) return false;
  const person = await trx
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  const title = `${person.first_name} ${person.last_name}'s punch was flagged: ${flags.map((flag) => WHY[flag]).join(', ')}`;
  const told = await notify(trx, {
    employerId,
    recipientUserIds: [reviewer.id],
    kind: 'punch-flagged',
    title,
    link: FLAGGED_PUNCHES_PATH,
    subject: { type: 'attendance-punch', id: facts.punchId },
    dedupeKey: `punch-flagged:${facts.punchId}`,
    email: {
      subject: title,
      text: `${title}\n\nReview it under Flagged punches in the Time Clock Report:\n${publicUrl}${FLAGGED_PUNCHES_PATH}\n`,
    },
  });
  return told.length > 0;
}

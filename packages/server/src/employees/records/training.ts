import {
  attendeeResultProblems,
  EMPLOYEE_RECORDS_LIMITS,
  EMPLOYEE_RECORDS_MESSAGES,
  normalizeAmount,
  trainingProblems,
} from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { attachedFiles } from '../../attachments/attach.ts';
import { changeOwnerFiles, deleteOwnerFiles, deleteStoredBytes } from '../../attachments/owner-files.ts';
import { actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { type Reach, reaches, reachOf } from '../../roles/scope.ts';
import { recordsReach } from '../employee-access.ts';
import { NO_SUCH_EMPLOYEE } from '../employee-record.ts';
import { queueReminderIfDue } from './certificate-reminders.ts';
import { readsEmployee } from './record-entries.ts';

/**
 * Training (issue 28 item 3): courses HR records, each with its attendees, their completion and their
 * certificate (files and an expiry date the reminders watch). A course is read by whoever's
 * employees.read reaches one of its attendees, and shows only the attendees they reach; it is changed
 * by whoever's employees.update beyond their own record reaches every one of its attendees, so
 * nobody adds or drops people outside their scope.
 */

export const TRAINING_ATTENDEE = 'training-attendee';
export const NO_SUCH_TRAINING = 'There is no such training course.';
export const NOT_AN_ATTENDEE = 'This employee does not attend the course.';
export const ATTENDEES_OUTSIDE_SCOPE =
  'attendeeIds: you can only add or keep on a course the people your role reaches.';
export const UNKNOWN_ATTENDEES = 'Choose the attendees from your employer’s employees.';

export type TrainingAttendee = {
  employeeId: string;
  employeeName: string;
  completed: boolean;
  completedOn: string | null;
  certificateExpiryDate: string | null;
  certificates: unknown[];
};

export type TrainingCourse = {
  id: string;
  title: string;
  provider: string | null;
  startDate: string;
  endDate: string | null;
  cost: string | null;
  currency: string | null;
  attendees: TrainingAttendee[];
  recordedAt: string;
};

export interface SaveTrainingRequest {
  id: string | null;
  title: string;
  provider: string | null;
  startDate: string;
  endDate: string | null;
  cost: string | null;
  currency: string | null;
  attendeeIds: string[];
}

export interface RecordTrainingResultRequest {
  trainingId: string;
  employeeId: string;
  completed: boolean;
  completedOn: string | null;
  certificateExpiryDate: string | null;
  attachmentIds?: string[];
  removeAttachmentIds?: string[];
}

/** The courses of `filters` with their attendees the reach includes, newest first. */
async function coursesWhere(
  db: Kysely<Database>,
  employerId: string,
  reach: Reach,
  filters: { id?: string; employeeId?: string },
): Promise<TrainingCourse[]> {
  const reached = reaches(reach, sql.ref('a.employee_id'));
  // attachedFiles names its attachments `a`: the attendees of the answer are `ta`.
  const attendeeReached = reaches(reach, sql.ref('ta.employee_id'));
  const conditions = [sql`c.employer_id = ${employerId}`];
  // A course nobody attends yet is the whole employer's readers' only.
  if (reach.kind !== 'employer' || filters.employeeId !== undefined) {
    conditions.push(sql`exists (select 1 from training_attendees a where a.training_id = c.id and ${reached}
      ${filters.employeeId === undefined ? sql`` : sql`and a.employee_id = ${filters.employeeId}`})`);
  }
  if (filters.id !== undefined) conditions.push(sql`c.id = ${filters.id}`);
  const { rows } = await sql<TrainingCourse & { recordedAt: Date }>`
    select c.id, c.title, c.provider, to_char(c.start_date, 'YYYY-MM-DD') as "startDate",
      to_char(c.end_date, 'YYYY-MM-DD') as "endDate", c.cost::text as cost, c.currency,
      c.created_at as "recordedAt",
      coalesce((select json_agg(json_build_object(
          'employeeId', ta.employee_id,
          'employeeName', e.first_name || ' ' || e.last_name,
          'completed', ta.completed,
          'completedOn', to_char(ta.completed_on, 'YYYY-MM-DD'),
          'certificateExpiryDate', to_char(ta.certificate_expiry_date, 'YYYY-MM-DD'),
          'certificates', ${attachedFiles(TRAINING_ATTENDEE, 'ta.id', 'ta.employer_id')}
        ) order by e.last_name, e.first_name, ta.employee_id)
        from training_attendees ta
        join employees e on e.id = ta.employee_id and e.employer_id = ta.employer_id
        where ta.training_id = c.id and ${attendeeReached}), '[]'::json) as attendees
    from training_courses c
    where ${sql.join(conditions, sql` and `)}
    order by c.start_date desc, c.created_at desc, c.id`.execute(db);
  return rows.map((row) => ({
    ...row,
    // numeric(15,3) reads with three decimals; the answer writes the currency's own.
    cost:
      row.cost !== null && row.currency !== null ? normalizeAmount(trimmed(row.cost), row.currency) : null,
    recordedAt: new Date(row.recordedAt).toISOString(),
  }));
}

/** "1250.000" → "1250": normalizeAmount pads back to the currency's decimals, never rounding. */
function trimmed(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}

/** The courses the caller reads, optionally only those of one attendee. */
export async function listTraining(
  deps: ServiceDeps,
  caller: Caller,
  { employeeId }: { employeeId?: string },
): Promise<{ items: TrainingCourse[] }> {
  // One attendee's courses: an employee outside the reader's scope is the 404 of an id no one has.
  if (employeeId !== undefined && !(await readsEmployee(deps, caller, employeeId))) {
    throw new Refusal(404, NO_SUCH_EMPLOYEE, { field: 'employeeId' });
  }
  const reach = reachOf(caller, 'employees', 'read', await callerToday(deps, caller));
  return { items: await coursesWhere(deps.db, caller.employerId, reach, { employeeId }) };
}

/** The course as the caller reads it after a change (every attendee for a change's audit row). */
async function courseAfter(
  trx: Kysely<Database>,
  caller: Caller,
  id: string,
  reach: Reach,
): Promise<TrainingCourse> {
  const [course] = await coursesWhere(trx, caller.employerId, reach, { id });
  if (!course) throw new Refusal(404, NO_SUCH_TRAINING, { field: 'id' });
  return course;
}

/** 403 unless the caller keeps the records of every one of these employees; 400 for unknown ones. */
async function requireKeeps(
  trx: Kysely<Database>,
  caller: Caller,
  employeeIds: readonly string[],
  today: string,
): Promise<void> {
  if (employeeIds.length === 0) return;
  const reach = recordsReach(caller, today);
  const { rows } = await sql<{ id: string; kept: boolean }>`
    select e.id, ${reaches(reach, sql.ref('e.id'))} as kept from employees e
    where e.employer_id = ${caller.employerId} and e.id = any(${[...employeeIds]}::uuid[])`.execute(trx);
  if (rows.length !== new Set(employeeIds).size) {
    throw new Refusal(400, UNKNOWN_ATTENDEES, { field: 'attendeeIds' });
  }
  if (rows.some((row) => !row.kept)) throw new Refusal(403, ATTENDEES_OUTSIDE_SCOPE);
}

/** The stored course, locked, with every attendee; 404 when the caller reads none of them. */
async function courseForChange(
  trx: Kysely<Database>,
  caller: Caller,
  id: string,
  today: string,
): Promise<TrainingCourse> {
  const locked = await trx
    .selectFrom('training_courses')
    .select('id')
    .where('id', '=', id)
    .where('employer_id', '=', caller.employerId)
    .forUpdate()
    .executeTakeFirst();
  const readable =
    locked &&
    (await coursesWhere(trx, caller.employerId, reachOf(caller, 'employees', 'read', today), { id }));
  if (!readable || readable.length === 0) throw new Refusal(404, NO_SUCH_TRAINING, { field: 'id' });
  const [course] = await coursesWhere(trx, caller.employerId, { kind: 'employer' }, { id });
  await requireKeeps(
    trx,
    caller,
    (course as TrainingCourse).attendees.map((attendee) => attendee.employeeId),
    today,
  );
  return course as TrainingCourse;
}

/** Adds a course (no `id`) or changes one and its attendees. */
export async function saveTraining(
  deps: ServiceDeps,
  caller: Caller,
  sent: SaveTrainingRequest,
): Promise<TrainingCourse> {
  const [problem] = trainingProblems(sent);
  if (problem) throw new Refusal(400, problem.message, { field: problem.field });
  const today = await callerToday(deps, caller);
  const columns = {
    title: sent.title.trim(),
    provider: sent.provider?.trim() ?? null,
    start_date: sent.startDate,
    end_date: sent.endDate,
    cost: sent.cost === null || sent.currency === null ? null : normalizeAmount(sent.cost, sent.currency),
    currency: sent.currency,
  };
  let removedKeys: string[] = [];
  const saved = await deps.db.transaction().execute(async (trx) => {
    let before: TrainingCourse | null = null;
    let id: string;
    if (sent.id === null) {
      await requireKeeps(trx, caller, sent.attendeeIds, today);
      ({ id } = await trx
        .insertInto('training_courses')
        .values({ employer_id: caller.employerId, created_by: caller.userId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      before = await courseForChange(trx, caller, sent.id, today);
      await requireKeeps(trx, caller, sent.attendeeIds, today);
      id = sent.id;
      await trx
        .updateTable('training_courses')
        .set(columns)
        .where('id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .execute();
      const leaving = trx
        .selectFrom('training_attendees')
        .select('id')
        .where('training_id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .where(
          'employee_id',
          'not in',
          sent.attendeeIds.length > 0 ? sent.attendeeIds : [crypto.randomUUID()],
        );
      removedKeys = await deleteOwnerFiles(trx, caller.employerId, TRAINING_ATTENDEE, leaving);
      await trx
        .deleteFrom('training_attendees')
        .where('training_id', '=', id)
        .where('employer_id', '=', caller.employerId)
        .where(
          'employee_id',
          'not in',
          sent.attendeeIds.length > 0 ? sent.attendeeIds : [crypto.randomUUID()],
        )
        .execute();
    }
    if (sent.attendeeIds.length > 0) {
      await trx
        .insertInto('training_attendees')
        .values(
          sent.attendeeIds.map((employeeId) => ({
            employer_id: caller.employerId,
            training_id: id,
            employee_id: employeeId,
          })),
        )
        .onConflict((conflict) => conflict.columns(['training_id', 'employee_id']).doNothing())
        .execute();
    }
    const after = await courseAfter(trx, caller, id, { kind: 'employer' });
    await writeAudit(trx, actorOf(caller), {
      operation: 'saveTraining',
      area: 'employees',
      recordType: 'training-course',
      recordId: id,
      before,
      after,
    });
    return courseAfter(trx, caller, id, reachOf(caller, 'employees', 'read', today));
  });
  await deleteStoredBytes(deps, removedKeys);
  return saved;
}

/** Deletes a course, its attendees' results and their certificate files. */
export async function deleteTraining(deps: ServiceDeps, caller: Caller, id: string): Promise<{ id: string }> {
  const today = await callerToday(deps, caller);
  const keys = await deps.db.transaction().execute(async (trx) => {
    const before = await courseForChange(trx, caller, id, today);
    const attendeeRows = trx
      .selectFrom('training_attendees')
      .select('id')
      .where('training_id', '=', id)
      .where('employer_id', '=', caller.employerId);
    const keys = await deleteOwnerFiles(trx, caller.employerId, TRAINING_ATTENDEE, attendeeRows);
    await trx
      .deleteFrom('training_courses')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'deleteTraining',
      area: 'employees',
      recordType: 'training-course',
      recordId: id,
      before,
      after: null,
    });
    return keys;
  });
  await deleteStoredBytes(deps, keys);
  return { id };
}

/** One attendee's completion, certificate expiry and certificate files. */
export async function recordTrainingResult(
  deps: ServiceDeps,
  caller: Caller,
  sent: RecordTrainingResultRequest,
): Promise<TrainingCourse> {
  const today = await callerToday(deps, caller);
  let removedKeys: string[] = [];
  let reminderQueued = false;
  const saved = await deps.db.transaction().execute(async (trx) => {
    const course = await trx
      .selectFrom('training_courses')
      .select(sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'))
      .where('id', '=', sent.trainingId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    const readable =
      course &&
      (await coursesWhere(trx, caller.employerId, reachOf(caller, 'employees', 'read', today), {
        id: sent.trainingId,
      }));
    if (!course || !readable || readable.length === 0) {
      throw new Refusal(404, NO_SUCH_TRAINING, { field: 'trainingId' });
    }
    const attendee = await trx
      .selectFrom('training_attendees')
      .selectAll()
      .where('training_id', '=', sent.trainingId)
      .where('employee_id', '=', sent.employeeId)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!attendee) throw new Refusal(400, NOT_AN_ATTENDEE, { field: 'employeeId' });
    await requireKeeps(trx, caller, [sent.employeeId], today);
    const [problem] = attendeeResultProblems(sent, course.start);
    if (problem) throw new Refusal(400, problem.message, { field: problem.field });
    await trx
      .updateTable('training_attendees')
      .set({
        completed: sent.completed,
        completed_on: sent.completedOn,
        certificate_expiry_date: sent.certificateExpiryDate,
      })
      .where('id', '=', attendee.id)
      .execute();
    reminderQueued = await queueReminderIfDue(
      trx,
      { employerId: caller.employerId, attendeeId: attendee.id, expiresOn: sent.certificateExpiryDate },
      today,
    );
    removedKeys = await changeOwnerFiles(
      trx,
      caller,
      { ownerType: TRAINING_ATTENDEE, ownerId: attendee.id },
      { attachmentIds: sent.attachmentIds ?? [], removeAttachmentIds: sent.removeAttachmentIds ?? [] },
      {
        most: EMPLOYEE_RECORDS_LIMITS.filesMax,
        tooMany: EMPLOYEE_RECORDS_MESSAGES.tooManyFiles,
        notItsFiles: EMPLOYEE_RECORDS_MESSAGES.notItsFiles,
      },
    );
    await writeAudit(trx, actorOf(caller), {
      operation: 'recordTrainingResult',
      area: 'employees',
      recordType: TRAINING_ATTENDEE,
      recordId: attendee.id,
      before: {
        trainingId: sent.trainingId,
        employeeId: sent.employeeId,
        completed: attendee.completed,
        completedOn: attendee.completed_on,
        certificateExpiryDate: attendee.certificate_expiry_date,
      },
      after: {
        trainingId: sent.trainingId,
        employeeId: sent.employeeId,
        completed: sent.completed,
        completedOn: sent.completedOn,
        certificateExpiryDate: sent.certificateExpiryDate,
        attachmentIds: sent.attachmentIds ?? [],
        removeAttachmentIds: sent.removeAttachmentIds ?? [],
      },
    });
    return courseAfter(trx, caller, sent.trainingId, reachOf(caller, 'employees', 'read', today));
  });
  await deleteStoredBytes(deps, removedKeys);
  if (reminderQueued) deps.jobs?.runSoon();
  return saved;
}

/** Who may download an attendee's certificate: whoever's employees.read reaches the attendee. */
export async function trainingAttendeeFiles(
  deps: ServiceDeps,
  caller: Caller,
  ownerId: string,
): Promise<boolean> {
  const attendee = await deps.db
    .selectFrom('training_attendees')
    .select('employee_id')
    .where('id', '=', ownerId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  return attendee !== undefined && readsEmployee(deps, caller, attendee.employee_id);
}

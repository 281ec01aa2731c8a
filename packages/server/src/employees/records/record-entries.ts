import { EMPLOYEE_RECORDS_LIMITS, EMPLOYEE_RECORDS_MESSAGES, periodProblems } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { attachedFiles } from '../../attachments/attach.ts';
import { changeOwnerFiles, deleteOwnerFiles, deleteStoredBytes } from '../../attachments/owner-files.ts';
import { actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { reachesEmployee, reachOf } from '../../roles/scope.ts';
import { updateAccess } from '../employee-access.ts';
import { NO_SUCH_EMPLOYEE } from '../employee-record.ts';

/**
 * Education and Experience (issue 28 item 3): entries an employee adds to their own record for HR to
 * verify, one engine for both, each kind naming its table, its fields and, for education, the owner
 * type its certificate files are attached under. Who may:
 * - read: whoever's employees.read reaches the employee (an employee: their own); anyone else gets the
 *   404 of an id that does not exist;
 * - add, change, delete: whoever's employees.update reaches the employee (an employee their own, through
 *   the own scope); a verified entry is locked to its employee, whatever their role, so they cannot
 *   undo what HR checked (409), while HR corrects it (the audit row keeps both sides);
 * - verify: employees.update beyond one's own record reaching the employee, never on one's own entry.
 */

export const NO_SUCH_ENTRY = 'There is no such entry.';
export const ONLY_HR_VERIFIES = 'Only HR verifies entries: your role keeps your own record only.';
export const OWN_ENTRY_UNVERIFIABLE =
  'Nobody verifies their own entries: another person with the permission must.';
export const ENTRY_STAYS_WITH_EMPLOYEE = 'An entry stays with the employee it was added to.';
export const ALREADY_VERIFIED = 'This entry is verified already.';

export function lockedMessage(verifiedBy: string, verifiedOn: string): string {
  return `This entry was verified by ${verifiedBy} on ${verifiedOn}, so it is locked: ask HR to correct it.`;
}

export interface EntryKind {
  table: 'education_entries' | 'experience_entries';
  /** The audit rows' record type, and the owner type of its certificate files when it keeps files. */
  recordType: string;
  keepsFiles: boolean;
  operations: { save: string; delete: string; verify: string };
  /** The request's and the answer's field → its column, in the answer's order. */
  fields: Readonly<Record<string, string>>;
}

export const EDUCATION: EntryKind = {
  table: 'education_entries',
  recordType: 'education-entry',
  keepsFiles: true,
  operations: { save: 'saveEducation', delete: 'deleteEducation', verify: 'verifyEducation' },
  fields: {
    institution: 'institution',
    qualification: 'qualification',
    fieldOfStudy: 'field_of_study',
    startDate: 'start_date',
    endDate: 'end_date',
    grade: 'grade',
  },
};

export const EXPERIENCE: EntryKind = {
  table: 'experience_entries',
  recordType: 'experience-entry',
  keepsFiles: false,
  operations: { save: 'saveExperience', delete: 'deleteExperience', verify: 'verifyExperience' },
  fields: {
    employerName: 'employer_name',
    jobTitle: 'job_title',
    startDate: 'start_date',
    endDate: 'end_date',
    reasonForLeaving: 'reason_for_leaving',
    refereeName: 'referee_name',
    refereeContact: 'referee_contact',
  },
};

export type Entry = Record<string, unknown> & {
  id: string;
  employeeId: string;
  verifiedByName: string | null;
  verifiedAt: string | null;
};

export type SaveEntryRequest = Record<string, unknown> & {
  id: string | null;
  employeeId: string;
  startDate: string | null;
  endDate: string | null;
  attachmentIds?: string[];
  removeAttachmentIds?: string[];
};

/** The entries of `where`, as the answer shows them, newest first. */
async function entriesWhere(
  db: Kysely<Database>,
  kind: EntryKind,
  employerId: string,
  where: { id?: string; employeeId?: string },
): Promise<Entry[]> {
  const fields = Object.entries(kind.fields).map(([field, column]) =>
    // Dates are dates: written as YYYY-MM-DD, never shifted by a time zone.
    column.endsWith('_date')
      ? sql`to_char(r.${sql.ref(column)}, 'YYYY-MM-DD') as ${sql.ref(field)}`
      : sql`r.${sql.ref(column)} as ${sql.ref(field)}`,
  );
  const files = kind.keepsFiles
    ? sql`, ${attachedFiles(kind.recordType, 'r.id', 'r.employer_id')} as certificates`
    : sql``;
  const filters = [sql`r.employer_id = ${employerId}`];
  if (where.id !== undefined) filters.push(sql`r.id = ${where.id}`);
  if (where.employeeId !== undefined) filters.push(sql`r.employee_id = ${where.employeeId}`);
  const { rows } = await sql<Entry & { verifiedAt: Date | null; recordedAt: Date }>`
    select r.id, r.employee_id as "employeeId", ${sql.join(fields)} ${files},
      (select concat_ws(' ', u.first_name, u.last_name) from users u where u.id = r.verified_by) as "verifiedByName",
      r.verified_at as "verifiedAt", r.created_at as "recordedAt"
    from ${sql.table(kind.table)} r
    where ${sql.join(filters, sql` and `)}
    order by r.start_date desc nulls first, r.created_at desc, r.id`.execute(db);
  return rows.map((row) => ({
    ...row,
    verifiedAt: row.verifiedAt ? new Date(row.verifiedAt).toISOString() : null,
    recordedAt: new Date(row.recordedAt).toISOString(),
  }));
}

async function employeeName(db: Kysely<Database>, employerId: string, employeeId: string): Promise<string> {
  const employee = await db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!employee) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  return `${employee.first_name} ${employee.last_name}`;
}

/** Whether the caller's employees.read reaches the employee today. */
export async function readsEmployee(
  deps: ServiceDeps,
  caller: Caller,
  employeeId: string,
  db: Kysely<Database> = deps.db,
): Promise<boolean> {
  const reach = reachOf(caller, 'employees', 'read', await callerToday({ db, clock: deps.clock }, caller));
  // reachesEmployee leaves the employer to its caller: the whole employer's reader names only its own.
  if (reach.kind === 'employer') {
    const employee = await db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', employeeId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    return employee !== undefined;
  }
  return reachesEmployee(db, reach, employeeId);
}

/** One employee's entries of a kind (404 outside the caller's employees.read). */
export async function listEntries(
  deps: ServiceDeps,
  caller: Caller,
  kind: EntryKind,
  employeeId: string,
): Promise<{ employeeId: string; employeeName: string; items: Entry[] }> {
  if (!(await readsEmployee(deps, caller, employeeId))) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  return {
    employeeId,
    employeeName: await employeeName(deps.db, caller.employerId, employeeId),
    items: await entriesWhere(deps.db, kind, caller.employerId, { employeeId }),
  };
}

/**
 * The stored entry `id` for a change, locked for the transaction: 404 when the caller cannot read its
 * employee (an id outside the scope tells nothing), 403 when they read but cannot change it.
 */
async function entryForChange(
  deps: ServiceDeps,
  trx: Kysely<Database>,
  caller: Caller,
  kind: EntryKind,
  id: string,
): Promise<{ entry: Entry; editable: Awaited<ReturnType<typeof updateAccess>>['editable'] }> {
  const { rows } = await sql<{ employee_id: string }>`
    select employee_id from ${sql.table(kind.table)}
    where id = ${id} and employer_id = ${caller.employerId} for update`.execute(trx);
  const stored = rows[0];
  if (!stored || !(await readsEmployee(deps, caller, stored.employee_id, trx))) {
    throw new Refusal(404, NO_SUCH_ENTRY, { field: 'id' });
  }
  const today = await callerToday({ db: trx, clock: deps.clock }, caller);
  const { editable } = await updateAccess(trx, caller, stored.employee_id, today);
  const [entry] = await entriesWhere(trx, kind, caller.employerId, { id });
  return { entry: entry as Entry, editable };
}

/** A verified entry is locked to its own employee, whatever their role: HR, someone else, corrects it. */
function refuseIfLocked(caller: Caller, entry: Entry): void {
  if (entry.verifiedAt !== null && caller.employeeId === entry.employeeId) {
    throw new Refusal(409, lockedMessage(entry.verifiedByName ?? 'HR', entry.verifiedAt.slice(0, 10)));
  }
}

function columnsOf(kind: EntryKind, sent: SaveEntryRequest): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(kind.fields)) {
    const value = sent[field];
    columns[column] = typeof value === 'string' ? value.trim() : (value ?? null);
  }
  return columns;
}

/** Adds an entry (no `id`) or changes one; answers it as stored. */
export async function saveEntry(
  deps: ServiceDeps,
  caller: Caller,
  kind: EntryKind,
  sent: SaveEntryRequest,
): Promise<Entry> {
  const [problem] = periodProblems(sent);
  if (problem) throw new Refusal(400, problem.message, { field: problem.field });
  if (sent.id === null) {
    await updateAccess(deps.db, caller, sent.employeeId, await callerToday(deps, caller));
    // The whole employer's keeper passes updateAccess for any id: the employee must be of their employer.
    await employeeName(deps.db, caller.employerId, sent.employeeId);
  }
  const columns = columnsOf(kind, sent);
  let removedKeys: string[] = [];
  const saved = await deps.db.transaction().execute(async (trx) => {
    let id: string;
    let before: Entry | null = null;
    if (sent.id === null) {
      const { rows } = await sql<{ id: string }>`
        insert into ${sql.table(kind.table)} (employer_id, employee_id, created_by, ${sql.join(
          Object.keys(columns).map((column) => sql.ref(column)),
        )})
        values (${caller.employerId}, ${sent.employeeId}, ${caller.userId}, ${sql.join(Object.values(columns))})
        returning id`.execute(trx);
      id = (rows[0] as { id: string }).id;
    } else {
      ({ entry: before } = await entryForChange(deps, trx, caller, kind, sent.id));
      if (before.employeeId !== sent.employeeId) {
        throw new Refusal(400, ENTRY_STAYS_WITH_EMPLOYEE, { field: 'employeeId' });
      }
      refuseIfLocked(caller, before);
      id = sent.id;
      await sql`update ${sql.table(kind.table)} set ${sql.join(
        Object.entries(columns).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
      )} where id = ${id} and employer_id = ${caller.employerId}`.execute(trx);
    }
    if (kind.keepsFiles) {
      removedKeys = await changeOwnerFiles(
        trx,
        caller,
        { ownerType: kind.recordType, ownerId: id },
        { attachmentIds: sent.attachmentIds ?? [], removeAttachmentIds: sent.removeAttachmentIds ?? [] },
        {
          most: EMPLOYEE_RECORDS_LIMITS.filesMax,
          tooMany: EMPLOYEE_RECORDS_MESSAGES.tooManyFiles,
          notItsFiles: EMPLOYEE_RECORDS_MESSAGES.notItsFiles,
        },
      );
    }
    const [after] = await entriesWhere(trx, kind, caller.employerId, { id });
    await writeAudit(trx, actorOf(caller), {
      operation: kind.operations.save,
      area: 'employees',
      recordType: kind.recordType,
      recordId: id,
      before,
      after,
    });
    return after as Entry;
  });
  await deleteStoredBytes(deps, removedKeys);
  return saved;
}

/** Deletes an entry and its files. */
export async function deleteEntry(
  deps: ServiceDeps,
  caller: Caller,
  kind: EntryKind,
  id: string,
): Promise<{ id: string }> {
  const keys = await deps.db.transaction().execute(async (trx) => {
    const { entry } = await entryForChange(deps, trx, caller, kind, id);
    refuseIfLocked(caller, entry);
    const keys = kind.keepsFiles ? await deleteOwnerFiles(trx, caller.employerId, kind.recordType, [id]) : [];
    await sql`delete from ${sql.table(kind.table)} where id = ${id} and employer_id = ${caller.employerId}`.execute(
      trx,
    );
    await writeAudit(trx, actorOf(caller), {
      operation: kind.operations.delete,
      area: 'employees',
      recordType: kind.recordType,
      recordId: id,
      before: entry,
      after: null,
    });
    return keys;
  });
  await deleteStoredBytes(deps, keys);
  return { id };
}

/** HR marks the entry verified: who and when, which locks it to its employee. */
export async function verifyEntry(
  deps: ServiceDeps,
  caller: Caller,
  kind: EntryKind,
  id: string,
): Promise<Entry> {
  return deps.db.transaction().execute(async (trx) => {
    const { entry, editable } = await entryForChange(deps, trx, caller, kind, id);
    if (editable === 'self-service') throw new Refusal(403, ONLY_HR_VERIFIES);
    if (caller.employeeId === entry.employeeId) throw new Refusal(403, OWN_ENTRY_UNVERIFIABLE);
    if (entry.verifiedAt !== null) throw new Refusal(409, ALREADY_VERIFIED);
    await sql`update ${sql.table(kind.table)} set verified_by = ${caller.userId}, verified_at = ${deps.clock()}
      where id = ${id} and employer_id = ${caller.employerId}`.execute(trx);
    const [after] = await entriesWhere(trx, kind, caller.employerId, { id });
    await writeAudit(trx, actorOf(caller), {
      operation: kind.operations.verify,
      area: 'employees',
      recordType: kind.recordType,
      recordId: id,
      before: entry,
      after,
    });
    return after as Entry;
  });
}

/** Who may download an education entry's certificate: whoever reads the entry. */
export async function educationFiles(deps: ServiceDeps, caller: Caller, ownerId: string): Promise<boolean> {
  const entry = await deps.db
    .selectFrom('education_entries')
    .select('employee_id')
    .where('id', '=', ownerId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  return entry !== undefined && readsEmployee(deps, caller, entry.employee_id);
}

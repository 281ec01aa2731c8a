import { type Kysely, sql } from 'kysely';
import { isOtherThanLeaveWorkflow, NOT_A_LEAVE_WORKFLOW } from '../approvals/workflows.ts';
import type { EmployeeValues } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { ReferenceTable } from '../employer/reference-kinds.ts';
import type { PlacementKey, PlacementValues, RequestedPlacement } from './employee-history.ts';

/**
 * The record's ids of other rows (job position, department, level, line manager, bank) must be the
 * employer's: looked up with the employer in the query, so another employer's id is as unknown as a
 * made-up one, and the composite foreign keys refuse it even if a check were missed. A deactivated
 * row (an employee whose employment ended, for a line manager) may stay where it is, but is not a
 * new choice.
 */

interface Choice {
  /** The request field, for the refusal to name. */
  field: string;
  id: string | null;
  /** The value in effect before this request; keeping it is always allowed. */
  previous: string | null;
}

const PLACEMENT_REFERENCES: {
  key: Exclude<PlacementKey, 'lineManagerId'>;
  table: ReferenceTable;
  noun: string;
  plural: string;
}[] = [
  { key: 'jobPositionId', table: 'job_positions', noun: 'job position', plural: 'job positions' },
  { key: 'departmentId', table: 'departments', noun: 'department', plural: 'departments' },
  { key: 'levelId', table: 'levels', noun: 'level', plural: 'levels' },
  { key: 'branchId', table: 'branches', noun: 'branch', plural: 'branches' },
];

/** The Employment terms' WorkDay and Holiday: one of the employer's work weeks and holiday calendars. */
const LEAVE_SET_UP_CHOICES = [
  { key: 'workDayId', table: 'work_weeks', noun: 'work week', plural: 'work weeks' },
  { key: 'holidayId', table: 'holiday_calendars', noun: 'holiday calendar', plural: 'holiday calendars' },
] as const;

export interface ReferenceChanges {
  placement: RequestedPlacement | undefined;
  /** The placement in effect before the request (all null when none). */
  previousPlacement: PlacementValues;
  /** Salary's bank, when the salary section was sent. */
  bank: Choice | undefined;
  /** The employment terms, when the personal section was sent. */
  terms: EmployeeValues['personal']['employmentTerms'] | undefined;
  /** The terms' leave workflow (one of approvals/' workflows), when the personal section was sent. */
  leaveWorkflow: Choice | undefined;
}

/** Refuses the first chosen id that is not the employer's, or not a current choice, naming its field. */
export async function checkReferences(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string | undefined,
  { placement, previousPlacement, bank, terms, leaveWorkflow }: ReferenceChanges,
): Promise<void> {
  if (placement) {
    for (const { key, table, noun, plural } of PLACEMENT_REFERENCES) {
      const choice = {
        field: placement.fields[key],
        id: placement.values[key],
        previous: previousPlacement[key],
      };
      await checkReferenceRow(db, employerId, { table, noun, plural }, choice);
    }
    await checkLineManager(db, employerId, employeeId, {
      field: placement.fields.lineManagerId,
      id: placement.values.lineManagerId,
      previous: previousPlacement.lineManagerId,
    });
  }
  if (bank) await checkReferenceRow(db, employerId, { table: 'banks', noun: 'bank', plural: 'banks' }, bank);
  if (leaveWorkflow) {
    const kind = {
      table: 'approval_workflows',
      noun: 'leave workflow',
      plural: 'approval workflows',
    } as const;
    await checkReferenceRow(db, employerId, kind, leaveWorkflow);
    const { field, id } = leaveWorkflow;
    if (id !== null && (await isOtherThanLeaveWorkflow(db, employerId, id))) {
      throw new Refusal(400, NOT_A_LEAVE_WORKFLOW, { field });
    }
  }
  for (const { key, table, noun, plural } of LEAVE_SET_UP_CHOICES) {
    const id = terms?.[key];
    if (!id) continue;
    const { rows } = await sql`
      select 1 from ${sql.table(table)} where id = ${id} and employer_id = ${employerId}`.execute(db);
    if (rows.length === 0) {
      throw new Refusal(400, `The ${noun} must be one of the employer’s ${plural}.`, {
        field: `personal.employmentTerms.${key}`,
      });
    }
  }
}

async function checkReferenceRow(
  db: Kysely<Database>,
  employerId: string,
  kind: { table: ReferenceTable | 'approval_workflows'; noun: string; plural: string },
  { field, id, previous }: Choice,
): Promise<void> {
  if (id === null || id === previous) return;
  const { rows } = await sql<{ name: string; active: boolean }>`
    select name, active from ${sql.table(kind.table)} where id = ${id} and employer_id = ${employerId}`.execute(
    db,
  );
  const [row] = rows;
  if (!row)
    throw new Refusal(400, `The ${kind.noun} must be one of the employer’s ${kind.plural}.`, { field });
  if (!row.active) {
    throw new Refusal(400, `The ${kind.noun} ${row.name} is deactivated; choose an active one.`, { field });
  }
}

async function checkLineManager(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string | undefined,
  { field, id, previous }: Choice,
): Promise<void> {
  if (id === null || id === previous) return;
  if (id === employeeId) throw new Refusal(400, 'An employee cannot be their own line manager.', { field });
  const manager = await db
    .selectFrom('employees')
    .select(['first_name', 'last_name', 'employment_end_date'])
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!manager)
    throw new Refusal(400, 'The line manager must be one of the employer’s employees.', { field });
  if (manager.employment_end_date !== null) {
    throw new Refusal(
      400,
      `${manager.first_name} ${manager.last_name}’s employment has ended; choose a current employee.`,
      { field },
    );
  }
}

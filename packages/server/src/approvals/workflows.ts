import type { ApprovalStepRule, ApprovalWorkflow } from '@hr/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import { fieldsWithoutId } from '../audit/record-fields.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateWorkflowRequest,
  ListWorkflowsRequest,
  ReferenceIdRequest,
  UpdateWorkflowRequest,
  Workflow,
  WorkflowKind,
  WorkflowStepInput,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { inUse, Refusal } from '../core/refusal.ts';
import { isStillReferenced, isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';

/**
 * Approval workflows: named, ordered steps (migration 0009). Administrators manage them; every
 * statement names the caller's employer, and the composite foreign keys keep a step's named employee
 * and an employee's chosen workflow within one employer even if a query forgot.
 */

export const NO_SUCH_WORKFLOW = 'There is no such approval workflow.';
export const DEFAULT_MUST_BE_ACTIVE = 'The default workflow must be active.';
const NAMED_EMPLOYEE_MISSING = 'A named-employee step names its employee.';
const ONLY_NAMED_EMPLOYEE = 'Only a named-employee step names an employee.';
const NAMED_EMPLOYEE_NOT_CURRENT = 'The named employee must be one of the employer’s current employees.';
const DEFAULT_CHANGED_MEANWHILE = 'Another workflow was made the default at the same moment; try again.';
export const NOT_A_LEAVE_WORKFLOW =
  'This workflow signs off documents or decides expense claims: leave and own requests are decided by a leave workflow. Choose one of those.';

/**
 * Whether the employer's workflow `id` is of another kind than leave (a document sign-off or an
 * expense claims workflow), which never decides leave (404 and 400 are the caller's).
 */
export async function isOtherThanLeaveWorkflow(
  db: Kysely<Database>,
  employerId: string,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('approval_workflows')
    .select('kind')
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  return row !== undefined && row.kind !== 'leave';
}

function codeAlreadyUsed(code: string): string {
  return `Code ${code} is already used by another approval workflow.`;
}

interface StoredWorkflow {
  id: string;
  code: string;
  name: string;
  kind: WorkflowKind;
  escalate_after_days: number | null;
  is_default: boolean;
  active: boolean;
}

const STORED_COLUMNS = ['id', 'code', 'name', 'kind', 'escalate_after_days', 'is_default', 'active'] as const;

export async function listWorkflows(
  { db }: ServiceDeps,
  caller: Caller,
  { includeInactive = false, kind = 'leave' }: ListWorkflowsRequest,
): Promise<Workflow[]> {
  let query = db
    .selectFrom('approval_workflows')
    .select(STORED_COLUMNS)
    .where('employer_id', '=', caller.employerId)
    .where('kind', '=', kind);
  if (!includeInactive) query = query.where('active', '=', true);
  // Byte order, so the list reads the same on every server whatever its locale.
  const rows = await query.orderBy(sql`lower(code) collate "C"`).execute();
  return withSteps(db, caller.employerId, rows);
}

export async function createWorkflow(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateWorkflowRequest,
): Promise<Workflow> {
  const { employerId } = caller;
  if (request.isDefault && !request.active)
    throw new Refusal(400, DEFAULT_MUST_BE_ACTIVE, { field: 'active' });
  return written(request.code, async () =>
    db.transaction().execute(async (trx) => {
      await checkSteps(trx, employerId, request.steps, []);
      if (request.isDefault) await giveUpDefault(trx, employerId, request.kind);
      const row = await trx
        .insertInto('approval_workflows')
        .values({
          employer_id: employerId,
          code: request.code.trim(),
          name: request.name.trim(),
          kind: request.kind,
          escalate_after_days: request.escalateAfterDays,
          is_default: request.isDefault,
          active: request.active,
        })
        .returning(STORED_COLUMNS)
        .executeTakeFirstOrThrow();
      await writeSteps(trx, employerId, row.id, request.steps);
      const workflow = (await withSteps(trx, employerId, [row]))[0] as Workflow;
      await auditWorkflow(trx, caller, 'createWorkflow', null, workflow);
      return workflow;
    }),
  );
}

/** Changes the fields given; `steps`, when given, replaces every step. */
export async function updateWorkflow(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateWorkflowRequest,
): Promise<Workflow> {
  const { employerId } = caller;
  return written(changes.code, async () =>
    db.transaction().execute(async (trx) => {
      const stored = await lockedWorkflow(trx, employerId, id);
      const [before] = await withSteps(trx, employerId, [stored]);
      const isDefault = changes.isDefault ?? stored.is_default;
      if (isDefault && !(changes.active ?? stored.active)) {
        throw new Refusal(400, DEFAULT_MUST_BE_ACTIVE, { field: 'active' });
      }
      if (changes.steps) {
        const named = await workflowSteps(trx, employerId, [id]);
        const alreadyNamed = (named.get(id) ?? []).flatMap((step) => step.employeeId ?? []);
        await checkSteps(trx, employerId, changes.steps, alreadyNamed);
        await trx.deleteFrom('approval_workflow_steps').where('workflow_id', '=', id).execute();
        await writeSteps(trx, employerId, id, changes.steps);
      }
      if (changes.isDefault && !stored.is_default) await giveUpDefault(trx, employerId, stored.kind);
      const row = await trx
        .updateTable('approval_workflows')
        .set({
          ...(changes.code !== undefined ? { code: changes.code.trim() } : {}),
          ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
          ...(changes.escalateAfterDays !== undefined
            ? { escalate_after_days: changes.escalateAfterDays }
            : {}),
          ...(changes.active !== undefined ? { active: changes.active } : {}),
          is_default: isDefault,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('employer_id', '=', employerId)
        .returning(STORED_COLUMNS)
        .executeTakeFirstOrThrow();
      const workflow = (await withSteps(trx, employerId, [row]))[0] as Workflow;
      await auditWorkflow(trx, caller, 'updateWorkflow', before ?? null, workflow);
      return workflow;
    }),
  );
}

/**
 * Deletes a workflow no employee's terms name and no pending request waits on; ended requests keep
 * its name. The row is locked first, so a choice of it made meanwhile waits and then fails its
 * foreign key; the foreign keys are the safety net for anything the counts do not know.
 */
export async function deleteWorkflow(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  const { employerId } = caller;
  let locked: StoredWorkflow | undefined;
  try {
    const deleted = await db.transaction().execute(async (trx) => {
      locked = await lockedWorkflow(trx, employerId, id);
      const uses = await countedUses(trx, employerId, id);
      if (uses.length > 0) throw inUse(locked.name, uses);
      const [before] = await withSteps(trx, employerId, [locked]);
      await trx
        .deleteFrom('approval_workflows')
        .where('id', '=', id)
        .where('employer_id', '=', employerId)
        .execute();
      await auditWorkflow(trx, caller, 'deleteWorkflow', before ?? null, null);
      return locked;
    });
    return `Approval workflow ${deleted.code} (${deleted.name}) was deleted.`;
  } catch (error) {
    if (locked && isStillReferenced(error)) throw inUse(locked.name, await countedUses(db, employerId, id));
    throw error;
  }
}

/**
 * The workflow that decides an employee's leave: the one their employment terms name (once the
 * terms are in effect on `today`), else the employer's default, else null (the administrators
 * decide). startOwnRequestApproval routes an employee's own requests by it.
 */
export async function defaultWorkflowFor(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  today: string,
): Promise<string | null> {
  const { rows } = await sql<{ id: string | null }>`
    select coalesce(
      (select e.leave_workflow_id from employees e
       where e.id = ${employeeId} and e.employer_id = ${employerId}
         and (e.terms_effective_date is null or e.terms_effective_date <= ${today})),
      (select w.id from approval_workflows w
       where w.employer_id = ${employerId} and w.kind = 'leave' and w.is_default)
    ) as id`.execute(db);
  return rows[0]?.id ?? null;
}

/** The workflow's rules as the domain's routing reads them; 404 when not the employer's. */
export async function workflowRules(
  db: Kysely<Database>,
  employerId: string,
  workflowId: string,
): Promise<ApprovalWorkflow & { id: string; name: string }> {
  const row = await db
    .selectFrom('approval_workflows')
    .select(['id', 'name', 'escalate_after_days'])
    .where('id', '=', workflowId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_WORKFLOW);
  const steps = (await workflowSteps(db, employerId, [workflowId])).get(workflowId) ?? [];
  return {
    id: row.id,
    name: row.name,
    escalateAfterDays: row.escalate_after_days,
    steps: steps.map(
      ({ approver, employeeId }): ApprovalStepRule =>
        approver === 'named-employee' ? { approver, employeeId: employeeId as string } : { approver },
    ),
  };
}

/**
 * The trail's row for a change of one workflow, its steps included. Approvals belong to leave in the
 * permission grid (their operations declare leave.*), so the row's area is leave.
 */
function auditWorkflow(
  trx: Kysely<Database>,
  caller: Caller,
  operation: 'createWorkflow' | 'updateWorkflow' | 'deleteWorkflow',
  before: Workflow | null,
  after: Workflow | null,
): Promise<void> {
  return writeAudit(trx, actorOf(caller), {
    operation,
    area: 'leave',
    recordType: 'approval-workflow',
    recordId: (after ?? before)?.id,
    before: fieldsWithoutId(before),
    after: fieldsWithoutId(after),
  });
}

async function lockedWorkflow(
  trx: Transaction<Database>,
  employerId: string,
  id: string,
): Promise<StoredWorkflow> {
  const row = await trx
    .selectFrom('approval_workflows')
    .select(STORED_COLUMNS)
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_WORKFLOW);
  return row;
}

/** The previous default of the kind stops being one; the partial unique index settles two at once. */
async function giveUpDefault(
  trx: Transaction<Database>,
  employerId: string,
  kind: WorkflowKind,
): Promise<void> {
  await trx
    .updateTable('approval_workflows')
    .set({ is_default: false, updated_at: new Date() })
    .where('employer_id', '=', employerId)
    .where('kind', '=', kind)
    .where('is_default', '=', true)
    .execute();
}

/**
 * A named-employee step names a current employee of the employer (or one this workflow already
 * names, who may stay); no other kind names anyone.
 */
async function checkSteps(
  trx: Transaction<Database>,
  employerId: string,
  steps: readonly WorkflowStepInput[],
  alreadyNamed: readonly string[],
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const field = `steps.${index}.employeeId`;
    if (step.approver !== 'named-employee') {
      if (step.employeeId !== null) throw new Refusal(400, ONLY_NAMED_EMPLOYEE, { field });
      continue;
    }
    if (step.employeeId === null) throw new Refusal(400, NAMED_EMPLOYEE_MISSING, { field });
    if (alreadyNamed.includes(step.employeeId)) continue;
    const current = await trx
      .selectFrom('employees')
      .select('id')
      .where('id', '=', step.employeeId)
      .where('employer_id', '=', employerId)
      .where('employment_end_date', 'is', null)
      .executeTakeFirst();
    if (!current) throw new Refusal(400, NAMED_EMPLOYEE_NOT_CURRENT, { field });
  }
}

async function writeSteps(
  trx: Transaction<Database>,
  employerId: string,
  workflowId: string,
  steps: readonly WorkflowStepInput[],
): Promise<void> {
  await trx
    .insertInto('approval_workflow_steps')
    .values(
      steps.map((step, position) => ({
        workflow_id: workflowId,
        employer_id: employerId,
        position,
        approver: step.approver,
        employee_id: step.employeeId,
      })),
    )
    .execute();
}

async function workflowSteps(
  db: Kysely<Database>,
  employerId: string,
  workflowIds: readonly string[],
): Promise<Map<string, Workflow['steps']>> {
  const steps = new Map<string, Workflow['steps']>(workflowIds.map((id) => [id, []]));
  if (workflowIds.length === 0) return steps;
  const rows = await db
    .selectFrom('approval_workflow_steps as s')
    .leftJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 's.employee_id').onRef('e.employer_id', '=', 's.employer_id'),
    )
    .select([
      's.workflow_id',
      's.approver',
      's.employee_id',
      sql<string | null>`e.first_name || ' ' || e.last_name`.as('employee_name'),
    ])
    .where('s.employer_id', '=', employerId)
    .where('s.workflow_id', 'in', workflowIds)
    .orderBy('s.workflow_id')
    .orderBy('s.position')
    .execute();
  for (const row of rows) {
    steps.get(row.workflow_id)?.push({
      approver: row.approver,
      employeeId: row.employee_id,
      employeeName: row.employee_name,
    });
  }
  return steps;
}

async function withSteps(
  db: Kysely<Database>,
  employerId: string,
  rows: readonly StoredWorkflow[],
): Promise<Workflow[]> {
  const steps = await workflowSteps(
    db,
    employerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    steps: steps.get(row.id) ?? [],
    escalateAfterDays: row.escalate_after_days,
    isDefault: row.is_default,
    active: row.active,
  }));
}

/** The database decides uniqueness, so two simultaneous writes cannot both take a code or the default. */
async function written<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'approval_workflows_employer_code_key')) {
      throw new Refusal(409, codeAlreadyUsed(code?.trim() ?? ''), { field: 'code' });
    }
    if (isUniqueViolation(error, 'approval_workflows_one_default_key')) {
      throw new Refusal(409, DEFAULT_CHANGED_MEANWHILE, { field: 'isDefault' });
    }
    throw error;
  }
}

async function countedUses(db: Kysely<Database>, employerId: string, id: string): Promise<string[]> {
  const { rows } = await sql<{ employees: number; pending: number; documents: number }>`
    select
      -- An employee's Employment Terms name it too, in effect, past or scheduled (their rows keep it).
      (select count(*)::int from employees e where e.employer_id = ${employerId} and (e.leave_workflow_id = ${id}
        or exists (select 1 from employment_terms t
          where t.employer_id = e.employer_id and t.employee_id = e.id and t.leave_workflow_id = ${id}))) as employees,
      (select count(*)::int from approval_requests
       where employer_id = ${employerId} and workflow_id = ${id} and status = 'pending') as pending,
      (select count(*)::int from document_requests
       where employer_id = ${employerId} and sign_off_workflow_id = ${id}) as documents`.execute(db);
  const { employees = 0, pending = 0, documents = 0 } = rows[0] ?? {};
  const uses: string[] = [];
  if (employees > 0)
    uses.push(`${employees} ${employees === 1 ? "employee's terms name" : "employees' terms name"} it`);
  if (pending > 0) uses.push(`${pending} pending ${pending === 1 ? 'request waits' : 'requests wait'} on it`);
  if (documents > 0)
    uses.push(`${documents} document ${documents === 1 ? 'request signs' : 'requests sign'} off by it`);
  return uses;
}

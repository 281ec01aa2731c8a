import { documentRequestFormSchema } from '@hr/domain';
import { type RawBuilder, sql } from 'kysely';
import * as v from 'valibot';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { CreateDocumentRequestRequest, DocumentRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { placedInDepartmentOn, reachesEmployeeRow, reachOf } from '../roles/scope.ts';
import { tellAsked } from './document-notices.ts';
import { requestAnswer } from './request-lists.ts';

export const NOT_REACHED = 'Each employee asked must be one of yours that your documents permission reaches.';
export const NOBODY_ASKED = 'Nobody you may ask for documents is in this group.';
export const NO_SUCH_DEPARTMENT = 'There is no such department.';
export const ASKING_NEEDS_OTHERS =
  'Asking for documents needs the documents create permission for people other than yourself.';
export const NOT_A_SIGN_OFF_WORKFLOW =
  'The sign-off workflow must be an active document sign-off workflow of your employer (Approval WorkFlow, kind document).';
export const SIGN_OFF_TAKES_PDF =
  'A document signed off step by step must be a PDF, so its signed copy can carry the sign-off page: allow PDF only.';

/** A sign-off workflow is an active document workflow of the employer, and its request takes PDFs only. */
async function checkSignOff(
  deps: ServiceDeps,
  employerId: string,
  { signOffWorkflowId, allowedTypes }: CreateDocumentRequestRequest,
): Promise<void> {
  if (signOffWorkflowId === null) return;
  const workflow = await deps.db
    .selectFrom('approval_workflows')
    .select('id')
    .where('id', '=', signOffWorkflowId)
    .where('employer_id', '=', employerId)
    .where('kind', '=', 'document')
    .where('active', '=', true)
    .executeTakeFirst();
  if (!workflow) throw new Refusal(400, NOT_A_SIGN_OFF_WORKFLOW, { field: 'signOffWorkflowId' });
  if (allowedTypes.length !== 1 || allowedTypes[0] !== 'application/pdf') {
    throw new Refusal(400, SIGN_OFF_TAKES_PDF, { field: 'allowedTypes' });
  }
}

/** The request's values as the domain's form schema leaves them; a 400 naming the field otherwise. */
function checkedValues(request: CreateDocumentRequestRequest, today: string) {
  const result = v.safeParse(documentRequestFormSchema(today), {
    ...request,
    departmentId: request.departmentId ?? '',
    remindDaysBefore: request.remindDaysBefore,
  });
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Refusal(400, issue.message, { field: v.getDotPath(issue) ?? undefined });
}

/**
 * Asks the employees of the request for a document (issue 31, Build item 1): the request, one item per
 * employee asked and a bell notice to each with an account, in one transaction; the items in one
 * INSERT … SELECT over the employees the caller's documents create reaches and the audience names, so
 * a request to everyone costs the same three statements as a request to one.
 */
export async function createDocumentRequest(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateDocumentRequestRequest,
): Promise<DocumentRequest> {
  // The own scope is self-service (handing in one's own documents), not asking oneself for one.
  if (caller.permissions.scopes('documents', 'create').every((scope) => scope === 'own')) {
    throw new Refusal(403, ASKING_NEEDS_OTHERS);
  }
  const today = await callerToday(deps, caller);
  const values = checkedValues(request, today);
  await checkSignOff(deps, caller.employerId, request);
  const reach = reachOf(caller, 'documents', 'create', today);
  let audience: RawBuilder<boolean>;
  if (values.audience === 'employees') {
    audience = sql<boolean>`employees.id = any(${values.employeeIds}::uuid[])`;
  } else if (values.audience === 'department' && values.departmentId !== null) {
    const department = await deps.db
      .selectFrom('departments')
      .select('id')
      .where('id', '=', values.departmentId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    if (!department) throw new Refusal(400, NO_SUCH_DEPARTMENT, { field: 'departmentId' });
    audience = placedInDepartmentOn(values.departmentId, today);
  } else {
    audience = sql<boolean>`true`;
  }
  const mailed = await deps.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('document_requests')
      .values({
        employer_id: caller.employerId,
        title: values.title,
        description: values.description,
        audience: values.audience,
        department_id: values.departmentId,
        allowed_types: values.allowedTypes,
        max_size_mib: values.maxSizeMib,
        due_on: values.dueOn,
        expires: values.expires,
        remind_days_before: values.remindDaysBefore,
        sign_off_workflow_id: request.signOffWorkflowId,
        created_by: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Everyone still employed on the day, of the audience, that the caller reaches.
    const { rows: asked } = await sql<{ employee_id: string }>`
      insert into document_items (employer_id, request_id, employee_id)
      select employees.employer_id, ${created.id}, employees.id from employees
      where employees.employer_id = ${caller.employerId}
        and (employees.employment_end_date is null or employees.employment_end_date >= ${today})
        and ${audience} and ${reachesEmployeeRow(reach)}
      returning employee_id`.execute(trx);
    if (values.audience === 'employees' && asked.length !== values.employeeIds.length) {
      throw new Refusal(400, NOT_REACHED, { field: 'employeeIds' });
    }
    if (asked.length === 0) throw new Refusal(400, NOBODY_ASKED, { field: 'audience' });
    await writeAudit(trx, actorOf(caller), {
      operation: 'createDocumentRequest',
      area: 'documents',
      recordType: 'document-request',
      recordId: created.id,
      before: null,
      after: { ...values, signOffWorkflowId: request.signOffWorkflowId, employeesAsked: asked.length },
    });
    const told = await tellAsked(trx, deps.publicUrl, {
      employerId: caller.employerId,
      id: created.id,
      title: values.title,
      dueOn: values.dueOn,
    });
    return { id: created.id, told };
  });
  if (mailed.told) deps.mailDelivery.deliverSoon();
  return requestAnswer(deps.db, caller, mailed.id, today);
}

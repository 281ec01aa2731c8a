import { OUTSTANDING_ITEM_STATES } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  DocumentFileType,
  DocumentItemPage,
  DocumentPageRequest,
  DocumentRequest,
  DocumentRequestPage,
  ListDocumentRequestItemsRequest,
  ListEmployeeDocumentItemsRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { EMPLOYEE_NAME, NO_SUCH_EMPLOYEE } from '../employees/employee-record.ts';
import { callerToday } from '../employer/employer-settings.ts';
import {
  type Reach,
  reaches,
  reachesEmployee,
  reachesEmployeeRow,
  reachOf,
  reachOfAny,
} from '../roles/scope.ts';
import { itemAnswers, NO_SUCH_REQUEST } from './document-store.ts';
import { itemsWaitingOn } from './sign-off.ts';

/**
 * Document WorkFlow's lists (issue 31, Build items 1 and 3): requests with their counts, a request's
 * items, the caller's own items and the reviewer's queue, each kept to the caller's scope in its own
 * SQL and counted there, overdue first where the domain says so (overdueFirst, itemOrder.ts).
 */

/** Whose items the caller sees on Management: any documents cell reaching the employee. */
export function seesReach(caller: Caller, today: string): Reach {
  return reachOfAny(caller, 'documents', ['read', 'create', 'update', 'approve'], today);
}

const OUTSTANDING = sql.join(OUTSTANDING_ITEM_STATES.map((state) => sql`${state}`));

/** An item row `i` of request `r` is outstanding after its due date on `today`. */
function overdue(today: string) {
  return sql<boolean>`(i.state in (${OUTSTANDING}) and r.due_on < ${today}::date)`;
}

interface RequestRow {
  id: string;
  title: string;
  description: string;
  audience: DocumentRequest['audience'];
  allowed_types: string[];
  max_size_mib: number;
  due_on: string;
  expires: boolean;
  remind_days_before: number | null;
  sign_off_workflow_id: string | null;
  sign_off_workflow_name: string | null;
  created_at: Date;
  total: number;
  submitted: number;
  approved: number;
  outstanding: number;
  overdue: number;
}

function requestOf(row: RequestRow): DocumentRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    audience: row.audience,
    allowedTypes: row.allowed_types as DocumentFileType[],
    maxSizeMib: row.max_size_mib,
    dueOn: row.due_on,
    expires: row.expires,
    remindDaysBefore: row.remind_days_before,
    signOffWorkflow:
      row.sign_off_workflow_id === null
        ? null
        : { id: row.sign_off_workflow_id, name: row.sign_off_workflow_name ?? '' },
    createdAt: row.created_at.toISOString(),
    counts: {
      total: Number(row.total),
      submitted: Number(row.submitted),
      approved: Number(row.approved),
      outstanding: Number(row.outstanding),
      overdue: Number(row.overdue),
    },
  };
}

/** Requests of the employer with the counts of the items `reach` takes in; those with none are left out. */
function requestRows(
  db: Kysely<Database>,
  employerId: string,
  reach: Reach,
  today: string,
  { requestId, limit, offset }: { requestId?: string; limit: number; offset: number },
) {
  return sql<RequestRow>`
    select r.id, r.title, r.description, r.audience, r.allowed_types, r.max_size_mib, r.due_on, r.expires,
      r.remind_days_before, r.created_at, r.sign_off_workflow_id,
      (select w.name from approval_workflows w
       where w.id = r.sign_off_workflow_id and w.employer_id = r.employer_id) as sign_off_workflow_name,
      count(*)::int as total,
      (count(*) filter (where i.state = 'submitted'))::int as submitted,
      (count(*) filter (where i.state = 'approved'))::int as approved,
      (count(*) filter (where i.state in (${OUTSTANDING})))::int as outstanding,
      (count(*) filter (where ${overdue(today)}))::int as overdue
    from document_requests r
    join document_items i on i.request_id = r.id and i.employer_id = r.employer_id
    where r.employer_id = ${employerId} and ${reaches(reach, sql.ref('i.employee_id'))}
      ${requestId ? sql`and r.id = ${requestId}` : sql``}
    group by r.id
    order by r.created_at desc, r.id desc
    limit ${limit} offset ${offset}`.execute(db);
}

/** One request as the caller sees it (create's answer). */
export async function requestAnswer(
  db: Kysely<Database>,
  caller: Caller,
  requestId: string,
  today: string,
): Promise<DocumentRequest> {
  const { rows } = await requestRows(db, caller.employerId, seesReach(caller, today), today, {
    requestId,
    limit: 1,
    offset: 0,
  });
  const row = rows[0];
  if (!row) throw new Refusal(404, NO_SUCH_REQUEST);
  return requestOf(row);
}

export async function listDocumentRequests(
  deps: ServiceDeps,
  caller: Caller,
  { page, pageSize }: DocumentPageRequest,
): Promise<DocumentRequestPage> {
  const today = await callerToday(deps, caller);
  const reach = seesReach(caller, today);
  const { rows } = await requestRows(deps.db, caller.employerId, reach, today, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const { rows: counted } = await sql<{ total: number }>`
    select count(distinct i.request_id)::int as total from document_items i
    where i.employer_id = ${caller.employerId} and ${reaches(reach, sql.ref('i.employee_id'))}`.execute(
    deps.db,
  );
  return { items: rows.map(requestOf), total: Number(counted[0]?.total ?? 0) };
}

/** A page of item ids and their number, by a condition on `i` (document_items) and `r` (its request). */
async function itemPage(
  deps: ServiceDeps,
  caller: Caller,
  today: string,
  where: ReturnType<typeof sql<boolean>>,
  orderBy: ReturnType<typeof sql>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<DocumentItemPage> {
  const withRequest = sql`from document_items i
    join document_requests r on r.id = i.request_id and r.employer_id = i.employer_id`;
  const matching = sql`where i.employer_id = ${caller.employerId} and ${where}`;
  const { rows } = await sql<{ id: string }>`select i.id ${withRequest}
    join employees e on e.id = i.employee_id and e.employer_id = i.employer_id
    ${matching} order by ${orderBy} limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(deps.db);
  // Counted without the employees, which only the order needs: an item's employee always exists (its
  // foreign key).
  const { rows: counted } = await sql<{ total: number }>`select count(*)::int as total ${withRequest}
    ${matching}`.execute(deps.db);
  const items = await itemAnswers(
    deps.db,
    caller.employerId,
    rows.map((row) => row.id),
    today,
  );
  return { items, total: Number(counted[0]?.total ?? 0) };
}

/**
 * A request with more items than this is paged by walking its employees in name order; a smaller one
 * by sorting its items (listDocumentRequestItems).
 */
const WALKED_FROM_ITEMS = 500;

/**
 * Who has and has not handed in: overdue first, then by name (lower-cased, then as written, then the
 * employee's id). The request's items share its due date, so "overdue first" is "outstanding first"
 * once that date has passed, and nothing before it.
 *
 * A request to many employees is paged by walking the employees in name order
 * (employees_employer_sort_name_idx) and looking up each one's item of the request, stopping when the
 * page is full: past the due date, the outstanding items' walk and then the others'. Sorting every
 * item of a request to 10,000 took 30-80 ms a page (docs/documents.md, "Speed"). The look-up is kept a
 * subquery of its own (`offset 0`) so that PostgreSQL cannot turn the walk back into a sort when its
 * statistics do not yet know the request's items (a request just made has none). A request to a few
 * employees (up to WALKED_FROM_ITEMS) sorts its items, which is cheaper than walking every employee.
 */
export async function listDocumentRequestItems(
  deps: ServiceDeps,
  caller: Caller,
  { id, page, pageSize }: ListDocumentRequestItemsRequest,
): Promise<DocumentItemPage> {
  const today = await callerToday(deps, caller);
  const reach = seesReach(caller, today);
  const { rows: counted } = await sql<{ total: number; due_on: string | null }>`
    select count(*)::int as total,
      (select r.due_on from document_requests r where r.id = ${id} and r.employer_id = ${caller.employerId}) as due_on
    from document_items i
    where i.employer_id = ${caller.employerId} and i.request_id = ${id}
      and ${reaches(reach, sql.ref('i.employee_id'))}`.execute(deps.db);
  const total = Number(counted[0]?.total ?? 0);
  const dueOn = counted[0]?.due_on ?? null;
  if (total === 0 || dueOn === null) throw new Refusal(404, NO_SUCH_REQUEST);
  const pastDue = dueOn < today;
  const sortName = sql`lower(${EMPLOYEE_NAME})`;
  const ofEmployer = sql`employees.employer_id = ${caller.employerId} and ${reachesEmployeeRow(reach)}`;
  const end = page * pageSize;
  const { rows } =
    total <= WALKED_FROM_ITEMS
      ? await sql<{ id: string }>`select i.id from document_items i
          join employees on employees.id = i.employee_id and employees.employer_id = i.employer_id
          where i.request_id = ${id} and ${ofEmployer}
          order by ${pastDue ? sql`i.state in (${OUTSTANDING}) desc,` : sql``} ${sortName}, ${EMPLOYEE_NAME}, employees.id
          limit ${pageSize} offset ${end - pageSize}`.execute(deps.db)
      : await sql<{ id: string }>`select id from (${sql.join(
          (pastDue
            ? [sql`i.state in (${OUTSTANDING})`, sql`i.state not in (${OUTSTANDING})`]
            : [sql`true`]
          ).map(
            (part, index) => sql`(select item.id, ${sql.lit(index)} as part, ${sortName} as sort_name,
              ${EMPLOYEE_NAME} as name, employees.id as employee_id
            from employees cross join lateral (
              select i.id from document_items i
              where i.request_id = ${id} and i.employee_id = employees.id
                and i.employer_id = employees.employer_id and ${part}
              offset 0) item
            where ${ofEmployer}
            order by sort_name, name, employee_id limit ${end})`,
          ),
          sql` union all `,
        )}) page
        order by part, sort_name, name, employee_id limit ${pageSize} offset ${end - pageSize}`.execute(
          deps.db,
        );
  const items = await itemAnswers(
    deps.db,
    caller.employerId,
    rows.map((row) => row.id),
    today,
  );
  return { items, total };
}

/** The caller's own items, for their page: overdue first, then by due date, then by title. */
export async function listMyDocumentItems(
  deps: ServiceDeps,
  caller: Caller,
  request: DocumentPageRequest,
): Promise<DocumentItemPage> {
  if (!caller.employeeId) return { items: [], total: 0 };
  const today = await callerToday(deps, caller);
  return itemPage(
    deps,
    caller,
    today,
    sql<boolean>`i.employee_id = ${caller.employeeId}`,
    sql`${overdue(today)} desc, r.due_on, lower(r.title), r.title, i.id`,
    request,
  );
}

/**
 * One employee's items, for their record's Documents tab: the caller's own, or an employee of the
 * employer their documents permission reaches; anyone else is the 404 of an unknown employee. Ordered
 * as the caller's own items are.
 */
export async function listEmployeeDocumentItems(
  deps: ServiceDeps,
  caller: Caller,
  { employeeId, page, pageSize }: ListEmployeeDocumentItemsRequest,
): Promise<DocumentItemPage> {
  const today = await callerToday(deps, caller);
  const known = await deps.db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', employeeId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  const sees =
    known !== undefined &&
    (caller.employeeId === employeeId ||
      (await reachesEmployee(deps.db, seesReach(caller, today), employeeId)));
  if (!sees) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  return itemPage(
    deps,
    caller,
    today,
    sql<boolean>`i.employee_id = ${employeeId}`,
    sql`${overdue(today)} desc, r.due_on, lower(r.title), r.title, i.id`,
    { page, pageSize },
  );
}

/**
 * What waits on the caller: submitted items of the employees their documents approve reaches, never
 * their own nor a version they uploaded (they may not review those), oldest upload first. An item
 * signed off step by step waits instead on whoever the approvals engine's pending list says decides
 * its waiting step (delegates and escalation included), less the version's uploader.
 */
export async function listDocumentReviewQueue(
  deps: ServiceDeps,
  caller: Caller,
  request: DocumentPageRequest,
): Promise<DocumentItemPage> {
  const today = await callerToday(deps, caller);
  const reach = reachOf(caller, 'documents', 'approve', today);
  const notMine = caller.employeeId ? sql`and i.employee_id <> ${caller.employeeId}` : sql``;
  const signing = await itemsWaitingOn(deps.db, caller, today);
  const signsOff =
    signing.length === 0
      ? sql`false`
      : sql`(r.sign_off_workflow_id is not null and i.id = any(${signing}::uuid[]))`;
  return itemPage(
    deps,
    caller,
    today,
    sql<boolean>`i.state = 'submitted' ${notMine}
      and (${signsOff} or (r.sign_off_workflow_id is null and ${reaches(reach, sql.ref('i.employee_id'))}))
      and i.latest_uploaded_by is distinct from ${caller.userId}`,
    sql`i.submitted_at, i.id`,
    request,
  );
}

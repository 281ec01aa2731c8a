import { type Kysely, type RawBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  EmployeePage,
  EmployeeRow,
  EmployeeSearchRequest,
  EmployeeSortColumn,
} from '../contract-types.ts';
import type { Database, EmployeesTable } from '../db/schema.ts';
import { requireAdministrator } from './authorization.ts';
import { utcDate } from './calendar-months.ts';
import type { ServiceDeps } from './deps.ts';
import { Refusal } from './refusal.ts';

export const OWN_ACCOUNT_ONLY = 'You can only list the employees of your own account.';

/** "First Last", the name the rows show; the same expression as employees_name_trgm_idx's. */
const employeeName = sql<string>`${sql.ref('employees.first_name')} || ' ' || ${sql.ref('employees.last_name')}`;

const SORT_EXPRESSIONS = {
  employee_no: sql<string>`${sql.ref('employees.employee_no')}`,
  employee_name: employeeName,
  email_address: sql<string>`${sql.ref('employees.email')}`,
  position: sql<string | null>`${sql.ref('position.name')}`,
} satisfies Record<EmployeeSortColumn, RawBuilder<unknown>>;

/**
 * The job position of every employee's placement in effect on `today`, in one pass over the
 * employer's range of placement_history's index (read from the index alone): for all rows at once.
 */
function placedEverywhere(db: Kysely<Database>, employerId: string, today: string) {
  return (
    db
      .selectFrom('placement_history')
      .distinctOn('placement_history.employee_id')
      .select(['placement_history.employee_id', 'placement_history.job_position_id'])
      .where('placement_history.employer_id', '=', employerId)
      .where('placement_history.effective_date', '<=', today)
      // Both descending: the index read backwards, in the order DISTINCT ON needs, so nothing is sorted.
      .orderBy('placement_history.employee_id', 'desc')
      .orderBy('placement_history.effective_date', 'desc')
      .as('placed')
  );
}

/** Every employee of the employer as a list row; `position` is the job position in effect on `today`. */
function allRows(db: Kysely<Database>, employerId: string, today: string) {
  return db
    .selectFrom('employees')
    .leftJoin(placedEverywhere(db, employerId, today), 'placed.employee_id', 'employees.id')
    .leftJoin('job_positions as position', (join) =>
      join
        .onRef('position.id', '=', 'placed.job_position_id')
        .onRef('position.employer_id', '=', 'employees.employer_id'),
    )
    .select(ROW_COLUMNS)
    .where('employees.employer_id', '=', employerId);
}

/** A query that can be ordered by the sort expressions: the page's, and the rows' around it. */
interface Orderable<Query> {
  orderBy(expression: RawBuilder<unknown>, direction: 'asc' | 'desc'): Query;
}

const ROW_COLUMNS = [
  'employees.id',
  'employees.employee_no',
  employeeName.as('employee_name'),
  'employees.email as email_address',
  'position.name as position',
] as const;

/** What a page of employees carries into rowsOfPage. */
const PAGE_COLUMNS = ['id', 'employer_id', 'employee_no', 'first_name', 'last_name', 'email'] as const;
type PageOfEmployees = SelectQueryBuilder<
  Database,
  'employees',
  Pick<Selectable<EmployeesTable>, (typeof PAGE_COLUMNS)[number]>
>;

/**
 * The list rows of a page already chosen: only its rows look up the placement in effect on `today`,
 * one index-only descent of placement_history each, then the job position by its primary key.
 */
function rowsOfPage(db: Kysely<Database>, page: PageOfEmployees, today: string) {
  return db
    .selectFrom(page.as('employees'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('placement_history')
          .select('placement_history.job_position_id')
          .whereRef('placement_history.employer_id', '=', 'employees.employer_id')
          .whereRef('placement_history.employee_id', '=', 'employees.id')
          .where('placement_history.effective_date', '<=', today)
          .orderBy('placement_history.effective_date', 'desc')
          .limit(1)
          .as('placed'),
      (join) => join.onTrue(),
    )
    .leftJoin('job_positions as position', (join) =>
      join
        .onRef('position.id', '=', 'placed.job_position_id')
        .onRef('position.employer_id', '=', 'employees.employer_id'),
    )
    .select(ROW_COLUMNS);
}

/** Every employee of the caller's employer, by employee number (get-all-employees-on-user). */
export async function listEmployees(
  { db, clock }: ServiceDeps,
  caller: Caller,
  userId: string,
): Promise<EmployeeRow[]> {
  if (userId !== caller.userId) throw new Refusal(403, OWN_ACCOUNT_ONLY);
  requireAdministrator(caller);
  return allRows(db, caller.employerId, utcDate(clock())).orderBy('employees.employee_no').execute();
}

/**
 * One page of the caller's employees, filtered by a contains-search and sorted (search-employees).
 * Sorted by a column of the employee, the page is chosen first (in index order) and only its rows look
 * up their placement, one index descent each; sorted by position, every row needs its position, so
 * they come from one pass over the employer's placements.
 */
export async function searchEmployees(
  { db, clock }: ServiceDeps,
  caller: Caller,
  request: EmployeeSearchRequest,
): Promise<EmployeePage> {
  requireAdministrator(caller);
  const { page, pageSize } = request;
  const { employerId } = caller;
  const today = utcDate(clock());
  const sortBy = request.sortBy ?? 'employee_no';
  const direction = request.sortDirection ?? 'asc';
  const pattern = containsPattern(request.search);
  // One expression for the page and the count; each arm can use its trigram index.
  const matches = pattern
    ? sql<boolean>`(employees.employee_no ilike ${pattern} or ${employeeName} ilike ${pattern} or employees.email ilike ${pattern})`
    : sql<boolean>`true`;
  const inOrder = <Query extends Orderable<Query>>(query: Query): Query =>
    query
      .orderBy(SORT_EXPRESSIONS[sortBy], direction)
      // Employee numbers are unique per employer, so the order, and so every page, is stable.
      .orderBy(SORT_EXPRESSIONS.employee_no, direction);

  const items =
    sortBy === 'position'
      ? inOrder(allRows(db, employerId, today).where(matches))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute()
      : inOrder(
          rowsOfPage(
            db,
            inOrder(
              db
                .selectFrom('employees')
                .select(PAGE_COLUMNS)
                .where('employees.employer_id', '=', employerId)
                .where(matches),
            )
              .limit(pageSize)
              .offset((page - 1) * pageSize),
            today,
          ),
        ).execute();
  const [rows, count] = await Promise.all([
    items,
    // The total needs no placement: counted from the employees alone.
    db
      .selectFrom('employees')
      .where('employees.employer_id', '=', employerId)
      .where(matches)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows, total: count.total, page, pageSize };
}

/** `%term%` for ILIKE with the term's own % _ and \ taken literally; undefined for no filter. */
export function containsPattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : undefined;
}

import {
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  EmployeeExportRequest,
  EmployeePage,
  EmployeeRow,
  EmployeeSearchRequest,
  EmployeeSortColumn,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { preparedOnEachConnection } from '../db/prepared-statements.ts';
import type { Database, EmployeesTable } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { type Reach, reachesEmployeeRow, reachOf } from '../roles/scope.ts';
import {
  cachedPlacementIsNotRight,
  cachedPlacementIsRight,
  healCurrentPlacements,
} from './employee-history.ts';

export const OWN_EMPLOYER_ONLY = 'You can only list the employees of your own employer.';

/** "First Last", the name the rows show; the same expression as employees_name_trgm_idx's. */
const employeeName = sql<string>`${sql.ref('employees.first_name')} || ' ' || ${sql.ref('employees.last_name')}`;

const SORT_EXPRESSIONS = {
  employee_no: sql<string>`${sql.ref('employees.employee_no')}`,
  employee_name: employeeName,
  email_address: sql<string>`${sql.ref('employees.email')}`,
  position: sql<string | null>`${sql.ref('position.name')}`,
} satisfies Record<EmployeeSortColumn, RawBuilder<unknown>>;

/** The job position in effect on `today` of the employee in the query: one index-only descent. */
function placedOn(today: string) {
  return (eb: ExpressionBuilder<Database, 'employees'>) =>
    eb
      .selectFrom('placement_history')
      .select('placement_history.job_position_id')
      .whereRef('placement_history.employer_id', '=', 'employees.employer_id')
      .whereRef('placement_history.employee_id', '=', 'employees.id')
      .where('placement_history.effective_date', '<=', today)
      .orderBy('placement_history.effective_date', 'desc')
      .limit(1)
      .as('placed');
}

/**
 * Every employee of the employer matching the search, as a list row with the job position in effect
 * on `today`, in two parts that split the employees exactly: those whose cached placement is right
 * today (nearly all) read it from their row, the few others (never computed, or a placement dated
 * ahead whose day has come) look it up in placement_history.
 */
function rowsInTwoParts(
  db: Kysely<Database>,
  employerId: string,
  today: string,
  matches: RawBuilder<boolean>,
) {
  const cached = db
    .selectFrom('employees')
    .select([...OWN_COLUMNS, 'employees.placed_position_name as position'])
    .where('employees.employer_id', '=', employerId)
    .where(matches)
    .where(cachedPlacementIsRight(today));
  const lookedUp = db
    .selectFrom('employees')
    .leftJoinLateral(placedOn(today), (join) => join.onTrue())
    .leftJoin('job_positions as position', (join) =>
      join
        .onRef('position.id', '=', 'placed.job_position_id')
        .onRef('position.employer_id', '=', 'employees.employer_id'),
    )
    .select([...OWN_COLUMNS, 'position.name as position'])
    .where('employees.employer_id', '=', employerId)
    .where(matches)
    .where(cachedPlacementIsNotRight(today));
  return { cached, lookedUp };
}

/** Every employee the caller reaches as a list row (get-all-employees-on-user), by employee number. */
function allRows(db: Kysely<Database>, employerId: string, today: string, inScope: RawBuilder<boolean>) {
  const { cached, lookedUp } = rowsInTwoParts(db, employerId, today, inScope);
  return db.selectFrom(cached.unionAll(lookedUp).as('listed')).selectAll().orderBy('listed.employee_no');
}

/**
 * A page of the rows sorted by position. Each part gives its first rows up to the page's end in the
 * page's order (the cached part read in the order of employees_employer_placed_position_idx, the
 * looked-up part sorted, being few), and the page is cut from the two merged. Written out per part
 * because neither engine merges a UNION ALL in index order by itself: it would sort every employee.
 */
function pageByPosition(
  db: Kysely<Database>,
  employerId: string,
  today: string,
  matches: RawBuilder<boolean>,
  { direction, limit, offset }: { direction: 'asc' | 'desc'; limit: number; offset: number },
) {
  const { cached, lookedUp } = rowsInTwoParts(db, employerId, today, matches);
  const firstRows = offset + limit;
  const cachedFirst = cached
    .orderBy('employees.placed_position_name', direction)
    .orderBy('employees.employee_no', direction)
    .limit(firstRows);
  const lookedUpFirst = lookedUp
    .orderBy('position.name', direction)
    .orderBy('employees.employee_no', direction)
    .limit(firstRows);
  return db
    .selectFrom(
      db
        .selectFrom(cachedFirst.as('cached'))
        .selectAll()
        .unionAll(db.selectFrom(lookedUpFirst.as('looked_up')).selectAll())
        .as('listed'),
    )
    .selectAll()
    .orderBy('listed.position', direction)
    .orderBy('listed.employee_no', direction)
    .limit(limit)
    .offset(offset);
}

/** A query that can be ordered by the sort expressions: the page's, and the rows' around it. */
interface Orderable<Query> {
  orderBy(expression: RawBuilder<unknown>, direction: 'asc' | 'desc'): Query;
}

const OWN_COLUMNS = [
  'employees.id',
  'employees.employee_no',
  employeeName.as('employee_name'),
  'employees.email as email_address',
] as const;

/** What a page of employees carries into rowsOfPage. */
const PAGE_COLUMNS = [
  'id',
  'employer_id',
  'employee_no',
  'first_name',
  'last_name',
  'email',
  'placed_position_name',
  'placed_from',
  'placed_until',
] as const;
type PageOfEmployees = SelectQueryBuilder<
  Database,
  'employees',
  Pick<Selectable<EmployeesTable>, (typeof PAGE_COLUMNS)[number]>
>;

/**
 * The job position in effect on `today` of the employee in the query, for a row whose cached
 * placement is not right today: the latest placement up to then (its position may be none), then
 * the position by its primary key.
 */
function positionLookedUp(today: string): RawBuilder<string | null> {
  return sql<string | null>`(select position.name from job_positions as position
    where position.employer_id = employees.employer_id and position.id = (
      select placement_history.job_position_id from placement_history
      where placement_history.employer_id = employees.employer_id
        and placement_history.employee_id = employees.id and placement_history.effective_date <= ${today}
      order by placement_history.effective_date desc limit 1))`;
}

/**
 * The list rows of a page already chosen. A row whose cached placement is right today (nearly all)
 * reads its position from the row itself; only the others look it up (one index-only descent of
 * placement_history, then the job position by its primary key): CASE evaluates the look-up only for
 * them, so a page of 50 usually costs no look-up at all.
 */
function rowsOfPage(db: Kysely<Database>, page: PageOfEmployees, today: string) {
  return db.selectFrom(page.as('employees')).select([
    ...OWN_COLUMNS,
    sql<string | null>`case when ${cachedPlacementIsRight(today)} then employees.placed_position_name
        else ${positionLookedUp(today)} end`.as('position'),
  ]);
}

/**
 * The employees of the employer the account `userId` belongs to, by employee number
 * (get-all-employees-on-user): the original client's shape, where the id only says which employer.
 * It must be an account of the caller's own employer (anything else: 403, naming no one), and the
 * list is always the caller's own employees.read reach, whoever's id is sent: naming a colleague's
 * account borrows nothing of theirs.
 */
export async function listEmployees(
  { db, clock }: ServiceDeps,
  caller: Caller,
  userId: string,
): Promise<EmployeeRow[]> {
  const account = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!account) throw new Refusal(403, OWN_EMPLOYER_ONLY);
  const today = await callerToday({ db, clock }, caller);
  await healCurrentPlacements(db, caller.employerId, today);
  return allRows(
    db,
    caller.employerId,
    today,
    reachesEmployeeRow(reachOf(caller, 'employees', 'read', today)),
  ).execute();
}

interface ListOrder {
  sortBy: EmployeeSortColumn;
  direction: 'asc' | 'desc';
  search: string | undefined;
  /** Whom the caller reaches: the list, its total and its export are kept to them in SQL. */
  reach: Reach;
}

/** The matching rows of the list in its order, from `offset`, at most `limit` of them. */
function rowsInOrder(
  db: Kysely<Database>,
  employerId: string,
  today: string,
  order: ListOrder,
  {
    limit,
    offset,
    total = sql<null>`null`,
    version = sql<null>`null`,
    prepared = false,
  }: {
    limit: number;
    offset: number;
    total?: RawBuilder<number | null>;
    version?: RawBuilder<string | null>;
    /** Prepared on each PostgreSQL connection (see preparedPage); ignored when sorted by position. */
    prepared?: boolean;
  },
) {
  const { sortBy, direction } = order;
  const matches = listed(order);
  const inOrder = <Query extends Orderable<Query>>(query: Query): Query =>
    query
      .orderBy(SORT_EXPRESSIONS[sortBy], direction)
      // Employee numbers are unique per employer, so the order, and so every page, is stable.
      .orderBy(SORT_EXPRESSIONS.employee_no, direction);
  if (sortBy === 'position') {
    return pageByPosition(db, employerId, today, matches, { direction, limit, offset })
      .select([total.as('total'), version.as('version')])
      .execute();
  }
  const page = inOrder(
    rowsOfPage(
      db,
      inOrder(
        db
          .selectFrom('employees')
          .select(PAGE_COLUMNS)
          .where('employees.employer_id', '=', employerId)
          .where(matches),
      )
        .limit(prepared ? sql.lit(limit) : limit)
        .offset(prepared ? sql.lit(offset) : offset),
      today,
    ).select([total.as('total'), version.as('version')]),
  );
  return (prepared ? page.modifyEnd(preparedOnEachConnection) : page).execute();
}

/** One expression for the page and the count; each arm can use its trigram index. */
function matching(search: string | undefined): RawBuilder<boolean> {
  const pattern = containsPattern(search);
  return pattern
    ? sql<boolean>`(employees.employee_no ilike ${pattern} or ${employeeName} ilike ${pattern} or employees.email ilike ${pattern})`
    : sql<boolean>`true`;
}

/** The rows a list shows, its total counts and its export writes: those matching, of those reached. */
function listed({ search, reach }: ListOrder): RawBuilder<boolean> {
  return reach.kind === 'employer'
    ? matching(search)
    : sql<boolean>`(${matching(search)} and ${reachesEmployeeRow(reach)})`;
}

/** Whether the list reads the placement cached on the employee rows: sorted by it, or scoped by it. */
function readsPlacementCache({ sortBy, reach }: ListOrder): boolean {
  return sortBy === 'position' || (reach.kind === 'some' && reach.readsPlacementCache);
}

function listOrder(
  request: {
    sortBy?: EmployeeSortColumn;
    sortDirection?: 'asc' | 'desc';
    search?: string;
  },
  reach: Reach,
): ListOrder {
  return {
    sortBy: request.sortBy ?? 'employee_no',
    direction: request.sortDirection ?? 'asc',
    search: request.search,
    reach,
  };
}

/**
 * One page of the caller's employees, filtered by a contains-search and sorted (search-employees), in
 * one query: the page's rows each carry the total. Without a term the total is the employer's kept
 * count (migration 0006); with one it is counted through the trigram indexes, once for as long as the
 * employer's search version stands (migration 0007, termCounts below).
 * Sorted by a column of the employee, the page is chosen first (in index order) and only its rows look
 * up their placement, one index descent each; sorted by position, the page comes from the position
 * cached on the employee rows, in index order, merged with the few rows whose cache is not right today.
 * Those are made right first, up to HEALED_AT_ONCE a call (healCurrentPlacements), so they stay few
 * even after a change dated ahead for everyone has come; so is a reach that holds a department, which
 * reads the department cached there (roles/scope.ts). The other lists never read the cache, so they
 * skip that write.
 */
export async function searchEmployees(
  { db, clock }: ServiceDeps,
  caller: Caller,
  request: EmployeeSearchRequest,
): Promise<EmployeePage> {
  const { page, pageSize } = request;
  const { employerId } = caller;
  const today = await callerToday({ db, clock }, caller);
  const order = listOrder(request, reachOf(caller, 'employees', 'read', today));
  if (readsPlacementCache(order)) await healCurrentPlacements(db, employerId, today);
  const term = containsPattern(order.search);
  const wholeEmployer = order.reach.kind === 'employer';
  const remembered = wholeEmployer && term ? termCounts.get(`${employerId}|${term}`) : undefined;
  const termCount = sql<number>`(select count(*)::int from employees where employees.employer_id = ${employerId} and ${matching(order.search)})`;
  // A term's count is reused while the employer's search version is the one it was counted at: the
  // page's statement then carries no count at all (planning the count's three trigram index scans
  // cost more than running the page), only the version, and the count runs on its own when the
  // version has moved. So the reused figure is never stale.
  const total: RawBuilder<number | null> = !wholeEmployer
    ? // A narrower reach is counted each time, with the same condition as the page: its people are
      // few (a team, a department), and the kept counts are the employer's, not theirs.
      sql<number>`(select count(*)::int from employees where employees.employer_id = ${employerId} and ${listed(order)})`
    : term
      ? remembered
        ? sql<null>`null::int`
        : termCount
      : sql<number>`(select employers.employee_count from employers where employers.id = ${employerId})`;
  const version = sql<string>`(select employers.employees_version::text from employers where employers.id = ${employerId})`;
  const rows = await rowsInOrder(db, employerId, today, order, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    total,
    version,
    prepared: preparedPage(order, page),
  });
  // A page past the end has no row to carry the total: only then is it asked for on its own.
  let counted: { total: number | null; version: string | null } =
    rows[0] ?? (await db.selectNoFrom([total.as('total'), version.as('version')]).executeTakeFirstOrThrow());
  if (remembered) {
    counted =
      counted.version === remembered.version
        ? { total: remembered.total, version: counted.version }
        : await db.selectNoFrom([termCount.as('total'), version.as('version')]).executeTakeFirstOrThrow();
  }
  if (wholeEmployer && term && counted.version !== null) {
    rememberTermCount(`${employerId}|${term}`, { version: counted.version, total: Number(counted.total) });
  }
  return {
    items: rows.map(({ total: _, version: __, ...row }) => row),
    total: Number(counted.total),
    page,
    pageSize,
  };
}

/**
 * Whether the page's statement is prepared on each PostgreSQL connection (preparedOnEachConnection):
 * the first page of the whole employer with no term, sorted by a column of the employee, the list's
 * first paint and the pickers' one call. Its text is then fixed per sort, direction and page size,
 * and its best plan does not depend on the values (the employer, today): the sort's index read in
 * order until the page is full. The page's size and offset are written into the text, since with a
 * `LIMIT $n` PostgreSQL's generic plan guesses a tenth of the rows are wanted and sorts every employee
 * instead (docs/server.md, "Performance"). A term's page is not prepared: its best plan depends on
 * the term. Later pages are not: their offsets would make one text each.
 */
function preparedPage({ search, reach, sortBy }: ListOrder, page: number): boolean {
  return reach.kind === 'employer' && !containsPattern(search) && sortBy !== 'position' && page === 1;
}

/**
 * The last count of each term this server instance answered, with the employer's search version it
 * was counted at: a hint the query checks against the database, never a figure taken on trust. Kept to
 * the most recent TERM_COUNTS_KEPT searches.
 */
const termCounts = new Map<string, { version: string; total: number }>();
const TERM_COUNTS_KEPT = 1_000;

function rememberTermCount(key: string, count: { version: string; total: number }): void {
  termCounts.delete(key);
  termCounts.set(key, count);
  if (termCounts.size > TERM_COUNTS_KEPT) termCounts.delete(termCounts.keys().next().value as string);
}

/** How many rows each query of an export reads: a few hundred KiB of CSV at a time. */
const EXPORT_BATCH = 2_000;

/**
 * Every employee matching the search, in the list's order, batch after batch, for Export CSV
 * (export-employees): the caller reads each batch as it comes, so the whole list is never held.
 */
export async function* exportEmployees(
  { db, clock }: ServiceDeps,
  caller: Caller,
  request: EmployeeExportRequest,
): AsyncGenerator<EmployeeRow[]> {
  await writeAudit(db, actorOf(caller), {
    operation: 'exportEmployees',
    area: 'employees',
    after: { ...request },
  });
  const today = await callerToday({ db, clock }, caller);
  const order = listOrder(request, reachOf(caller, 'employees', 'export', today));
  if (readsPlacementCache(order)) await healCurrentPlacements(db, caller.employerId, today);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await rowsInOrder(db, caller.employerId, today, order, { limit: EXPORT_BATCH, offset });
    if (rows.length > 0) yield rows.map(({ total: _, version: __, ...row }) => row);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** `%term%` for ILIKE with the term's own % _ and \ taken literally; undefined for no filter. */
export function containsPattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : undefined;
}

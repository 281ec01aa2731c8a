import { type Kysely, type RawBuilder, sql } from 'kysely';
import { TO_BEFORE_FROM } from '../../audit/audit-events.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type {
  PlacementMove,
  PlacementMovePage,
  PlacementPlace,
  PlacementsRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { reachesEmployeeRow, reachOf } from '../../roles/scope.ts';
import { NO_SUCH_EMPLOYEE } from '../employee-record.ts';

/**
 * The placement register's rows: each placement with the names of what it points at, the placement it
 * followed (the employee's latest dated before it), and whether it is past, current or scheduled on
 * `today`. One statement for a page, whatever its size; `where` may name `ph` (the placement) and
 * `employees` (its employee's row, so a scope's condition on the row applies).
 */

interface MoveRow {
  id: string;
  employee_id: string;
  employee_name: string;
  effective_date: string;
  kind: PlacementMove['kind'];
  reason: string | null;
  status: PlacementMove['status'];
  recorded_by_name: string | null;
  created_at: Date;
  has_previous: boolean;
}

type PlaceRow = Record<string, string | null>;

const PLACE_FIELDS = [
  ['department', 'departments', 'd'],
  ['job_position', 'job_positions', 'jp'],
  ['level', 'levels', 'l'],
  ['branch', 'branches', 'b'],
] as const;

/** The columns and joins naming what the placement `alias` points at, each column prefixed. */
export function placeOf(
  alias: string,
  prefix: string,
): { columns: RawBuilder<unknown>; joins: RawBuilder<unknown> } {
  const columns = [
    ...PLACE_FIELDS.flatMap(([field, , short]) => [
      `${alias}.${field}_id as ${prefix}${field}_id`,
      `${prefix}${short}.name as ${prefix}${field}_name`,
    ]),
    `${alias}.line_manager_id as ${prefix}line_manager_id`,
    `${prefix}m.first_name || ' ' || ${prefix}m.last_name as ${prefix}line_manager_name`,
  ];
  const joins = [
    ...PLACE_FIELDS.map(
      ([field, table, short]) =>
        `left join ${table} ${prefix}${short} on ${prefix}${short}.id = ${alias}.${field}_id and ${prefix}${short}.employer_id = ${alias}.employer_id`,
    ),
    `left join employees ${prefix}m on ${prefix}m.id = ${alias}.line_manager_id and ${prefix}m.employer_id = ${alias}.employer_id`,
  ];
  // Aliases and column names only, all constants of this file: nothing a request sends.
  return { columns: sql.raw(columns.join(', ')), joins: sql.raw(joins.join('\n')) };
}

/** A row's ten id/name fields, read from the columns placeOf named with `prefix`. */
export function placeFrom(row: PlaceRow, prefix = ''): PlacementPlace {
  const read = (column: string) => row[`${prefix}${column}`] ?? null;
  return {
    departmentId: read('department_id'),
    departmentName: read('department_name'),
    jobPositionId: read('job_position_id'),
    jobPositionName: read('job_position_name'),
    levelId: read('level_id'),
    levelName: read('level_name'),
    branchId: read('branch_id'),
    branchName: read('branch_name'),
    lineManagerId: read('line_manager_id'),
    lineManagerName: read('line_manager_name'),
  };
}

function moveSelect(employerId: string, today: string, where: RawBuilder<boolean>) {
  const current = placeOf('ph', '');
  const previous = placeOf('prev', 'prev_');
  return sql`
    select ph.id, ph.employee_id, employees.first_name || ' ' || employees.last_name as employee_name,
      ph.effective_date, ph.kind, ph.reason, ${current.columns}, prev.employer_id is not null as has_previous,
      ${previous.columns},
      case when ph.effective_date > ${today}::date then 'scheduled'
        when exists (select 1 from placement_history later
          where later.employer_id = ph.employer_id and later.employee_id = ph.employee_id
            and later.effective_date > ph.effective_date and later.effective_date <= ${today}::date) then 'past'
        else 'current' end as status,
      nullif(concat_ws(' ', u.first_name, u.last_name), '') as recorded_by_name, ph.created_at
    from placement_history ph
    join employees on employees.id = ph.employee_id and employees.employer_id = ph.employer_id
    left join lateral (
      select p.* from placement_history p
      where p.employer_id = ph.employer_id and p.employee_id = ph.employee_id and p.effective_date < ph.effective_date
      order by p.effective_date desc
      limit 1
    ) prev on true
    ${current.joins}
    ${previous.joins}
    left join users u on u.id = ph.created_by and u.employer_id = ph.employer_id
    where ph.employer_id = ${employerId} and ${where}`;
}

function moveOf(row: MoveRow & PlaceRow): PlacementMove {
  return {
    id: row.id,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    effectiveDate: row.effective_date,
    kind: row.kind,
    reason: row.reason,
    ...placeFrom(row),
    previous: row.has_previous ? placeFrom(row, 'prev_') : null,
    status: row.status,
    recordedByName: row.recorded_by_name,
    recordedAt: row.created_at.toISOString(),
  };
}

/** The moves `where` selects, newest effective date first (then newest recorded). */
export async function placementMoves(
  db: Kysely<Database>,
  employerId: string,
  today: string,
  where: RawBuilder<boolean>,
  page?: { limit: number; offset: number },
): Promise<PlacementMove[]> {
  const paged = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const { rows } = await sql<MoveRow & PlaceRow>`${moveSelect(employerId, today, where)}
    order by ph.effective_date desc, ph.created_at desc, ph.id
    ${paged}`.execute(db);
  return rows.map(moveOf);
}

/** The one move of `employeeId` dated `effectiveDate` (the row a write just made or corrected). */
export async function placementMoveOn(
  db: Kysely<Database>,
  employerId: string,
  today: string,
  employeeId: string,
  effectiveDate: string,
): Promise<PlacementMove> {
  const [move] = await placementMoves(
    db,
    employerId,
    today,
    sql<boolean>`ph.employee_id = ${employeeId} and ph.effective_date = ${effectiveDate}::date`,
  );
  if (!move) throw new Error(`No placement of ${employeeId} on ${effectiveDate}.`);
  return move;
}

/**
 * list-placements: one page of the moves of the people the caller's employees.read reaches (a
 * condition on their employee row, as the employee list's), filtered, with the total.
 */
export async function listPlacements(
  { db, clock }: ServiceDeps,
  caller: Caller,
  { employeeId, kind, departmentId, from, to, page, pageSize }: PlacementsRequest,
): Promise<PlacementMovePage> {
  if (from && to && to < from) throw new Refusal(400, TO_BEFORE_FROM, { field: 'to' });
  const today = await callerToday({ db, clock }, caller);
  await requireEmployersRows(db, caller.employerId, { employeeId, departmentId });
  const reach = reachOf(caller, 'employees', 'read', today);
  const filters: RawBuilder<boolean>[] = [reachesEmployeeRow(reach)];
  if (employeeId) filters.push(sql<boolean>`ph.employee_id = ${employeeId}`);
  if (kind) filters.push(sql<boolean>`ph.kind = ${kind}`);
  if (departmentId) filters.push(sql<boolean>`ph.department_id = ${departmentId}`);
  if (from) filters.push(sql<boolean>`ph.effective_date >= ${from}::date`);
  if (to) filters.push(sql<boolean>`ph.effective_date <= ${to}::date`);
  const where = sql<boolean>`${sql.join(filters, sql` and `)}`;
  const moves = await placementMoves(db, caller.employerId, today, where, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const { rows } = await sql<{ total: number }>`
    select count(*)::int as total from placement_history ph
    join employees on employees.id = ph.employee_id and employees.employer_id = ph.employer_id
    where ph.employer_id = ${caller.employerId} and ${where}`.execute(db);
  return { total: rows[0]?.total ?? 0, moves };
}

/**
 * The filters' ids are the employer's: another employer's employee is the 404 of an unknown one, and
 * its department the 400 of an unknown choice, so a filter tells nothing of another employer's rows.
 */
async function requireEmployersRows(
  db: Kysely<Database>,
  employerId: string,
  { employeeId, departmentId }: Pick<PlacementsRequest, 'employeeId' | 'departmentId'>,
): Promise<void> {
  if (employeeId) {
    const employee = await db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', employeeId)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    if (!employee) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  }
  if (departmentId) {
    const department = await db
      .selectFrom('departments')
      .select('id')
      .where('id', '=', departmentId)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    if (!department) {
      throw new Refusal(400, 'The department must be one of the employer’s departments.', {
        field: 'departmentId',
      });
    }
  }
}

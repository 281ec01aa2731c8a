import { currencyMinorDigits, type PlacementKind } from '@hr/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Placement, PlacementChange, SalaryChange } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { EmployeeSections } from './employee-form-rules.ts';

/**
 * Placement and salary are effective-dated: a change is a new row from its effective date, never an
 * overwrite, and the row in effect on a day is the one with the latest effective date not after it.
 * Rows are unique per employee and date, so a change dated like an existing row corrects that row.
 */

const PLACEMENT_KEYS = ['jobPositionId', 'lineManagerId', 'departmentId', 'levelId', 'branchId'] as const;
export type PlacementKey = (typeof PLACEMENT_KEYS)[number];
/** The form's placement, and the branch: dated on the placement (migration 0025), set by the register. */
export type PlacementValues = Omit<Placement, 'effectiveDate'> & { branchId: string | null };
/** A placement as stored: what the record's history shows, and its branch. */
export type StoredPlacement = PlacementChange & { branchId: string | null };

const SALARY_KEYS = ['basicSalary', 'currency', 'nextReviewDate'] as const;
export type SalaryValues = Pick<SalaryChange, (typeof SALARY_KEYS)[number]>;

interface Dated {
  effectiveDate: string;
}

/** A change to record: its values, and its date unless it takes a default (see the services). */
export interface RequestedChange<Values> {
  values: Values;
  effectiveDate: string | null;
}

export interface RequestedPlacement extends RequestedChange<PlacementValues> {
  /** The request field each value came from, for a refusal to name. */
  fields: Record<PlacementKey, string>;
}

/** The row in effect on `day`, from rows ordered newest first. */
export function inEffectOn<Row extends Dated>(newestFirst: readonly Row[], day: string): Row | undefined {
  return newestFirst.find((row) => row.effectiveDate <= day);
}

/**
 * The quick entry's position and department, and the job section's line manager, are the placement's
 * (the contract's overlap rule). Each counts when given and different from the placement in effect:
 * it fills the placement where `personal.placement` leaves it null, and disagreeing with it is refused.
 */
const OVERLAPS = [
  { key: 'jobPositionId', field: 'quickEntry.position', label: 'Job Position', noun: 'job position' },
  { key: 'departmentId', field: 'quickEntry.department', label: 'Department', noun: 'department' },
  { key: 'lineManagerId', field: 'job.lineManagerId', label: 'Line Manager', noun: 'line manager' },
] as const;

function overlapping(sent: EmployeeSections, key: PlacementKey): string | null {
  if (key === 'jobPositionId') return sent.quickEntry?.position ?? null;
  if (key === 'departmentId') return sent.quickEntry?.department ?? null;
  return sent.job?.lineManagerId ?? null;
}

/** The placement the request asks for, or undefined when it changes nothing. */
export function requestedPlacement(
  sent: EmployeeSections,
  current: (PlacementValues & Dated) | undefined,
): RequestedPlacement | undefined {
  const given = sent.personal?.placement;
  const base = given ?? current;
  const values: PlacementValues = {
    jobPositionId: base?.jobPositionId ?? null,
    lineManagerId: base?.lineManagerId ?? null,
    departmentId: base?.departmentId ?? null,
    levelId: base?.levelId ?? null,
    // The form has no branch: a change made there keeps the branch of the placement in effect.
    branchId: current?.branchId ?? null,
  };
  const fields = Object.fromEntries(
    PLACEMENT_KEYS.map((key) => [key, `personal.placement.${key}`]),
  ) as Record<PlacementKey, string>;
  for (const { key, field, label, noun } of OVERLAPS) {
    const chosen = overlapping(sent, key);
    if (chosen === null || chosen === (current?.[key] ?? null)) continue;
    const placed = given?.[key] ?? null;
    if (placed !== null && placed !== chosen) {
      throw new Refusal(
        400,
        `${label} differs from the placement’s ${noun}. Choose the same one, or leave one of them empty.`,
        { field },
      );
    }
    if (placed === null) {
      values[key] = chosen;
      fields[key] = field;
    }
  }
  // Without the placement itself (a quick-entry or job change alone) the change takes the default date.
  const effectiveDate = given?.effectiveDate ?? null;
  if (!isChange(values, effectiveDate, current, PLACEMENT_KEYS)) return undefined;
  return { values, effectiveDate, fields };
}

/** The salary the request asks for, or undefined when it changes nothing. */
export function requestedSalary(
  sent: EmployeeSections,
  current: (SalaryValues & Dated) | undefined,
): RequestedChange<SalaryValues> | undefined {
  if (!sent.salary) return undefined;
  const { basicSalary, currency, nextReviewDate, effectiveDate } = sent.salary;
  const values = { basicSalary, currency, nextReviewDate };
  return isChange(values, effectiveDate, current, SALARY_KEYS) ? { values, effectiveDate } : undefined;
}

/** A change is new values, or the same values from another date; nothing at all is no change. */
function isChange<Values extends Record<string, string | null>>(
  values: Values,
  effectiveDate: string | null,
  current: (Values & Dated) | undefined,
  keys: readonly (keyof Values)[],
): boolean {
  if (!current) return keys.some((key) => values[key] !== null);
  return (
    keys.some((key) => values[key] !== current[key]) ||
    (effectiveDate !== null && effectiveDate !== current.effectiveDate)
  );
}

interface HistoryWrite<Values> {
  employerId: string;
  employeeId: string;
  effectiveDate: string;
  values: Values;
  recordedBy: string;
}

/** A placement to write; the register states its kind and reason, the employee form does not. */
export interface PlacementWrite extends HistoryWrite<PlacementValues> {
  move?: { kind: PlacementKind; reason: string | null };
}

/** Writes one placement (see recordPlacements). */
export function recordPlacement(trx: Kysely<Database>, write: PlacementWrite): Promise<void> {
  return recordPlacements(trx, [write]);
}

/**
 * Writes placements, one statement for all (a bulk placement of a thousand people), each a row of
 * its employee and date or the correction of the row already there. A correction from the form keeps
 * the kind and reason the register gave the row; one from the register states its own.
 */
export async function recordPlacements(
  trx: Kysely<Database>,
  writes: readonly PlacementWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map(({ employerId, employeeId, effectiveDate, values, recordedBy, move }) => ({
    employer_id: employerId,
    employee_id: employeeId,
    effective_date: effectiveDate,
    job_position_id: values.jobPositionId,
    department_id: values.departmentId,
    level_id: values.levelId,
    line_manager_id: values.lineManagerId,
    branch_id: values.branchId,
    kind: move?.kind ?? null,
    reason: move?.reason ?? null,
    created_by: recordedBy,
  }));
  await trx
    .insertInto('placement_history')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['employer_id', 'employee_id', 'effective_date']).doUpdateSet((eb) => ({
        job_position_id: eb.ref('excluded.job_position_id'),
        department_id: eb.ref('excluded.department_id'),
        level_id: eb.ref('excluded.level_id'),
        line_manager_id: eb.ref('excluded.line_manager_id'),
        branch_id: eb.ref('excluded.branch_id'),
        kind: sql`coalesce(excluded.kind, placement_history.kind)`,
        reason: sql`case when excluded.kind is null then placement_history.reason else excluded.reason end`,
        created_by: eb.ref('excluded.created_by'),
        created_at: sql`now()`,
      })),
    )
    .execute();
}

export async function recordSalary(
  trx: Kysely<Database>,
  { employerId, employeeId, effectiveDate, values, recordedBy }: HistoryWrite<SalaryValues>,
): Promise<void> {
  const columns = {
    basic_salary: values.basicSalary,
    currency: values.currency,
    next_review_date: values.nextReviewDate,
    created_by: recordedBy,
  };
  await trx
    .insertInto('salary_history')
    .values({ employer_id: employerId, employee_id: employeeId, effective_date: effectiveDate, ...columns })
    .onConflict((conflict) =>
      conflict.columns(['employee_id', 'effective_date']).doUpdateSet({ ...columns, created_at: sql`now()` }),
    )
    .execute();
}

/** Every placement of the employee, newest first, with the names of what it points at. */
export async function placementHistory(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
): Promise<StoredPlacement[]> {
  const rows = await db
    .selectFrom('placement_history as ph')
    .leftJoin('job_positions as jp', (join) =>
      join.onRef('jp.id', '=', 'ph.job_position_id').onRef('jp.employer_id', '=', 'ph.employer_id'),
    )
    .leftJoin('departments as d', (join) =>
      join.onRef('d.id', '=', 'ph.department_id').onRef('d.employer_id', '=', 'ph.employer_id'),
    )
    .leftJoin('levels as l', (join) =>
      join.onRef('l.id', '=', 'ph.level_id').onRef('l.employer_id', '=', 'ph.employer_id'),
    )
    .leftJoin('employees as m', (join) =>
      join.onRef('m.id', '=', 'ph.line_manager_id').onRef('m.employer_id', '=', 'ph.employer_id'),
    )
    .select([
      'ph.effective_date',
      'ph.job_position_id',
      'jp.name as job_position_name',
      'ph.department_id',
      'd.name as department_name',
      'ph.level_id',
      'l.name as level_name',
      'ph.line_manager_id',
      sql<string | null>`m.first_name || ' ' || m.last_name`.as('line_manager_name'),
      'ph.branch_id',
      'ph.created_at',
    ])
    .where('ph.employer_id', '=', employerId)
    .where('ph.employee_id', '=', employeeId)
    .orderBy('ph.effective_date', 'desc')
    .execute();
  return rows.map((row) => ({
    effectiveDate: row.effective_date,
    jobPositionId: row.job_position_id,
    jobPositionName: row.job_position_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    levelId: row.level_id,
    levelName: row.level_name,
    lineManagerId: row.line_manager_id,
    lineManagerName: row.line_manager_name,
    createdAt: row.created_at.toISOString(),
    branchId: row.branch_id,
  }));
}

/** Every salary of the employee, newest first, amounts written with their currency's decimal places. */
export async function salaryHistory(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
): Promise<SalaryChange[]> {
  const rows = await db
    .selectFrom('salary_history')
    .select([
      'effective_date',
      // As text: numeric never passes through a JavaScript number.
      sql<string | null>`basic_salary::text`.as('basic_salary'),
      'currency',
      'next_review_date',
      'created_at',
    ])
    .where('employer_id', '=', employerId)
    .where('employee_id', '=', employeeId)
    .orderBy('effective_date', 'desc')
    .execute();
  return rows.map((row) => ({
    effectiveDate: row.effective_date,
    basicSalary: storedAmount(row.basic_salary, row.currency),
    currency: row.currency,
    nextReviewDate: row.next_review_date,
    createdAt: row.created_at.toISOString(),
  }));
}

/** numeric(15,3) as text ("4250.500") with the currency's decimal places ("4250.50"). */
function storedAmount(amount: string | null, currency: string | null): string | null {
  if (amount === null || currency === null) return amount;
  const [integer = amount, fraction = ''] = amount.split('.');
  const digits = currencyMinorDigits(currency);
  // Every write was checked to fit the currency, so the digits cut here are zeros.
  return digits === 0 ? integer : `${integer}.${fraction.padEnd(digits, '0').slice(0, digits)}`;
}

/**
 * The placement in effect is cached on the employee row (migration 0005) for the list sorted by
 * position and the dashboard. The cache is right from `placed_from` until the day before
 * `placed_until`; on any other day, or when not computed (placed_from null: every write of
 * placement_history sets that, by trigger), the placement is looked up in placement_history instead.
 * These two conditions split an employer's employees exactly, whatever the day.
 */
export function cachedPlacementIsRight(today: string): RawBuilder<boolean> {
  return sql<boolean>`(employees.placed_from <= ${today} and (employees.placed_until is null or employees.placed_until > ${today}))`;
}

/**
 * The rows cachedPlacementIsRight leaves out. Never NULL (placed_until is compared only when set), so
 * it can lead an AND that must stop there for every other row (the scope's lookup, roles/scope.ts).
 */
export function cachedPlacementIsNotRight(today: string): RawBuilder<boolean> {
  return sql<boolean>`(employees.placed_from is null or employees.placed_from > ${today}
    or (employees.placed_until is not null and employees.placed_until <= ${today}))`;
}

/**
 * The most rows one read heals before it answers. Each is a non-HOT update touching every index of
 * employees (16, three of them trigram GIN), about 0.2 ms a row on PostgreSQL and more on PGlite: all
 * 100,000 rows of a reorganisation dated ahead would hold the first read for 20 s or more. Capped, a
 * read pays about half a second at most and the rest stay looked up (as correct, slower) until later
 * reads have healed them, 2,000 each.
 */
export const HEALED_AT_ONCE = 2000;

/**
 * Computes the cache of the employees given (or of every employee of the employer, or of those whose
 * cache is not right on `today`) as of `today`, the clock's day: the placement in effect then, its
 * date, and the date of the next one. Call it in the transaction that wrote their placement history,
 * after the write; or with 'not right' before a read that uses the cache (healCurrentPlacements).
 */
export async function refreshCurrentPlacement(
  trx: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[] | 'all' | 'not right',
  today: string,
): Promise<void> {
  if (employeeIds !== 'all' && employeeIds !== 'not right' && employeeIds.length === 0) return;
  const which =
    employeeIds === 'all'
      ? sql`true`
      : employeeIds === 'not right'
        ? // The rows not right today, found by the partial indexes (an index probe when there are none)
          // and locked here, skipping any another transaction holds: two readers healing at once
          // split the rows and never wait for each other (no lock order, so no deadlock), and a row
          // written meanwhile is checked again as it now is. At most HEALED_AT_ONCE of them per call.
          // Found by id through an array so the update reads them by primary key, whatever the
          // planner guesses of their number.
          sql`e.id = any(array(
            select employees.id from employees
            where employees.employer_id = ${employerId} and ${cachedPlacementIsNotRight(today)}
            limit ${HEALED_AT_ONCE}
            for update skip locked
          ))`
        : sql`e.id in (${sql.join(employeeIds.map((id) => sql`${id}::uuid`))})`;
  await sql`
    update employees e
    set (placed_job_position_id, placed_position_name, placed_department_id, branch_id, placed_from) = (
        select ph.job_position_id, jp.name, ph.department_id, ph.branch_id, coalesce(ph.effective_date, '-infinity'::date)
        from (select 1) as one
        left join lateral (
          select p.job_position_id, p.department_id, p.branch_id, p.effective_date
          from placement_history p
          where p.employer_id = e.employer_id and p.employee_id = e.id and p.effective_date <= ${today}::date
          order by p.effective_date desc
          limit 1
        ) ph on true
        left join job_positions jp on jp.id = ph.job_position_id and jp.employer_id = e.employer_id
      ),
      placed_until = (
        select min(p.effective_date)
        from placement_history p
        where p.employer_id = e.employer_id and p.employee_id = e.id and p.effective_date > ${today}::date
      )
    where e.employer_id = ${employerId} and ${which}`.execute(trx);
}

/**
 * Makes the cache of the employer's employees right for `today` where it is not (never computed since
 * a write of their placement history, or a placement dated ahead whose day has come), up to
 * HEALED_AT_ONCE rows a call, so that the readers of the cache (the list, the dashboard) soon read it
 * for every row again instead of looking the placement up for each row not right. One statement of its
 * own, committed before the read; with nothing to heal it costs an index probe. The read stays correct
 * whatever it finds (rows left over, rows another transaction is healing at that moment): it still
 * looks up any row whose cache is not right on its day.
 */
export function healCurrentPlacements(
  db: Kysely<Database>,
  employerId: string,
  today: string,
): Promise<void> {
  return refreshCurrentPlacement(db, employerId, 'not right', today);
}

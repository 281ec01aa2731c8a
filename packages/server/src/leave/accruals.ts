import {
  type EarningPolicyFacts,
  earningPolicyFor,
  firstUsableDay,
  type LeaveLedgerEntry,
  policyCorrections,
  policyEntries,
} from '@hr/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Kysely } from 'kysely';
import type { EarningPolicy as EarningPolicyView } from '../contract-types.ts';
import type { Database } from '../db/schema.ts';
import { domainPolicyOf, readPolicies } from './earning-policy-rows.ts';
import { type LedgerOwner, ledgersByEmployee, writeOwnedLedgerEntries } from './leave-ledger.ts';
import { leaveYearStartMonth } from './leave-year.ts';

/**
 * Writes what the employer's earning policies credit each employee up to `today`: the earned,
 * carried-over and expired entries (packages/domain policyEntries) the ledger lacks, and, where a
 * back-dated change (a policy edited, a hire date corrected, last year's leave cancelled) moved a
 * stored entry, a correcting entry for the difference (policyCorrections). Stored rows are never
 * changed. Running it again, or on two instances at once, writes nothing more: the corrections are
 * worked out from what is stored and their keys are the same on both, so the database keeps one.
 *
 * An employee earns by the policy of each leave type that matches their placement in effect today
 * (earningPolicyFor); one no policy matches is left as they are, so deleting a policy takes back
 * nothing already earned. Employees without a start date (or date joined) earn nothing yet.
 */

export interface AccrualScope {
  employerId: string;
  today: CalendarDate;
  /** Only this employee; every employee of the employer otherwise. */
  employeeId?: string;
  /** Only this leave type's policies; every leave type's otherwise. */
  leaveTypeId?: string;
  /** Called every so many employees, so a long run can report progress (and renew its job's lease). */
  onProgress?: (done: number, total: number) => Promise<void>;
}

export interface AccrualOutcome {
  employees: number;
  entriesWritten: number;
}

/**
 * Employees worked out together: their ledgers are read in one query and their new entries written in
 * one insert, so a run costs a few statements per chunk rather than per employee, and holds one chunk's
 * ledgers in memory at a time. `onProgress` hears after each chunk.
 */
const EMPLOYEES_PER_CHUNK = 250;

interface AccruingEmployee {
  id: string;
  hireDate: CalendarDate;
  endDate: CalendarDate | null;
  facts: EarningPolicyFacts;
}

export async function runAccruals(db: Kysely<Database>, scope: AccrualScope): Promise<AccrualOutcome> {
  const policies = await readPolicies(db, scope.employerId);
  if (policies.length === 0) return { employees: 0, entriesWritten: 0 };
  const byLeaveType = new Map<string, EarningPolicyView[]>();
  for (const policy of policies) {
    if (scope.leaveTypeId && policy.leaveTypeId !== scope.leaveTypeId) continue;
    byLeaveType.set(policy.leaveTypeId, [...(byLeaveType.get(policy.leaveTypeId) ?? []), policy]);
  }
  const startMonth = await leaveYearStartMonth(db, scope.employerId);
  const employees = await accruingEmployees(db, scope);
  let entriesWritten = 0;
  for (let start = 0; start < employees.length; start += EMPLOYEES_PER_CHUNK) {
    const chunk = employees.slice(start, start + EMPLOYEES_PER_CHUNK);
    const ledgers = await ledgersByEmployee(
      db,
      scope.employerId,
      chunk.map((employee) => employee.id),
    );
    const written: { owner: LedgerOwner; entry: LeaveLedgerEntry }[] = [];
    for (const employee of chunk) {
      const ledger = ledgers.get(employee.id);
      for (const [leaveTypeId, ofType] of byLeaveType) {
        const policy = earningPolicyFor(ofType, employee.facts);
        if (!policy) continue;
        const stored = ledger?.get(leaveTypeId) ?? [];
        const expected = policyEntries({
          policy: domainPolicyOf(policy),
          employment: { hireDate: employee.hireDate, endDate: employee.endDate },
          leaveYearStartMonth: startMonth,
          asOf: scope.today,
          ledger: stored,
        });
        const owner = { employerId: scope.employerId, employeeId: employee.id, leaveTypeId };
        for (const entry of policyCorrections(expected, stored)) written.push({ owner, entry });
      }
    }
    await writeOwnedLedgerEntries(db, written, {});
    entriesWritten += written.length;
    await scope.onProgress?.(start + chunk.length, employees.length);
  }
  return { employees: employees.length, entriesWritten };
}

/** The employees hired by `today`, with the placement in effect that day and their placement type. */
async function accruingEmployees(db: Kysely<Database>, scope: AccrualScope): Promise<AccruingEmployee[]> {
  const today = scope.today.toString();
  let query = db
    .selectFrom('employees')
    .select(['id', 'start_date', 'date_joined', 'employment_end_date', 'placement_type'])
    .where('employer_id', '=', scope.employerId)
    .where((eb) => eb(eb.fn.coalesce('start_date', 'date_joined'), '<=', today));
  if (scope.employeeId) query = query.where('id', '=', scope.employeeId);
  const rows = await query.orderBy('id').execute();
  let placements = db
    .selectFrom('placement_history')
    .distinctOn('employee_id')
    .select(['employee_id', 'level_id', 'department_id', 'job_position_id'])
    .where('employer_id', '=', scope.employerId)
    .where('effective_date', '<=', today);
  if (scope.employeeId) placements = placements.where('employee_id', '=', scope.employeeId);
  const placed = new Map(
    (await placements.orderBy('employee_id').orderBy('effective_date', 'desc').execute()).map((row) => [
      row.employee_id,
      row,
    ]),
  );
  return rows.map((row) => {
    const placement = placed.get(row.id);
    return {
      id: row.id,
      hireDate: parseDate((row.start_date ?? row.date_joined) as string),
      endDate: row.employment_end_date ? parseDate(row.employment_end_date) : null,
      facts: {
        levelId: placement?.level_id ?? null,
        departmentId: placement?.department_id ?? null,
        jobPositionId: placement?.job_position_id ?? null,
        placementType: row.placement_type,
      },
    };
  });
}

/**
 * The first day `employeeId` may use `leaveTypeId` after the waiting period of the policy they earn
 * it by (as of `today`); null when there is no wait, no policy, or no hire date.
 */
export async function firstUsableDayFor(
  db: Kysely<Database>,
  owner: { employerId: string; employeeId: string; leaveTypeId: string },
  today: CalendarDate,
): Promise<CalendarDate | null> {
  const policies = (await readPolicies(db, owner.employerId)).filter(
    (policy) => policy.leaveTypeId === owner.leaveTypeId,
  );
  if (!policies.some((policy) => policy.waitingPeriodMonths > 0)) return null;
  const [employee] = await accruingEmployees(db, { ...owner, today });
  const policy = employee && earningPolicyFor(policies, employee.facts);
  return employee && policy ? firstUsableDay(domainPolicyOf(policy), employee.hireDate) : null;
}

import { type Kysely, sql } from 'kysely';
import type {
  EmployeeAccount,
  EmployeeRecord,
  EmployeeValues,
  HealthSection,
  PlacementChange,
  SalaryChange,
} from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { type EmployeeRow, rowValues } from './employee-columns.ts';
import {
  inEffectOn,
  type PlacementValues,
  placementHistory,
  type SalaryValues,
  type StoredPlacement,
  salaryHistory,
} from './employee-history.ts';
import { refreshTermsCache } from './terms/terms-cache.ts';

export const NO_SUCH_EMPLOYEE = 'There is no such employee.';

/** An `employees` row's "First Last"; the same expression as employees_name_trgm_idx's. */
export const EMPLOYEE_NAME = sql<string>`employees.first_name || ' ' || employees.last_name`;

const NO_PLACEMENT: PlacementValues = {
  jobPositionId: null,
  lineManagerId: null,
  departmentId: null,
  levelId: null,
  branchId: null,
};
const NO_SALARY: SalaryValues = { basicSalary: null, currency: null, nextReviewDate: null };
const NO_HEALTH: HealthSection = { bloodGroup: null, allergies: null, conditions: null };

/** An employee as stored: the row, both histories, and the values as of `today`. */
export interface StoredEmployee {
  row: EmployeeRow;
  values: EmployeeValues;
  currentPlacement: StoredPlacement | undefined;
  currentSalary: SalaryChange | undefined;
  placementHistory: StoredPlacement[];
  salaryHistory: SalaryChange[];
}

export interface LoadOptions {
  /** 'YYYY-MM-DD': the day whose placement and salary are "current". */
  today: string;
  /** Health is read only for administrators. */
  withHealth: boolean;
  /** Inside a change's transaction: lock the row so changes to one record queue. */
  forUpdate?: boolean;
}

/** The employee of the employer with this id; 404 for any other id, another employer's included. */
export async function loadEmployee(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  { today, withHealth, forUpdate = false }: LoadOptions,
): Promise<StoredEmployee> {
  let select = db
    .selectFrom('employees')
    .selectAll()
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId);
  if (forUpdate) select = select.forUpdate();
  let row = await select.executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  if (row.terms_until !== null && row.terms_until <= today) {
    // Scheduled Employment Terms have taken effect: the row's terms columns are their cache.
    await refreshTermsCache(db, employerId, [employeeId], today);
    row = await select.executeTakeFirstOrThrow();
  }

  const placements = await placementHistory(db, employerId, employeeId);
  const salaries = await salaryHistory(db, employerId, employeeId);
  const currentPlacement = inEffectOn(placements, today);
  const currentSalary = inEffectOn(salaries, today);
  const values: EmployeeValues = rowValues(
    row,
    currentPlacement
      ? { effectiveDate: currentPlacement.effectiveDate, ...formPlacement(placementValues(currentPlacement)) }
      : { effectiveDate: null, ...formPlacement(NO_PLACEMENT) },
    currentSalary
      ? { effectiveDate: currentSalary.effectiveDate, ...salaryValues(currentSalary) }
      : { effectiveDate: null, ...NO_SALARY },
  );
  if (withHealth) values.health = await healthOf(db, employerId, employeeId);
  return {
    row,
    values,
    currentPlacement,
    currentSalary,
    placementHistory: placements,
    salaryHistory: salaries,
  };
}

export function placementValues(placement: StoredPlacement | undefined): PlacementValues {
  if (!placement) return NO_PLACEMENT;
  const { jobPositionId, lineManagerId, departmentId, levelId, branchId } = placement;
  return { jobPositionId, lineManagerId, departmentId, levelId, branchId };
}

/** What the form shows of a placement: all but the branch, which the placement register sets. */
function formPlacement({ branchId: _branch, ...shown }: PlacementValues): Omit<PlacementValues, 'branchId'> {
  return shown;
}

/** The record's history as the contract answers it (PlacementChange, without the branch). */
function historyShown(placements: StoredPlacement[]): PlacementChange[] {
  return placements.map(({ branchId: _branch, ...shown }) => shown);
}

function salaryValues({ basicSalary, currency, nextReviewDate }: SalaryChange): SalaryValues {
  return { basicSalary, currency, nextReviewDate };
}

async function healthOf(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
): Promise<HealthSection> {
  const health = await db
    .selectFrom('employee_health')
    .select(['blood_group', 'allergies', 'conditions'])
    .where('employee_id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!health) return NO_HEALTH;
  return { bloodGroup: health.blood_group, allergies: health.allergies, conditions: health.conditions };
}

/** The record as the contract answers it. `now` decides whether an invitation still works. */
export async function employeeRecord(
  db: Kysely<Database>,
  employerId: string,
  stored: StoredEmployee,
  now: Date,
): Promise<EmployeeRecord> {
  const { row } = stored;
  return {
    id: row.id,
    values: stored.values,
    employment: {
      status: row.employment_end_date === null ? 'active' : 'ended',
      endDate: row.employment_end_date,
      endReason: row.employment_end_reason,
    },
    account: await accountOf(db, employerId, row, now),
    placementHistory: historyShown(stored.placementHistory),
    salaryHistory: stored.salaryHistory,
  };
}

async function accountOf(
  db: Kysely<Database>,
  employerId: string,
  row: EmployeeRow,
  now: Date,
): Promise<EmployeeAccount> {
  const account = await db
    .selectFrom('users')
    .select('id')
    .where('employee_id', '=', row.id)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (account) return { status: 'registered', invitedAt: null, invitationExpiresAt: null };
  const invitation = await db
    .selectFrom('invitations')
    .select([
      'invited_at',
      'expires_at',
      // A link sent to an address the record no longer has does not work (see invitations.ts).
      sql<boolean>`lower(email) = lower(${row.email})`.as('same_email'),
    ])
    .where('employee_id', '=', row.id)
    .where('employer_id', '=', employerId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('invited_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!invitation) return { status: 'none', invitedAt: null, invitationExpiresAt: null };
  const works = invitation.expires_at > now && invitation.same_email;
  return {
    status: works ? 'invited' : 'none',
    invitedAt: invitation.invited_at.toISOString(),
    invitationExpiresAt: invitation.expires_at.toISOString(),
  };
}

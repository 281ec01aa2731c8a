import { EMPLOYEE_SELF_EDITABLE_SECTIONS, type PermissionGrid, Permissions } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { type Reach, reachesEmployee, reachOf } from '../roles/scope.ts';
import type { PlannedChange } from './employee-changes.ts';
import type { EmployeeSections } from './employee-form-rules.ts';
import { NO_SUCH_EMPLOYEE, type StoredEmployee } from './employee-record.ts';

export const OWN_RECORD_ONLY = 'You can only see and change your own employee record.';
export const OUTSIDE_UPDATE_SCOPE = 'You can only change the records of the people your role reaches.';

const EMPLOYEE_EDITABLE_SECTIONS: readonly string[] = EMPLOYEE_SELF_EDITABLE_SECTIONS;

const SECTION_NAMES: Record<string, string> = {
  quickEntry: 'quick entry',
  personal: 'personal',
  job: 'job',
  salary: 'salary',
  health: 'health',
  others: 'others',
};

/**
 * Whether the caller may read the record, and with health: an administrator any record of their
 * employer (the query decides it is theirs), an employee only the record their account is tied to,
 * never with health. An employee asking for another record learns nothing about it, not even
 * whether it exists.
 */
export async function recordAccess(
  db: Kysely<Database>,
  caller: Caller,
  employeeId: string,
): Promise<{ withHealth: boolean }> {
  // Health details are for those who keep records (update), not for everyone who reads them.
  if (caller.permissions.canAll('employees', 'read')) {
    return { withHealth: caller.permissions.canAll('employees', 'update') };
  }
  const account = await db
    .selectFrom('users')
    .select('employee_id')
    .where('id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!account?.employee_id || account.employee_id !== employeeId) throw new Refusal(403, OWN_RECORD_ONLY);
  return { withHealth: false };
}

/**
 * Whether the caller may read the record (get-employee), and with health: any record their
 * employees.read scopes reach on `today`, and for anyone else the same 404 as an id no employee has,
 * so a record outside the scope tells nothing, not even that it exists. Health details are for those
 * who keep every record (update at the whole employer), never for a narrower reader.
 */
export async function readAccess(
  db: Kysely<Database>,
  caller: Caller,
  employeeId: string,
  today: string,
): Promise<{ withHealth: boolean }> {
  const reach = reachOf(caller, 'employees', 'read', today);
  if (!(await reachesEmployee(db, reach, employeeId))) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  return { withHealth: caller.permissions.canAll('employees', 'update') };
}

/**
 * Which sections of a record the caller may change: every one (employees.update for the whole
 * employer), every one but health (a narrower scope reaching the person: health is for those who keep
 * every record, as get-employee shows it), or the self-service sections of their own record.
 */
export type EditableSections = 'every' | 'all-but-health' | 'self-service';

/**
 * Whether the caller may change the record `employeeId` (update-employee), which sections, and so
 * whether it is read with health: employees.update for the whole employer any record of their
 * employer (the query decides it is theirs); a narrower scope (department, branch, reports) the people
 * it reaches on `today`; the own scope their own record. Anyone else: 403, before anything is read,
 * so an id outside the scope tells nothing, not even that it exists.
 */
export async function updateAccess(
  db: Kysely<Database>,
  caller: Caller,
  employeeId: string,
  today: string,
): Promise<{ withHealth: boolean; editable: EditableSections }> {
  if (caller.permissions.canAll('employees', 'update')) return { withHealth: true, editable: 'every' };
  const scopes = caller.permissions.scopes('employees', 'update');
  const wider = scopes.some((scope) => scope !== 'own');
  if (wider && (await reachesEmployee(db, recordsReach(caller, today), employeeId))) {
    return { withHealth: false, editable: 'all-but-health' };
  }
  if (scopes.includes('own') && caller.employeeId !== null && caller.employeeId === employeeId) {
    return { withHealth: false, editable: 'self-service' };
  }
  throw new Refusal(403, wider ? OUTSIDE_UPDATE_SCOPE : OWN_RECORD_ONLY);
}

/**
 * Whose records the caller keeps beyond self-service: employees.update's scopes but 'own'. Reaching
 * oneself through one's department opens one's own record like anyone else's there (the own-pay rule
 * still holds); through 'own' alone, only the self-service sections, which a placement is not.
 */
export function recordsReach(caller: Caller, today: string): Reach {
  if (caller.permissions.canAll('employees', 'update')) return { kind: 'employer' };
  const wider = caller.permissions.scopes('employees', 'update').filter((scope) => scope !== 'own');
  if (wider.length === 0) return { kind: 'nobody' };
  const grids: PermissionGrid[] = wider.map((scope) => ({ employees: { update: scope } }));
  return reachOf({ ...caller, permissions: new Permissions(grids) }, 'employees', 'update', today);
}

/** The refusal of a section the caller's role does not let them change. */
export const sectionRefusal = (section: string) =>
  `Your role does not allow you to change the ${section} section.`;

/** Refuses, naming it, the first section sent that the caller may not change. */
export function requireEditableSections(editable: EditableSections, sections: EmployeeSections): void {
  if (editable === 'every') return;
  const allowed = (section: string) =>
    editable === 'all-but-health' ? section !== 'health' : EMPLOYEE_EDITABLE_SECTIONS.includes(section);
  const refused = Object.keys(sections).find(
    (section) => sections[section as keyof EmployeeSections] !== undefined && !allowed(section),
  );
  if (refused) {
    // Said as the permission check says it: since roles, the kind of account no longer decides this.
    throw new Refusal(403, sectionRefusal(SECTION_NAMES[refused] ?? refused), { field: refused });
  }
}

export const OWN_PAY_UNCHANGEABLE =
  'Nobody can change their own salary or pay details, whatever their role: another person with the permission must make this change.';

/** The salary section's fields that are not its dated history: how and where the pay goes. */
const PAY_DETAILS = ['bankId', 'bankAccount', 'payPeriod', 'paymentMethod'] as const;

/**
 * Separation of duties (issue 27): whoever may update employees' records, the salary section of their
 * own record is changed by someone else. Sending it unchanged (a whole form saved) is not a change.
 */
export function refuseOwnPayChange(caller: Caller, stored: StoredEmployee, change: PlannedChange): void {
  if (caller.employeeId !== stored.row.id || !change.sections.salary) return;
  const sent = change.sections.salary;
  const current = stored.values.salary;
  const payDetailsChanged = PAY_DETAILS.some((field) => sent[field] !== current?.[field]);
  if (change.salary || payDetailsChanged) throw new Refusal(403, OWN_PAY_UNCHANGEABLE, { field: 'salary' });
}

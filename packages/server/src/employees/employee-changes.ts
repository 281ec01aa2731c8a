import { EMPLOYEE_FORM_SECTIONS, employeeEmailAlreadyUsed, employeeNoAlreadyUsed } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { QuickEntry } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';
import { checkFormRules, type EmployeeSections } from './employee-form-rules.ts';
import {
  type RequestedChange,
  type RequestedPlacement,
  recordPlacement,
  recordSalary,
  requestedPlacement,
  requestedSalary,
  type SalaryValues,
} from './employee-history.ts';
import { placementValues, type StoredEmployee } from './employee-record.ts';
import { checkReferences } from './employee-references.ts';

/** What a create or an update writes, once every rule has passed. */
export interface PlannedChange {
  /** The sections to store, as the form's rules output them (trimmed, amounts normalised). */
  sections: EmployeeSections;
  placement: RequestedPlacement | undefined;
  salary: RequestedChange<SalaryValues> | undefined;
}

/**
 * Checks a create (no `stored`) or an update: the form's rules on the whole record the change makes,
 * the overlap of quick entry and placement, and every id it newly chooses. A create stores every
 * section (those not sent as the form starts them); an update only those sent.
 */
export async function planChange(
  db: Kysely<Database>,
  employerId: string,
  sent: EmployeeSections,
  stored: StoredEmployee | undefined,
  today: string,
): Promise<PlannedChange> {
  const checked = (await checkFormRules({ ...stored?.values, ...sent }, today)) as EmployeeSections;
  // An update stores what it sends; a create every section but health, which only when sent.
  const names = EMPLOYEE_FORM_SECTIONS.filter(
    (name) => sent[name] !== undefined || (!stored && name !== 'health'),
  );
  const sections: EmployeeSections = Object.fromEntries(names.map((name) => [name, checked[name]]));
  const placement = requestedPlacement(sections, stored?.currentPlacement);
  await checkReferences(db, employerId, stored?.row.id, {
    placement,
    previousPlacement: placementValues(stored?.currentPlacement),
    bank: sections.salary && {
      field: 'salary.bankId',
      id: sections.salary.bankId,
      previous: stored?.row.bank_id ?? null,
    },
    terms: sections.personal?.employmentTerms,
    leaveWorkflow: sections.personal && {
      field: 'personal.employmentTerms.leaveWorkflowId',
      id: sections.personal.employmentTerms.leaveWorkflowId,
      previous: stored?.row.leave_workflow_id ?? null,
    },
  });
  return { sections, placement, salary: requestedSalary(sections, stored?.currentSalary) };
}

export interface ChangeTarget {
  employerId: string;
  employeeId: string;
  /** The date of a placement or salary change sent without one. */
  defaultDate: string;
  recordedBy: string;
}

/** Writes what lives beside the employees row: health, and the placement and salary history. */
export async function writeRecordParts(
  trx: Kysely<Database>,
  { employerId, employeeId, defaultDate, recordedBy }: ChangeTarget,
  { sections, placement, salary }: PlannedChange,
): Promise<void> {
  if (sections.health) {
    const columns = {
      blood_group: sections.health.bloodGroup,
      allergies: sections.health.allergies,
      conditions: sections.health.conditions,
    };
    await trx
      .insertInto('employee_health')
      .values({ employee_id: employeeId, employer_id: employerId, ...columns })
      .onConflict((conflict) =>
        conflict.column('employee_id').doUpdateSet({ ...columns, updated_at: sql`now()` }),
      )
      .execute();
  }
  const target = { employerId, employeeId, recordedBy };
  if (placement) {
    await recordPlacement(trx, {
      ...target,
      values: placement.values,
      effectiveDate: placement.effectiveDate ?? defaultDate,
    });
  }
  if (salary) {
    await recordSalary(trx, {
      ...target,
      values: salary.values,
      effectiveDate: salary.effectiveDate ?? defaultDate,
    });
  }
}

/**
 * The 409 for a write the unique indexes refused: they decide, so two simultaneous writes with one
 * number or e-mail cannot both succeed. Answers undefined for any other error.
 */
export function duplicateRefusal(error: unknown, quickEntry: QuickEntry | undefined): Refusal | undefined {
  if (!quickEntry) return undefined;
  if (isUniqueViolation(error, 'employees_employer_no_key')) {
    return new Refusal(409, employeeNoAlreadyUsed(quickEntry.employeeNo), { field: 'quickEntry.employeeNo' });
  }
  if (isUniqueViolation(error, 'employees_employer_email_key')) {
    return new Refusal(409, employeeEmailAlreadyUsed(quickEntry.email), { field: 'quickEntry.email' });
  }
  return undefined;
}

import {
  createEmployeeFormSchema,
  EMPLOYEE_IMPORT_FIELDS,
  type EmployeeFormOutput,
  type EmployeeImportField,
  type EmployeeImportProblem,
  type EmployeeImportRow,
  employeeEmailAlreadyUsed,
  employeeImportFormInput,
  employeeNoAlreadyUsed,
} from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { EmployeeImportPreview } from '../../contract-types.ts';
import { domainResult } from '../../core/domain-rules.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The checks of an import (preview-employee-import, and import-employees again before it writes):
 * each row through the Employee form's own schema (packages/domain, as create-employee checks a
 * record), then what only the whole file and the database know: an Employee ID or e-mail address
 * twice in the file or already an employee's, and department and job position names the employer
 * lacks or has deactivated.
 */

/** A department or job position as a file names it. */
interface NamedReference {
  id: string;
  name: string;
  active: boolean;
}

/** The longest name a department or job position may have (migration 0003). */
const REFERENCE_NAME_MAX_LENGTH = 50;

const REFERENCES = [
  { field: 'department', table: 'departments', noun: 'department' },
  { field: 'position', table: 'job_positions', noun: 'job position' },
] as const;

type ReferenceField = (typeof REFERENCES)[number]['field'];

/** A row that passed every check: the form's checked values, and the names it gives. */
export interface CheckedRow {
  row: number;
  values: EmployeeFormOutput;
  names: Record<ReferenceField, string | null>;
}

export interface ImportCheck {
  preview: EmployeeImportPreview;
  valid: CheckedRow[];
  /** The employer's departments and job positions by lower-case name. */
  known: Record<ReferenceField, Map<string, NamedReference>>;
}

const FIELD_ORDER = new Map<string, number>(EMPLOYEE_IMPORT_FIELDS.map(({ key }, index) => [key, index]));

function columnOf(field: string): EmployeeImportField | null {
  const name = field.replace(/^quickEntry\./, '');
  return FIELD_ORDER.has(name) ? (name as EmployeeImportField) : null;
}

const nameKey = (name: string) => name.trim().toLowerCase();

async function namedReferences(
  db: Kysely<Database>,
  table: 'departments' | 'job_positions',
  employerId: string,
): Promise<Map<string, NamedReference>> {
  const { rows } = await sql<NamedReference>`
    select id, name, active from ${sql.table(table)} where employer_id = ${employerId}`.execute(db);
  return new Map(rows.map((row) => [nameKey(row.name), row]));
}

/** The Employee IDs and (lower-case) e-mail addresses among `rows` that employees of the employer have. */
async function usedByEmployees(db: Kysely<Database>, employerId: string, rows: readonly EmployeeImportRow[]) {
  const numbers = [...new Set(rows.flatMap((row) => (row.employeeNo ? [row.employeeNo.trim()] : [])))];
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email.trim().toLowerCase()] : [])))];
  const [byNumber, byEmail] = await Promise.all([
    sql<{ employee_no: string }>`
      select employee_no from employees
      where employer_id = ${employerId} and employee_no = any(${numbers}::text[])`.execute(db),
    sql<{ email: string }>`
      select lower(email) as email from employees
      where employer_id = ${employerId} and lower(email) = any(${emails}::text[])`.execute(db),
  ]);
  return {
    numbers: new Set(byNumber.rows.map((row) => row.employee_no)),
    emails: new Set(byEmail.rows.map((row) => row.email)),
  };
}

/**
 * Checks every row; `createMissing` accepts the departments and job positions the employer lacks as
 * ones to create. `today` ('YYYY-MM-DD', the employer's day) is the latest date of birth allowed.
 */
export async function checkImportRows(
  db: Kysely<Database>,
  employerId: string,
  today: string,
  rows: readonly EmployeeImportRow[],
  createMissing: boolean,
): Promise<ImportCheck> {
  const schema = createEmployeeFormSchema({ today });
  const [departments, positions, used] = await Promise.all([
    namedReferences(db, 'departments', employerId),
    namedReferences(db, 'job_positions', employerId),
    usedByEmployees(db, employerId, rows),
  ]);
  const known = { department: departments, position: positions };
  const missing = { department: new Map<string, string>(), position: new Map<string, string>() };
  const firstRowWith = { employeeNo: new Map<string, number>(), email: new Map<string, number>() };
  const problems: EmployeeImportProblem[] = [];
  const valid: CheckedRow[] = [];

  for (const row of rows) {
    const found: EmployeeImportProblem[] = [];
    const problem = (column: EmployeeImportField | null, message: string) =>
      found.push({ row: row.row, column, message });

    const result = await domainResult(schema, employeeImportFormInput(row));
    if (result.issues) {
      for (const issue of result.issues) problem(columnOf(issue.field), issue.message);
    }

    const employeeNo = row.employeeNo?.trim();
    if (employeeNo) {
      const earlier = firstRowWith.employeeNo.get(employeeNo);
      if (earlier !== undefined)
        problem('employeeNo', `Employee ID ${employeeNo} is also on row ${earlier}.`);
      else firstRowWith.employeeNo.set(employeeNo, row.row);
      if (used.numbers.has(employeeNo)) problem('employeeNo', employeeNoAlreadyUsed(employeeNo));
    }
    const email = row.email?.trim();
    if (email) {
      const key = email.toLowerCase();
      const earlier = firstRowWith.email.get(key);
      if (earlier !== undefined) problem('email', `The e-mail address ${email} is also on row ${earlier}.`);
      else firstRowWith.email.set(key, row.row);
      if (used.emails.has(key)) problem('email', employeeEmailAlreadyUsed(email));
    }

    const names = { department: null, position: null } as CheckedRow['names'];
    for (const { field, noun } of REFERENCES) {
      const name = row[field]?.trim();
      if (!name) continue;
      names[field] = name;
      const reference = known[field].get(nameKey(name));
      if (reference && !reference.active) {
        problem(field, `The ${noun} ${reference.name} is deactivated; choose an active one.`);
      } else if (!reference && name.length > REFERENCE_NAME_MAX_LENGTH) {
        problem(field, `A ${noun} name has at most ${REFERENCE_NAME_MAX_LENGTH} characters.`);
      } else if (!reference) {
        if (!missing[field].has(nameKey(name))) missing[field].set(nameKey(name), name);
        if (!createMissing) {
          problem(
            field,
            `The employer has no ${noun} named ${name}; create it on import, or correct the name.`,
          );
        }
      }
    }

    if (found.length > 0 || result.issues) {
      found.sort((a, b) => (FIELD_ORDER.get(a.column ?? '') ?? -1) - (FIELD_ORDER.get(b.column ?? '') ?? -1));
      problems.push(...found);
    } else {
      valid.push({ row: row.row, values: result.value, names });
    }
  }

  return {
    preview: {
      rowCount: rows.length,
      validCount: valid.length,
      problems,
      missingDepartments: [...missing.department.values()],
      missingPositions: [...missing.position.values()],
    },
    valid,
    known,
  };
}

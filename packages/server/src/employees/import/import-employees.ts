import type { EmployeeImportRow } from '@hr/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { EmployeeImportResult, ImportEmployeesRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { Database, EmployeesTable } from '../../db/schema.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { columnsOf, ROW_SECTIONS } from '../employee-columns.ts';
import type { EmployeeSections } from '../employee-form-rules.ts';
import {
  type PlacementWrite,
  recordPlacements,
  refreshCurrentPlacement,
  requestedPlacement,
} from '../employee-history.ts';
import { type CheckedRow, checkImportRows, type ImportCheck } from './import-check.ts';
import { rememberMapping } from './import-mapping.ts';

export const NO_ROW_TO_IMPORT = 'No row can be imported; fix the problems the preview names.';
export const IMPORT_RACED =
  'An Employee ID or e-mail address of the file was taken by another employee meanwhile; check the file again.';

/** Rows per insert: well under PostgreSQL's 65,535 parameters with every column of employees. */
const ROWS_PER_STATEMENT = 500;
/** Placements per insert: 11 parameters each. */
const PLACEMENTS_PER_STATEMENT = 5000;
/** Employees whose placement cache one statement computes. */
const REFRESHED_PER_STATEMENT = 2000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** A code for a department or job position created by an import: its name's letters, unique. */
function newCode(name: string, taken: Set<string>): string {
  const base =
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 14) || 'IMPORTED';
  let code = base;
  for (let suffix = 2; taken.has(code.toLowerCase()); suffix += 1) code = `${base}-${suffix}`;
  taken.add(code.toLowerCase());
  return code;
}

/** Creates the departments or job positions named in `names` and answers their ids by lower-case name. */
async function createReferences(
  trx: Kysely<Database>,
  employerId: string,
  table: 'departments' | 'job_positions',
  names: readonly string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const { rows: codes } = await sql<{ code: string }>`
    select lower(code) as code from ${sql.table(table)} where employer_id = ${employerId}`.execute(trx);
  const taken = new Set(codes.map((row) => row.code));
  const values = names.map((name) => ({ employer_id: employerId, code: newCode(name, taken), name }));
  const created = await trx.insertInto(table).values(values).returning(['id', 'name']).execute();
  return new Map(created.map((row) => [row.name.trim().toLowerCase(), row.id]));
}

/**
 * Creates an employee for every row the checks pass (import-check.ts), in one transaction: each
 * stored as create-employee stores one (the form's sections, the first placement from the date
 * joined, else the start date, else today), with the departments and job positions the employer
 * lacked created first when the caller accepted that. The import writes one audit row naming what it
 * created; the mapping is remembered for the employer's next import.
 */
export async function importEmployees(
  deps: ServiceDeps,
  caller: Caller,
  { rows, createMissing, mapping }: ImportEmployeesRequest,
): Promise<EmployeeImportResult> {
  const { db } = deps;
  const { employerId } = caller;
  const today = await callerToday(deps, caller);
  const check = await checkImportRows(db, employerId, today, rows as EmployeeImportRow[], createMissing);
  if (check.valid.length === 0) throw new Refusal(400, NO_ROW_TO_IMPORT, { field: 'rows' });
  try {
    return await db.transaction().execute((trx) => writeImport(trx, caller, today, check, mapping));
  } catch (error) {
    if (
      isUniqueViolation(error, 'employees_employer_no_key') ||
      isUniqueViolation(error, 'employees_employer_email_key')
    ) {
      throw new Refusal(409, IMPORT_RACED, { field: 'rows' });
    }
    throw error;
  }
}

async function writeImport(
  trx: Kysely<Database>,
  caller: Caller,
  today: string,
  { preview, valid, known }: ImportCheck,
  mapping: ImportEmployeesRequest['mapping'],
): Promise<EmployeeImportResult> {
  const { employerId } = caller;
  // Only the names valid rows give: a name seen only on refused rows creates nothing.
  const wanted = (field: keyof CheckedRow['names']) => [
    ...new Map(
      valid.flatMap(({ names }) => {
        const name = names[field];
        return name && !known[field].has(name.toLowerCase()) ? [[name.toLowerCase(), name] as const] : [];
      }),
    ).values(),
  ];
  const createdDepartments = wanted('department');
  const createdPositions = wanted('position');
  const newDepartments = await createReferences(trx, employerId, 'departments', createdDepartments);
  const newPositions = await createReferences(trx, employerId, 'job_positions', createdPositions);
  const idOf = (field: 'department' | 'position', name: string | null, created: Map<string, string>) =>
    name === null
      ? null
      : (known[field].get(name.toLowerCase())?.id ?? created.get(name.toLowerCase()) ?? null);

  const employees: { id: string; employeeNo: string }[] = [];
  const placements: PlacementWrite[] = [];
  for (const batch of chunks(valid, ROWS_PER_STATEMENT)) {
    const planned = batch.map(({ values, names }) => {
      const sections: EmployeeSections = Object.fromEntries(ROW_SECTIONS.map((name) => [name, values[name]]));
      const quickEntry = {
        ...values.quickEntry,
        department: idOf('department', names.department, newDepartments),
        position: idOf('position', names.position, newPositions),
      };
      return { ...sections, quickEntry };
    });
    const inserted = await trx
      .insertInto('employees')
      .values(
        planned.map(
          (sections) => ({ ...columnsOf(sections), employer_id: employerId }) as Insertable<EmployeesTable>,
        ),
      )
      .returning(['id', 'employee_no'])
      .execute();
    const idByNumber = new Map(inserted.map((row) => [row.employee_no, row.id]));
    for (const sections of planned) {
      const employeeNo = sections.quickEntry.employeeNo;
      const employeeId = idByNumber.get(employeeNo) as string;
      employees.push({ id: employeeId, employeeNo });
      const placement = requestedPlacement(sections, undefined);
      if (!placement) continue;
      const defaultDate = sections.personal?.dateJoined ?? sections.quickEntry.startDate ?? today;
      placements.push({
        employerId,
        employeeId,
        effectiveDate: placement.effectiveDate ?? defaultDate,
        values: placement.values,
        recordedBy: caller.userId,
      });
    }
  }
  // The placements once every employee is written: the cache's trigger (migration 0005) then runs
  // once per statement over rows whose cache is not yet computed, rather than over a growing table.
  for (const batch of chunks(placements, PLACEMENTS_PER_STATEMENT)) await recordPlacements(trx, batch);
  for (const batch of chunks(employees, REFRESHED_PER_STATEMENT)) {
    await refreshCurrentPlacement(
      trx,
      employerId,
      batch.map(({ id }) => id),
      today,
    );
  }

  await writeAudit(trx, actorOf(caller), {
    operation: 'importEmployees',
    area: 'employees',
    recordType: 'employee-import',
    before: null,
    after: {
      imported: employees.length,
      employees,
      createdDepartments,
      createdPositions,
    },
  });
  if (mapping) await rememberMapping(trx, employerId, mapping);
  return { imported: employees.length, refused: preview.problems, createdDepartments, createdPositions };
}

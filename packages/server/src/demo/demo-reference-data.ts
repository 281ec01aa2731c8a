import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_DEPARTMENTS, type DemoDepartment, POSITIONS_BY_DEPARTMENT } from './demo-employees.ts';

/** Codes of the demo departments; a job position's code is its department's and a number (ENG-1). */
const DEPARTMENT_CODES: Record<DemoDepartment, string> = {
  Engineering: 'ENG',
  Finance: 'FIN',
  'Human Resources': 'HR',
  Operations: 'OPS',
  Sales: 'SAL',
  'Customer Support': 'SUP',
  Marketing: 'MKT',
};

export interface DemoReferenceIds {
  departments: Map<string, string>;
  /** By job position name. */
  positions: Map<string, string>;
}

/**
 * The demo employer's departments and job positions, added the first time and found by code after:
 * demo employees are placed in them, so the list shows positions and the dashboard departments.
 */
export async function ensureDemoReferenceData(
  db: Kysely<Database>,
  employerId: string,
): Promise<DemoReferenceIds> {
  const departmentRows = DEMO_DEPARTMENTS.map((name) => ({
    employer_id: employerId,
    code: DEPARTMENT_CODES[name],
    name,
  }));
  const positionRows = DEMO_DEPARTMENTS.flatMap((department) =>
    POSITIONS_BY_DEPARTMENT[department].map((name, index) => ({
      employer_id: employerId,
      code: `${DEPARTMENT_CODES[department]}-${index + 1}`,
      name,
    })),
  );
  // An administrator's own row with a demo code stays as it is: the code's unique index says so.
  await db
    .insertInto('departments')
    .values(departmentRows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('job_positions')
    .values(positionRows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const departments = await db
    .selectFrom('departments')
    .select(['id', 'code'])
    .where('employer_id', '=', employerId)
    .where(
      'code',
      'in',
      departmentRows.map((row) => row.code),
    )
    .execute();
  const positions = await db
    .selectFrom('job_positions')
    .select(['id', 'code'])
    .where('employer_id', '=', employerId)
    .where(
      'code',
      'in',
      positionRows.map((row) => row.code),
    )
    .execute();
  return {
    departments: idsByName(departmentRows, departments),
    positions: idsByName(positionRows, positions),
  };
}

/** Name to id of the rows found by code; a code taken by another case of it is left out. */
function idsByName(wanted: { code: string; name: string }[], found: { id: string; code: string }[]) {
  const ids = new Map(found.map((row) => [row.code, row.id]));
  return new Map(
    wanted.flatMap(({ code, name }) => (ids.has(code) ? [[name, ids.get(code) as string]] : [])),
  );
}

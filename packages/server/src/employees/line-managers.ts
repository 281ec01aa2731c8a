import { sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { LineManager, LineManagerSearchRequest } from '../contract-types.ts';
import { requireAdministrator } from '../core/authorization.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { containsPattern } from './employee-directory.ts';

/** The contract's cap: a select offers a page of names, and the search narrows them. */
const LINE_MANAGERS_SHOWN = 50;

/** "First Last"; the same expression as employees_name_trgm_idx's and the name-sort index's. */
const employeeName = sql<string>`first_name || ' ' || last_name`;

/**
 * The employer's employees one may choose as a line manager: those whose employment has not ended, by
 * name, then Employee ID, searched by name or Employee ID (contains, any case). Read in the order of
 * the (employer, name, employee number) index, so the first 50 come without sorting the employer.
 */
export async function listLineManagers(
  { db }: ServiceDeps,
  caller: Caller,
  { search }: LineManagerSearchRequest,
): Promise<LineManager[]> {
  requireAdministrator(caller);
  const pattern = containsPattern(search);
  let query = db
    .selectFrom('employees')
    .select(['id', employeeName.as('name'), 'employee_no as employeeNo'])
    .where('employer_id', '=', caller.employerId)
    .where('employment_end_date', 'is', null);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([eb(employeeName, 'ilike', pattern), eb('employee_no', 'ilike', pattern)]),
    );
  }
  return query.orderBy(employeeName).orderBy('employee_no').limit(LINE_MANAGERS_SHOWN).execute();
}

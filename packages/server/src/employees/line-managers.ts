import { sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { LineManager, LineManagerSearchRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { employedDuring, SPAN_BACKWARDS } from '../leave/report-scope.ts';
import { containsPattern } from './employee-directory.ts';

/** The contract's cap: a select offers a page of names, and the search narrows them. */
const LINE_MANAGERS_SHOWN = 50;

/** "First Last"; the same expression as employees_name_trgm_idx's and the name-sort index's. */
const employeeName = sql<string>`first_name || ' ' || last_name`;

/**
 * The employer's employees one may choose as a line manager: those whose employment has not ended, by
 * name, then Employee ID, searched by name or Employee ID (contains, any case). Asked for a span
 * (`employedFrom`, `employedTo`, either end open), those employed on some day of it instead, leavers
 * included: a report of a past year chooses among the people of that year. Read in the order of the
 * (employer, name, employee number) index, so the first 50 come without sorting the employer.
 */
export async function listLineManagers(
  { db }: ServiceDeps,
  caller: Caller,
  { search, employedFrom, employedTo }: LineManagerSearchRequest,
): Promise<LineManager[]> {
  if (employedFrom && employedTo && employedTo < employedFrom) {
    throw new Refusal(400, SPAN_BACKWARDS, { field: 'employedTo' });
  }
  const pattern = containsPattern(search);
  const employed =
    employedFrom || employedTo
      ? employedDuring(employedFrom ?? '-infinity', employedTo ?? 'infinity')
      : sql<boolean>`employment_end_date is null`;
  let query = db
    .selectFrom('employees')
    .select(['id', employeeName.as('name'), 'employee_no as employeeNo'])
    .where('employer_id', '=', caller.employerId)
    .where(employed);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([eb(employeeName, 'ilike', pattern), eb('employee_no', 'ilike', pattern)]),
    );
  }
  return query.orderBy(employeeName).orderBy('employee_no').limit(LINE_MANAGERS_SHOWN).execute();
}

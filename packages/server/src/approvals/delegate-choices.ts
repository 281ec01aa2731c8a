import { sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { DelegateChoice, LineManagerSearchRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { containsPattern } from '../employees/employee-directory.ts';

/** The contract's cap: the picker offers a page of names, and typing narrows them. */
const CHOICES_SHOWN = 50;

/** "First Last"; the same expression as employees_name_trgm_idx's and the name-sort index's. */
const employeeName = sql<string>`first_name || ' ' || last_name`;

/**
 * Whom the caller may hand their approvals to: the employer's employees whose employment has not
 * ended, but the caller's own record, by name, searched by name. Names only: an employee choosing a
 * delegate (an approver need not be an administrator) learns nothing else of their colleagues.
 */
export async function listDelegateChoices(
  { db }: ServiceDeps,
  caller: Caller,
  { search }: LineManagerSearchRequest,
): Promise<DelegateChoice[]> {
  const pattern = containsPattern(search);
  let query = db
    .selectFrom('employees')
    .select(['id', employeeName.as('name')])
    .where('employer_id', '=', caller.employerId)
    .where('employment_end_date', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users')
            .select('users.id')
            .where('users.id', '=', caller.userId)
            .whereRef('users.employee_id', '=', 'employees.id'),
        ),
      ),
    );
  if (pattern) query = query.where(employeeName, 'ilike', pattern);
  return query.orderBy(employeeName).orderBy('employee_no').limit(CHOICES_SHOWN).execute();
}

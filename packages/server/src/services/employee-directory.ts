import { type ExpressionBuilder, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  EmployeePage,
  EmployeeRow,
  EmployeeSearchRequest,
  EmployeeSortColumn,
} from '../contract-types.ts';
import type { Database } from '../db/schema.ts';
import { requireAdministrator } from './authorization.ts';
import type { ServiceDeps } from './deps.ts';
import { Refusal } from './refusal.ts';

export const OWN_ACCOUNT_ONLY = 'You can only list the employees of your own account.';

type EmployeesScope = ExpressionBuilder<Database, 'employees'>;

/** "First Last", the name the rows show; the same expression as employees_name_trgm_idx's. */
const employeeName = sql<string>`${sql.ref('first_name')} || ' ' || ${sql.ref('last_name')}`;

const SORT_EXPRESSIONS = {
  employee_no: sql.ref<string>('employee_no'),
  employee_name: employeeName,
  email_address: sql.ref<string>('email'),
  position: sql.ref<string | null>('position'),
} satisfies Record<EmployeeSortColumn, unknown>;

function rowColumns(eb: EmployeesScope) {
  return [
    'employee_no',
    employeeName.as('employee_name'),
    eb.ref('email').as('email_address'),
    'position',
  ] as const;
}

/** Every employee of the caller's employer, by employee number (get-all-employees-on-user). */
export async function listEmployees(
  { db }: ServiceDeps,
  caller: Caller,
  userId: string,
): Promise<EmployeeRow[]> {
  if (userId !== caller.userId) throw new Refusal(403, OWN_ACCOUNT_ONLY);
  requireAdministrator(caller);
  return db
    .selectFrom('employees')
    .select(rowColumns)
    .where('employer_id', '=', caller.employerId)
    .orderBy('employee_no')
    .execute();
}

/** One page of the caller's employees, filtered by a contains-search and sorted (search-employees). */
export async function searchEmployees(
  { db }: ServiceDeps,
  caller: Caller,
  request: EmployeeSearchRequest,
): Promise<EmployeePage> {
  requireAdministrator(caller);
  const { page, pageSize } = request;
  const direction = request.sortDirection ?? 'asc';
  const pattern = containsPattern(request.search);

  let matches = db.selectFrom('employees').where('employer_id', '=', caller.employerId);
  if (pattern) {
    matches = matches.where((eb) =>
      eb.or([
        eb('employee_no', 'ilike', pattern),
        eb(employeeName, 'ilike', pattern),
        eb('email', 'ilike', pattern),
      ]),
    );
  }
  const [items, count] = await Promise.all([
    matches
      .select(rowColumns)
      .orderBy(SORT_EXPRESSIONS[request.sortBy ?? 'employee_no'], direction)
      // Employee numbers are unique per employer, so the order, and so every page, is stable.
      .orderBy('employee_no', direction)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    matches.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total, page, pageSize };
}

/** `%term%` for ILIKE with the term's own % _ and \ taken literally; undefined for no filter. */
function containsPattern(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : undefined;
}

import { type RawBuilder, sql } from 'kysely';

/**
 * A person's zone, as docs/attendance.md says: their own, else their branch's, else the employer's
 * (Employer › Setting). As SQL on an `employees` row of the query, so a statement over many people
 * reads each one's zone in the same pass; `branchAlias` and `employerAlias` name the joined rows.
 */
export function personZone(
  employeesAlias = 'employees',
  branchAlias = 'branches',
  employerAlias = 'employers',
): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`${employeesAlias}.time_zone`)}, ${sql.ref(`${branchAlias}.time_zone`)}, ${sql.ref(`${employerAlias}.time_zone`)})`;
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Caller } from '../auth/access-tokens.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { searchEmployees } from './employee-directory.ts';

let api: TestApi;
const callers: Caller[] = [];

beforeAll(async () => {
  api = await createTestApi();
  // Two employers whose employee numbers interleave: a plan kept for one must answer the other's own.
  for (const prefix of ['A', 'B']) {
    const admin = await api.newAdministrator();
    for (const n of [3, 1, 2]) {
      await api.addEmployee(admin.token, {
        employeeNo: `${prefix}-${n}`,
        firstName: `${prefix}first${n}`,
        lastName: 'Person',
        email: `${prefix.toLowerCase()}${n}@prepared.example`,
      });
    }
    callers.push(
      await api.callerFor({
        userId: admin.session.user.id,
        employerId: admin.session.user.employerId,
        role: 'admin',
      }),
    );
  }
});
afterAll(() => api.close());

describe('search-employees, the page prepared on each PostgreSQL connection', () => {
  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'the first page without a term runs from one prepared statement per sort, past the generic plan, each employer seeing only its own; a term and later pages are not prepared',
    async () => {
      // One connection, so the prepared statements asked about are the ones this connection holds.
      await api.db.connection().execute(async (db) => {
        const deps = { ...api.deps, db };
        const pageOf = async (caller: Caller, request: Record<string, unknown> = {}) =>
          (await searchEmployees(deps, caller, { page: 1, pageSize: 2, ...request })).items.map(
            (row) => row.employee_no,
          );
        const eachEmployersOwn = async () => {
          expect(await pageOf(callers[0] as Caller)).toEqual(['A-1', 'A-2']);
          expect(await pageOf(callers[1] as Caller)).toEqual(['B-1', 'B-2']);
          expect(await pageOf(callers[1] as Caller, { sortDirection: 'desc' })).toEqual(['B-3', 'B-2']);
        };
        // PostgreSQL plans the first five executions for their values, then may keep a generic plan.
        for (let round = 0; round < 4; round += 1) await eachEmployersOwn();
        // Whether it does is its cost estimate's choice, which statistics gathered meanwhile can change
        // (once, in CI, it kept planning for the values): a plan kept for every employer is made certain
        // here, and each employer must still see only its own.
        await sql`set plan_cache_mode = force_generic_plan`.execute(db);
        try {
          await eachEmployersOwn();
        } finally {
          await sql`reset plan_cache_mode`.execute(db);
        }
        const answer = await searchEmployees(deps, callers[0] as Caller, { page: 1, pageSize: 2 });
        expect(answer.total).toBe(3);
        expect(await pageOf(callers[0] as Caller, { page: 2 })).toEqual(['A-3']);
        expect(await pageOf(callers[0] as Caller, { search: 'first1' })).toEqual(['A-1']);
        const { rows } = await sql<{ statement: string; generic_plans: number }>`
          select statement, generic_plans::int from pg_prepared_statements
          where not from_sql and statement like '%employee_count%'`.execute(db);
        // The ascending and the descending page: nothing for the later page or the term.
        expect(rows).toHaveLength(2);
        expect(rows.every((row) => row.statement.includes('limit 2 offset 0'))).toBe(true);
        expect(Math.max(...rows.map((row) => row.generic_plans))).toBeGreaterThan(0);
      });
    },
  );
});

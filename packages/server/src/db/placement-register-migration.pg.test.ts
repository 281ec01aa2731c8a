import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';

/**
 * Migration 0025 on employees based at a branch before it: the branch was a column of the row, and
 * becomes the placement's. Every placement of theirs takes the row's branch, someone with a branch and
 * no placement gets a first one from their start, and the row's branch_id is the cache of the
 * placement in effect (dates far from any real day, so the test holds whenever it runs).
 */

let database: TestDatabase;
let before0025: string;
let employerId: string;
let accra: string;

async function employee(employeeNo: string, branchId: string | null, placements: string[]): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into employees (employer_id, employee_no, first_name, last_name, email, nin_id, country, dob, start_date, branch_id)
    values (${employerId}, ${employeeNo}, 'Ama', 'Mensah', ${`${employeeNo}@example.com`}, 'NI-1', 'Ghana',
      '1990-01-01', '2001-02-03', ${branchId})
    returning id`.execute(database.db);
  const id = rows[0]?.id as string;
  for (const effectiveDate of placements) {
    await sql`insert into placement_history (employer_id, employee_id, effective_date)
      values (${employerId}, ${id}, ${effectiveDate})`.execute(database.db);
  }
  return id;
}

beforeAll(async () => {
  before0025 = mkdtempSync(path.join(tmpdir(), 'hr-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < '0025')) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before0025, file));
  }
  database = await createTestDatabase(before0025);
  const { rows } = await sql<{ id: string }>`
    insert into employers (name, country) values ('Volta', 'Ghana') returning id`.execute(database.db);
  employerId = rows[0]?.id as string;
  const branch = await sql<{ id: string }>`
    insert into branches (employer_id, code, name) values (${employerId}, 'ACC', 'Accra') returning id`.execute(
    database.db,
  );
  accra = branch.rows[0]?.id as string;
  await employee('E-1', accra, ['2000-01-01', '2999-01-01']);
  await employee('E-2', accra, []);
  await employee('E-3', null, ['2000-01-01']);
  expect((await migrate(database.db))[0]).toBe('0025');
});
afterAll(async () => {
  await database.close();
  rmSync(before0025, { recursive: true, force: true });
});

test('migration 0025 dates each employee’s branch on their placements, and caches it on the row', async () => {
  const { rows } = await sql<{
    employee_no: string;
    effective_date: string;
    branch_id: string | null;
    kind: null;
  }>`
    select e.employee_no, ph.effective_date, ph.branch_id, ph.kind
    from placement_history ph join employees e on e.id = ph.employee_id
    order by e.employee_no, ph.effective_date`.execute(database.db);
  expect(rows).toEqual([
    { employee_no: 'E-1', effective_date: '2000-01-01', branch_id: accra, kind: null },
    { employee_no: 'E-1', effective_date: '2999-01-01', branch_id: accra, kind: null },
    { employee_no: 'E-2', effective_date: '2001-02-03', branch_id: accra, kind: null },
    { employee_no: 'E-3', effective_date: '2000-01-01', branch_id: null, kind: null },
  ]);
  const cached = await database.db
    .selectFrom('employees')
    .select(['employee_no', 'branch_id', 'placed_from', 'placed_until'])
    .orderBy('employee_no')
    .execute();
  expect(cached).toEqual([
    { employee_no: 'E-1', branch_id: accra, placed_from: '2000-01-01', placed_until: '2999-01-01' },
    { employee_no: 'E-2', branch_id: accra, placed_from: '2001-02-03', placed_until: null },
    { employee_no: 'E-3', branch_id: null, placed_from: '2000-01-01', placed_until: null },
  ]);
});

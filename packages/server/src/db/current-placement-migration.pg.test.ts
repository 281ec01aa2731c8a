import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';

/**
 * Migration 0005 on employees placed before it: each row caches its placement in effect on the day the
 * migration runs (dates far from any real day, so the test holds whenever it runs).
 */

let database: TestDatabase;
let before0005: string;
let employerId: string;
const positions = new Map<string, string>();

async function employee(employeeNo: string, placements: [string, string][]): Promise<void> {
  const { rows } = await sql<{ id: string }>`
    insert into employees (employer_id, employee_no, first_name, last_name, email, nin_id, country, dob)
    values (${employerId}, ${employeeNo}, 'Grace', 'Hopper', ${`${employeeNo}@example.com`}, 'NI-1',
      'United States', '1986-12-09')
    returning id`.execute(database.db);
  for (const [effectiveDate, position] of placements) {
    await sql`
      insert into placement_history (employer_id, employee_id, effective_date, job_position_id)
      values (${employerId}, ${rows[0]?.id}, ${effectiveDate}, ${positions.get(position)})`.execute(
      database.db,
    );
  }
}

beforeAll(async () => {
  before0005 = mkdtempSync(path.join(tmpdir(), 'hr-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < '0005')) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before0005, file));
  }
  database = await createTestDatabase(before0005);
  const { rows } = await sql<{ id: string }>`
    insert into employers (name, country) values ('Navy', 'United States') returning id`.execute(database.db);
  employerId = rows[0]?.id as string;
  for (const name of ['Analyst', 'Engineer']) {
    const inserted = await sql<{ id: string }>`
      insert into job_positions (employer_id, code, name) values (${employerId}, ${name.slice(0, 3)}, ${name})
      returning id`.execute(database.db);
    positions.set(name, inserted.rows[0]?.id as string);
  }
  await employee('E-1', [['2000-01-01', 'Analyst']]);
  await employee('E-2', [
    ['2000-01-01', 'Analyst'],
    ['2010-05-01', 'Engineer'],
    ['2999-01-01', 'Analyst'],
    ['2999-06-01', 'Engineer'],
  ]);
  await employee('E-3', [['2999-01-01', 'Engineer']]);
  await employee('E-4', []);
  expect((await migrate(database.db))[0]).toBe('0005');
});
afterAll(async () => {
  await database.close();
  rmSync(before0005, { recursive: true, force: true });
});

test('migration 0005 caches each employee’s placement in effect, and until when it is right', async () => {
  const rows = await database.db
    .selectFrom('employees')
    .select(['employee_no', 'placed_job_position_id', 'placed_position_name', 'placed_from', 'placed_until'])
    .orderBy('employee_no')
    .execute();
  expect(rows).toEqual([
    {
      employee_no: 'E-1',
      placed_job_position_id: positions.get('Analyst'),
      placed_position_name: 'Analyst',
      placed_from: '2000-01-01',
      placed_until: null,
    },
    {
      employee_no: 'E-2',
      placed_job_position_id: positions.get('Engineer'),
      placed_position_name: 'Engineer',
      placed_from: '2010-05-01',
      placed_until: '2999-01-01',
    },
    {
      employee_no: 'E-3',
      placed_job_position_id: null,
      placed_position_name: null,
      placed_from: '-infinity',
      placed_until: '2999-01-01',
    },
    {
      employee_no: 'E-4',
      placed_job_position_id: null,
      placed_position_name: null,
      placed_from: '-infinity',
      placed_until: null,
    },
  ]);
});

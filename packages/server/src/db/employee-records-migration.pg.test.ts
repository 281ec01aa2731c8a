import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';

/**
 * Migration 0004 on data written before it: the quick entry's free-text position and department
 * become the employer's job positions and departments, and a first placement for each employee.
 */

let database: TestDatabase;
let before0004: string;
let employerId: string;

/** Rows as 0003 left them, written in SQL: the columns they use are gone after 0004. */
async function legacyEmployee(
  employeeNo: string,
  columns: { position?: string; department?: string; start?: string },
) {
  await sql`
    insert into employees (employer_id, employee_no, first_name, last_name, email, nin_id, country, dob, start_date, position, department, created_at)
    values (${employerId}, ${employeeNo}, 'Grace', 'Hopper', ${`${employeeNo}@example.com`}, 'NI-1', 'United States',
      '1986-12-09', ${columns.start ?? null}, ${columns.position ?? null}, ${columns.department ?? null}, '2025-03-04T23:30:00Z')`.execute(
    database.db,
  );
}

beforeAll(async () => {
  before0004 = mkdtempSync(path.join(tmpdir(), 'hr-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < '0004')) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before0004, file));
  }
  database = await createTestDatabase(before0004);
  const { rows } = await sql<{ id: string }>`
    insert into employers (name, country) values ('Navy', 'United States') returning id`.execute(database.db);
  employerId = rows[0]?.id as string;
  await sql`insert into job_positions (employer_id, code, name) values (${employerId}, 'ENG', 'Engineer')`.execute(
    database.db,
  );
  await legacyEmployee('E-1', { position: 'engineer ', department: 'Research', start: '2024-02-29' });
  await legacyEmployee('E-2', { position: 'Analyst', department: ' research' });
  await legacyEmployee('E-3', { position: '  ' });
  await legacyEmployee('E-4', {});
  // 0004 first, then whatever came after it.
  expect((await migrate(database.db))[0]).toBe('0004');
});
afterAll(async () => {
  await database.close();
  rmSync(before0004, { recursive: true, force: true });
});

describe('migration 0004 on employees with free-text positions and departments', () => {
  test('matches existing job positions by name, case and spaces aside, and adds the others', async () => {
    const positions = await database.db
      .selectFrom('job_positions')
      .select(['code', 'name'])
      .where('employer_id', '=', employerId)
      .orderBy('code')
      .execute();
    expect(positions).toEqual([
      { code: 'ENG', name: 'Engineer' },
      { code: 'IMPORTED-0001', name: 'Analyst' },
    ]);
    const departments = await database.db
      .selectFrom('departments')
      .select(['code', 'name'])
      .where('employer_id', '=', employerId)
      .execute();
    // ' research' and 'Research' are one department, whichever spelling names it.
    expect(departments).toHaveLength(1);
    expect(departments[0]?.code).toBe('IMPORTED-0001');
  });

  test('gives each employee who had either a first placement from their start date (else the day added, UTC)', async () => {
    const placements = await database.db
      .selectFrom('placement_history')
      .innerJoin('employees', 'employees.id', 'placement_history.employee_id')
      .innerJoin('job_positions', 'job_positions.id', 'placement_history.job_position_id')
      .innerJoin('departments', 'departments.id', 'placement_history.department_id')
      .select(['employees.employee_no', 'placement_history.effective_date', 'job_positions.name as position'])
      .orderBy('employees.employee_no')
      .execute();
    expect(placements).toEqual([
      { employee_no: 'E-1', effective_date: '2024-02-29', position: 'Engineer' },
      { employee_no: 'E-2', effective_date: '2025-03-04', position: 'Analyst' },
    ]);
    const { rows } = await sql<{
      count: number;
    }>`select count(*)::int as count from placement_history`.execute(database.db);
    expect(rows[0]?.count).toBe(2);
  });
});

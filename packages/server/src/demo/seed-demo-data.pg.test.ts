import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { utcDate } from '../dashboard/calendar-months.ts';
import { refreshCurrentPlacement } from '../employees/employee-history.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { addDemoEmployees, DEMO_ADMIN_EMAIL, ensureDemoAdministrator } from './seed-demo-data.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo seed', () => {
  test('creates the demo administrator once, then finds it', async () => {
    const created = await ensureDemoAdministrator(database.db, 'a generated password');
    expect(created).toMatchObject({ email: DEMO_ADMIN_EMAIL, password: 'a generated password' });
    const { password_hash } = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', created.userId)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(password_hash, 'a generated password')).toBe(true);

    const again = await ensureDemoAdministrator(database.db, 'another password');
    expect(again).toEqual({ ...created, password: undefined });
  });

  test('adds employees across several inserts and transactions, and a second run numbers on', async () => {
    const { employerId } = await ensureDemoAdministrator(database.db);
    const progress: number[] = [];
    const first = await addDemoEmployees(database.db, employerId, 12_345, (inserted) =>
      progress.push(inserted),
    );
    expect(first).toEqual({ firstIndex: 1, lastIndex: 12_345 });
    expect(progress).toEqual([10_000, 12_345]);

    const second = await addDemoEmployees(database.db, employerId, 5);
    expect(second).toEqual({ firstIndex: 12_346, lastIndex: 12_350 });

    const rows = await database.db
      .selectFrom('employees')
      .select(['employee_no', 'dob'])
      .where('employer_id', '=', employerId)
      .orderBy('employee_no')
      .execute();
    expect(rows).toHaveLength(12_350);
    expect(rows[0]?.employee_no).toBe('D-000001');
    expect(rows.at(-1)?.employee_no).toBe('D-012350');
    expect(rows[0]?.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Each is placed in a demo department and job position from their start date.
    const placed = await database.db
      .selectFrom('placement_history')
      .innerJoin('employees', 'employees.id', 'placement_history.employee_id')
      .innerJoin('job_positions', 'job_positions.id', 'placement_history.job_position_id')
      .innerJoin('departments', 'departments.id', 'placement_history.department_id')
      .select(['placement_history.effective_date', 'employees.start_date', 'job_positions.name'])
      .where('placement_history.employer_id', '=', employerId)
      .execute();
    expect(placed).toHaveLength(12_350);
    expect(placed.every((row) => row.effective_date === row.start_date)).toBe(true);

    // Each row caches its placement in effect today as the services would have computed it.
    const cache = () =>
      database.db
        .selectFrom('employees')
        .select([
          'id',
          'placed_job_position_id',
          'placed_position_name',
          'placed_department_id',
          'placed_from',
          'placed_until',
        ])
        .where('employer_id', '=', employerId)
        .orderBy('id')
        .execute();
    const seeded = await cache();
    expect(seeded.some((row) => row.placed_from === null)).toBe(false);
    await refreshCurrentPlacement(database.db, employerId, 'all', utcDate(new Date()));
    expect(await cache()).toEqual(seeded);
  });

  test('asking for no employees adds none', async () => {
    const { employerId } = await ensureDemoAdministrator(database.db);
    const added = await addDemoEmployees(database.db, employerId, 0);
    expect(added.lastIndex).toBe(added.firstIndex - 1);
  });
});

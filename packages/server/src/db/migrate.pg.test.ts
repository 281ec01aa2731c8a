import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';

let database: TestDatabase;
const scratchDirs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  // The worker lends this database to later test files: take the probes' traces out again.
  await sql`drop table if exists migrate_probe`.execute(database.db);
  await sql`delete from schema_migrations where version >= '9000'`.execute(database.db);
  await database.close();
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-migrations-'));
  scratchDirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const tableExists = async (name: string) => {
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(
    database.db,
  );
  return rows[0]?.found !== null;
};

describe('migrations', () => {
  test('every file of db/migrations is applied and recorded, in order', async () => {
    const { rows } = await sql<{ version: string; name: string }>`
      select version, name from schema_migrations order by version`.execute(database.db);
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(rows.map((row) => row.name)).toEqual(files);
  });

  test('running again applies nothing', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });

  test('two instances migrating at once: the file is applied exactly once', async () => {
    const dir = migrationsDir({ '9001_probe.sql': 'create table migrate_probe (id int);' });
    const results = await Promise.all([migrate(database.db, dir), migrate(database.db, dir)]);
    expect(results.flat()).toEqual(['9001']);
    expect(await tableExists('migrate_probe')).toBe(true);
  });

  test('a failing file leaves neither its changes nor a record behind', async () => {
    const dir = migrationsDir({ '9002_broken.sql': 'create table broken_probe (id int);\nselect 1 / 0;' });
    await expect(migrate(database.db, dir)).rejects.toThrow();
    expect(await tableExists('broken_probe')).toBe(false);
    const { rows } = await sql`select 1 from schema_migrations where version = '9002'`.execute(database.db);
    expect(rows).toEqual([]);
  });

  test('a file not named NNNN_what.sql is refused before anything runs', async () => {
    const dir = migrationsDir({ 'add-things.sql': 'create table named_badly (id int);' });
    await expect(migrate(database.db, dir)).rejects.toThrow(/0001_what_it_does\.sql/);
    expect(await tableExists('named_badly')).toBe(false);
  });
});

describe('the schema', () => {
  test('dates of birth and start dates are SQL dates, not timestamps', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns
      where table_name = 'employees' and column_name in ('dob', 'start_date')
        and table_schema = current_schema()
      order by column_name`.execute(database.db);
    expect(rows).toEqual([
      { column_name: 'dob', data_type: 'date' },
      { column_name: 'start_date', data_type: 'date' },
    ]);
  });

  test('has the indexes a 100,000-employee search needs', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'employees' and schemaname = current_schema()`.execute(
      database.db,
    );
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'employees_employer_no_key',
        'employees_employer_email_key',
        'employees_no_trgm_idx',
        'employees_name_trgm_idx',
        'employees_email_trgm_idx',
      ]),
    );
  });
});

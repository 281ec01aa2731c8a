import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 4_201_003;

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_-]+\.sql$/;

interface Migration {
  version: string;
  name: string;
  sql: string;
}

/**
 * Applies the plain-SQL files of `dir` that the database has not seen, in file-name order, and
 * records each in schema_migrations. Everything happens in one transaction holding an advisory lock,
 * so two instances starting together do not both migrate, and a failing file leaves no half-schema.
 * Returns the versions it applied.
 */
export async function migrate<Schema>(db: Kysely<Schema>, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const { rows } = await sql<{ version: string }>`select version from schema_migrations`.execute(trx);
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await sql.raw(migration.sql).execute(trx);
      await sql`insert into schema_migrations (version, name) values (${migration.version}, ${migration.name})`.execute(
        trx,
      );
    }
    return pending.map((migration) => migration.version);
  });
}

function readMigrations(dir: string): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const migrations = files.map((file) => {
    const version = MIGRATION_FILE.exec(file)?.[1];
    if (!version) throw new Error(`Migration file names look like 0001_what_it_does.sql; found "${file}".`);
    return { version, name: file, sql: readFileSync(path.join(dir, file), 'utf8') };
  });
  const versions = migrations.map((migration) => migration.version);
  if (new Set(versions).size !== versions.length) {
    throw new Error(`Two migration files share a version number in ${dir}.`);
  }
  return migrations;
}

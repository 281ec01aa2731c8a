import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../db/migrate.ts';
import { borrowPGlite, openDatabase, openPGlite } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { migratedSnapshot } from './pglite-snapshot.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** Serialises the one-time, database-wide set-up of parallel test files on one server. */
const SETUP_LOCK_KEY = 4_201_004;

/**
 * A migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a schema
 * of its own on that PostgreSQL server. With `migrationsDir`, a fresh database with only that folder's
 * migrations (to test a migration on older data), closed for good at close.
 *
 * With every migration, a worker pays for its database once: the server projects run with
 * `isolate: false` (vitest.config.ts), so this module outlives a test file and the worker lends the
 * same migrated database to one file after another. Before each lend every table is emptied (one
 * TRUNCATE, milliseconds) instead of a new database being loaded and migrated (seconds). Each file
 * gets a Kysely instance of its own over it, destroyed at close, so anything a file leaves running
 * fails instead of writing into the next file's data. A file that asks for a second database while
 * its first is lent (two servers on two databases) gets a second one, kept for later files too.
 */
export async function createTestDatabase(migrationsDir: string = MIGRATIONS_DIR): Promise<TestDatabase> {
  if (migrationsDir !== MIGRATIONS_DIR) return freshDatabase(migrationsDir);
  const lend = idle.pop() ?? (await newLendable());
  const db = await lend();
  let closed = false;
  return {
    db,
    async close() {
      // Twice would put it in the pool twice, and two files would share it.
      if (closed) return;
      closed = true;
      await db.destroy();
      idle.push(lend);
    },
  };
}

/** A migrated database a worker keeps: each call empties it and opens a Kysely instance on it for one file. */
type Lend = () => Promise<Kysely<Database>>;

const idle: Lend[] = [];

async function newLendable(): Promise<Lend> {
  const url = process.env.TEST_DATABASE_URL;
  let open: () => Promise<Kysely<Database>>;
  if (url) {
    const schema = await createSchema(url, schemaPrefix());
    open = () => openDatabase({ engine: 'postgres', connectionString: url, searchPath: `${schema},public` });
  } else {
    const pglite: PGlite = openPGlite(undefined, await migratedSnapshot(MIGRATIONS_DIR));
    open = async () => borrowPGlite(pglite);
  }
  const setUp = await open();
  // Applies nothing on a snapshot: checks that it has every migration.
  await migrate(setUp, MIGRATIONS_DIR);
  const tables = await tablesToEmpty(setUp);
  await setUp.destroy();
  return async () => {
    const db = await open();
    await emptyTables(db, tables);
    return db;
  };
}

/**
 * Every table of the database's schema, each of which the migrations left empty but for
 * schema_migrations. A migration that inserts rows of its own would make "empty" the wrong clean
 * state, so it stops the run here rather than let files see each other's rows or lose the seed.
 */
async function tablesToEmpty(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'
    order by c.relname`.execute(db);
  const names = rows.map((row) => row.name);
  for (const name of names) {
    const { rows: any } = await sql`select 1 from ${sql.table(name)} limit 1`.execute(db);
    if (any.length > 0) {
      throw new Error(
        `The migrations leave rows in ${name}; test-database.ts empties every table between test files, ` +
          'so teach it to put those rows back before relying on them.',
      );
    }
  }
  return names;
}

async function emptyTables(db: Kysely<Database>, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await sql`truncate table ${sql.join(tables.map((name) => sql.table(name)))} restart identity cascade`.execute(
    db,
  );
}

/**
 * Names this run's schemas on a shared PostgreSQL server, so that the global teardown
 * (test-support/postgres-teardown.ts) drops this run's and nobody else's.
 */
function schemaPrefix(): string {
  return inject('testSchemaPrefix') ?? 'test_';
}

async function createSchema(url: string, prefix: string): Promise<string> {
  const schema = `${prefix}${randomUUID().replaceAll('-', '')}`;
  await administer(url, async (client) => {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
    // In public, so every test schema sees its operator classes through the search path.
    await client.query('create extension if not exists pg_trgm with schema public');
    await client.query('create extension if not exists btree_gist with schema public');
    await client.query(`create schema ${schema}`);
    await client.query('commit');
  });
  return schema;
}

/** A database of its own with `migrationsDir`'s migrations only, closed (and dropped) at close. */
async function freshDatabase(migrationsDir: string): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ engine: 'pglite' });
    await migrate(db, migrationsDir);
    return { db, close: () => db.destroy() };
  }
  const schema = await createSchema(url, schemaPrefix());
  const db = await openDatabase({
    engine: 'postgres',
    connectionString: url,
    searchPath: `${schema},public`,
  });
  await migrate(db, migrationsDir);
  return {
    db,
    async close() {
      await db.destroy();
      await administer(url, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

async function administer(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testSchemaPrefix: string;
  }
}

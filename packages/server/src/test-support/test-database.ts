import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { MIGRATIONS_DIR, migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { migratedSnapshot } from './pglite-snapshot.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** Serialises the one-time, database-wide set-up of parallel test files on one server. */
const SETUP_LOCK_KEY = 4_201_004;

/**
 * A migrated database of the test file's own, so files can run in parallel: in-memory PGlite, or,
 * when TEST_DATABASE_URL is set, a fresh schema on that PostgreSQL server, dropped at close. With
 * `migrationsDir`, only that folder's migrations are applied (to test a migration on older data).
 */
export async function createTestDatabase(migrationsDir: string = MIGRATIONS_DIR): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // With every migration, from the migrated snapshot (the same cluster, without initdb and migrating).
    const loadDataDir = migrationsDir === MIGRATIONS_DIR ? await migratedSnapshot(migrationsDir) : undefined;
    const db = await openDatabase({ engine: 'pglite', ...(loadDataDir ? { loadDataDir } : {}) });
    // Applies nothing on a snapshot: checks that it has every migration.
    await migrate(db, migrationsDir);
    return { db, close: () => db.destroy() };
  }

  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  await administer(url, async (client) => {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
    // In public, so every test schema sees its operator classes through the search path.
    await client.query('create extension if not exists pg_trgm with schema public');
    await client.query('create extension if not exists btree_gist with schema public');
    await client.query(`create schema ${schema}`);
    await client.query('commit');
  });
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

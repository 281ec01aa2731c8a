import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../db/open-database.ts';

export interface ThrowawayDatabase {
  target: DatabaseTarget;
  /** What the table's title says about where the data lives. */
  label: string;
  dispose(): Promise<void>;
}

/** A PGlite folder of its own under the system's temporary folder, never the user's data folder. */
export function throwawayPGlite(): ThrowawayDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-pglite-'));
  return {
    target: { engine: 'pglite', dataDir },
    label: 'PGlite (embedded, in a temporary folder)',
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A schema of its own on the PostgreSQL server, first on the search path, dropped afterwards: the
 * migrations create every table there, so nothing in the database's other schemas is touched.
 */
export async function throwawayPostgresSchema(connectionString: string): Promise<ThrowawayDatabase> {
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  // In public, so the schema's trigram indexes find their operator classes through the search path.
  await administer(
    connectionString,
    `create extension if not exists pg_trgm with schema public; create schema ${schema}`,
  );
  const server = new URL(connectionString);
  return {
    target: { engine: 'postgres', connectionString, searchPath: `${schema},public` },
    label: `PostgreSQL (${server.hostname}:${server.port || 5432}${server.pathname}, schema ${schema})`,
    dispose: () => administer(connectionString, `drop schema ${schema} cascade`),
  };
}

async function administer(connectionString: string, statements: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statements);
  } finally {
    await client.end();
  }
}

/**
 * Runs `benchmark` once per employee count on a throwaway database of its own: PGlite unless
 * BENCH_PGLITE=0, then PostgreSQL when DATABASE_URL is set. Each database is removed afterwards, whatever
 * the benchmark did, unless BENCH_KEEP=1.
 */
export async function onEachThrowawayDatabase(
  counts: readonly number[],
  benchmark: (database: ThrowawayDatabase, employees: number) => Promise<void>,
): Promise<void> {
  const databases: (() => Promise<ThrowawayDatabase>)[] = [];
  if (process.env.BENCH_PGLITE !== '0') databases.push(async () => throwawayPGlite());
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl) databases.push(() => throwawayPostgresSchema(postgresUrl));
  else console.info('DATABASE_URL is not set: no PostgreSQL.');
  for (const create of databases) {
    for (const employees of counts) {
      const database = await create();
      try {
        await benchmark(database, employees);
      } finally {
        // BENCH_KEEP=1 leaves the seeded database behind for profiling (EXPLAIN ANALYZE in psql).
        if (process.env.BENCH_KEEP === '1') console.info(`Kept: ${database.label}`);
        else await database.dispose();
      }
    }
  }
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { DATE_TYPE_ID, keepDateAsText, postgresTypeParsers } from './date-parsing.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { namePreparedStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type DatabaseTarget =
  /**
   * Embedded PostgreSQL in this process; without a folder it lives in memory (tests). `loadDataDir`
   * starts it from a dumpDataDir tarball instead of an empty cluster (tests' migrated snapshot).
   */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  /** A PostgreSQL server; searchPath isolates one test file's schema from the others. */
  | { engine: 'postgres'; connectionString: string; searchPath?: string };

const singleConnection = new WeakSet<Kysely<Database>>();

/**
 * Whether the database is PGlite's one connection, lent to one transaction at a time: there, a
 * statement on `db` while a transaction is open waits for it to end, so long work must not keep one
 * open (a pay run writes at the end there; on PostgreSQL it writes while computing).
 */
export function hasSingleConnection(db: Kysely<Database>): boolean {
  return singleConnection.has(db);
}

/** Opens the database; `db.destroy()` closes it (the PGlite instance or the pool). */
export async function openDatabase(target: DatabaseTarget): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({
    dialect:
      target.engine === 'pglite'
        ? new PGliteDialect(openPGlite(target.dataDir, target.loadDataDir))
        : postgresDialect(target),
  });
  if (target.engine === 'pglite') singleConnection.add(db);
  // Fail at start-up, not on the first request, when the database cannot be reached.
  await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
  return db;
}

/**
 * A Kysely instance over a PGlite that stays open when it is destroyed: tests lend one migrated
 * database to one test file after another, each through an instance of its own, so a file that left
 * something running after it ended finds its instance closed instead of writing into the next file's data.
 */
export function borrowPGlite(pglite: PGlite): Kysely<Database> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, { closesDatabase: false }) });
  singleConnection.add(db);
  return db;
}

/** PGlite with the extensions the migrations create and the date parser; also for dumping tests' snapshot. */
export function openPGlite(dataDir?: string, loadDataDir?: Blob): PGlite {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The options-object form: `new PGlite(undefined, options)` silently ignores the options.
  return new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, btree_gist },
    parsers: { [DATE_TYPE_ID]: keepDateAsText },
  });
}

function postgresDialect(target: { connectionString: string; searchPath?: string }): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    types: postgresTypeParsers,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  });
  // An idle connection dropped by the server (restart, failover) is an 'error' event; unheard, it
  // would crash the process. The pool discards that connection and opens a new one when needed.
  pool.on('error', (error) => console.error(`A PostgreSQL connection was lost: ${error.message}`));
  // No JIT compilation: PostgreSQL compiles any plan it costs above jit_above_cost, and ours cross it
  // with correlated columns (Leave's review, the planner) and reports, which then spend 20-230 ms
  // compiling for nothing. Measured with bench:leave, bench:attendance and bench:payroll, JIT off and
  // on in turn (docs/server.md, Data): never slower off. A SET, not a startup option,
  // so connection poolers that refuse startup options still take it.
  pool.on('connect', (client) => {
    client.query('set jit = off').catch((error: Error) => console.error(`set jit = off: ${error.message}`));
  });
  namePreparedStatements(pool);
  return new PostgresDialect({ pool });
}

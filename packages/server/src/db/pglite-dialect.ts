import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely over PGlite. kysely-pglite pins kysely 0.27, so this is our own: PGlite is PostgreSQL, so
 * kysely's Postgres adapter, compiler and introspector apply unchanged; only the driver is new.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  readonly #closesDatabase: boolean;

  /**
   * With `closesDatabase: false` the dialect borrows a PGlite that outlives it: destroying the Kysely
   * instance waits for its last query and leaves the database open (tests lend one database to one
   * test file after another).
   */
  constructor(pglite: PGlite, { closesDatabase = true }: { closesDatabase?: boolean } = {}) {
    this.#pglite = pglite;
    this.#closesDatabase = closesDatabase;
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite, this.#closesDatabase);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

/**
 * PGlite is one PostgreSQL backend: a transaction is a state of the whole database, so its single
 * connection is lent to one user at a time. Everyone else queues until it is released, which keeps
 * a transaction's statements from interleaving with another request's. The price: code inside a
 * transaction must query through the transaction, never the outer `db`, or it waits on itself.
 */
class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #closesDatabase: boolean;
  #queue: Promise<void> = Promise.resolve();

  constructor(pglite: PGlite, closesDatabase: boolean) {
    this.#connection = new PGliteConnection(pglite);
    this.#closesDatabase = closesDatabase;
  }

  async init(): Promise<void> {
    await this.#connection.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release: () => void = () => {};
    const turn = this.#queue;
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    await turn;
    // PGlite runs in this thread: queries queued back to back would otherwise hold the event loop for
    // as long as the queue lasts, starving sockets and timers (keep-alive resets under load). Yield
    // to the event loop between queries.
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#connection.release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(
      CompiledQuery.raw(modes.length ? `start transaction ${modes.join(' ')}` : 'begin'),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const { rows } = await connection.executeQuery<{ command: string }>(CompiledQuery.raw('commit'));
    // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK instead of an error.
    if (rows[0]?.command === 'ROLLBACK') {
      throw new Error('The transaction was rolled back because one of its statements failed.');
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async destroy(): Promise<void> {
    if (this.#closesDatabase) await this.#connection.pglite.close();
    // Borrowed: the connection is handed back once whoever holds it now releases it.
    else await this.#queue;
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly pglite: PGlite;
  release: () => void = () => {};

  constructor(pglite: PGlite) {
    this.pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    // Like node-postgres, a statement without parameters goes through the simple protocol, which
    // accepts several statements at once (a migration file); parameters need the extended one.
    const result =
      parameters.length === 0
        ? (await this.pglite.exec(sql, { rowMode: 'object' })).at(-1)
        : await this.pglite.query<R>(sql, [...parameters], { rowMode: 'object' });
    const command = result?.command;
    if (command === 'COMMIT' || command === 'ROLLBACK') {
      return { rows: [{ command } as R] };
    }
    const changesRows =
      command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return {
      rows: (result?.rows ?? []) as R[],
      numAffectedRows: changesRows ? BigInt(result?.affectedRows ?? 0) : undefined,
    };
  }

  // PGlite has no cursors; kysely only calls this for .stream(), which the server does not use.
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite.');
  }
}

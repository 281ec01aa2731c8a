import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { preparedOnEachConnection } from './prepared-statements.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('statements marked preparedOnEachConnection', () => {
  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL run as one named statement per text on the connection, each call with its own values; unmarked ones are not kept',
    async () => {
      // One connection, so the prepared statements asked about are the ones this connection holds.
      await database.db.connection().execute(async (db) => {
        const doubled = (value: number) =>
          sql<{ doubled: number }>`select ${value}::int * 2 as doubled ${preparedOnEachConnection}`.execute(
            db,
          );
        expect((await doubled(2)).rows).toEqual([{ doubled: 4 }]);
        expect((await doubled(21)).rows).toEqual([{ doubled: 42 }]);
        await sql`select ${1}::int as unmarked`.execute(db);
        const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where not from_sql order by statement`.execute(db);
        expect(rows.map((row) => row.statement)).toEqual([`select $1::int * 2 as doubled  /* prepared */`]);
      });
    },
  );
});

describe('each PostgreSQL connection of the server', () => {
  test.skipIf(!process.env.TEST_DATABASE_URL)('has JIT compilation off', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(database.db);
    expect(rows).toEqual([{ jit: 'off' }]);
  });
});

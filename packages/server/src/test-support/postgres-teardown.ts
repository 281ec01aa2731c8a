import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Global set-up of the server projects. On PostgreSQL (TEST_DATABASE_URL), each worker keeps a schema
 * for as long as it runs, longer than any one test file, so no file can drop it: this names the run's
 * schemas with a prefix of its own and drops them when the run ends, leaving other runs' alone.
 */
export default function setup(project: TestProject) {
  const prefix = `test_${randomUUID().slice(0, 8)}_`;
  project.provide('testSchemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}

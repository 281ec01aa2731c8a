import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { loadSigningSecret } from './signing-secret.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

test('without JWT_SECRET, one secret is generated and every later load (a restart, another instance) gets it', async () => {
  const loads = await Promise.all([1, 2, 3].map(() => loadSigningSecret(database.db, undefined)));
  const again = await loadSigningSecret(database.db, undefined);
  for (const secret of [...loads, again])
    expect(Buffer.from(secret)).toEqual(Buffer.from(loads[0] as Uint8Array));
  expect(loads[0]?.length).toBeGreaterThanOrEqual(32);
});

test('JWT_SECRET, when set, is the key', async () => {
  const configured = 'a configured secret of forty characters!';
  expect(new TextDecoder().decode(await loadSigningSecret(database.db, configured))).toBe(configured);
});

test('a JWT_SECRET too short for HS256 stops the start-up', async () => {
  await expect(loadSigningSecret(database.db, 'short')).rejects.toThrow(/at least 32 characters/);
});

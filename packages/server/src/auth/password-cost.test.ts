import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { TEST_PASSWORD_COST } from '../test-support/test-password-cost.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The parameters field of an encoded argon2id hash: `m=19456,t=2,p=1`. */
const parametersOf = (encoded: string) => encoded.split('$')[3];

/** Hashes in a process of its own that loads passwords.ts as `npm start` does: no Vitest, so no alias. */
function hashOutsideTheSuite(password: string): string {
  return execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      '--eval',
      `import('./packages/server/src/auth/passwords.ts').then(async ({ hashPassword }) => process.stdout.write(await hashPassword(${JSON.stringify(password)})))`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
}

test('outside the test suite, passwords are hashed with OWASP’s argon2id minimum (19 MiB, two passes)', async () => {
  const encoded = hashOutsideTheSuite('a password');
  expect(encoded).toMatch(/^\$argon2id\$v=19\$/);
  expect(parametersOf(encoded)).toBe('m=19456,t=2,p=1');
  // The suite's code verifies it: a hash carries its own parameters.
  expect(await verifyPassword(encoded, 'a password')).toBe(true);
  expect(await verifyPassword(encoded, 'another password')).toBe(false);
});

test('the server suite hashes with the test cost through the same code', async () => {
  const encoded = await hashPassword('a password');
  const { memoryCost, timeCost, parallelism } = TEST_PASSWORD_COST;
  expect(parametersOf(encoded)).toBe(`m=${memoryCost},t=${timeCost},p=${parallelism}`);
  expect(await verifyPassword(encoded, 'a password')).toBe(true);
  expect(await verifyPassword(encoded, 'another password')).toBe(false);
});

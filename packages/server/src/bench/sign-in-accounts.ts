import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_EMAIL_DOMAIN } from '../demo/demo-employees.ts';
import { generateDemoPassword } from '../demo/seed-demo-data.ts';

export interface SignInAccounts {
  emails: string[];
  password: string;
}

/**
 * One administrator account per connection of the sign-in scenario, so no account has two attempts
 * in flight at once (the per-account limit counts attempts until they succeed). They share one
 * password and one hash: hashing is what sign-in measures, not what set-up should spend time on.
 */
export async function createSignInAccounts(
  db: Kysely<Database>,
  employerId: string,
  count: number,
): Promise<SignInAccounts> {
  const password = generateDemoPassword();
  const passwordHash = await hashPassword(password);
  const emails = Array.from({ length: count }, (_, index) => `bench-${index + 1}@${DEMO_EMAIL_DOMAIN}`);
  await db
    .insertInto('users')
    .values(
      emails.map((email, index) => ({
        employer_id: employerId,
        first_name: 'Bench',
        last_name: `User ${index + 1}`,
        email,
        password_hash: passwordHash,
        role: 'admin' as const,
      })),
    )
    .execute();
  return { emails, password };
}

/** Signs in through the server's API and answers the access token. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { returnObject?: { jwtToken: string }; error?: string };
  if (!body.returnObject) throw new Error(`The demo administrator could not sign in: ${body.error}`);
  return body.returnObject.jwtToken;
}

/**
 * Calls of the server's API as the account `token` signed in: `post` answers the body's text (a bench
 * measures the whole answer), `json` parses it; an answer other than 2xx stops the bench, naming it.
 */
export function signedInClient(baseUrl: string, token: string) {
  async function post(path: string, body: unknown): Promise<string> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return text;
  }
  return { token, post, json: async (path: string, body: unknown) => JSON.parse(await post(path, body)) };
}

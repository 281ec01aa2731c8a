import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { migrate } from '../db/migrate.ts';
import { type DatabaseTarget, openDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_EMAIL_DOMAIN } from '../demo/demo-employees.ts';
import { addDemoEmployees, ensureDemoAdministrator, generateDemoPassword } from '../demo/seed-demo-data.ts';
import { fmt } from './bench-format.ts';

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

export interface SeededEmployer {
  employerId: string;
  adminEmail: string;
  adminPassword: string;
  /** Every employee's password (one for all). */
  password: string;
  /** The first `firstEmails` employees' e-mails, in e-mail order: one per connection of a load. */
  employeeEmails: string[];
}

/**
 * Migrates `target` and seeds the demo employer with `employees` employees, each with a sign-in account
 * (one password and one hash: hashing is not what a bench measures), then closes it: a PGlite folder
 * opens in one process only, and the bench's server opens it next.
 */
export async function seedEmployeesWithAccounts(
  target: DatabaseTarget,
  employees: number,
  firstEmails: number,
): Promise<SeededEmployer> {
  const db = await openDatabase(target);
  try {
    await migrate(db);
    const admin = await ensureDemoAdministrator(db);
    if (!admin.password) throw new Error('The throwaway database already had a demo administrator.');
    const seedStart = performance.now();
    await addDemoEmployees(db, admin.employerId, employees);
    const password = generateDemoPassword();
    const passwordHash = await hashPassword(password);
    await sql`
      insert into users (employer_id, first_name, last_name, email, password_hash, role, employee_id)
      select employer_id, first_name, last_name, email, ${passwordHash}, 'employee', id
      from employees where employer_id = ${admin.employerId}`.execute(db);
    const first = await db
      .selectFrom('users')
      .select('email')
      .where('employer_id', '=', admin.employerId)
      .where('role', '=', 'employee')
      .orderBy('email')
      .limit(firstEmails)
      .execute();
    console.info(
      `Seeded ${fmt(employees)} employees with an account each in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    return {
      employerId: admin.employerId,
      adminEmail: admin.email,
      adminPassword: admin.password,
      password,
      employeeEmails: first.map((row) => row.email),
    };
  } finally {
    await db.destroy();
  }
}

// `npm run bench:permissions [-- EMPLOYEES]` (or BENCH_EMPLOYEES=N): seeds a throwaway database with
// the demo employer and 100,000 employees (or N), gives one of them 10 direct reports, puts every
// tenth employee in one department and another tenth in one branch (10,000 of 100,000 each), starts
// the real server on it in a child process on 127.0.0.1 (as bench:server does) and prints, one
// request at a time, as ratios in one run:
//   - the permission check: a signed-in call (get-profile: the bearer check, then the caller's roles
//     and relations read from the database) next to GET /api/health, which has neither;
//   - search-employees' first page and total as a line manager of 10, as an HR officer scoped to the
//     department of a tenth and as an office manager scoped to the branch of a tenth, next to the
//     administrator's unfiltered list, with each one's first call;
//   - the audit write on create-employee: the audit insert (audit/audit-trail.ts writeAudit, with the
//     created record as its `after`) in a transaction of its own, next to create-employee through
//     HTTP, which does not write it yet on this branch.
// Always on PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when DATABASE_URL
// is set (a schema of its own, dropped afterwards). Figures only: nothing here asserts a time.
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { writeAudit } from '../audit/audit-trail.ts';
import { hashPassword } from '../auth/passwords.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_EMAIL_DOMAIN } from '../demo/demo-employees.ts';
import { addDemoEmployees, ensureDemoAdministrator, generateDemoPassword } from '../demo/seed-demo-data.ts';
import { fmt, ms } from './bench-format.ts';
import { employeeCountOrExit, healPlacementCaches, medianOf } from './bench-support.ts';
import { startBenchServer } from './server-process.ts';
import { signedInClient, signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_EMPLOYEES = 100_000;
const REPORTS = 10;
/** Every DEPARTMENT_EVERY-th employee is in the HR officer's department, as many in the branch. */
const DEPARTMENT_EVERY = 10;
const CALLS = 50;
const SEARCHES = 20;
const CREATES = 20;
const AUDIT_WRITES = 50;

const employees = employeeCountOrExit(process.argv[2] ?? process.env.BENCH_EMPLOYEES, DEFAULT_EMPLOYEES);

await onEachThrowawayDatabase([employees], benchmark);

interface Seeded {
  adminEmail: string;
  adminPassword: string;
  managerEmail: string;
  officerEmail: string;
  branchManagerEmail: string;
  password: string;
  adminUserId: string;
  employerId: string;
}

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}`);
  const seeded = await prepare(database);
  const server = await startBenchServer(database.target);
  let created: Record<string, unknown> = {};
  let createMedian = Number.NaN;
  try {
    const admin = signedInClient(
      server.url,
      await signIn(server.url, seeded.adminEmail, seeded.adminPassword),
    );
    const manager = signedInClient(
      server.url,
      await signIn(server.url, seeded.managerEmail, seeded.password),
    );
    const officer = signedInClient(
      server.url,
      await signIn(server.url, seeded.officerEmail, seeded.password),
    );
    const branchManager = signedInClient(
      server.url,
      await signIn(server.url, seeded.branchManagerEmail, seeded.password),
    );

    const health = await medianOf(CALLS, async () => {
      await (await fetch(`${server.url}/api/health`)).text();
    });
    const profileAsAdmin = await medianOf(CALLS, () => admin.post('/auth/get-profile', {}));
    const profileAsManager = await medianOf(CALLS, () => manager.post('/auth/get-profile', {}));
    const profileAsOfficer = await medianOf(CALLS, () => officer.post('/auth/get-profile', {}));
    console.info(`${fmt(employees)} employees; medians of ${CALLS} calls one after another`);
    console.info(`Baseline, GET /api/health: ${ms(health)}`);
    console.info(
      `Permission check, get-profile signed in: as the administrator ${ms(profileAsAdmin)} ` +
        `(${ratio(profileAsAdmin, health)} health), as a line manager ${ms(profileAsManager)} ` +
        `(${ratio(profileAsManager, health)} health), as an employee who manages nobody ` +
        `${ms(profileAsOfficer)} (${ratio(profileAsOfficer, health)} health)`,
    );

    const page = { page: 1, pageSize: 25 };
    const tenth = fmt(employees / DEPARTMENT_EVERY);
    const searches = [
      ['the administrator, unfiltered', admin],
      [`a line manager of ${REPORTS}`, manager],
      [`an HR officer scoped to a department of ${tenth}`, officer],
      [`an office manager scoped to a branch of ${tenth}`, branchManager],
    ] as const;
    let unfiltered = Number.NaN;
    for (const [label, as] of searches) {
      const firstStart = performance.now();
      const total = (
        JSON.parse(await as.post('/management/search-employees', page)) as { returnObject: { total: number } }
      ).returnObject.total;
      const first = performance.now() - firstStart;
      const time = await medianOf(SEARCHES, () => as.post('/management/search-employees', page));
      if (Number.isNaN(unfiltered)) unfiltered = time;
      console.info(
        `search-employees, first page of 25, as ${label}: ${fmt(total)} in total, ${ms(time)} ` +
          `(${ratio(time, unfiltered)} the administrator's; first call ${ms(first)})`,
      );
    }
    let unfilteredTerm = Number.NaN;
    for (const [label, as] of searches) {
      const body = { ...page, search: 'a' };
      const time = await medianOf(SEARCHES, () => as.post('/management/search-employees', body));
      if (Number.isNaN(unfilteredTerm)) unfilteredTerm = time;
      console.info(
        `  with the search term "a", as ${label}: ${ms(time)} (${ratio(time, unfilteredTerm)} the administrator's)`,
      );
    }

    let createdCount = 0;
    createMedian = await medianOf(CREATES, async () => {
      createdCount += 1;
      const answer = JSON.parse(
        await admin.post('/management/create-employee', {
          quickEntry: {
            employeeNo: `AUDIT-${createdCount}`,
            firstName: 'Audit',
            lastName: `Bench ${createdCount}`,
            dob: '1986-12-09',
            country: 'United Kingdom',
            ninId: `NI-${createdCount}`,
            email: `audit-${createdCount}@${DEMO_EMAIL_DOMAIN}`,
          },
        }),
      ) as { returnObject: Record<string, unknown> };
      created = answer.returnObject;
    });
  } finally {
    await server.stop();
  }

  // The server's process has let go of the database (a PGlite folder opens in one process only).
  const db = await openDatabase(database.target);
  try {
    const audit = await medianOf(AUDIT_WRITES, () =>
      db.transaction().execute((trx) =>
        writeAudit(
          trx,
          { employerId: seeded.employerId, userId: seeded.adminUserId, address: '127.0.0.1' },
          {
            operation: 'createEmployee',
            area: 'employees',
            recordType: 'employee',
            recordId: String(created.id),
            after: created,
          },
        ),
      ),
    );
    console.info(
      `create-employee through HTTP: ${ms(createMedian)}; its audit insert, a transaction of its own ` +
        `(${fmt(Buffer.byteLength(JSON.stringify(created)))} bytes of record): ${ms(audit)}, so with it ` +
        `about ${ratio(createMedian + audit, createMedian)} create-employee without it`,
    );
  } finally {
    await db.destroy();
  }
}

/** Migrates and seeds the database, then closes it: a PGlite folder can be open in one process only. */
async function prepare(database: ThrowawayDatabase): Promise<Seeded> {
  const db = await openDatabase(database.target);
  try {
    await migrate(db);
    const admin = await ensureDemoAdministrator(db);
    if (!admin.password) throw new Error('The throwaway database already had a demo administrator.');
    const seedStart = performance.now();
    await addDemoEmployees(db, admin.employerId, employees);
    const { managerId, officerId, branchManagerId } = await seedScopes(db, admin.employerId);
    const password = generateDemoPassword();
    const passwordHash = await hashPassword(password);
    const account = async (name: string, employeeId: string) => {
      const email = `bench-${name}@${DEMO_EMAIL_DOMAIN}`;
      const { id } = await db
        .insertInto('users')
        .values({
          employer_id: admin.employerId,
          first_name: 'Bench',
          last_name: name,
          email,
          password_hash: passwordHash,
          role: 'employee',
          employee_id: employeeId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { email, userId: id };
    };
    const manager = await account('manager', managerId);
    const officer = await account('officer', officerId);
    const branchManager = await account('branch-manager', branchManagerId);
    const grant = async (userId: string, name: string, scope: 'department' | 'branch') => {
      const role = await db
        .insertInto('roles')
        .values({
          employer_id: admin.employerId,
          name,
          description: null,
          grid: JSON.stringify({ employees: { read: scope } }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_roles')
        .values({
          user_id: userId,
          role_id: role.id,
          employer_id: admin.employerId,
          granted_by: admin.userId,
        })
        .execute();
    };
    await grant(officer.userId, 'HR Officer of a department', 'department');
    await grant(branchManager.userId, 'Office manager of a branch', 'branch');
    // As the demo seed does after its bulk load: seedScopes' updates leave dead row versions behind,
    // and PGlite has no autovacuum.
    await sql`vacuum analyze`.execute(db);
    console.info(
      `Seeded ${fmt(employees)} employees in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    return {
      adminEmail: admin.email,
      adminPassword: admin.password,
      managerEmail: manager.email,
      officerEmail: officer.email,
      branchManagerEmail: branchManager.email,
      password,
      adminUserId: admin.userId,
      employerId: admin.employerId,
    };
  } finally {
    await db.destroy();
  }
}

/**
 * The first employee manages the next REPORTS (their placements name them as line manager), every
 * DEPARTMENT_EVERY-th employee is placed in one department, the HR officer (the first of them) with
 * them, and as many others (the fifth of each ten) work at one branch, the office manager with them.
 * Set-based, over the demo's placements (one each, from the start date). A service that writes
 * placements computes the placement cached on the employee row in the same transaction; so does this.
 */
async function seedScopes(db: Kysely<Database>, employerId: string) {
  const { id: departmentId } = await db
    .insertInto('departments')
    .values({ employer_id: employerId, code: 'SCOPE', name: 'Scoped department' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const numbered = sql`(select id, row_number() over (order by employee_no) as n from employees
    where employer_id = ${employerId}) numbered`;
  await sql`update placement_history ph set line_manager_id = (
      select id from employees where employer_id = ${employerId} order by employee_no limit 1)
    from ${numbered}
    where ph.employer_id = ${employerId} and ph.employee_id = numbered.id
      and numbered.n between 2 and ${REPORTS + 1}`.execute(db);
  await sql`update placement_history ph set department_id = ${departmentId}
    from ${numbered}
    where ph.employer_id = ${employerId} and ph.employee_id = numbered.id
      and numbered.n % ${DEPARTMENT_EVERY} = 0`.execute(db);
  const { id: branchId } = await db
    .insertInto('branches')
    .values({ employer_id: employerId, code: 'SCOPE', name: 'Scoped branch' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The branch is the placement's (migration 0025); the heal below caches it on the row.
  await sql`update placement_history ph set branch_id = ${branchId}
    from ${numbered}
    where ph.employer_id = ${employerId} and ph.employee_id = numbered.id
      and numbered.n % ${DEPARTMENT_EVERY} = ${DEPARTMENT_EVERY / 2}`.execute(db);
  await healPlacementCaches(db, employerId);
  const { rows } = await sql<{
    manager_id: string;
    officer_id: string;
    branch_manager_id: string;
  }>`
    select (select id from ${numbered} where n = 1) as manager_id,
      (select id from ${numbered} where n = ${DEPARTMENT_EVERY}) as officer_id,
      (select id from ${numbered} where n = ${DEPARTMENT_EVERY / 2}) as branch_manager_id`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('No employees were seeded.');
  return {
    managerId: row.manager_id,
    officerId: row.officer_id,
    branchManagerId: row.branch_manager_id,
  };
}

function ratio(time: number, baseline: number): string {
  return `${(time / baseline).toFixed(1)}×`;
}

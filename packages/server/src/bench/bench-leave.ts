// `npm run bench:leave [-- EMPLOYEES]`: seeds a throwaway database with the demo employer and 10,000
// employees (or EMPLOYEES), three leave years of ledger entries and requests (bench/leave-seed.ts),
// then prints, through the service functions (server time, no HTTP): the Entitlement Report for
// everyone as of a date, the Planner's month for the largest department (about a tenth of the
// employees: 1,000 of 10,000), and apply-and-approve throughput. Always on PGlite (a temporary
// folder); also on PostgreSQL when DATABASE_URL is set (a schema of its own, dropped afterwards).
// Figures only: nothing here asserts a time.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { parseEmployeeCount } from '../demo/employee-count.ts';
import { addDemoEmployees, ensureDemoAdministrator } from '../demo/seed-demo-data.ts';
import { getLeaveEntitlementReport } from '../leave/leave-entitlement-report.ts';
import { getLeavePlanner } from '../leave/leave-planner.ts';
import { submitLeaveRequest } from '../leave/leave-requests.ts';
import { decideLeaveRequest } from '../leave/leave-review.ts';
import { seedLeaveHistory, seedLeaveTypes } from './leave-seed.ts';
import { type ThrowawayDatabase, throwawayPGlite, throwawayPostgresSchema } from './throwaway-database.ts';

const DEFAULT_EMPLOYEES = 10_000;
const RUNS = 5;
const APPLICATIONS = 100;
const AS_OF = '2026-11-30';

const employees = employeeCountOrExit(process.argv[2]);

const databases: (() => Promise<ThrowawayDatabase>)[] = [async () => throwawayPGlite()];
const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl) databases.push(() => throwawayPostgresSchema(postgresUrl));
else console.info('DATABASE_URL is not set: PGlite only.');

for (const create of databases) {
  const database = await create();
  try {
    await benchmark(database);
  } finally {
    await database.dispose();
  }
}

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}`);
  const db = await openDatabase(database.target);
  try {
    await migrate(db);
    const admin = await ensureDemoAdministrator(db);
    const seedStart = performance.now();
    await addDemoEmployees(db, admin.employerId, employees);
    const types = await seedLeaveTypes(db, admin.employerId);
    await seedLeaveHistory(db, { employerId: admin.employerId, adminUserId: admin.userId, types });
    await sql`update employer_modules set enabled = true where employer_id = ${admin.employerId}`.execute(db);
    const { rows } = await sql<{ entries: string; requests: string }>`
      select (select count(*) from leave_ledger) as entries, (select count(*) from leave_requests) as requests`.execute(
      db,
    );
    console.info(
      `Seeded ${employees.toLocaleString('en-GB')} employees, ${Number(rows[0]?.entries).toLocaleString('en-GB')} ledger entries and ` +
        `${Number(rows[0]?.requests).toLocaleString('en-GB')} requests in ${seconds(performance.now() - seedStart)}.`,
    );

    // The services read only the database and the clock.
    const deps = { db, clock: () => new Date(`${AS_OF}T09:00:00Z`) } as ServiceDeps;
    const caller: Caller = { userId: admin.userId, role: 'admin', employerId: admin.employerId };

    const report = await timed(() =>
      getLeaveEntitlementReport(deps, caller, { asOf: AS_OF, leaveTypeId: null, departmentId: null }),
    );
    console.info(
      `Entitlement report, everyone as of ${AS_OF} (${report.result.rows.length.toLocaleString('en-GB')} rows): ${report.summary}`,
    );

    const department = await largestDepartment(deps, admin.employerId);
    const planner = await timed(() =>
      getLeavePlanner(deps, caller, {
        from: '2026-10-01',
        to: '2026-10-31',
        departmentId: department,
        branchId: null,
      }),
    );
    console.info(
      `Planner, October 2026 for one department (${planner.result.employees.length.toLocaleString('en-GB')} employees): ${planner.summary}`,
    );

    const applicants = await db
      .selectFrom('employees')
      .select('id')
      .where('employer_id', '=', admin.employerId)
      .orderBy('id')
      .limit(APPLICATIONS)
      .execute();
    const start = performance.now();
    for (const { id } of applicants) {
      const { id: requestId } = await submitLeaveRequest(deps, caller, {
        employeeId: id,
        leaveTypeId: types.annualLeaveId,
        from: '2027-01-11',
        to: '2027-01-13',
      } as Parameters<typeof submitLeaveRequest>[2]);
      await decideLeaveRequest(deps, caller, { id: requestId, decision: 'approve' });
    }
    const elapsed = performance.now() - start;
    console.info(
      `Apply and approve, one after another: ${applicants.length} in ${seconds(elapsed)}, ` +
        `${((applicants.length / elapsed) * 1000).toFixed(1)} per second`,
    );
  } finally {
    await db.destroy();
  }
}

async function largestDepartment(deps: ServiceDeps, employerId: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom('employees')
    .select(['placed_department_id', (eb) => eb.fn.countAll().as('employees')])
    .where('employer_id', '=', employerId)
    .where('placed_department_id', 'is not', null)
    .groupBy('placed_department_id')
    .orderBy('employees', 'desc')
    .executeTakeFirst();
  return row?.placed_department_id ?? null;
}

/** One warm-up call, then RUNS timed ones: the median and the slowest. */
async function timed<T>(run: () => Promise<T>): Promise<{ result: T; summary: string }> {
  let result = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    result = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] as number;
  return {
    result,
    summary: `median ${median.toFixed(0)} ms, slowest ${(times.at(-1) as number).toFixed(0)} ms of ${RUNS}`,
  };
}

function employeeCountOrExit(argument: string | undefined): number {
  try {
    return parseEmployeeCount(argument, DEFAULT_EMPLOYEES);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

// `npm run bench:expenses [-- LINES]` (or BENCH_LINES=N): issue 32's measure of Expense Claims. Seeds a
// throwaway database with two employers: one with 200,000 claim lines (or N) and one with 100, in
// set-based SQL (expense-seed.ts): their claims over the last year, a fifth of them waiting on the
// administrator. Starts the real server on it in a child process and, through HTTP at 32 connections,
// measures beside the ceiling (GET /api/health) each employer administrator's:
//   - approver's queue (list-expense-claim-queue), first page with its total;
//   - Claims Report (expense-claims-report) by category over the last year, with its totals.
// The table shows each one's rate as a share of the ceiling's, a ratio that holds on a busy machine,
// and the big employer's next to the small one's.
// Always on PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when DATABASE_URL is
// set (a schema of its own, dropped afterwards). Figures only: nothing here asserts a time.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { utcDate } from '../dashboard/calendar-months.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { DEMO_EMAIL_DOMAIN } from '../demo/demo-employees.ts';
import { parseEmployeeCount } from '../demo/employee-count.ts';
import {
  createEmployerWithAdministrator,
  ensureDemoAdministrator,
  generateDemoPassword,
} from '../demo/seed-demo-data.ts';
import { fmt } from './bench-format.ts';
import { type LoadShape, runClosedLoop } from './closed-loop.ts';
import { type SeededExpenses, SPAN_DAYS, seedExpenseEmployer } from './expense-seed.ts';
import { formatReportTable, type ReportRow } from './report-table.ts';
import { startBenchServer } from './server-process.ts';
import { signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_LINES = 200_000;
const SMALL_LINES = 100;
const LOAD: LoadShape = {
  connections: 32,
  maxRequests: 2000,
  maxMs: 5000,
  warmupRequests: 200,
  warmupMs: 1000,
};

interface Employer extends SeededExpenses {
  adminEmail: string;
}

const lines = lineCountOrExit(process.argv[2] ?? process.env.BENCH_LINES);
await onEachThrowawayDatabase([lines], benchmark);

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}`);
  const { password, small, big } = await prepare(database);
  const server = await startBenchServer(database.target);
  try {
    const today = new Date();
    const report = {
      from: utcDate(new Date(today.getTime() - SPAN_DAYS * 86_400_000)),
      to: utcDate(today),
      groupBy: 'category',
    };
    const rows: ReportRow[] = [
      {
        name: 'GET /api/health (ceiling)',
        summary: await runClosedLoop(server.url, () => ({ method: 'GET', path: '/api/health' }), LOAD),
      },
    ];
    for (const [label, employer] of [
      ['small', small],
      ['big', big],
    ] as const) {
      const headers = { Authorization: `Bearer ${await signIn(server.url, employer.adminEmail, password)}` };
      const sizes = `${fmt(employer.lines)} lines`;
      rows.push({
        name: `approver's queue, first page (${label})`,
        note: `${sizes}, ${fmt(employer.submitted)} waiting`,
        summary: await runClosedLoop(
          server.url,
          () => ({
            method: 'POST',
            path: '/api/expenses/list-expense-claim-queue',
            headers,
            body: { offset: 0, limit: 20 },
          }),
          LOAD,
        ),
      });
      rows.push({
        name: `claims report by category, a year (${label})`,
        note: sizes,
        summary: await runClosedLoop(
          server.url,
          () => ({ method: 'POST', path: '/api/expenses/expense-claims-report', headers, body: report }),
          LOAD,
        ),
      });
    }
    console.info(
      `${LOAD.connections} connections; each scenario: ${fmt(LOAD.maxRequests)} requests or ` +
        `${LOAD.maxMs / 1000} s, whichever comes first, after a warm-up of ${LOAD.warmupRequests} ` +
        `requests or ${LOAD.warmupMs / 1000} s`,
    );
    console.info(formatReportTable(rows));
  } finally {
    await server.stop();
  }
}

/**
 * Migrates and seeds the database, then closes it: a PGlite folder can be open in one process only.
 * Both administrators share one password and one hash: hashing is not what this measures.
 */
async function prepare(database: ThrowawayDatabase) {
  const db = await openDatabase(database.target);
  try {
    await migrate(db);
    const password = generateDemoPassword();
    const admin = await ensureDemoAdministrator(db, password);
    if (!admin.password) throw new Error('The throwaway database already had a demo administrator.');
    const smallAdminEmail = `bench-small-admin@${DEMO_EMAIL_DOMAIN}`;
    const smallEmployer = await createEmployerWithAdministrator(db, {
      employerName: 'Small Company Ltd',
      firstName: 'Bench',
      email: smallAdminEmail,
      passwordHash: await hashPassword(password),
    });
    const seedStart = performance.now();
    const big: Employer = {
      ...(await seedExpenseEmployer(db, { employerId: admin.employerId, adminUserId: admin.userId, lines })),
      adminEmail: admin.email,
    };
    const small: Employer = {
      ...(await seedExpenseEmployer(db, {
        employerId: smallEmployer.employerId,
        adminUserId: smallEmployer.userId,
        lines: SMALL_LINES,
      })),
      adminEmail: smallAdminEmail,
    };
    // As autovacuum's analyze would after a bulk load; PGlite has none.
    await sql`vacuum analyze`.execute(db);
    console.info(
      `Seeded ${fmt(big.lines)} claim lines (${fmt(big.claims)} claims, ${fmt(big.employees)} employees) and ` +
        `${fmt(small.lines)} (${fmt(small.claims)} claims), over ${SPAN_DAYS} days, in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    return { password, small, big };
  } finally {
    await db.destroy();
  }
}

function lineCountOrExit(argument: string | undefined): number {
  try {
    const count = parseEmployeeCount(argument, DEFAULT_LINES);
    if (count >= 1) return count;
  } catch {}
  console.error(`The number of claim lines is a whole number, 1 or more (e.g. 200000); got "${argument}".`);
  process.exit(1);
}

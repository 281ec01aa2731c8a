// `npm run bench:expenses [-- LINES]` (or BENCH_LINES=N): issue 32's measure of Expense Claim — "the
// approver's queue and the claims report for an employer with 200,000 claim lines, next to one with
// 100, in one run". Seeds a throwaway database with two employers (expense-seed.ts, set-based SQL): one
// with 200,000 lines (or N; 4 lines a claim, 25 claims an employee: 2,000 employees) and one with 100,
// claims in every status, 30% submitted and waiting on the administrator (their approvals as the
// engine writes them). Starts the real server on it in a child process on 127.0.0.1 and, through HTTP at
// 32 connections, each employer's administrator asks for the approver's queue (first page, oldest
// first, with its total), opens the oldest waiting claim (whose Approve and Reject depend on whether the
// caller decides it: one approval among the many waiting on them) and asks for the claims report over
// the last 365 days by category, department and month. Each row's req/s is printed as a share of GET
// /api/health's in the same run (a ratio that holds on a busy machine), the big employer's beside the
// small one's, with the seed's time and the server's peak memory. Always on PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when
// DATABASE_URL is set (a schema of its own, dropped afterwards). The loaded rows and the ceiling run
// BENCH_WARM_PASSES times unmeasured first (1 unless set: closed-loop.ts), after every one-at-a-time
// call. BENCH_CPU_PROF=<folder> runs the server with --cpu-prof, its profile written there when it
// stops. Figures only: nothing asserts a time.
import { performance } from 'node:perf_hooks';
import { parseDate } from '@internationalized/date';
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
import { fmt, ms } from './bench-format.ts';
import { timesOf } from './bench-support.ts';
import {
  type LoadShape,
  runClosedLoop,
  runUnmeasuredPasses,
  warmPasses,
  warmPassesText,
} from './closed-loop.ts';
import { type SeededClaims, seedExpenseEmployer } from './expense-seed.ts';
import { percentile } from './latency.ts';
import { processMemory } from './process-memory.ts';
import { formatReportTable, type ReportRow } from './report-table.ts';
import { cpuProfileOptions, startBenchServer } from './server-process.ts';
import { signedInClient, signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_LINES = 200_000;
const SMALL_LINES = 100;
const SAMPLE_MS = 25;
const WARM_PASSES = warmPasses();
/** The report's period: the year before today, within the contract's 366 days. */
const REPORT_DAYS = 365;
const QUEUE_PAGE = { offset: 0, limit: 20 };
const GROUPS = ['category', 'department', 'month'] as const;
/** Calls one after another per scenario and employer, after one warm-up. */
const CALLS = 5;
/** A scenario is loaded at 32 connections only when 32 calls queued one behind another stay under this. */
const LOADED_UP_TO_MS = 20_000;
const LOAD: LoadShape = {
  connections: 32,
  maxRequests: 2000,
  maxMs: 5000,
  warmupRequests: 200,
  warmupMs: 1000,
};

interface Employer extends SeededClaims {
  label: 'big' | 'small';
  adminEmail: string;
  /** The oldest claim waiting on the administrator: the queue's first, once the server has answered it. */
  waitingClaimId?: string;
}

const lines = lineCountOrExit(process.argv[2] ?? process.env.BENCH_LINES);
await onEachThrowawayDatabase([lines], benchmark);

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}`);
  const { password, today, employers } = await prepare(database);
  const server = await startBenchServer(database.target, { nodeOptions: cpuProfileOptions() });
  try {
    const reportBody = (groupBy: (typeof GROUPS)[number]) => ({
      from: parseDate(today)
        .subtract({ days: REPORT_DAYS - 1 })
        .toString(),
      to: today,
      groupBy,
    });
    const scenarios: {
      name: string;
      path: string;
      body: (employer: Employer) => unknown;
      note: (employer: Employer) => string;
    }[] = [
      {
        name: "approver's queue, first page",
        path: '/expenses/list-expense-claim-queue',
        body: () => QUEUE_PAGE,
        note: (employer) => `${fmt(employer.submitted)} waiting`,
      },
      {
        name: 'a waiting claim, as its approver',
        path: '/expenses/get-expense-claim',
        body: (employer) => ({ id: employer.waitingClaimId }),
        note: (employer) => `1 of ${fmt(employer.submitted)} waiting`,
      },
      ...GROUPS.map((groupBy) => ({
        name: `claims report by ${groupBy}`,
        path: '/expenses/expense-claims-report',
        body: () => reportBody(groupBy),
        note: (employer: Employer) => `${fmt(employer.lines)} lines in ${REPORT_DAYS} days`,
      })),
    ];
    const tokens = new Map<Employer, string>();
    for (const employer of employers) {
      const token = await signIn(server.url, employer.adminEmail, password);
      tokens.set(employer, token);
      // Every claim waiting is in the queue, and every line in the report: the seed is what the server reads.
      const client = signedInClient(server.url, token);
      const queue = (await client.json(scenarios[0]?.path as string, QUEUE_PAGE)).returnObject;
      if (queue.total !== employer.submitted) {
        throw new Error(
          `The ${employer.label} employer's queue holds ${queue.total}, not the ${employer.submitted} submitted.`,
        );
      }
      employer.waitingClaimId = queue.items[0]?.id;
      const claim = (await client.json('/expenses/get-expense-claim', { id: employer.waitingClaimId }))
        .returnObject;
      if (!claim.canDecide) {
        throw new Error(
          `The ${employer.label} employer's administrator cannot decide the oldest waiting claim.`,
        );
      }
      const report = (await client.json('/expenses/expense-claims-report', reportBody('category')))
        .returnObject;
      if (report.totals.lines !== employer.reportLines) {
        throw new Error(
          `The ${employer.label} employer's report counts ${report.totals.lines} lines, not the ` +
            `${employer.reportLines} of claims that are not drafts.`,
        );
      }
    }

    const memory = processMemory(server.pid);
    const idle = memory.baseline;
    memory.resetPeak();
    const sampler = setInterval(() => memory.sample(), SAMPLE_MS);
    const ceiling = () => runClosedLoop(server, () => ({ method: 'GET', path: '/api/health' }), LOAD);
    const loaded: { name: string; note: string; run: () => ReturnType<typeof ceiling> }[] = [];
    const single: string[][] = [];
    const skipped: string[] = [];
    for (const scenario of scenarios) {
      const medians: number[] = [];
      // The small employer first: a slow scenario's requests, given up by the client, would still hold
      // the server's database while the next one is measured.
      for (const employer of [...employers].reverse()) {
        const client = signedInClient(server.url, tokens.get(employer) as string);
        const body = scenario.body(employer);
        const times = await timesOf(CALLS, () => client.post(scenario.path, body));
        const median = percentile(times, 50);
        medians.push(median);
        const name = `${scenario.name}, ${fmt(employer.lines)} lines`;
        if (median * LOAD.connections > LOADED_UP_TO_MS) {
          skipped.push(
            `${name}: one call takes ${ms(median)}; ${LOAD.connections} at once would pass the client's ` +
              `30 s timeout, so it is timed one call at a time only.`,
          );
          continue;
        }
        const headers = { Authorization: `Bearer ${tokens.get(employer)}` };
        loaded.push({
          name,
          note: scenario.note(employer),
          run: () =>
            runClosedLoop(
              server,
              () => ({ method: 'POST', path: `/api${scenario.path}`, headers, body }),
              LOAD,
            ),
        });
      }
      const [small, big] = medians as [number, number];
      single.push([scenario.name, ms(small), ms(big), `${(big / small).toFixed(1)}×`]);
    }
    // As the other benches with a ceiling: a cold server's ceiling is a fraction of a warm one's.
    await runUnmeasuredPasses(WARM_PASSES, [ceiling, ...loaded.map((scenario) => scenario.run)]);
    const rows: ReportRow[] = [{ name: 'GET /api/health (ceiling)', summary: await ceiling() }];
    for (const scenario of loaded) {
      rows.push({ name: scenario.name, note: scenario.note, summary: await scenario.run() });
    }
    clearInterval(sampler);
    console.info(
      `One call at a time (${CALLS} after one warm-up, the median), the issue's ${fmt(lines)} claim lines ` +
        `next to ${fmt(SMALL_LINES)} (no figure to meet):`,
    );
    console.info(
      formatColumns([`scenario`, `${fmt(SMALL_LINES)} lines`, `${fmt(lines)} lines`, 'big/small'], single),
    );
    console.info(
      `\n${LOAD.connections} connections as each employer's administrator; each scenario: ` +
        `${fmt(LOAD.maxRequests)} requests or ${LOAD.maxMs / 1000} s, whichever comes first, after a ` +
        `warm-up of ${LOAD.warmupRequests} requests or ${LOAD.warmupMs / 1000} s; ${warmPassesText(WARM_PASSES)}:`,
    );
    console.info(formatReportTable(rows));
    for (const line of skipped) console.info(line);
    console.info(
      `Server resident memory: ${idle.toFixed(0)} MB before the measures, peak ${memory.peakMegabytes().toFixed(0)} MB.`,
    );
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
    const passwordHash = await hashPassword(password);
    const admin = await ensureDemoAdministrator(db, password);
    if (!admin.password) throw new Error('The throwaway database already had a demo administrator.');
    const smallAdminEmail = `bench-small-admin@${DEMO_EMAIL_DOMAIN}`;
    const smallEmployer = await createEmployerWithAdministrator(db, {
      employerName: 'Small Company Ltd',
      firstName: 'Bench',
      email: smallAdminEmail,
      passwordHash,
    });
    const today = utcDate(new Date());
    const seedStart = performance.now();
    const big: Employer = {
      label: 'big',
      adminEmail: admin.email,
      ...(await seedExpenseEmployer(db, {
        employerId: admin.employerId,
        adminUserId: admin.userId,
        lines,
        today,
      })),
    };
    const small: Employer = {
      label: 'small',
      adminEmail: smallAdminEmail,
      ...(await seedExpenseEmployer(db, {
        employerId: smallEmployer.employerId,
        adminUserId: smallEmployer.userId,
        lines: SMALL_LINES,
        today,
      })),
    };
    // As autovacuum's analyze would after a bulk load; PGlite has none.
    await sql`vacuum analyze`.execute(db);
    console.info(
      `Seeded ${fmt(big.lines)} claim lines (${fmt(big.claims)} claims, ${fmt(big.employees)} employees) and ` +
        `${fmt(small.lines)} (${fmt(small.claims)} claims, ${fmt(small.employees)} employees) in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    return { password, today, employers: [big, small] };
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

/** A plain-text table: the first column left-aligned, the figures right-aligned. */
function formatColumns(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

// `npm run bench:attendance [-- EMPLOYEES]` (or BENCH_EMPLOYEES=N): issue 29's speed aims for attendance.
// Seeds a throwaway database with the demo employer and 10,000 employees (or N) in Europe/London, then
// for each day of October 2026 (22 working days, the daylight-saving change on the 25th) writes that
// day's punches (an in and an out for nearly everyone on a working day: about 440,000 in the month;
// attendance-seed.ts, set-based SQL) and runs the daily job the morning after, timed, as it runs in
// production (workOutAttendanceDays: yesterday for everyone and the days before whose punches changed).
// Then starts the real server on it in a child process on 127.0.0.1 (as bench:team does) and measures
// through HTTP:
//   - the Time Clock Report for the month, summed per person (10,000 rows), as an administrator;
//   - the flagged punches waiting for review (the last check-in of 500 people), as an administrator;
//   - the punch operation under 32 connections, each an employee of its own inside the site, beside
//     the ceiling (GET /api/health) in the same run: the share of the ceiling holds on a busy machine.
//     Both run BENCH_WARM_PASSES times unmeasured first (1 unless set: closed-loop.ts).
// Always on PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when DATABASE_URL is
// set (a schema of its own, dropped afterwards). Figures only: nothing here asserts a time; the aims
// are printed beside them, met or not. BENCH_JOB_ONLY=1 stops after the daily job's figures (no server,
// no report, no punch load): the quick way to compare the job before and after a change.
import { performance } from 'node:perf_hooks';
import { parseDate } from '@internationalized/date';
import { sql } from 'kysely';
import { workOutAttendanceDays } from '../attendance/attendance-days.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { addDemoEmployees, ensureDemoAdministrator } from '../demo/seed-demo-data.ts';
import {
  BENCH_LOCATION,
  employeeAccounts,
  flagCheckIns,
  seedPunchesOn,
  setUpAttendance,
} from './attendance-seed.ts';
import { fmt, ms } from './bench-format.ts';
import { employeeCountOrExit, medianOf } from './bench-support.ts';
import {
  type LoadShape,
  runClosedLoop,
  runUnmeasuredPasses,
  warmPasses,
  warmPassesText,
} from './closed-loop.ts';
import { formatReportTable } from './report-table.ts';
import { startBenchServer } from './server-process.ts';
import { signedInClient, signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_EMPLOYEES = 10_000;
const MONTH = { from: '2026-10-01', to: '2026-10-31', name: 'October 2026' };
const REPORT_RUNS = 5;
/** People with a check-in flagged for review: the list shows at most 500 punches. */
const FLAGGED_PEOPLE = 500;
const LOAD: LoadShape = {
  connections: 32,
  maxRequests: 2000,
  maxMs: 5000,
  warmupRequests: 200,
  warmupMs: 1000,
};
const AIMS = { dailyJobMs: 5000, monthReportMs: 1000, checkInShare: 0.3 };

interface JobRun {
  date: string;
  working: boolean;
  ms: number;
  rows: number;
}

const employees = employeeCountOrExit(process.argv[2] ?? process.env.BENCH_EMPLOYEES, DEFAULT_EMPLOYEES);
const WARM_PASSES = warmPasses();
const jobOnly = process.env.BENCH_JOB_ONLY === '1';
await onEachThrowawayDatabase([employees], benchmark);

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}, ${fmt(employees)} employees`);
  const seeded = await prepare(database);
  if (jobOnly) {
    printJobFigures(database, seeded.jobRuns);
    return;
  }
  const server = await startBenchServer(database.target);
  try {
    const admin = signedInClient(
      server.url,
      await signIn(server.url, seeded.adminEmail, seeded.adminPassword),
    );
    let summaryRows = 0;
    const reportMs = await medianOf(REPORT_RUNS, async () => {
      const body = await admin.post('/attendance/time-clock-report', {
        from: MONTH.from,
        to: MONTH.to,
        view: 'summary',
      });
      summaryRows = (JSON.parse(body) as { returnObject: { rows: unknown[] } }).returnObject.rows.length;
    });

    let flaggedRows = 0;
    const flaggedMs = await medianOf(REPORT_RUNS, async () => {
      const body = await admin.post('/attendance/list-flagged-punches', {});
      flaggedRows = (JSON.parse(body) as { returnObject: { items: unknown[] } }).returnObject.items.length;
    });

    const tokens: string[] = [];
    for (const email of seeded.accounts.emails)
      tokens.push(await signIn(server.url, email, seeded.accounts.password));
    const first = await signedInClient(server.url, tokens[0] as string).json(
      '/attendance/punch',
      punchBody(0),
    );
    if (first.returnObject?.repeated !== false) throw new Error('The first check-in was not stored.');
    const ceiling = () => runClosedLoop(server, () => ({ method: 'GET', path: '/api/health' }), LOAD);
    // Each punch a new one (its own device key), counted across runs: an unmeasured pass comes first.
    let punched = 0;
    const punching = () =>
      runClosedLoop(
        server,
        (connection) => ({
          method: 'POST',
          path: '/api/attendance/punch',
          headers: { Authorization: `Bearer ${tokens[connection % tokens.length]}` },
          body: punchBody(++punched),
        }),
        LOAD,
      );
    await runUnmeasuredPasses(WARM_PASSES, [ceiling, punching]);
    const health = await ceiling();
    const checkIn = await punching();
    console.info(
      `\n${LOAD.connections} connections, each an employee of its own; each scenario: ` +
        `${fmt(LOAD.maxRequests)} requests or ${LOAD.maxMs / 1000} s, whichever comes first, after a ` +
        `warm-up of ${LOAD.warmupRequests} requests or ${LOAD.warmupMs / 1000} s; ${warmPassesText(WARM_PASSES)}`,
    );
    console.info(
      formatReportTable([
        { name: 'GET /api/health (ceiling)', summary: health },
        { name: 'punch (check in or out, inside the site)', summary: checkIn },
      ]),
    );

    const share = health.requestsPerSecond > 0 ? checkIn.requestsPerSecond / health.requestsPerSecond : 0;
    const onPostgres = database.target.engine === 'postgres';
    printJobFigures(database, seeded.jobRuns);
    printFigures([
      [
        `Time Clock Report, ${MONTH.name} summed per person, median of ${REPORT_RUNS}`,
        `${ms(reportMs)} (${fmt(summaryRows)} rows, from ${fmt(seeded.days)} days and ${fmt(seeded.punches)} punches)`,
      ],
      [
        `Flagged punches to review, as the administrator, median of ${REPORT_RUNS}`,
        `${ms(flaggedMs)} (${fmt(flaggedRows)} punches of as many people)`,
      ],
      [
        `punch at ${LOAD.connections} connections`,
        `${checkIn.requestsPerSecond.toFixed(1)} per second, p95 ${ms(checkIn.p95Ms)}, ` +
          `${(share * 100).toFixed(1)}% of GET /api/health's ${health.requestsPerSecond.toFixed(1)} per second`,
      ],
    ]);
    console.info(
      aimLine(
        `the month's report under 1 s on PostgreSQL${onPostgres ? '' : ' (this is PGlite: for comparison)'}`,
        reportMs / AIMS.monthReportMs,
        'below',
      ),
    );
    console.info(aimLine('check-in at least 30% of the ceiling', share / AIMS.checkInShare, 'at least'));
  } finally {
    await server.stop();
  }
}

/**
 * Migrates and seeds the database and runs the daily job for each day of the month (the measured
 * part of this phase), then closes it: a PGlite folder can be open in one process only.
 */
async function prepare(database: ThrowawayDatabase) {
  const db = await openDatabase(database.target);
  try {
    await migrate(db);
    const admin = await ensureDemoAdministrator(db);
    if (!admin.password) throw new Error('The throwaway database already had a demo administrator.');
    const seedStart = performance.now();
    await addDemoEmployees(db, admin.employerId, employees);
    await setUpAttendance(db, admin.employerId);
    const accounts = await employeeAccounts(db, admin.employerId, LOAD.connections);
    console.info(`Seeded ${fmt(employees)} employees in ${seconds(performance.now() - seedStart)}.`);

    const jobRuns: JobRun[] = [];
    let punches = 0;
    let seedMs = 0;
    const last = parseDate(MONTH.to);
    for (let day = parseDate(MONTH.from); day.compare(last) <= 0; day = day.add({ days: 1 })) {
      const date = day.toString();
      const working = new Date(`${date}T00:00:00Z`).getUTCDay() % 6 !== 0;
      const seedDayStart = performance.now();
      if (working) punches += await seedPunchesOn(db, admin.employerId, date);
      // As autovacuum's analyze would after a day's inserts; PGlite has none, so asked here.
      await sql`analyze attendance_punches`.execute(db);
      seedMs += performance.now() - seedDayStart;
      const today = day.add({ days: 1 }).toString();
      const start = performance.now();
      const result = await workOutAttendanceDays(db, {
        employerId: admin.employerId,
        today,
        now: new Date(`${today}T01:00:00Z`),
      });
      jobRuns.push({ date, working, ms: performance.now() - start, rows: result.rows });
      if (day.day % 7 === 0 || day.compare(last) === 0) {
        const week = jobRuns.slice(-(((day.day - 1) % 7) + 1));
        console.info(
          `  daily job up to ${date}: ${week.map((run) => `${run.date.slice(8)} ${seconds(run.ms)}`).join(', ')}`,
        );
      }
    }
    const flagged = await flagCheckIns(db, admin.employerId, FLAGGED_PEOPLE);
    await sql`vacuum analyze attendance_days`.execute(db);
    const { rows } = await sql<{ days: string }>`select count(*) as days from attendance_days`.execute(db);
    console.info(
      `Seeded ${fmt(punches)} punches in ${seconds(seedMs)} (${fmt(flagged)} flagged for review); ` +
        `the job wrote ${fmt(Number(rows[0]?.days))} attendance days.`,
    );
    return {
      adminEmail: admin.email,
      adminPassword: admin.password,
      accounts,
      jobRuns,
      punches,
      days: Number(rows[0]?.days),
    };
  } finally {
    await db.destroy();
  }
}

/** The daily job's figures: after a working day (the aim) and after a day off. */
function printJobFigures(database: ThrowawayDatabase, jobRuns: readonly JobRun[]): void {
  const working = jobRuns.filter((run) => run.working);
  const off = jobRuns.filter((run) => !run.working);
  const jobMs = median(working.map((run) => run.ms));
  console.info(`\nFigures (${database.target.engine}, ${fmt(employees)} employees)`);
  printFigures([
    [
      `daily job after a working day, median of ${working.length} runs`,
      `${seconds(jobMs)}, slowest ${seconds(Math.max(...working.map((run) => run.ms)))}; ` +
        `${fmt(median(working.map((run) => run.rows)))} rows written per run`,
    ],
    [
      `daily job after a day off, median of ${off.length} runs`,
      `${seconds(median(off.map((run) => run.ms)))}; ${fmt(median(off.map((run) => run.rows)))} rows written per run`,
    ],
  ]);
  console.info(aimLine('the daily job for 10,000 under 5 s', jobMs / AIMS.dailyJobMs, 'below'));
}

/** A new punch inside the site, online, as the check-in page sends it; in and out by turns. */
function punchBody(sequence: number) {
  return {
    deviceKey: `bench-load-${sequence}`,
    direction: sequence % 2 === 0 ? 'in' : 'out',
    location: BENCH_LOCATION,
    deviceTime: null,
    offline: false,
    outsideReason: null,
  };
}

function printFigures(rows: readonly [string, string][]): void {
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.info(`  ${name.padEnd(width)}  ${value}`);
}

/** "Aim: … met (0.42 of the aim)": the measured figure over the aim, and which side of 1 meets it. */
function aimLine(aim: string, ratio: number, meets: 'below' | 'at least'): string {
  const met = meets === 'below' ? ratio < 1 : ratio >= 1;
  return `Aim: ${aim}: ${met ? 'met' : 'NOT met'} (measured ÷ aim = ${ratio.toFixed(2)})`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(2)} s`;
}

// `npm run bench:org-chart [-- EMPLOYEES]` (or BENCH_EMPLOYEES=N): the organisation chart (issue 28)
// for 10,000 employees (or N) next to a 100-person chart in the same run. Seeds a throwaway database
// with the demo employer and 100 employees under a hierarchy (each manager has FAN_OUT reports, so
// 10,000 people are six levels deep), starts the real server on it in a child process on 127.0.0.1 and
// prints, one request at a time:
//   - GET /api/health, the baseline: what a request costs with no work behind it;
//   - get-org-chart for everyone on a date: its server time (to the last byte) and size;
//   - the chart's first paint in headless Chromium (page-paint.ts, scripts/bench-org-chart-page/: the
//     real OrgChartScreen fed by the real server): first contentful paint, the chart committed to the
//     DOM, and the next frame after it;
// then adds employees up to the full count under the same hierarchy and prints the same again.
// Always on PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when DATABASE_URL
// is set (a schema of its own, dropped afterwards). BENCH_CHROMIUM=0 leaves out the browser.
// Figures only: nothing here asserts a time.
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { addDemoEmployees, ensureDemoAdministrator } from '../demo/seed-demo-data.ts';
import { fmt, ms } from './bench-format.ts';
import { employeeCountOrExit, healPlacementCaches, medianOf } from './bench-support.ts';
import { benchPageIfChromium, medianMark } from './page-paint.ts';
import { startBenchServer } from './server-process.ts';
import { signedInClient, signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_EMPLOYEES = 10_000;
const SMALL_CHART = 100;
/** Each manager's direct reports: 10,000 people are six levels under the first. */
const FAN_OUT = 6;
const RUNS = 5;
const PAINT_RUNS = 3;
const HEALTH_REQUESTS = 100;

const employees = employeeCountOrExit(process.argv[2] ?? process.env.BENCH_EMPLOYEES, DEFAULT_EMPLOYEES);

const chartPage = await benchPageIfChromium('bench-org-chart-page');
try {
  await onEachThrowawayDatabase([employees], benchmark);
} finally {
  await chartPage?.dispose();
}

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}`);
  const db = await openDatabase(database.target);
  let admin: Awaited<ReturnType<typeof ensureDemoAdministrator>>;
  try {
    await migrate(db);
    admin = await ensureDemoAdministrator(db);
    if (!admin.password) throw new Error('The throwaway database already had a demo administrator.');
    await grow(db, admin.employerId, Math.min(SMALL_CHART, employees));
  } finally {
    await db.destroy();
  }
  const password = admin.password;
  let small = Number.NaN;
  for (const size of [...new Set([Math.min(SMALL_CHART, employees), employees])]) {
    if (size > SMALL_CHART) {
      // The server's process has let go of the database (a PGlite folder opens in one process only).
      const grower = await openDatabase(database.target);
      try {
        await grow(grower, admin.employerId, size - SMALL_CHART);
      } finally {
        await grower.destroy();
      }
    }
    const server = await startBenchServer(database.target);
    try {
      const api = signedInClient(server.url, await signIn(server.url, admin.email, password));
      const health = await medianOf(HEALTH_REQUESTS, async () => {
        await (await fetch(`${server.url}/api/health`)).text();
      });
      let body = '';
      const chart = await medianOf(RUNS, async () => {
        body = await api.post('/placements/get-org-chart', {});
      });
      const people = (JSON.parse(body) as { returnObject: { people: unknown[] } }).returnObject.people.length;
      if (Number.isNaN(small)) small = chart;
      console.info(
        `Chart of ${fmt(people)} people (${(Buffer.byteLength(body) / 1_000_000).toFixed(2)} MB of JSON): ` +
          `server median ${ms(chart)} of ${RUNS} (${(chart / small).toFixed(1)}x the ${fmt(SMALL_CHART)}-person ` +
          `chart; GET /api/health ${ms(health)})`,
      );
      if (!chartPage) continue;
      const paint = await chartPage.measure({
        serverUrl: server.url,
        hash: { token: api.token },
        observe: () => {},
        observeArg: people,
        runs: PAINT_RUNS,
      });
      console.info(
        `  in Chromium, median of ${PAINT_RUNS} loads from navigation: first contentful paint ` +
          `${ms(medianMark(paint, 'firstContentfulPaint'))}, chart in the DOM ${ms(medianMark(paint, 'chartInDom'))}, ` +
          `chart painted ${ms(medianMark(paint, 'done'))}`,
      );
    } finally {
      await server.stop();
    }
  }
}

/**
 * Adds `count` demo employees and places every employee but the first under a manager: the n-th by
 * employee number reports to the ((n - 2) / FAN_OUT + 1)-th, a tree FAN_OUT wide. Set-based, over the
 * demo's placements (one each, from the start date); the cached placement is computed again as the
 * services do.
 */
async function grow(db: Kysely<Database>, employerId: string, count: number): Promise<void> {
  const start = performance.now();
  await addDemoEmployees(db, employerId, count);
  await sql`with numbered as (
      select id, row_number() over (order by employee_no) as n from employees where employer_id = ${employerId})
    update placement_history ph set line_manager_id = manager.id
    from numbered report join numbered manager on manager.n = (report.n - 2) / ${FAN_OUT} + 1
    where ph.employer_id = ${employerId} and ph.employee_id = report.id and report.n > 1
      and ph.line_manager_id is distinct from manager.id`.execute(db);
  await healPlacementCaches(db, employerId);
  // PGlite has no autovacuum: the updates above leave dead row versions behind.
  await sql`vacuum analyze`.execute(db);
  console.info(`Added ${fmt(count)} employees in ${((performance.now() - start) / 1000).toFixed(1)} s.`);
}

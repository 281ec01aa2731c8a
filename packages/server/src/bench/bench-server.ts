// `npm run bench:server [-- EMPLOYEES]`: seeds a throwaway database with the demo employer and
// 100,000 employees (or EMPLOYEES), starts the real server on it in a child process on 127.0.0.1,
// and prints requests/s and p50/p95 latency under 32 concurrent connections for each scenario of
// scenarios.ts. On PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when
// DATABASE_URL is set (a schema of its own, dropped afterwards). BENCH_SCENARIOS=<text> runs only the
// scenarios whose name contains it, or one of its `|`-separated texts (`'floor|search'`; the ceiling
// always runs, so the shares stay of the same minutes);
// BENCH_CPU_PROF=<folder> runs the server with --cpu-prof, its profile written there when it stops.
// BENCH_ACCEPT_ENCODING=<header> sends that Accept-Encoding with every request, as a browser sends
// `gzip, deflate, br` (the JSON answers of 1 KiB or more are then gzipped); unset, none is sent, so
// every answer leaves as it is. BENCH_WARM_PASSES=<n> (1 unless given) first runs every chosen scenario
// n times unmeasured, so the figures are a warmed-up server's (closed-loop.ts, warmPasses).
// Figures only: nothing here asserts a time.
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { addDemoEmployees, ensureDemoAdministrator } from '../demo/seed-demo-data.ts';
import { fmt } from './bench-format.ts';
import { employeeCountOrExit } from './bench-support.ts';
import {
  chosenScenarios,
  type LoadShape,
  runClosedLoop,
  runUnmeasuredPasses,
  warmPasses,
  warmPassesText,
} from './closed-loop.ts';
import { formatReportTable, type ReportRow } from './report-table.ts';
import { benchScenarios, SIGNED_IN_FLOOR } from './scenarios.ts';
import { cpuProfileOptions, startBenchServer } from './server-process.ts';
import { createSignInAccounts, signIn } from './sign-in-accounts.ts';
import { type ThrowawayDatabase, throwawayPGlite, throwawayPostgresSchema } from './throwaway-database.ts';

const DEFAULT_EMPLOYEES = 100_000;
const LOAD: LoadShape = {
  connections: 32,
  maxRequests: 2000,
  maxMs: 5000,
  warmupRequests: 200,
  warmupMs: 1000,
};

const employees = employeeCountOrExit(process.argv[2], DEFAULT_EMPLOYEES);
const WARM_PASSES = warmPasses();
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
// Ctrl-C stops after the scenario under way, so the temporary folder or schema is still removed;
// a second Ctrl-C stops at once.
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  console.info('\nStopping after this step and removing the throwaway database...');
});
const databases: (() => Promise<ThrowawayDatabase>)[] = [];
if (process.env.BENCH_PGLITE !== '0') databases.push(async () => throwawayPGlite());
const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl) databases.push(() => throwawayPostgresSchema(postgresUrl));
else console.info('DATABASE_URL is not set: PGlite only.');

for (const create of databases) {
  if (interrupted) break;
  const database = await create();
  try {
    await benchmark(database);
  } finally {
    await database.dispose();
  }
}

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}`);
  const prepared = await prepare(database);
  const server = await startBenchServer(database.target, {
    nodeOptions: cpuProfileOptions(),
  });
  try {
    const token = await signIn(server.url, prepared.adminEmail, prepared.adminPassword);
    const rows: ReportRow[] = [];
    const scenarios = chosenScenarios(benchScenarios({ token, ...prepared }));
    const run = (scenario: (typeof scenarios)[number]) =>
      runClosedLoop(
        server,
        (connection, sequence) => {
          const request = scenario.next(connection, sequence);
          return acceptEncoding
            ? { ...request, headers: { ...request.headers, 'Accept-Encoding': acceptEncoding } }
            : request;
        },
        { ...LOAD, connections: scenario.connections ?? LOAD.connections },
      );
    await runUnmeasuredPasses(
      WARM_PASSES,
      scenarios.map((scenario) => () => run(scenario)),
      () => interrupted,
    );
    for (const scenario of scenarios) {
      if (interrupted) break;
      const summary = await run(scenario);
      // Ctrl-C reaches the server too, so a scenario it cut short measured nothing but refusals.
      if (interrupted) break;
      rows.push({ name: scenario.name, summary, ...(scenario.note ? { note: scenario.note } : {}) });
    }
    console.info(
      `${fmt(employees)} employees; ${LOAD.connections} connections unless the row says otherwise; ` +
        `each scenario: ${fmt(LOAD.maxRequests)} requests or ${LOAD.maxMs / 1000} s, whichever comes first, ` +
        `after a warm-up of ${LOAD.warmupRequests} requests or ${LOAD.warmupMs / 1000} s; ` +
        `${warmPassesText(WARM_PASSES)}; ` +
        (acceptEncoding
          ? `Accept-Encoding: ${acceptEncoding}`
          : 'no Accept-Encoding (answers not compressed)'),
    );
    console.info(formatReportTable(rows));
    console.info(floorShares(rows));
  } finally {
    await server.stop();
  }
}

/**
 * Each search's req/s as a share of the signed-in floor's in the same run: how far above the least any
 * signed-in call costs a search is, where the ceiling's share also counts what every signed-in call pays.
 */
function floorShares(rows: readonly ReportRow[]): string {
  const floor = rows.find((row) => row.name === SIGNED_IN_FLOOR)?.summary.requestsPerSecond;
  if (!floor) return '';
  const shares = rows
    .filter((row) => row.name.startsWith('search'))
    .map((row) => `${row.name} ${((100 * row.summary.requestsPerSecond) / floor).toFixed(1)}%`);
  return shares.length ? `Of the signed-in floor's req/s: ${shares.join('; ')}.` : '';
}

/** Migrates and seeds the database, then closes it: a PGlite folder can be open in one process only. */
async function prepare(database: ThrowawayDatabase) {
  const db = await openDatabase(database.target);
  try {
    await migrate(db);
    const admin = await ensureDemoAdministrator(db);
    const started = performance.now();
    const added = await addDemoEmployees(db, admin.employerId, employees, (inserted) => {
      if (inserted % 50_000 === 0 || inserted === employees) {
        console.info(`  seeded ${fmt(inserted)} employees (${seconds(started)} s)`);
      }
    });
    const signInAccounts = await createSignInAccounts(db, admin.employerId, LOAD.connections);
    if (!admin.password) throw new Error('The throwaway database already had a demo administrator.');
    return {
      adminEmail: admin.email,
      adminPassword: admin.password,
      signInAccounts,
      nextEmployeeIndex: added.lastIndex + 1,
    };
  } finally {
    await db.destroy();
  }
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

// `npm run bench:incidents [-- CASES]` (or BENCH_CASES=N): issue 30's measure of the incident case list
// and the cause list. Seeds a throwaway database with two employers: one with 50,000 cases (or N) and
// one with 100, each with an employee for every five cases and a department head whose incidents
// permission reaches their department (incident-seed.ts, set-based SQL). Starts the real server on it
// in a child process on 127.0.0.1 (as bench:permissions does) and, through HTTP, one request at a time,
// for each employer's administrator and its department head (the scope filter in SQL):
//   - list-incident-cases: the first page, a search term, a state filter, each with its total;
//   - list-incident-hearings: a 31-day cause list around today;
//   - report-incident-case, as the administrator: a new case, whose notice judges each holder of the
//     Supervisor role (one employee in 20) by their own permissions.
// Prints each one's median and p95 at both sizes and the ratio of the medians, big over small.
// Always on PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when DATABASE_URL is
// set (a schema of its own, dropped afterwards). Figures only: nothing here asserts a time.
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
import { SEARCH_TERM, SPAN_DAYS, seedIncidentEmployer } from './incident-seed.ts';
import { percentile } from './latency.ts';
import { startBenchServer } from './server-process.ts';
import { signedInClient, signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_CASES = 50_000;
const SMALL_CASES = 100;
const CALLS = 30;
/** The cause list's window: the fortnight before today, today and the fortnight after. */
const WINDOW_HALF_DAYS = 15;

interface Employer {
  cases: number;
  employees: number;
  adminEmail: string;
  headEmail: string;
  supervisors: number;
  typeId: string;
  subjectId: string;
}

interface Scenario {
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** What the answer holds: a page's total, or the cause list's sittings. */
  size: (answer: unknown) => number;
}

interface Timed {
  size: number;
  median: number;
  p95: number;
}

const cases = caseCountOrExit(process.argv[2] ?? process.env.BENCH_CASES);
await onEachThrowawayDatabase([cases], benchmark);

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}`);
  const { password, today, small, big } = await prepare(database);
  const server = await startBenchServer(database.target);
  try {
    const client = async (email: string) =>
      signedInClient(server.url, await signIn(server.url, email, password));
    const callers = [
      { as: 'administrator', small: await client(small.adminEmail), big: await client(big.adminEmail) },
      { as: 'department head', small: await client(small.headEmail), big: await client(big.headEmail) },
    ];
    const rows: string[][] = [];
    for (const scenario of scenariosAround(today)) {
      for (const caller of callers) {
        const measure = async (as: typeof caller.small): Promise<Timed> => {
          const size = scenario.size((await as.json(scenario.path, scenario.body)).returnObject);
          const times = await timesOf(CALLS, () => as.post(scenario.path, scenario.body));
          return { size, median: percentile(times, 50), p95: percentile(times, 95) };
        };
        const atSmall = await measure(caller.small);
        const atBig = await measure(caller.big);
        rows.push([
          scenario.name,
          caller.as,
          ...figures(atSmall),
          ...figures(atBig),
          `${(atBig.median / atSmall.median).toFixed(1)}×`,
        ]);
      }
    }
    const reporting = (employer: Employer) => ({
      typeId: employer.typeId,
      occurredFrom: today,
      occurredTo: today,
      summary: 'Late for the morning shift',
      subjectIds: [employer.subjectId],
    });
    const report = async (as: (typeof callers)[number]['small'], employer: Employer): Promise<Timed> => {
      const path = '/incidents/report-incident-case';
      const times = await timesOf(CALLS, () => as.post(path, reporting(employer)));
      return { size: employer.supervisors, median: percentile(times, 50), p95: percentile(times, 95) };
    };
    const [administrator] = callers;
    if (administrator) {
      const atSmall = await report(administrator.small, small);
      const atBig = await report(administrator.big, big);
      rows.push([
        'report a case',
        administrator.as,
        ...figures(atSmall),
        ...figures(atBig),
        `${(atBig.median / atSmall.median).toFixed(1)}×`,
      ]);
    }
    console.info(
      `\n${CALLS} calls one after another each, after one warm-up; "rows" is the list's total, the ` +
        `cause list's sittings the caller sees, or (a report) the Supervisor role's holders`,
    );
    console.info(
      formatTable(
        [
          'scenario',
          'as',
          `${fmt(small.cases)}: rows`,
          'median',
          'p95',
          `${fmt(big.cases)}: rows`,
          'median',
          'p95',
          'big/small',
        ],
        rows,
      ),
    );
  } finally {
    await server.stop();
  }
}

function scenariosAround(today: string): Scenario[] {
  const day = parseDate(today);
  const total = (answer: unknown) => (answer as { total: number }).total;
  const list = '/incidents/list-incident-cases';
  return [
    { name: 'case list, first page', path: list, body: { page: 1 }, size: total },
    { name: `case list, search "${SEARCH_TERM}"`, path: list, body: { search: SEARCH_TERM }, size: total },
    {
      name: 'case list, hearing scheduled',
      path: list,
      body: { states: ['hearing-scheduled'] },
      size: total,
    },
    {
      name: `cause list, ${2 * WINDOW_HALF_DAYS + 1} days`,
      path: '/incidents/list-incident-hearings',
      body: {
        from: day.subtract({ days: WINDOW_HALF_DAYS }).toString(),
        to: day.add({ days: WINDOW_HALF_DAYS }).toString(),
      },
      size: (answer) => (answer as unknown[]).length,
    },
  ];
}

/**
 * Migrates and seeds the database, then closes it: a PGlite folder can be open in one process only.
 * Both employers' accounts share one password and one hash: hashing is not what this measures.
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
    const seed = async (label: string, employerId: string, adminUserId: string, count: number) => {
      const seeded = await seedIncidentEmployer(db, {
        employerId,
        adminUserId,
        cases: count,
        today,
        label,
        passwordHash,
      });
      const { employees, headEmail, supervisors, typeId, subjectId } = seeded;
      return { cases: count, employees, headEmail, supervisors, typeId, subjectId };
    };
    const big: Employer = {
      ...(await seed('big', admin.employerId, admin.userId, cases)),
      adminEmail: admin.email,
    };
    const small: Employer = {
      ...(await seed('small', smallEmployer.employerId, smallEmployer.userId, SMALL_CASES)),
      adminEmail: smallAdminEmail,
    };
    // As autovacuum's analyze would after a bulk load; PGlite has none.
    await sql`vacuum analyze`.execute(db);
    console.info(
      `Seeded ${fmt(big.cases)} cases (${fmt(big.employees)} employees) and ${fmt(small.cases)} cases ` +
        `(${fmt(small.employees)} employees), reported over ${SPAN_DAYS / 365} years, in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    return { password, today, small, big };
  } finally {
    await db.destroy();
  }
}

function figures({ size, median, p95 }: Timed): string[] {
  return [fmt(size), ms(median), ms(p95)];
}

/** A plain-text table: the first two columns left-aligned, the figures right-aligned. */
function formatTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

function caseCountOrExit(argument: string | undefined): number {
  try {
    const count = parseEmployeeCount(argument, DEFAULT_CASES);
    if (count >= 1) return count;
  } catch {}
  console.error(`The number of cases is a whole number, 1 or more (e.g. 50000); got "${argument}".`);
  process.exit(1);
}

// `npm run bench:team [-- N]` (or BENCH_EMPLOYEES=N; "1000 10000" runs each, to judge memory as N
// grows): seeds a throwaway database with the demo employer and 10,000 employees (or N), each with a
// sign-in account, starts the real server on it in a child process (as bench:payroll does) and,
// through HTTP:
//   - publishes an announcement with Notify Employees on, and times it from the request to the moment
//     every employee's bell item and e-mail is queued (the announcement's notifiedAt), with the server's
//     peak resident memory meanwhile and its share per 1,000 employees;
//   - then measures the bell's unread count (list-notifications, unread only, as the top bar asks for
//     it) under 32 connections, each signed in as an employee of its own, beside the ceiling (GET
//     /api/health): the share of the ceiling's req/s holds on a busy machine where absolute figures do
//     not. Both run BENCH_WARM_PASSES times unmeasured first (1 unless set: closed-loop.ts).
// Always on PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when DATABASE_URL is
// set (a schema of its own, dropped afterwards). Figures only: nothing here asserts a time.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fmt, ms } from './bench-format.ts';
import {
  type LoadShape,
  runClosedLoop,
  runUnmeasuredPasses,
  warmPasses,
  warmPassesText,
} from './closed-loop.ts';
import { employeeCountsOrExit } from './employee-counts.ts';
import { processMemory } from './process-memory.ts';
import { formatReportTable, type ReportRow } from './report-table.ts';
import { startBenchServer } from './server-process.ts';
import { seedEmployeesWithAccounts, signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_EMPLOYEES = 10_000;
const WARM_PASSES = warmPasses();
const POLL_MS = 50;
const NOTICES_TIMEOUT_MS = 15 * 60_000;
const LOAD: LoadShape = {
  connections: 32,
  maxRequests: 2000,
  maxMs: 5000,
  warmupRequests: 200,
  warmupMs: 1000,
};

interface AnnouncementWire {
  id: string;
  notifiedAt: string | null;
  audience: number;
}

const counts = employeeCountsOrExit(process.argv[2] ?? process.env.BENCH_EMPLOYEES, DEFAULT_EMPLOYEES);
await onEachThrowawayDatabase(counts, benchmark);

async function benchmark(database: ThrowawayDatabase, employees: number): Promise<void> {
  console.info(`\n${database.label}, ${fmt(employees)} employees`);
  const seeded = await seedEmployeesWithAccounts(database.target, employees, LOAD.connections);
  const server = await startBenchServer(database.target);
  const idle = processMemory(server.pid).baseline;
  console.info(`Server started: RSS ${idle.toFixed(0)} MB idle.`);
  try {
    const adminToken = await signIn(server.url, seeded.adminEmail, seeded.adminPassword);
    const call = async <T>(path: string, body: unknown, token = adminToken): Promise<T> => {
      const response = await fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 500)}`);
      return (JSON.parse(text) as { returnObject: T }).returnObject;
    };

    const memory = processMemory(server.pid);
    memory.resetPeak();
    const start = performance.now();
    const created = await call<AnnouncementWire>('/team/create-announcement', {
      title: 'Office closed on Friday',
      effectiveDate: new Date().toISOString().slice(0, 10),
      published: true,
      notifyEmployees: true,
      content: 'The office is **closed** on Friday for the move. See the [plan](https://example.com/move).',
      attachmentIds: [],
    });
    const answered = performance.now() - start;
    let current = created;
    while (current.notifiedAt === null) {
      if (performance.now() - start > NOTICES_TIMEOUT_MS)
        throw new Error('The notices were still not queued.');
      memory.sample();
      await sleep(POLL_MS);
      current = await call<AnnouncementWire>('/team/get-announcement', { id: created.id }).catch(
        // A keep-alive connection the server closed while its event loop was busy: ask again.
        () => call<AnnouncementWire>('/team/get-announcement', { id: created.id }),
      );
    }
    const seconds = (performance.now() - start) / 1000;
    const peak = memory.peakMegabytes();
    console.info(
      `Announcement to ${fmt(current.audience)} employees: answered in ${ms(answered)}; every bell item ` +
        `and e-mail queued ${seconds.toFixed(2)} s after the request ` +
        `(${fmt(Math.round(current.audience / seconds))} employees per second); server peak RSS ` +
        `${peak.toFixed(0)} MB (${memory.baseline.toFixed(0)} MB before), above idle ` +
        `${(((peak - idle) / employees) * 1000).toFixed(2)} MB per 1,000 employees.`,
    );

    const tokens: string[] = [];
    for (const email of seeded.employeeEmails) tokens.push(await signIn(server.url, email, seeded.password));
    const bell = await call<{ unreadCount: number }>(
      '/notifications/list-notifications',
      { page: 1, unreadOnly: true },
      tokens[0],
    );
    if (bell.unreadCount < 1) throw new Error('The first employee has no unread notification.');
    const ceiling = () => runClosedLoop(server, () => ({ method: 'GET', path: '/api/health' }), LOAD);
    const theBell = () =>
      runClosedLoop(
        server,
        (connection) => ({
          method: 'POST',
          path: '/api/notifications/list-notifications',
          headers: { Authorization: `Bearer ${tokens[connection % tokens.length]}` },
          body: { page: 1, unreadOnly: true },
        }),
        LOAD,
      );
    await runUnmeasuredPasses(WARM_PASSES, [ceiling, theBell]);
    const rows: ReportRow[] = [
      { name: 'GET /api/health (ceiling)', summary: await ceiling() },
      { name: "the bell: an employee's unread notifications", summary: await theBell() },
    ];
    console.info(
      `${LOAD.connections} connections, each an employee of its own; each scenario: ` +
        `${fmt(LOAD.maxRequests)} requests or ${LOAD.maxMs / 1000} s, whichever comes first, after a ` +
        `warm-up of ${LOAD.warmupRequests} requests or ${LOAD.warmupMs / 1000} s; ${warmPassesText(WARM_PASSES)}`,
    );
    console.info(formatReportTable(rows));
  } finally {
    await server.stop();
  }
}

// `npm run bench:documents [-- N]` (or BENCH_EMPLOYEES=N; "1000 10000" runs each, to judge memory as N
// grows): issue 31's measure of Document WorkFlow. Seeds a throwaway database with the demo employer and
// 10,000 employees (or N), each with a sign-in account, starts the real server on it in a child process
// and, through HTTP:
//   - asks one employee for a document (the baseline), then everyone: the time from the request to its
//     answer, which comes after every item and every bell notice (and queued e-mail) is written in the
//     same transaction, with the server's peak resident memory meanwhile and its share per 1,000
//     employees, and the ratio to the one-employee request (a ratio holds on a busy machine);
//   - then, with half the items handed in (a version each, written in SQL while the server is stopped:
//     uploading is not what this measures), 32 connections on the reviewer's queue (the administrator's
//     first page, oldest first, with its total), the request's "who has and has not" first page, and
//     each employee's own documents, beside the ceiling (GET /api/health), after BENCH_WARM_PASSES
//     unmeasured passes of all four (1 unless set: closed-loop.ts);
//   - then, the server stopped, the hourly expiry job over the handed-in half, approved in SQL and in
//     their reminder days: the first sweep (everyone reminded) and the next (all told), in this process.
// Always on PGlite (a temporary folder) unless BENCH_PGLITE=0; also on PostgreSQL when DATABASE_URL is
// set (a schema of its own, dropped afterwards). BENCH_SCENARIOS=<text> measures only the ceiling and
// the lists whose name contains the text; BENCH_CPU_PROF=<folder> runs the server of the lists with
// --cpu-prof, its profile written there when it stops. Figures only: nothing here asserts a time.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { utcDate } from '../dashboard/calendar-months.ts';
import { openDatabase } from '../db/open-database.ts';
import { DOCUMENT_EXPIRY, documentExpiryJobHandlers } from '../documents/document-expiry.ts';
import { fmt, ms } from './bench-format.ts';
import { timedJobRun } from './bench-support.ts';
import {
  chosenScenarios,
  type LoadShape,
  type NextRequest,
  runClosedLoop,
  runUnmeasuredPasses,
  warmPasses,
  warmPassesText,
} from './closed-loop.ts';
import { employeeCountsOrExit } from './employee-counts.ts';
import type { LoadSummary } from './latency.ts';
import { processMemory } from './process-memory.ts';
import { formatReportTable, type ReportRow } from './report-table.ts';
import { cpuProfileOptions, startBenchServer } from './server-process.ts';
import { seedEmployeesWithAccounts, signedInClient, signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_EMPLOYEES = 10_000;
const WARM_PASSES = warmPasses();
const SAMPLE_MS = 25;
const LOAD: LoadShape = {
  connections: 32,
  maxRequests: 2000,
  maxMs: 5000,
  warmupRequests: 200,
  warmupMs: 1000,
};

interface RequestWire {
  id: string;
  counts: { total: number; submitted: number; outstanding: number };
}

const counts = employeeCountsOrExit(process.argv[2] ?? process.env.BENCH_EMPLOYEES, DEFAULT_EMPLOYEES);
await onEachThrowawayDatabase(counts, benchmark);

function requestBody(audience: 'employees' | 'everyone', employeeIds: string[] = []) {
  const due = new Date(Date.now() + 14 * 86_400_000);
  return {
    title: audience === 'everyone' ? 'National ID copy' : 'Bank letter',
    description: 'Both sides, readable.',
    audience,
    employeeIds,
    allowedTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    maxSizeMib: 5,
    dueOn: utcDate(due),
    expires: false,
  };
}

async function benchmark(database: ThrowawayDatabase, employees: number): Promise<void> {
  console.info(`\n${database.label}, ${fmt(employees)} employees`);
  const seeded = await seedEmployeesWithAccounts(database.target, employees, LOAD.connections);
  let server = await startBenchServer(database.target);
  let requestId: string;
  try {
    const admin = signedInClient(
      server.url,
      await signIn(server.url, seeded.adminEmail, seeded.adminPassword),
    );
    const someone = await admin.json('/management/search-employees', { page: 1, pageSize: 1 });
    const oneId = someone.returnObject.items[0]?.id as string | undefined;
    if (!oneId) throw new Error('search-employees gave no employee to ask.');
    // The baseline: the same request to one employee, once to warm the path, then timed.
    await admin.json('/documents/create-document-request', requestBody('employees', [oneId]));
    const oneStart = performance.now();
    await admin.json('/documents/create-document-request', requestBody('employees', [oneId]));
    const one = performance.now() - oneStart;

    const idle = processMemory(server.pid).baseline;
    const memory = processMemory(server.pid);
    memory.resetPeak();
    const sampler = setInterval(() => memory.sample(), SAMPLE_MS);
    const start = performance.now();
    const created = (await admin.json('/documents/create-document-request', requestBody('everyone')))
      .returnObject as RequestWire;
    const answered = performance.now() - start;
    clearInterval(sampler);
    const peak = memory.peakMegabytes();
    requestId = created.id;
    console.info(
      `Request to one employee: ${ms(one)}. Request to everyone (${fmt(created.counts.total)} items, a bell ` +
        `notice each): answered in ${ms(answered)} (${fmt(Math.round(created.counts.total / (answered / 1000)))} ` +
        `items per second, ${(answered / one).toFixed(0)}× the one-employee request); server peak RSS ` +
        `${peak.toFixed(0)} MB (${idle.toFixed(0)} MB before), above it ` +
        `${(((peak - idle) / employees) * 1000).toFixed(2)} MB per 1,000 employees.`,
    );
  } finally {
    await server.stop();
  }

  const handedIn = await handInHalf(database, seeded.employerId, requestId);
  console.info(`Handed in ${fmt(handedIn)} of the request's items (one version each, in SQL).`);

  server = await startBenchServer(database.target, {
    nodeOptions: cpuProfileOptions(),
  });
  try {
    const adminToken = await signIn(server.url, seeded.adminEmail, seeded.adminPassword);
    const queue = await signedInClient(server.url, adminToken).json('/documents/list-document-review-queue', {
      page: 1,
      pageSize: 20,
    });
    if (queue.returnObject.total < handedIn) {
      throw new Error(
        `The reviewer's queue holds ${queue.returnObject.total}, not the ${handedIn} handed in.`,
      );
    }
    const tokens: string[] = [];
    for (const email of seeded.employeeEmails) tokens.push(await signIn(server.url, email, seeded.password));
    const asAdmin = { Authorization: `Bearer ${adminToken}` };
    type Scenario = Omit<ReportRow, 'summary'> & { run: () => Promise<LoadSummary> };
    const loop = (next: NextRequest) => () => runClosedLoop(server, next, LOAD);
    const allScenarios: Scenario[] = [
      {
        name: 'GET /api/health (ceiling)',
        run: loop(() => ({ method: 'GET', path: '/api/health' })),
      },
      {
        name: "the reviewer's queue, first page",
        note: `${fmt(queue.returnObject.total)} waiting`,
        run: loop(() => ({
          method: 'POST',
          path: '/api/documents/list-document-review-queue',
          headers: asAdmin,
          body: { page: 1, pageSize: 20 },
        })),
      },
      {
        name: 'who has and has not, first page',
        run: loop(() => ({
          method: 'POST',
          path: '/api/documents/list-document-request-items',
          headers: asAdmin,
          body: { id: requestId, page: 1, pageSize: 20 },
        })),
      },
      {
        name: "an employee's own documents",
        note: 'each connection an employee of its own',
        run: loop((connection) => ({
          method: 'POST',
          path: '/api/documents/list-my-document-items',
          headers: { Authorization: `Bearer ${tokens[connection % tokens.length]}` },
          body: { page: 1, pageSize: 20 },
        })),
      },
    ];
    const scenarios = chosenScenarios(allScenarios);
    await runUnmeasuredPasses(
      WARM_PASSES,
      scenarios.map((scenario) => scenario.run),
    );
    const rows: ReportRow[] = [];
    for (const { run, ...row } of scenarios) rows.push({ ...row, summary: await run() });
    console.info(
      `${LOAD.connections} connections; each scenario: ${fmt(LOAD.maxRequests)} requests or ` +
        `${LOAD.maxMs / 1000} s, whichever comes first, after a warm-up of ${LOAD.warmupRequests} ` +
        `requests or ${LOAD.warmupMs / 1000} s; ${warmPassesText(WARM_PASSES)}`,
    );
    console.info(formatReportTable(rows));
  } finally {
    await server.stop();
  }
  await expirySweeps(database, seeded.employerId, requestId, handedIn);
}

/**
 * The hourly expiry job over the handed-in half, approved in SQL with an expiry 20 days ahead and a
 * reminder 30 days before it, run in this process once the server has stopped, as the job runner
 * calls it: the first sweep tells every one of them, the next (an hour later) tells nobody new but
 * still looks at them all, until their expiry day.
 */
async function expirySweeps(
  database: ThrowawayDatabase,
  employerId: string,
  requestId: string,
  handedIn: number,
): Promise<void> {
  const db = await openDatabase(database.target);
  try {
    const expiresOn = utcDate(new Date(Date.now() + 20 * 86_400_000));
    await sql`update document_requests set expires = true, remind_days_before = 30
      where id = ${requestId} and employer_id = ${employerId}`.execute(db);
    await sql`update document_versions set expires_on = ${expiresOn}::date
      where employer_id = ${employerId} and number = 1
        and item_id in (select id from document_items where request_id = ${requestId} and state = 'submitted')`.execute(
      db,
    );
    await sql`update document_items set state = 'approved', decided_version = 1
      where request_id = ${requestId} and employer_id = ${employerId} and state = 'submitted'`.execute(db);
    const handler = documentExpiryJobHandlers({
      clock: () => new Date(),
      publicUrl: 'http://127.0.0.1:3000',
    })[DOCUMENT_EXPIRY];
    console.info(
      `Expiry sweeps over ${fmt(handedIn)} approved items in their reminder days, in the bench's process:`,
    );
    await timedJobRun(db, '  the first (everyone reminded)', handler);
    await timedJobRun(db, '  an hour later (all told)', handler);
  } finally {
    await db.destroy();
  }
}

/**
 * Every other item of the request handed in by its employee: an attachment owned by the item (no bytes:
 * the lists never read them), version 1, the item Submitted, its upload times a second apart so the
 * queue's oldest-first order has work to do. Answers how many.
 */
async function handInHalf(
  database: ThrowawayDatabase,
  employerId: string,
  requestId: string,
): Promise<number> {
  const db = await openDatabase(database.target);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`
        create temporary table handed_in on commit drop as
        select i.id as item_id, u.id as user_id, gen_random_uuid() as attachment_id,
          now() - make_interval(secs => row_number() over (order by i.id)) as at
        from document_items i
        join users u on u.employee_id = i.employee_id and u.employer_id = i.employer_id
        where i.employer_id = ${employerId} and i.request_id = ${requestId}
          and get_byte(uuid_send(i.id), 15) % 2 = 0`.execute(trx);
      await sql`
        insert into attachments (id, employer_id, uploaded_by, original_name, stored_name, media_type,
          size_bytes, sha256, owner_type, owner_id, attached_at)
        select attachment_id, ${employerId}, user_id, 'national-id.pdf', 'bench-' || attachment_id,
          'application/pdf', 48213, md5(item_id::text) || md5(attachment_id::text), 'document-item', item_id, at
        from handed_in`.execute(trx);
      await sql`
        insert into document_versions (item_id, employer_id, number, attachment_id, uploaded_at)
        select item_id, ${employerId}, 1, attachment_id, at from handed_in`.execute(trx);
      const { numAffectedRows } = await sql`
        update document_items i set state = 'submitted', submitted_at = h.at, updated_at = h.at
        from handed_in h where i.id = h.item_id`.execute(trx);
      return Number(numAffectedRows ?? 0);
    });
  } finally {
    await db.destroy();
  }
}

// `npm run bench:import [-- ROWS]` (or BENCH_ROWS=N): issue 34's measure of employees imported from a
// spreadsheet — "10,000 rows validated in under 5 s and imported in under 10 s on PGlite". Starts the
// real server on a throwaway database in a child process on 127.0.0.1, signs up a new administrator
// through the API, and sends a file's rows (10,000, or N; every row valid, naming one of 20 departments
// and 10 job positions the employer does not have yet) as the import page sends them: one
// preview-employee-import, then one import-employees creating the departments, the positions and every
// employee in one transaction. Each is timed from request to answer (JSON both ways, the contract's
// validation, the checks and the writes), next to its aim, and beside the same two calls for 100 rows
// on a second new employer in the same run. Always on PGlite (a temporary folder) unless BENCH_PGLITE=0;
// also on PostgreSQL when DATABASE_URL is set. Figures only: nothing asserts a time.
import { performance } from 'node:perf_hooks';
import type { EmployeeImportRow } from '@hr/domain';
import { fmt, ms } from './bench-format.ts';
import { startBenchServer } from './server-process.ts';
import { signedInClient, signIn } from './sign-in-accounts.ts';
import { onEachThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

const DEFAULT_ROWS = 10_000;
const SMALL_ROWS = 100;
const AIMS = { preview: 5_000, import: 10_000 } as const;

const rowCount = rowCountOrExit(process.argv[2] ?? process.env.BENCH_ROWS);
await onEachThrowawayDatabase([rowCount], benchmark);

function rowCountOrExit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_ROWS;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > DEFAULT_ROWS) {
    console.error(`The row count must be a whole number from 1 to ${fmt(DEFAULT_ROWS)}.`);
    process.exit(2);
  }
  return count;
}

/** A file's rows: valid, unique, every tenth with a start date, names the employer lacks. */
function fileRows(count: number, prefix: string): EmployeeImportRow[] {
  return Array.from({ length: count }, (_, index) => {
    const year = 1960 + (index % 45);
    const month = String(1 + (index % 12)).padStart(2, '0');
    const day = String(1 + (index % 28)).padStart(2, '0');
    return {
      row: index + 2,
      employeeNo: `${prefix}-${String(index + 1).padStart(6, '0')}`,
      firstName: `First${index}`,
      lastName: `Last${index}`,
      dob: `${year}-${month}-${day}`,
      country: 'Ghana',
      ninId: `GHA-${prefix}-${index}`,
      email: `employee.${index}@${prefix.toLowerCase()}.example.com`,
      phoneNumber: `+233 20 ${String(index).padStart(7, '0')}`,
      ...(index % 10 === 0 ? { startDate: '2026-01-05' } : {}),
      department: `Department ${index % 20}`,
      position: `Position ${index % 10}`,
    };
  });
}

async function newAdministrator(baseUrl: string, name: string) {
  const email = `import-bench-${name}@example.com`;
  const password = 'correct horse battery staple';
  const response = await fetch(`${baseUrl}/api/auth/create-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: name,
      email,
      password,
      country: 'Ghana',
      agreeTsAndCs: true,
      role: 'admin',
    }),
  });
  if (response.status !== 201) throw new Error(`Sign-up failed: ${await response.text()}`);
  return signedInClient(baseUrl, await signIn(baseUrl, email, password));
}

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; elapsed: number }> {
  const start = performance.now();
  const value = await call();
  return { value, elapsed: performance.now() - start };
}

async function importFile(baseUrl: string, name: string, count: number) {
  const client = await newAdministrator(baseUrl, name);
  const rows = fileRows(count, name.toUpperCase());
  const bytes = Buffer.byteLength(JSON.stringify({ rows, createMissing: true }));
  const preview = await timed(() =>
    client.json('/management/preview-employee-import', { rows, createMissing: true }),
  );
  const problems = preview.value.returnObject.problems.length;
  if (problems > 0) throw new Error(`The bench's rows have ${problems} problems.`);
  const imported = await timed(() =>
    client.json('/management/import-employees', { rows, createMissing: true }),
  );
  if (imported.value.returnObject.imported !== count) throw new Error('Not every row was imported.');
  return { bytes, preview: preview.elapsed, import: imported.elapsed };
}

async function benchmark(database: ThrowawayDatabase): Promise<void> {
  console.info(`\n${database.label}`);
  const server = await startBenchServer(database.target);
  try {
    // A first small import warms the server (its code paths, the contract's compiled schemas).
    await importFile(server.url, 'warmup', SMALL_ROWS);
    const small = await importFile(server.url, 'small', SMALL_ROWS);
    const big = await importFile(server.url, 'big', rowCount);
    const line = (what: string, figure: number, aim: number | null, baseline: number) =>
      console.info(
        `${what.padEnd(34)} ${ms(figure).padStart(9)}   ${aim === null ? '' : `aim < ${fmt(aim)} ms, ${figure < aim ? 'met' : 'NOT met'}`}   (${fmt(SMALL_ROWS)} rows: ${ms(baseline)})`,
      );
    console.info(`${fmt(rowCount)} rows, ${(big.bytes / (1024 * 1024)).toFixed(1)} MiB of JSON per request`);
    line(`preview-employee-import, ${fmt(rowCount)} rows`, big.preview, AIMS.preview, small.preview);
    line(`import-employees, ${fmt(rowCount)} rows`, big.import, AIMS.import, small.import);
  } finally {
    await server.stop();
  }
}

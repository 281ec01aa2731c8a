// What several benches share: the employee count from the command line, a median of calls one after
// another, and the placement cache made right after a set-based seed.
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { utcDate } from '../dashboard/calendar-months.ts';
import type { Database } from '../db/schema.ts';
import { parseEmployeeCount } from '../demo/employee-count.ts';
import { cachedPlacementIsNotRight, healCurrentPlacements } from '../employees/employee-history.ts';
import type { JobContext, JobHandler } from '../jobs/job-runner.ts';
import { ms } from './bench-format.ts';

/** The count given on the command line (or `fallback`); a bad one ends the bench with its message. */
export function employeeCountOrExit(argument: string | undefined, fallback: number): number {
  try {
    return parseEmployeeCount(argument, fallback);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** One warm-up call, then `count` timed ones, one after another: each one's milliseconds, in order. */
export async function timesOf(count: number, call: () => Promise<unknown>): Promise<number[]> {
  await call();
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times;
}

/** One warm-up call, then `count` timed ones, one after another: the median. */
export async function medianOf(count: number, call: () => Promise<unknown>): Promise<number> {
  const times = (await timesOf(count, call)).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/**
 * After a seed wrote placements with SQL: the placement cached on the employee row (migration 0005)
 * computed again as the services do, only for the rows whose placements changed, a batch at a time
 * (every row again would leave a dead copy of each employee behind, and PGlite has no autovacuum).
 */
export async function healPlacementCaches(db: Kysely<Database>, employerId: string): Promise<void> {
  const today = utcDate(new Date());
  const anyNotRight = async () => {
    const { rows } = await sql<{ any: boolean }>`select exists (select 1 from employees
      where employees.employer_id = ${employerId} and ${cachedPlacementIsNotRight(today)}) as any`.execute(
      db,
    );
    return rows[0]?.any === true;
  };
  while (await anyNotRight()) await healCurrentPlacements(db, employerId, today);
}

/**
 * Calls a background job's handler once in this process, as the job runner would (a bench times an
 * hourly sweep with the server stopped, a PGlite folder opening in one process only), and prints the
 * time and what the handler answered.
 */
export async function timedJobRun(
  db: Kysely<Database>,
  label: string,
  handler: JobHandler | undefined,
): Promise<void> {
  if (!handler) throw new Error(`No handler for ${label}.`);
  // Only the database is read by the sweeps; the job row and its progress are the runner's.
  const context = {
    db,
    job: { id: 'bench', kind: 'bench', payload: {}, attempts: 1 },
    progress: async () => {},
  } as unknown as JobContext;
  const start = performance.now();
  const result = await handler(context);
  console.info(`${label}: ${ms(performance.now() - start)} (${JSON.stringify(result)})`);
}

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { silentLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { type JobHandler, jobRunner, utcDayOf } from './job-runner.ts';
import { claimDueJob, enqueueJob, INSTANCE_STOPPED_ON_LAST_ATTEMPT } from './queue.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.deleteFrom('jobs').execute();
});

function jobRow(id: string) {
  return database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('a queued job', () => {
  test('runs once, and keeps its result', async () => {
    const runs: unknown[] = [];
    const runner = jobRunner({
      db: database.db,
      logger: silentLogger,
      handlers: {
        greet: async ({ job }) => {
          runs.push(job.payload);
          return { greeted: job.payload.name };
        },
      },
    });
    const id = (await enqueueJob(database.db, { kind: 'greet', payload: { name: 'Ama' } })) as string;
    await runner.runDue();
    await runner.runDue();
    expect(runs).toEqual([{ name: 'Ama' }]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, result: { greeted: 'Ama' } });
  });

  test('with a unique key is queued once, however often it is asked for', async () => {
    const first = await enqueueJob(database.db, { kind: 'greet', uniqueKey: 'greet:2026-11' });
    const second = await enqueueJob(database.db, { kind: 'greet', uniqueKey: 'greet:2026-11' });
    expect(first).toBeTypeOf('string');
    expect(second).toBeUndefined();
    expect(await database.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
  });

  test('that is not due yet waits, and a kind this runner does not handle is left for another', async () => {
    const ran: string[] = [];
    const runner = jobRunner({
      db: database.db,
      logger: silentLogger,
      handlers: { greet: async ({ job }) => ran.push(job.id) },
    });
    await enqueueJob(database.db, { kind: 'greet', runAt: new Date(Date.now() + 60 * 60_000) });
    const other = (await enqueueJob(database.db, { kind: 'pay-run' })) as string;
    await runner.runDue();
    expect(ran).toEqual([]);
    expect(await jobRow(other)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  test('records the progress its handler reports', async () => {
    const runner = jobRunner({
      db: database.db,
      logger: silentLogger,
      handlers: {
        count: async ({ progress, job }) => {
          await progress(3, 10);
          return (await jobRow(job.id)).progress_done;
        },
      },
    });
    const id = (await enqueueJob(database.db, { kind: 'count' })) as string;
    await runner.runDue();
    expect(await jobRow(id)).toMatchObject({
      state: 'done',
      progress_done: 3,
      progress_total: 10,
      result: 3,
    });
  });
});

describe('a failing job', () => {
  test('is tried again later with its error kept, and given up after its last attempt', async () => {
    let calls = 0;
    const failing: JobHandler = async () => {
      calls += 1;
      throw new Error(`bank file rejected (${calls})`);
    };
    const runner = jobRunner({ db: database.db, logger: silentLogger, handlers: { export: failing } });
    const id = (await enqueueJob(database.db, { kind: 'export', maxAttempts: 2 })) as string;
    await runner.runDue();
    const afterFirst = await jobRow(id);
    expect(afterFirst).toMatchObject({ state: 'queued', attempts: 1, last_error: 'bank file rejected (1)' });
    expect(afterFirst.run_at.getTime()).toBeGreaterThan(Date.now());
    // Not due again at once: the retry waits its delay.
    await runner.runDue();
    expect(calls).toBe(1);
    await database.db
      .updateTable('jobs')
      .set({ run_at: new Date(0) })
      .where('id', '=', id)
      .execute();
    await runner.runDue();
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      last_error: 'bank file rejected (2)',
    });
    await database.db
      .updateTable('jobs')
      .set({ run_at: new Date(0) })
      .where('id', '=', id)
      .execute();
    await runner.runDue();
    expect(calls).toBe(2);
  });
});

describe('several instances on one database', () => {
  test('share the jobs: each runs exactly once', async () => {
    const runsById = new Map<string, number>();
    const handler: JobHandler = async ({ job }) => {
      runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
      // Long enough for the other instance to try to claim meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const instances = [1, 2, 3].map(() =>
      jobRunner({ db: database.db, logger: silentLogger, handlers: { work: handler } }),
    );
    const ids = [];
    for (let index = 0; index < 12; index += 1) ids.push(await enqueueJob(database.db, { kind: 'work' }));
    await Promise.all(instances.map((instance) => instance.runDue()));
    expect([...runsById.keys()].sort()).toEqual([...ids].sort());
    expect(new Set(runsById.values())).toEqual(new Set([1]));
  });

  test('a job whose instance died is taken again when its lease ends', async () => {
    const id = (await enqueueJob(database.db, { kind: 'work' })) as string;
    // An instance claims it with a lease that has already ended, then never reports back.
    expect(await claimDueJob(database.db, ['work'], 0)).toMatchObject({ id, attempts: 1 });
    const ran: string[] = [];
    const survivor = jobRunner({
      db: database.db,
      logger: silentLogger,
      handlers: { work: async ({ job }) => ran.push(job.id) },
    });
    await survivor.runDue();
    expect(ran).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  test('a job whose instance died on its last attempt is failed once, and its handler told why', async () => {
    const id = (await enqueueJob(database.db, { kind: 'work', maxAttempts: 1 })) as string;
    expect(await claimDueJob(database.db, ['work'], 0)).toMatchObject({ id, attempts: 1 });
    const ran: string[] = [];
    const toldAbandoned: string[] = [];
    const work: JobHandler = async ({ job }) => ran.push(job.id);
    work.abandoned = async ({ job }, reason) => {
      toldAbandoned.push(`${job.id}: ${reason}`);
    };
    const instances = [1, 2].map(() =>
      jobRunner({ db: database.db, logger: silentLogger, handlers: { work } }),
    );
    await Promise.all(instances.map((instance) => instance.runDue()));
    await Promise.all(instances.map((instance) => instance.runDue()));
    expect(ran).toEqual([]);
    expect(toldAbandoned).toEqual([`${id}: ${INSTANCE_STOPPED_ON_LAST_ATTEMPT}`]);
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: INSTANCE_STOPPED_ON_LAST_ATTEMPT,
    });
  });

  test('queue recurring work once per period', async () => {
    let now = new Date('2026-11-30T23:59:00Z');
    const days: string[] = [];
    const instances = [1, 2].map(() =>
      jobRunner({
        db: database.db,
        logger: silentLogger,
        clock: () => now,
        recurring: [{ kind: 'accrue', periodOf: utcDayOf }],
        handlers: { accrue: async ({ job }) => days.push(job.id) },
      }),
    );
    await Promise.all(instances.map((instance) => instance.runDue()));
    await Promise.all(instances.map((instance) => instance.runDue()));
    expect(days).toHaveLength(1);
    now = new Date('2026-12-01T00:01:00Z');
    await Promise.all(instances.map((instance) => instance.runDue()));
    expect(days).toHaveLength(2);
    const keys = await database.db.selectFrom('jobs').select('unique_key').orderBy('unique_key').execute();
    expect(keys.map((row) => row.unique_key)).toEqual(['accrue:2026-11-30', 'accrue:2026-12-01']);
  });
});

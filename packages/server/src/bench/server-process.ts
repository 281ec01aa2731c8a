import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../db/open-database.ts';

/** The server listens and its start's background jobs are done (they took `jobsSettledMs`). */
export type ServerMessage = { url: string; jobsSettledMs: number };
export const STOP_MESSAGE = 'stop';

const SERVER_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-for-bench.ts');
// Generous: on a large database the start's background jobs (attendance days, accruals) come first.
const START_TIMEOUT_MS = 600_000;
const STOP_TIMEOUT_MS = 15_000;

export interface BenchServer {
  url: string;
  /** How long the background jobs due at start ran before the server was ready to be measured. */
  jobsSettledMs: number;
  /** The server process's id, to read its memory from /proc. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Node options that make the server write its CPU profile into BENCH_CPU_PROF's folder when it stops;
 * none while that is unset.
 */
export function cpuProfileOptions(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

/** Starts serve-for-bench.ts in a child process on `database` and resolves when it listens. */
export function startBenchServer(
  database: DatabaseTarget,
  { nodeOptions = [] }: { nodeOptions?: string[] } = {},
): Promise<BenchServer> {
  const child = fork(SERVER_SCRIPT, [JSON.stringify(database)], {
    execArgv: ['--import', import.meta.resolve('tsx'), ...nodeOptions],
    // Request logs go to /dev/null; errors still reach the terminal.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  async function stop(): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send(STOP_MESSAGE);
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  }

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop().finally(() => reject(new Error('The benchmark server did not start in time.')));
    }, START_TIMEOUT_MS);
    child.once('message', (message: ServerMessage) => {
      clearTimeout(timer);
      console.info(
        `Server ready; the background jobs due at its start ran ${(message.jobsSettledMs / 1000).toFixed(1)} s before measuring.`,
      );
      resolve({ url: message.url, jobsSettledMs: message.jobsSettledMs, pid: child.pid, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The benchmark server exited before it listened (exit code ${code}).`));
    });
  });
}

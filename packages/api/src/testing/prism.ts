import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './net.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
export const PRISM_STARTUP_TIMEOUT_MS = 60_000;
export const PRISM_STOP_TIMEOUT_MS = 5000;

export interface RunningPrism {
  baseUrl: string;
  stop(): Promise<void>;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilHealthy(child: ChildProcess, baseUrl: string, output: string[]): Promise<void> {
  const deadline = Date.now() + PRISM_STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline && !hasExited(child)) {
    const healthy = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Prism did not answer ${baseUrl}/health:\n${output.join('')}`);
}

/** Stops Prism and anything it started: it leads its own process group (`detached`). */
async function stop(child: ChildProcess): Promise<void> {
  const { pid } = child;
  if (pid === undefined || hasExited(child)) return;
  const exited = once(child, 'exit');
  process.kill(-pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // It exited between the check and the kill: nothing is left to stop.
    }
  }, PRISM_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** `prism mock openapi.yaml` on a free loopback port, answering `/health` when this resolves. */
export async function startPrism(): Promise<RunningPrism> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    `${root}node_modules/.bin/prism`,
    ['mock', 'openapi.yaml', '-p', String(port), '-h', '127.0.0.1'],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Drain both pipes, or Prism blocks once its request log fills them; keep the tail for errors.
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      output.push(chunk);
      if (output.length > 200) output.shift();
    });
  }
  try {
    await waitUntilHealthy(child, baseUrl, output);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { baseUrl, stop: () => stop(child) };
}

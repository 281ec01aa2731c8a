import http from 'node:http';
import { type LoadSummary, summarize } from './latency.ts';
import { processCpuMs } from './process-cpu.ts';
import type { BenchServer } from './server-process.ts';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Builds the next request of one connection; `sequence` counts every request of the scenario. */
export type NextRequest = (connection: number, sequence: number) => LoadRequest;

export interface LoadShape {
  connections: number;
  /** The measured phase stops at whichever of these comes first. */
  maxRequests: number;
  maxMs: number;
  /** A first phase, with the same connections, whose answers are not counted. */
  warmupRequests: number;
  warmupMs: number;
}

/**
 * How many unmeasured passes of every scenario a bench runs before its measured one: BENCH_WARM_PASSES,
 * 1 unless set (0 measures the server cold, as every bench did until 2026-12-05). A server just started
 * is not yet the one that runs for days: run again and again on one server (bench:server, PostgreSQL,
 * 100,000 employees), the ceiling went from 1,695 req/s at 0.68 ms of CPU a request to 3,127 and 3,142
 * req/s at 0.33 ms in two more passes, and to 5,527 req/s at 0.18 ms once the searches had run too;
 * search with no term from 564 to 1,029 req/s (2.0 to 1.0 ms). Measured cold, a share of the ceiling
 * was of a ceiling a third of a warm server's.
 */
export function warmPasses(): number {
  const passes = Number(process.env.BENCH_WARM_PASSES ?? 1);
  if (!Number.isInteger(passes) || passes < 0) {
    console.error('BENCH_WARM_PASSES takes a whole number of passes, 0 or more.');
    process.exit(1);
  }
  return passes;
}

/**
 * The scenarios BENCH_SCENARIOS chooses: the first (the ceiling) and each whose name contains one of
 * its `|`-separated texts (`BENCH_SCENARIOS='floor|search'`); all of them while it is unset.
 */
export function chosenScenarios<T extends { name: string }>(scenarios: readonly T[]): T[] {
  const texts = process.env.BENCH_SCENARIOS?.split('|').filter(Boolean);
  return scenarios.filter(
    (scenario, index) => !texts?.length || index === 0 || texts.some((text) => scenario.name.includes(text)),
  );
}

/** What the report's heading says of the warm passes. */
export function warmPassesText(passes: number): string {
  return passes === 0
    ? 'the server measured cold'
    : `after ${passes} unmeasured pass${passes === 1 ? '' : 'es'} of every scenario`;
}

/**
 * Runs every scenario `passes` times, in order, unmeasured, printing each pass's time; a scenario that
 * creates something must not repeat an earlier pass's keys (count across runs, not by `sequence`).
 */
export async function runUnmeasuredPasses(
  passes: number,
  scenarios: readonly (() => Promise<unknown>)[],
  stopped: () => boolean = () => false,
): Promise<void> {
  for (let pass = 1; pass <= passes && !stopped(); pass += 1) {
    const started = performance.now();
    for (const scenario of scenarios) if (!stopped()) await scenario();
    console.info(`Unmeasured pass ${pass} of ${passes}: ${Math.round(performance.now() - started)} ms`);
  }
}

/** A request that has not been answered by then counts as an error rather than stalling the run. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Closed-loop load on the bench's server: each connection sends its next request as soon as its
 * previous answer has arrived, so at most `connections` requests are in flight. Each connection is one
 * kept-alive socket of its own. Only the loopback interface is a target: this is a benchmark, not a
 * load tool. A warm-up phase comes first, then the measured one. When the server's pid is known, the
 * summary also has its CPU per request over both phases: steadier than req/s on a machine shared with
 * other work, and the ceiling's divided by a row's is the share that row would have if nothing else ran.
 */
export async function runClosedLoop(
  server: Pick<BenchServer, 'url' | 'pid'>,
  next: NextRequest,
  shape: LoadShape,
): Promise<LoadSummary> {
  const url = new URL(server.url);
  if (url.hostname !== '127.0.0.1')
    throw new Error(`The benchmark only targets 127.0.0.1; got ${url.hostname}.`);
  let sequence = 0;
  const phase = (maxRequests: number, maxMs: number) =>
    runPhase(
      (agent, connection) => sendRequest(url, agent, next(connection, sequence++)),
      shape.connections,
      maxRequests,
      maxMs,
    );
  const cpuBefore = processCpuMs(server.pid);
  await phase(shape.warmupRequests, shape.warmupMs);
  const summary = await phase(shape.maxRequests, shape.maxMs);
  const cpuPerRequest = (processCpuMs(server.pid) - cpuBefore) / sequence;
  return Number.isNaN(cpuPerRequest) ? summary : { ...summary, serverCpuMsPerRequest: cpuPerRequest };
}

/**
 * New connections for every phase: one left idle while the slowest request of the previous phase
 * finished could outlive the server's keep-alive timeout (5 s) and be closed just as it is reused,
 * an error that is the client's, not the server's. Within a phase no connection is ever idle.
 */
async function runPhase(
  send: (agent: http.Agent, connection: number) => Promise<boolean>,
  connections: number,
  maxRequests: number,
  maxMs: number,
): Promise<LoadSummary> {
  const agents = Array.from(
    { length: connections },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  try {
    return await measure(
      (connection) => send(agents[connection] as http.Agent, connection),
      connections,
      maxRequests,
      maxMs,
    );
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

async function measure(
  send: (connection: number) => Promise<boolean>,
  connections: number,
  maxRequests: number,
  maxMs: number,
): Promise<LoadSummary> {
  const latenciesMs: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + maxMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (started < maxRequests && performance.now() < deadline) {
        started += 1;
        const sent = performance.now();
        const succeeded = await send(connection);
        latenciesMs.push(performance.now() - sent);
        if (!succeeded) errors += 1;
      }
    }),
  );
  return summarize({ latenciesMs, errors, elapsedMs: performance.now() - begin });
}

/** Resolves true for a 2xx answer read to its end, false for any other answer or a failure. */
function sendRequest(url: URL, agent: http.Agent, request: LoadRequest): Promise<boolean> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(body === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }),
          ...request.headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300),
        );
        response.on('error', () => resolve(false));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('The request timed out.')));
    outgoing.on('error', () => resolve(false));
    outgoing.end(body);
  });
}

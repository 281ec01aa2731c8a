export interface LoadSummary {
  /** Answers received, errors included. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Answers that were not 2xx, and requests that got no answer. */
  errors: number;
  /**
   * The server process's CPU per request (every thread, the warm-up's requests included; PostgreSQL's
   * processes are not counted), when runClosedLoop could read it (Linux's /proc).
   */
  serverCpuMsPerRequest?: number;
}

export interface LoadMeasurements {
  /** One duration per request, from sending it to the end of its answer, in any order. */
  latenciesMs: readonly number[];
  errors: number;
  /** From the first request sent to the last answer received. */
  elapsedMs: number;
}

/**
 * The nearest-rank percentile: the smallest measurement that at least `p` per cent of all
 * measurements are less than or equal to. Always one of the measurements, never an interpolation,
 * so "p95 = 12 ms" means a request really took 12 ms. NaN when there is nothing to rank.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`A percentile is between 0 and 100; got ${p}.`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** The row a benchmark prints for one scenario. */
export function summarize({ latenciesMs, errors, elapsedMs }: LoadMeasurements): LoadSummary {
  return {
    requests: latenciesMs.length,
    requestsPerSecond: elapsedMs > 0 ? (latenciesMs.length * 1000) / elapsedMs : 0,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    errors,
  };
}

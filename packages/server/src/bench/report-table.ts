import type { LoadSummary } from './latency.ts';

export interface ReportRow {
  name: string;
  summary: LoadSummary;
  note?: string;
}

const COLUMNS = ['requests', 'req/s', 'ceiling', 'p50 ms', 'p95 ms', 'errors'] as const;
const NUMBER_WIDTH = 9;

/**
 * A plain-text table: the scenario, its figures right-aligned, and any note after them. The first row
 * is the ceiling (the cheapest answer the server gives); every row's req/s is also shown as a share
 * of it, a ratio that holds on a busy or slow machine where the absolute figures do not. When the rows
 * carry the server's CPU per request (runClosedLoop given its pid), a `CPU ms` column shows it, and a
 * line under the table says what it is.
 */
export function formatReportTable(rows: readonly ReportRow[]): string {
  const ceiling = rows[0]?.summary.requestsPerSecond ?? 0;
  const withCpu = rows.some(({ summary }) => summary.serverCpuMsPerRequest !== undefined);
  const columns = withCpu ? [...COLUMNS, CPU_COLUMN] : COLUMNS;
  const nameWidth = Math.max('scenario'.length, ...rows.map((row) => row.name.length));
  const header = [
    'scenario'.padEnd(nameWidth),
    ...columns.map((column) => column.padStart(NUMBER_WIDTH)),
  ].join(' ');
  const lines = rows.map(({ name, summary, note }) => {
    const figures = [
      String(summary.requests),
      summary.requestsPerSecond.toFixed(1),
      ceiling > 0 ? `${((100 * summary.requestsPerSecond) / ceiling).toFixed(1)}%` : '-',
      milliseconds(summary.p50Ms),
      milliseconds(summary.p95Ms),
      String(summary.errors),
      ...(withCpu ? [cpuMilliseconds(summary.serverCpuMsPerRequest)] : []),
    ].map((figure) => figure.padStart(NUMBER_WIDTH));
    return [name.padEnd(nameWidth), ...figures, ...(note ? [` ${note}`] : [])].join(' ');
  });
  return [header, ...lines, ...(withCpu ? [CPU_LEGEND] : [])].join('\n');
}

const CPU_COLUMN = 'CPU ms';
const CPU_LEGEND =
  "CPU ms: the server process's CPU per request, warm-up included (every thread; PostgreSQL's processes " +
  "are not counted, PGlite runs inside it and is). The ceiling's divided by a row's is the share that " +
  'row would have if nothing else ran.';

function milliseconds(value: number): string {
  return Number.isNaN(value) ? '-' : value.toFixed(1);
}

function cpuMilliseconds(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '-' : value.toFixed(3);
}

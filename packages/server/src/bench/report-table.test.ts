import { expect, test } from 'vitest';
import { formatReportTable } from './report-table.ts';

test('prints one aligned row per scenario, its req/s as a share of the first row’s, and its note', () => {
  const table = formatReportTable([
    {
      name: 'health',
      summary: { requests: 2000, requestsPerSecond: 4321.06, p50Ms: 6.04, p95Ms: 9.96, errors: 0 },
    },
    {
      name: 'a longer scenario',
      summary: { requests: 12, requestsPerSecond: 2.4, p50Ms: 250, p95Ms: 1200.26, errors: 1 },
      note: 'aim: something',
    },
  ]);
  expect(table.split('\n')).toEqual([
    'scenario           requests     req/s   ceiling    p50 ms    p95 ms    errors',
    'health                 2000    4321.1    100.0%       6.0      10.0         0',
    'a longer scenario        12       2.4      0.1%     250.0    1200.3         1  aim: something',
  ]);
});

test('shows a dash for a percentile of no requests', () => {
  const table = formatReportTable([
    {
      name: 'none',
      summary: { requests: 0, requestsPerSecond: 0, p50Ms: Number.NaN, p95Ms: Number.NaN, errors: 0 },
    },
  ]);
  expect(table.split('\n')[1]).toBe('none             0       0.0         -         -         -         0');
});

test("adds the server's CPU per request as a column when a row has it, and says what it is", () => {
  const table = formatReportTable([
    {
      name: 'health',
      summary: {
        requests: 2000,
        requestsPerSecond: 6000,
        p50Ms: 4,
        p95Ms: 8,
        errors: 0,
        serverCpuMsPerRequest: 0.1504,
      },
    },
    { name: 'search', summary: { requests: 2000, requestsPerSecond: 1000, p50Ms: 30, p95Ms: 40, errors: 0 } },
  ]);
  const [header, health, search, legend] = table.split('\n');
  expect(header).toBe('scenario  requests     req/s   ceiling    p50 ms    p95 ms    errors    CPU ms');
  expect(health).toBe('health        2000    6000.0    100.0%       4.0       8.0         0     0.150');
  expect(search).toBe('search        2000    1000.0     16.7%      30.0      40.0         0         -');
  expect(legend).toMatch(/^CPU ms: the server process's CPU per request/);
});

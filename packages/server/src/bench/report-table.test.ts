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

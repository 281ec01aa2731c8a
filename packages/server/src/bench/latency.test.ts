import { describe, expect, test } from 'vitest';
import { percentile, summarize } from './latency.ts';

describe('percentile', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, index) => index + 1);

  test('is the nearest-rank value: p50 and p95 of 1..100 are 50 and 95', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
  });

  test('does not depend on the order of the measurements, and leaves them as they were', () => {
    const shuffled = [7, 3, 9, 1, 5];
    expect(percentile(shuffled, 50)).toBe(5);
    expect(shuffled).toEqual([7, 3, 9, 1, 5]);
  });

  test('rounds the rank up, so it never reports less than the share of requests asked for', () => {
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 95)).toBe(40);
    expect(percentile([10, 20], 50)).toBe(10);
  });

  test('p0 is the fastest and p100 the slowest', () => {
    expect(percentile([4, 2, 8], 0)).toBe(2);
    expect(percentile([4, 2, 8], 100)).toBe(8);
  });

  test('is the one value of a single measurement and NaN of none', () => {
    expect(percentile([3.5], 95)).toBe(3.5);
    expect(percentile([], 50)).toBeNaN();
  });

  test('refuses a percentile outside 0 to 100', () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(RangeError);
    expect(() => percentile([1], Number.NaN)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  test('counts the requests, the rate over the elapsed time, the percentiles and the errors', () => {
    const latenciesMs = Array.from({ length: 200 }, (_, index) => (index % 100) + 1);
    expect(summarize({ latenciesMs, errors: 3, elapsedMs: 4000 })).toEqual({
      requests: 200,
      requestsPerSecond: 50,
      p50Ms: 50,
      p95Ms: 95,
      errors: 3,
    });
  });

  test('reports no rate rather than dividing by zero', () => {
    expect(summarize({ latenciesMs: [], errors: 0, elapsedMs: 0 })).toMatchObject({
      requests: 0,
      requestsPerSecond: 0,
    });
  });
});

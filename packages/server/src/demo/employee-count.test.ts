import { expect, test } from 'vitest';
import { parseEmployeeCount } from './employee-count.ts';

test('reads a count with or without digit separators, and falls back when none is given', () => {
  expect(parseEmployeeCount('1000', 100)).toBe(1000);
  expect(parseEmployeeCount('100_000', 100)).toBe(100_000);
  expect(parseEmployeeCount('100,000', 100)).toBe(100_000);
  expect(parseEmployeeCount('0', 100)).toBe(0);
  expect(parseEmployeeCount(undefined, 100)).toBe(100);
});

test('refuses what is not a whole number of employees', () => {
  for (const argument of ['', '-5', '1.5', 'many', '1e3', ' 10', '99999999999999999999']) {
    expect(() => parseEmployeeCount(argument, 100), argument).toThrow(RangeError);
  }
});

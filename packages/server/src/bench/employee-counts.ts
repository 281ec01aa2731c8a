import { parseEmployeeCount } from '../demo/employee-count.ts';

/**
 * The employee counts a benchmark runs for, from its argument or BENCH_EMPLOYEES: "10000",
 * "10000,100000", "10000 100000" or "100,000" (thousands separators are not list separators). A bad
 * count ends the process with its message.
 */
export function employeeCountsOrExit(argument: string | undefined, fallback: number): number[] {
  try {
    if (argument === undefined) return [fallback];
    return argument
      .trim()
      .split(/[\s;]+|,(?!\d{3}(?!\d))/)
      .map((part) => parseEmployeeCount(part, fallback));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * The employee count a command line gives ("100000", "100_000" or "100,000"), or `fallback` when it
 * gives none. Throws a RangeError whose message can be shown as it is.
 */
export function parseEmployeeCount(argument: string | undefined, fallback: number): number {
  if (argument === undefined) return fallback;
  const value = /^\d[\d_,]*$/.test(argument) ? Number(argument.replace(/[_,]/g, '')) : Number.NaN;
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(
      `The number of employees is a whole number, 0 or more (e.g. 100000); got "${argument}".`,
    );
  }
  return value;
}

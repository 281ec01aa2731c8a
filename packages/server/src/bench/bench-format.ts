/** How the benchmarks print figures: counts with thousands separators, milliseconds to a sensible precision. */

export function fmt(value: number): string {
  return value.toLocaleString('en-GB');
}

export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
}

import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A child process's resident memory from /proc, for the benchmarks that print a server's peak: its
 * peak (VmHWM) is reset before a measured step by writing 5 to clear_refs, and where that reset is not
 * allowed, VmRSS sampled while the step runs stands in for it.
 */
export function processMemory(pid: number | undefined) {
  const read = (field: 'VmRSS' | 'VmHWM'): number => {
    if (pid === undefined) return Number.NaN;
    try {
      const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
        new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
      );
      return match ? Number(match[1]) / 1024 : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
  const baseline = read('VmRSS');
  let sampled = baseline;
  let peakReset = false;
  return {
    /** Megabytes resident when this was made. */
    baseline,
    resetPeak() {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        peakReset = true;
      } catch {
        peakReset = false;
      }
    },
    sample() {
      sampled = Math.max(sampled, read('VmRSS'));
    },
    peakMegabytes(): number {
      const now = read('VmRSS');
      return peakReset ? Math.max(read('VmHWM'), now) : Math.max(sampled, now);
    },
  };
}

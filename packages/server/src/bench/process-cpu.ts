import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times: 100 on Linux (USER_HZ), whatever the kernel's HZ. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU a child process has used so far (user + system, every thread), in milliseconds, from
 * /proc/<pid>/stat; NaN where that cannot be read. Per request, it is a figure that holds on a machine
 * shared with other work, where req/s does not: the ceiling's and a search's CPU per request say what
 * their req/s would be if the server's process were the only one on its cores.
 */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (in parentheses, which may hold spaces): utime and stime are
    // the 14th and 15th of the whole line, the 12th and 13th after the name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full garbage collection, for when the work of a start is done. Loading the modules, compiling the
 * contract's validators and running the day's jobs leave V8's old generation mostly garbage (on the
 * 10,000-employee bench database: 226 MB used, 72 MB of it live). Nothing collects it while the server
 * waits, however long, so the first heavy request paid for it: the first pay run of a fresh server took
 * 3.0–3.8 s without this collection and 1.9–2.1 s with it (bench:payroll, PostgreSQL, three starts
 * each), about what a second run takes.
 *
 * Node gives no way to ask for a collection without starting it with --expose-gc, which npm start and
 * every host's own command would have to remember. The flag is set only while a new context is made
 * (which then has `gc`); the process's own global never gets one. Answers whether it collected.
 */
export function collectGarbage(): boolean {
  setFlagsFromString('--expose-gc');
  let gc: (() => void) | undefined;
  try {
    // A Node that stops honouring the flag this late gives no gc: then nothing is collected, and the
    // server starts as before (the test says so).
    gc = runInNewContext("typeof gc === 'function' ? gc : undefined") as (() => void) | undefined;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
  gc?.();
  return gc !== undefined;
}

import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage.ts';

describe('collectGarbage', () => {
  it('frees what nothing refers to any more, and leaves the global without gc', () => {
    let garbage: unknown[] | undefined = Array.from({ length: 200_000 }, (_, index) => ({ index }));
    const holding = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(200_000);
    garbage = undefined;
    expect(collectGarbage()).toBe(true);
    // 200,000 small objects are several megabytes; a collection frees them all at once.
    expect(holding - process.memoryUsage().heapUsed).toBeGreaterThan(4_000_000);
    expect('gc' in globalThis).toBe(false);
  });
});

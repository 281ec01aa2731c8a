import { describe, expect, test } from 'vitest';
import { statementNames } from './prepared-statements.ts';

describe('statementNames', () => {
  test('names each text the same way every time, and no text after the first `most`', () => {
    const nameOf = statementNames(2);
    const first = nameOf('select 1 /* prepared */');
    const second = nameOf('select 2 /* prepared */');
    expect(first).toMatch(/^prepared_/);
    expect(second).toMatch(/^prepared_/);
    expect(second).not.toBe(first);
    // A third text runs unnamed (unprepared); the two kept keep their names.
    expect(nameOf('select 3 /* prepared */')).toBeUndefined();
    expect(nameOf('select 1 /* prepared */')).toBe(first);
    expect(nameOf('select 2 /* prepared */')).toBe(second);
  });
});

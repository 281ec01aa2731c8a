import { describe, expect, it } from 'vitest';
import { wallTimeText } from './timeClockReport.ts';

describe('wallTimeText', () => {
  it('says when an overnight shift ends the next day', () => {
    expect(wallTimeText('2026-11-30T22:04:00', '2026-11-30')).toBe('22:04');
    expect(wallTimeText('2026-12-01T06:10:00', '2026-11-30')).toBe('06:10 (next day)');
    expect(wallTimeText(null, '2026-11-30')).toBe('—');
  });
});

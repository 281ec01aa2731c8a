import { describe, expect, it } from 'vitest';
import { lastOutText } from './timeClockReport.ts';

describe('lastOutText', () => {
  it('says when an overnight shift ends the next day', () => {
    expect(lastOutText('16:30', '08:00')).toBe('16:30');
    expect(lastOutText('06:40', '21:58')).toBe('06:40 (next day)');
    expect(lastOutText('06:40', null)).toBe('06:40');
    expect(lastOutText(null, '08:00')).toBe('—');
  });
});

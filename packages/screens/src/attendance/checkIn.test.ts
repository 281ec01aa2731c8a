import { describe, expect, it } from 'vitest';
import { clockAt, queueText, stateText } from './checkIn.ts';
import { checkedIn, morningIn } from './checkInStoryData.ts';

describe('Field CheckIn words', () => {
  it("prints a device time on the person's own clock, not the browser's", () => {
    // 07:55 UTC is 08:55 in Berlin in winter and 09:55 in summer.
    expect(clockAt('2026-12-02T07:55:00Z', 'Europe/Berlin')).toBe('08:55');
    expect(clockAt('2026-07-02T07:55:00Z', 'Europe/Berlin')).toBe('09:55');
  });

  it('names the latest check-in of the day', () => {
    const backIn = { ...morningIn, id: 'p-2', wallTime: '2026-12-02T13:05:00' };
    const out = { ...morningIn, id: 'p-out', direction: 'out' as const, wallTime: '2026-12-02T12:00:00' };
    expect(stateText({ ...checkedIn, punches: [morningIn, out, backIn] })).toBe('Checked in at 13:05');
    expect(stateText({ ...checkedIn, state: 'out' })).toBe('Not checked in');
  });

  it('counts the punches kept on the phone', () => {
    expect(queueText(1, false)).toBe('You are offline. 1 punch will be sent when you are back online.');
    expect(queueText(0, true)).toBeNull();
    expect(queueText(3, true)).toBe('Sending 3 punches kept on this phone…');
  });
});

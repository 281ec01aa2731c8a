import { describe, expect, it } from 'vitest';
import { sessionDevice } from './sessionDevice.ts';

describe('sessionDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on macOS',
    ],
  ])('names %s as %s', (userAgent, name) => {
    expect(sessionDevice(userAgent)).toBe(name);
  });

  it('names an unknown browser as it named itself, and a missing one plainly', () => {
    expect(sessionDevice('curl/8.11.0')).toBe('curl/8.11.0');
    expect(sessionDevice(null)).toBe('An unnamed browser');
    expect(sessionDevice('  ')).toBe('An unnamed browser');
  });
});

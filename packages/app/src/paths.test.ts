import { describe, expect, it } from 'vitest';
import { afterSignIn, paths } from './paths.ts';

describe('where sign-in leads', () => {
  it('returns to the private page that asked for it, with its query', () => {
    expect(afterSignIn('/employee?search=ada')).toBe('/employee?search=ada');
  });

  it('goes to the dashboard when nothing asked', () => {
    expect(afterSignIn(null)).toBe(paths.dashboard);
    expect(afterSignIn('')).toBe(paths.dashboard);
  });

  it('never leaves the app for an address a crafted link puts in `next`', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(afterSignIn(next)).toBe(paths.dashboard);
    }
  });
});

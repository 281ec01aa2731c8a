import { expect, test } from 'vitest';
import { withoutSecrets } from './audit-trail.ts';

test('secrets leave the trail at any depth; a passport number and dates stay, dates as ISO text', () => {
  const at = new Date('2026-11-20T09:30:00.000Z');
  expect(
    withoutSecrets({
      password: 'p',
      newPassword: 'p',
      password_hash: 'h',
      pass: 'p',
      refreshToken: 't',
      signingSecret: 's',
      otp: '1',
      quickEntry: { passport: 'P1234567', currentPassword: 'p', at },
      children: [{ token: 't', name: 'Ann' }],
    }),
  ).toEqual({
    quickEntry: { passport: 'P1234567', at: '2026-11-20T09:30:00.000Z' },
    children: [{ name: 'Ann' }],
  });
});

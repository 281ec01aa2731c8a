import { expect } from 'vitest';
import type { TestApi } from './test-api.ts';

/** A new employer whose Employer › Setting keeps `timeZone`, and its administrator. */
export async function administratorInZone(api: TestApi, timeZone: string) {
  const admin = await api.newAdministrator();
  const answer = await api.call('/employer/update-settings', { timeZone }, { token: admin.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...admin, employerId: admin.session.user.employerId };
}

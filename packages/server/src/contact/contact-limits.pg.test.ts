import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { CONTACT_MESSAGES_PER_EMAIL } from './contact-messages.ts';

/** Two instances on one database, as behind a load balancer: the limit is the database's, not a process's. */
let first: TestApi;
let second: TestApi;
beforeAll(async () => {
  first = await createTestApi({ trustProxy: true });
  second = await createTestApi({ trustProxy: true, sharedDatabase: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const send = (through: TestApi, email: string) =>
  through.call(
    '/public/send-contact-message',
    { fullName: 'Ada Lovelace', email, message: 'Hello' },
    { headers: { 'X-Forwarded-For': `192.0.2.${randomUUID().slice(0, 8)}` } },
  );

test('messages sent through either instance count against one limit per e-mail', async () => {
  const email = `both-${randomUUID().slice(0, 8)}@example.com`;
  const statuses: number[] = [];
  for (let sent = 0; sent <= CONTACT_MESSAGES_PER_EMAIL; sent += 1) {
    statuses.push((await send(sent % 2 === 0 ? first : second, email)).status);
  }
  expect(statuses).toEqual([...Array(CONTACT_MESSAGES_PER_EMAIL).fill(200), 429]);
});

test('a burst at once through both instances never gets more than the limit through', async () => {
  const email = `burst-${randomUUID().slice(0, 8)}@example.com`;
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, index) => send(index % 2 === 0 ? first : second, email)),
  );
  const accepted = answers.filter((answer) => answer.status === 200).length;
  expect(accepted).toBeLessThanOrEqual(CONTACT_MESSAGES_PER_EMAIL);
  expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
  const stored = await first.db
    .selectFrom('contact_messages')
    .select('id')
    .where('email', '=', email)
    .execute();
  expect(stored).toHaveLength(accepted);
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type DocumentWorld, documentCalls, documentWorld, storedFile } from './document-test-support.ts';

/**
 * Document WorkFlow's smoke on PostgreSQL (issue 31): the widest SQL of the area through HTTP. A
 * request to everyone (one INSERT … SELECT under the asker's scope, the allowed types as a text[]),
 * the notices of all asked, a version handed in and approved, and the counts read back grouped.
 */

let api: TestApi;
let world: DocumentWorld;

beforeAll(async () => {
  api = await createTestApi();
  world = await documentWorld(api);
});
afterAll(() => api.close());

it('asks everyone, hands in, approves, and counts it', async () => {
  const calls = documentCalls(api);
  const created = await calls.create(world.adminToken, {
    title: 'Signed handbook',
    audience: 'everyone',
    allowedTypes: ['image/png', 'application/pdf'],
    maxSizeMib: 2,
    dueOn: '2099-01-31',
    expires: true,
    remindDaysBefore: 14,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body.returnObject).toMatchObject({
    allowedTypes: ['application/pdf', 'image/png'],
    counts: { total: 4, outstanding: 4 },
  });
  const told = await api.db
    .selectFrom('notifications')
    .select('recipient_user_id')
    .where('kind', '=', 'document-requested')
    .where('subject_id', '=', created.body.returnObject.id)
    .execute();
  expect(told).toHaveLength(4);

  const ada = world.people.ada.token;
  const [mine] = (await calls.mine(ada)).body.returnObject.items;
  const handed = await calls.upload(ada, {
    id: mine?.id,
    attachmentId: await storedFile(api, ada),
    expiresOn: '2100-05-31',
  });
  expect(handed.status, JSON.stringify(handed.body)).toBe(200);
  const approved = await calls.review(world.people.hal.token, {
    id: mine?.id,
    version: 1,
    decision: 'approve',
  });
  expect(approved.body.returnObject).toMatchObject({
    state: 'approved',
    versions: [{ expiresOn: '2100-05-31' }],
  });
  const listed = await calls.requests(world.adminToken);
  expect(listed.body.returnObject.items[0]?.counts).toEqual({
    total: 4,
    submitted: 0,
    approved: 1,
    outstanding: 3,
    overdue: 0,
  });
});

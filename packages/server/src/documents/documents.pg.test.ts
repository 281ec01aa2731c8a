import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type DocumentWorld, documentCalls, documentWorld, storedFile } from './document-test-support.ts';

/**
 * Document WorkFlow's smoke on PostgreSQL (issue 31): the widest SQL of the area through HTTP. A
 * request to everyone (one INSERT … SELECT under the asker's scope, the allowed types as a text[]),
 * the notices of all asked, a version handed in and approved, and the counts read back grouped; a
 * sign-off through the approvals engine (the versions' approvals, the generated kind's foreign key)
 * to its signed PDF.
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
    expiresOn: '2100-05-31',
    signOff: null,
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

it('signs a PDF off through a document workflow and answers it with its sign-off page', async () => {
  const calls = documentCalls(api);
  const workflow = await api.call<{ returnObject: { id: string } }>(
    '/approvals/create-workflow',
    {
      code: 'HRSIGN',
      name: 'HR signs',
      kind: 'document',
      steps: [{ approver: 'administrator' }],
      isDefault: true,
    },
    { token: world.adminToken },
  );
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
  const created = await calls.create(world.adminToken, {
    title: 'Policy',
    audience: 'employees',
    employeeIds: [world.people.ben.employeeId],
    allowedTypes: ['application/pdf'],
    maxSizeMib: 2,
    dueOn: '2099-01-31',
    expires: false,
    signOffWorkflowId: workflow.body.returnObject.id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const ben = world.people.ben.token;
  const [item] = (await calls.mine(ben)).body.returnObject.items.filter((row) => row.title === 'Policy');
  const handed = await calls.upload(ben, { id: item?.id, attachmentId: await storedFile(api, ben) });
  expect(handed.body.returnObject.signOff).toMatchObject({ version: 1, status: 'waiting' });
  expect((await calls.queue(world.adminToken)).body.returnObject.items.map((row) => row.id)).toContain(
    item?.id,
  );
  const signed = await calls.review(world.adminToken, { id: item?.id, version: 1, decision: 'approve' });
  expect(signed.body.returnObject).toMatchObject({ state: 'approved', signOff: { status: 'signed' } });
  const pdf = await api.call('/documents/download-signed-document', { id: item?.id }, { token: ben });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
});

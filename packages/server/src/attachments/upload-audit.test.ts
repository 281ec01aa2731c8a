import { afterAll, beforeAll, expect, test } from 'vitest';
import { upload } from '../team/announcement-test-support.ts';
import { auditedBy } from '../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/** Issue 27: an upload leaves one audit row describing the file (area documents), never its bytes. */

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
});
afterAll(() => api.close());

test('upload-attachment: one row with the file’s name, type, size and digest', async () => {
  const { answer, rows } = await auditedBy(api.db, admin.session.user.employerId, () =>
    upload(api, admin.token, 'rota.pdf'),
  );
  expect(rows).toEqual([
    {
      actorUserId: admin.session.user.id,
      operation: 'uploadAttachment',
      area: 'documents',
      recordType: 'attachment',
      recordId: answer.id,
      before: null,
      after: {
        name: 'rota.pdf',
        mediaType: 'application/pdf',
        size: answer.size,
        sha256: expect.any(String),
      },
    },
  ]);
});

test('a refused upload (an empty file) leaves no row', async () => {
  const { answer, rows } = await auditedBy(api.db, admin.session.user.employerId, () =>
    api.call('/files/upload-attachment', undefined, {
      token: admin.token,
      rawBody: new Uint8Array(),
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'empty.pdf' },
    }),
  );
  expect(answer.status).toBe(400);
  expect(rows).toEqual([]);
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_YOUR_UPLOADS } from '../attachments/attach.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { upload } from './announcement-test-support.ts';
import {
  documentCalls,
  type Organisation,
  organisation,
  type Person,
  shared,
  updateOf,
} from './shared-document-test-support.ts';
import type { SharedDocument } from './shared-document-types.ts';
import { NOT_THE_DOCUMENTS_FILES, TOO_MANY_DOCUMENT_FILES } from './shared-documents.ts';

const TODAY = '2026-11-26';

let api: TestApi;
let docs: ReturnType<typeof documentCalls>;
let org: Organisation;
let admin: string;
const token = (person: Person) => org.people[person].token;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date(`${TODAY}T09:00:00Z`) });
  docs = documentCalls(api);
  org = await organisation(api);
  admin = org.admin.token;
});
afterAll(() => api.close());

const download = (id: string, caller: string) =>
  api.call('/files/download-attachment', { id }, { token: caller });
const fileOf = (document: SharedDocument) => document.attachments[0]?.id as string;

describe('a shared document’s files', () => {
  test('a Selected Employee document’s file: the employee and the shared-with line manager 200; a colleague, a head not shared with and another employer 404', async () => {
    const document = await shared(api, admin, {
      title: 'Probation review',
      scope: 'selected-employee',
      employeeId: org.people.eve.employeeId,
      shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: false },
      attachmentIds: [(await upload(api, admin, 'review.pdf')).id],
    });
    const eve = await download(fileOf(document), token('eve'));
    expect(eve.status).toBe(200);
    expect(eve.headers.get('content-disposition')).toContain('review.pdf');
    expect((await download(fileOf(document), token('mo'))).status).toBe(200);
    expect((await download(fileOf(document), admin)).status).toBe(200);
    for (const person of ['cal', 'hana', 'bob'] as const) {
      expect((await download(fileOf(document), token(person))).status, person).toBe(404);
    }
    const other = await organisation(api);
    expect((await download(fileOf(document), other.admin.token)).status).toBe(404);
    expect((await download(fileOf(document), other.people.eve.token)).status).toBe(404);

    // Switched off, the line manager loses the file with the document.
    await docs.update(
      admin,
      updateOf(document, { shareWith: { lineManager: false, headOfDepartment: false, headOfBranch: false } }),
    );
    expect((await download(fileOf(document), token('mo'))).status).toBe(404);
  });

  test('an All Employees document’s file reaches every employee; an Employer one’s none', async () => {
    const everyone = await shared(api, admin, { attachmentIds: [(await upload(api, admin, 'all.pdf')).id] });
    const employer = await shared(api, admin, {
      scope: 'employer',
      attachmentIds: [(await upload(api, admin, 'ours.pdf')).id],
    });
    expect((await download(fileOf(everyone), token('cal'))).status).toBe(200);
    expect((await download(fileOf(employer), token('cal'))).status).toBe(404);
    expect((await download(fileOf(employer), admin)).status).toBe(200);
  });

  test('attached on create, added and removed on update; others’ files refused; at most 5', async () => {
    const first = await upload(api, admin, 'first.pdf');
    const document = await shared(api, admin, { attachmentIds: [first.id] });
    expect(document.attachments).toEqual([first]);
    const second = await upload(api, admin, 'second.pdf');
    const changed = await docs.update(
      admin,
      updateOf(document, { attachmentIds: [second.id], removeAttachmentIds: [first.id] }),
    );
    expect(changed.body.returnObject.attachments).toEqual([second]);
    expect((await download(first.id, admin)).status).toBe(404);

    const employeeUpload = await upload(api, token('eve'), 'mine.pdf');
    const refused = await docs.create(admin, { title: 'T', attachmentIds: [employeeUpload.id] });
    expect(refused.body).toEqual({ returnCode: 400, error: NOT_YOUR_UPLOADS, field: 'attachmentIds' });

    const another = await shared(api, admin, { title: 'Another' });
    const notIts = await docs.update(admin, updateOf(another, { removeAttachmentIds: [second.id] }));
    expect(notIts.body).toEqual({
      returnCode: 400,
      error: NOT_THE_DOCUMENTS_FILES,
      field: 'removeAttachmentIds',
    });

    const five = [];
    for (let index = 0; index < 5; index += 1) five.push((await upload(api, admin, `f${index}.pdf`)).id);
    const full = await docs.update(admin, updateOf(document, { attachmentIds: five }));
    expect(full.body).toEqual({ returnCode: 400, error: TOO_MANY_DOCUMENT_FILES, field: 'attachmentIds' });
    expect((await docs.get(admin, document.id)).body.returnObject.attachments).toEqual([second]);
  });

  test('deleting a document deletes its files, rows and bytes', async () => {
    const file = await upload(api, admin, 'gone.pdf');
    const document = await shared(api, admin, { attachmentIds: [file.id] });
    await docs.remove(admin, document.id);
    expect((await download(file.id, admin)).status).toBe(404);
    const blobs = await api.db
      .selectFrom('attachment_blobs')
      .select('key')
      .where('key', 'like', `%${file.id}`)
      .execute();
    expect(blobs).toEqual([]);
  });
});

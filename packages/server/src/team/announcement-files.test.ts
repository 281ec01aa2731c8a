import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_YOUR_UPLOADS } from '../attachments/attach.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { created, employerWithStaff, teamCalls, updateOf, upload } from './announcement-test-support.ts';
import { NOT_ITS_FILES, TOO_MANY_FILES } from './announcements.ts';

const TODAY = '2026-11-26';

let api: TestApi;
let team: ReturnType<typeof teamCalls>;
let employer: Awaited<ReturnType<typeof employerWithStaff>>;
let admin: string;
let employee: string;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date(`${TODAY}T09:00:00Z`) });
  team = teamCalls(api);
  employer = await employerWithStaff(api, 1);
  admin = employer.admin.token;
  employee = (employer.staff[0] as { token: string }).token;
});
afterAll(() => api.close());

const download = (id: string, token: string) => api.call('/files/download-attachment', { id }, { token });

describe('an announcement’s files', () => {
  test('attached on create, added and removed on update; a removed file is gone', async () => {
    const rota = await upload(api, admin, 'rota.pdf');
    const announcement = await created(api, admin, { title: 'With a file', attachmentIds: [rota.id] });
    expect(announcement.attachments).toEqual([rota]);

    const menu = await upload(api, admin, 'menu.pdf');
    const updated = await team.update(
      admin,
      updateOf(announcement, { attachmentIds: [menu.id], removeAttachmentIds: [rota.id] }),
    );
    expect(updated.body.returnObject.attachments).toEqual([menu]);
    expect((await download(rota.id, admin)).status).toBe(404);
    const blobs = await api.db
      .selectFrom('attachment_blobs')
      .select('key')
      .where('key', 'like', `%${rota.id}`)
      .execute();
    expect(blobs).toEqual([]);
    expect((await download(menu.id, admin)).status).toBe(200);
  });

  test('files not the caller’s own uploads, or already attached, are refused and nothing is saved', async () => {
    const { admin: otherAdmin } = await employerWithStaff(api, 0);
    const theirs = await upload(api, otherAdmin.token, 'theirs.pdf');
    const mine = await upload(api, admin, 'mine.pdf');
    const attachedElsewhere = await created(api, admin, { title: 'First', attachmentIds: [mine.id] });
    expect(attachedElsewhere.attachments).toHaveLength(1);
    const employeeUpload = await upload(api, employee, 'employee.pdf');
    const before = (await team.list(admin)).body.returnObject.total;
    for (const id of [theirs.id, mine.id, employeeUpload.id, crypto.randomUUID()]) {
      const answer = await team.create(admin, { title: 'Second', attachmentIds: [id] });
      expect(answer.body).toEqual({ returnCode: 400, error: NOT_YOUR_UPLOADS, field: 'attachmentIds' });
    }
    expect((await team.list(admin)).body.returnObject.total).toBe(before);
  });

  test('removing a file of another announcement is refused, and at most 5 files are kept', async () => {
    const first = await created(api, admin, { title: 'One', attachmentIds: [(await upload(api, admin)).id] });
    const second = await created(api, admin, { title: 'Two' });
    const refused = await team.update(
      admin,
      updateOf(second, { removeAttachmentIds: [first.attachments[0]?.id] }),
    );
    expect(refused.body).toEqual({ returnCode: 400, error: NOT_ITS_FILES, field: 'removeAttachmentIds' });
    expect((await team.get(admin, first.id)).body.returnObject.attachments).toHaveLength(1);

    const five = [];
    for (let index = 0; index < 5; index += 1) five.push((await upload(api, admin, `f${index}.pdf`)).id);
    const full = await team.update(admin, updateOf(first, { attachmentIds: five }));
    expect(full.body).toEqual({ returnCode: 400, error: TOO_MANY_FILES, field: 'attachmentIds' });
    expect((await team.get(admin, first.id)).body.returnObject.attachments).toHaveLength(1);
  });

  test('an employee downloads a visible announcement’s file; an unpublished or future one’s is a 404', async () => {
    const visible = await created(api, admin, {
      title: 'Visible',
      effectiveDate: TODAY,
      published: true,
      attachmentIds: [(await upload(api, admin, 'visible.pdf')).id],
    });
    const draft = await created(api, admin, {
      title: 'Draft',
      effectiveDate: TODAY,
      attachmentIds: [(await upload(api, admin, 'draft.pdf')).id],
    });
    const future = await created(api, admin, {
      title: 'Future',
      effectiveDate: '2026-12-01',
      published: true,
      attachmentIds: [(await upload(api, admin, 'future.pdf')).id],
    });
    const fileOf = (announcement: typeof visible) => announcement.attachments[0]?.id as string;
    const answer = await download(fileOf(visible), employee);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('visible.pdf');
    expect((await download(fileOf(draft), employee)).status).toBe(404);
    expect((await download(fileOf(future), employee)).status).toBe(404);
    expect((await download(fileOf(draft), admin)).status).toBe(200);

    // Another employer's employee never reaches it.
    const other = await employerWithStaff(api, 1);
    expect((await download(fileOf(visible), (other.staff[0] as { token: string }).token)).status).toBe(404);
  });

  test('deleting an announcement deletes its files', async () => {
    const file = await upload(api, admin, 'gone.pdf');
    const announcement = await created(api, admin, { title: 'Gone', attachmentIds: [file.id] });
    await team.remove(admin, announcement.id);
    expect((await download(file.id, admin)).status).toBe(404);
    const rows = await api.db.selectFrom('attachments').select('id').where('id', '=', file.id).execute();
    expect(rows).toEqual([]);
    const blobs = await api.db
      .selectFrom('attachment_blobs')
      .select('key')
      .where('key', 'like', `%${file.id}`)
      .execute();
    expect(blobs).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment, Session } from '../contract-types.ts';
import { jobRunner } from '../jobs/job-runner.ts';
import { silentLogger } from '../logger.ts';
import { minimalPdf, minimalPng } from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { attachmentsOf, attachToOwner, NOT_YOUR_UPLOADS } from './attach.ts';
import type { OwnerAccessCheck } from './owner-access.ts';
import { dailyUploadPurge, uploadPurgeJobHandlers } from './purge-job.ts';

/**
 * Who may download what. A made-up owner type, 'test-note', stands for an area's records: its check
 * lets through the users listed for a note, as leave will let through a request's employee and approvers.
 */

type User = { token: string; caller: Caller };

/** The records files are attached to, one per test. */
const NOTE_ADMIN = randomUUID();
const NOTE_EARLIER = randomUUID();
const NOTE_KEPT = randomUUID();
const NOTE_LIST = randomUUID();
const NOTE_ORPHAN = randomUUID();
const NOTE_REFUSED = randomUUID();
const NOTE_SHARED = randomUUID();

let api: TestApi;
let now = new Date('2026-11-24T09:00:00Z');
const mayReadNote = new Map<string, Set<string>>();
const noteCheck: OwnerAccessCheck = async (_deps, caller, noteId) =>
  mayReadNote.get(noteId)?.has(caller.userId) ?? false;

let admin: User;
let alice: User;
let bob: User;
let otherAdmin: User;
let otherEmployee: User;

const callerOf = (session: Session): Promise<Caller> =>
  api.callerFor({ userId: session.user.id, role: session.user.role, employerId: session.user.employerId });

beforeAll(async () => {
  api = await createTestApi({
    clock: () => now,
    attachmentOwners: new Map([['test-note', noteCheck]]),
  });
  const first = await api.newAdministrator();
  admin = { token: first.token, caller: await callerOf(first.session) };
  const employeeOf = async (employerId: string) => {
    const user = await api.newEmployeeUser(employerId);
    return { token: user.token, caller: await callerOf(user.session) };
  };
  alice = await employeeOf(admin.caller.employerId);
  bob = await employeeOf(admin.caller.employerId);
  const second = await api.newAdministrator();
  otherAdmin = { token: second.token, caller: await callerOf(second.session) };
  otherEmployee = await employeeOf(otherAdmin.caller.employerId);
});
afterAll(() => api.close());

async function upload(by: User, bytes: Uint8Array<ArrayBuffer> = minimalPdf(), name = 'note.pdf') {
  const answer = await api.call<{ returnObject: Attachment }>('/files/upload-attachment', undefined, {
    token: by.token,
    rawBody: bytes,
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
  });
  if (answer.status !== 200) throw new Error(`Upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.returnObject;
}

const statusOf = async (id: string, as: User) =>
  (await api.call('/files/download-attachment', { id }, { token: as.token })).status;

function attach(by: User, attachmentIds: string[], ownerId: string, ownerType = 'test-note') {
  return api.db
    .transaction()
    .execute((trx) => attachToOwner(trx, by.caller, { attachmentIds, ownerType, ownerId }));
}

describe('a file attached to nothing yet', () => {
  test('is downloaded by its uploader only, not even by an administrator: it is no record’s yet', async () => {
    const file = await upload(alice);
    expect(await statusOf(file.id, alice)).toBe(200);
    expect(await statusOf(file.id, admin)).toBe(404);
    expect(await statusOf(file.id, bob)).toBe(404);
  });

  test('is a 404 to another employer, administrator or employee: as if no such id existed', async () => {
    const file = await upload(alice);
    for (const outsider of [otherAdmin, otherEmployee]) {
      const answer = await api.call('/files/download-attachment', { id: file.id }, { token: outsider.token });
      expect(answer.body).toEqual({ returnCode: 404, error: 'There is no such file.' });
    }
  });
});

describe('attachToOwner, inside an area’s transaction', () => {
  test('attaches the caller’s own uploads; the record then lists them, oldest first', async () => {
    const first = await upload(alice, minimalPdf(), 'first.pdf');
    now = new Date(now.getTime() + 1000);
    const second = await upload(alice, minimalPng(), 'second.png');
    await attach(alice, [second.id, first.id], NOTE_LIST);
    expect(await attachmentsOf(api.db, admin.caller.employerId, 'test-note', NOTE_LIST)).toEqual([
      first,
      second,
    ]);
    expect(await attachmentsOf(api.db, otherAdmin.caller.employerId, 'test-note', NOTE_LIST)).toEqual([]);
  });

  test.each([
    ['another user’s upload', () => upload(bob)],
    ['another employer’s upload', () => upload(otherEmployee)],
    [
      'an upload attached already',
      async () => {
        const file = await upload(alice);
        await attach(alice, [file.id], NOTE_EARLIER);
        return file;
      },
    ],
    ['an id no one has', async () => ({ id: '00000000-0000-4000-8000-000000000000' })],
  ])('refuses %s with a 400 naming attachmentIds, and attaches none of the others', async (_, make) => {
    const mine = await upload(alice);
    const refused = await make();
    await expect(attach(alice, [mine.id, refused.id], NOTE_REFUSED)).rejects.toMatchObject({
      status: 400,
      field: 'attachmentIds',
      message: NOT_YOUR_UPLOADS,
    });
    expect(await attachmentsOf(api.db, admin.caller.employerId, 'test-note', NOTE_REFUSED)).toEqual([]);
    const row = await api.db
      .selectFrom('attachments')
      .select('owner_type')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(row.owner_type).toBeNull();
  });
});

describe('a file attached to a record: the owner type’s check decides', () => {
  test('whoever the check lets see the record may download; nobody else, the uploader included', async () => {
    const file = await upload(alice);
    await attach(alice, [file.id], NOTE_SHARED);
    mayReadNote.set(NOTE_SHARED, new Set([bob.caller.userId]));
    expect(await statusOf(file.id, bob)).toBe(200);
    expect(await statusOf(file.id, alice)).toBe(404);

    mayReadNote.set(NOTE_SHARED, new Set([alice.caller.userId]));
    expect(await statusOf(file.id, alice)).toBe(200);
    expect(await statusOf(file.id, bob)).toBe(404);
  });

  test('the check decides for the employer’s administrators too; another employer never, whatever it says', async () => {
    const file = await upload(alice);
    await attach(alice, [file.id], NOTE_ADMIN);
    mayReadNote.set(NOTE_ADMIN, new Set([otherEmployee.caller.userId, otherAdmin.caller.userId]));
    expect(await statusOf(file.id, admin)).toBe(404);
    expect(await statusOf(file.id, otherEmployee)).toBe(404);
    expect(await statusOf(file.id, otherAdmin)).toBe(404);
    mayReadNote.get(NOTE_ADMIN)?.add(admin.caller.userId);
    expect(await statusOf(file.id, admin)).toBe(200);
  });

  test('an owner type no area registered: nobody’s, an administrator’s neither', async () => {
    const file = await upload(alice);
    await attach(alice, [file.id], NOTE_ORPHAN, 'unregistered-type');
    expect(await statusOf(file.id, alice)).toBe(404);
    expect(await statusOf(file.id, admin)).toBe(404);
  });
});

describe('purging uploads never attached', () => {
  test('the daily job: after a day they are gone, bytes included; attached files and younger uploads stay', async () => {
    const abandoned = await upload(alice);
    const kept = await upload(alice);
    await attach(alice, [kept.id], NOTE_KEPT);
    mayReadNote.set(NOTE_KEPT, new Set([alice.caller.userId]));
    now = new Date(now.getTime() + 23 * 60 * 60 * 1000);
    const young = await upload(alice);
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);

    // As a server runs it: the day's recurring job, queued and run by the sweep.
    const jobs = jobRunner({
      db: api.deps.db,
      handlers: uploadPurgeJobHandlers(api.deps),
      recurring: [dailyUploadPurge],
      logger: silentLogger,
      clock: () => now,
    });
    await jobs.runDue();
    await jobs.stop();
    expect(await statusOf(abandoned.id, alice)).toBe(404);
    expect(
      await api.deps.attachments.storage.get(`${admin.caller.employerId}/${abandoned.id}`),
    ).toBeUndefined();
    expect(await statusOf(kept.id, alice)).toBe(200);
    expect(await statusOf(young.id, alice)).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Profile } from '../contract-types.ts';
import { minimalPdf, minimalPng } from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { MAX_PHOTO_BYTES, NOT_AN_IMAGE, NOT_YOUR_UPLOAD, PHOTO_TOO_LARGE } from './name-and-photo.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type ProfileAnswer = { returnObject: Profile; error?: string; field?: string };

async function employerOfTwo() {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const colleague = await api.newEmployeeUser(employerId);
  return { admin, colleague, employerId };
}

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
  const answer = await api.call<{ returnObject: { id: string } }>('/files/upload-attachment', undefined, {
    token,
    rawBody: bytes,
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
  });
  expect(answer.status).toBe(200);
  return answer.body.returnObject.id;
}

const profileOf = async (token: string) =>
  (await api.call<ProfileAnswer>('/auth/get-profile', {}, { token })).body.returnObject;
const auditRows = (employerId: string, operation: string) =>
  api.db
    .selectFrom('audit_events')
    .selectAll()
    .where('employer_id', '=', employerId)
    .where('operation', '=', operation)
    .execute();

describe('update-display-name', () => {
  test('sets the name one is shown by, trimmed, leaves the legal name, and is audited; blank clears it', async () => {
    const { admin, employerId } = await employerOfTwo();
    const set = await api.call<ProfileAnswer>(
      '/auth/update-display-name',
      { displayName: '  Countess Ada ' },
      { token: admin.token },
    );
    expect(set.status).toBe(200);
    expect(set.body.returnObject).toMatchObject({
      displayName: 'Countess Ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect((await profileOf(admin.token)).displayName).toBe('Countess Ada');
    const [row] = await auditRows(employerId, 'updateDisplayName');
    expect(row).toMatchObject({ before: { displayName: null }, after: { displayName: 'Countess Ada' } });

    await api.call('/auth/update-display-name', { displayName: '   ' }, { token: admin.token });
    expect((await profileOf(admin.token)).displayName).toBeNull();
  });

  test('refuses a name over 50 characters with a 400 naming displayName, and keeps the one before', async () => {
    const { admin } = await employerOfTwo();
    await api.call('/auth/update-display-name', { displayName: 'Ada' }, { token: admin.token });
    const refused = await api.call<ProfileAnswer>(
      '/auth/update-display-name',
      { displayName: 'A'.repeat(51) },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('displayName');
    expect((await profileOf(admin.token)).displayName).toBe('Ada');
  });

  test("changes only the caller's own name", async () => {
    const { admin, colleague } = await employerOfTwo();
    await api.call('/auth/update-display-name', { displayName: 'Edie' }, { token: colleague.token });
    expect((await profileOf(colleague.token)).displayName).toBe('Edie');
    expect((await profileOf(admin.token)).displayName).toBeNull();
  });
});

describe('profile photo', () => {
  test('set, replaced and removed: the profile names it, the one replaced is gone, each is audited', async () => {
    const { admin, employerId } = await employerOfTwo();
    expect((await profileOf(admin.token)).photoId).toBeNull();
    const first = await upload(admin.token, minimalPng(), 'me.png');
    const set = await api.call<ProfileAnswer>(
      '/auth/set-profile-photo',
      { attachmentId: first },
      { token: admin.token },
    );
    expect(set.status).toBe(200);
    expect(set.body.returnObject.photoId).toBe(first);

    const second = await upload(admin.token, minimalPng(), 'me-again.png');
    await api.call('/auth/set-profile-photo', { attachmentId: second }, { token: admin.token });
    expect((await profileOf(admin.token)).photoId).toBe(second);
    const gone = await api.call('/files/download-attachment', { id: first }, { token: admin.token });
    expect(gone.status).toBe(404);

    const removed = await api.call<ProfileAnswer>('/auth/remove-profile-photo', {}, { token: admin.token });
    expect(removed.body.returnObject.photoId).toBeNull();
    expect(
      (await api.call('/files/download-attachment', { id: second }, { token: admin.token })).status,
    ).toBe(404);
    expect(await auditRows(employerId, 'setProfilePhoto')).toHaveLength(2);
    expect(await auditRows(employerId, 'removeProfilePhoto')).toHaveLength(1);
  });

  test('refuses a file that is not a JPEG, PNG or WebP image, naming attachmentId', async () => {
    const { admin } = await employerOfTwo();
    const pdf = await upload(admin.token, minimalPdf(), 'cv.pdf');
    const refused = await api.call<ProfileAnswer>(
      '/auth/set-profile-photo',
      { attachmentId: pdf },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: NOT_AN_IMAGE, field: 'attachmentId' });
    expect((await profileOf(admin.token)).photoId).toBeNull();
  });

  test('refuses an image over 2 MB, naming attachmentId', async () => {
    const { admin } = await employerOfTwo();
    // A PNG by its signature, padded past the limit: the type is read from the start of the content.
    const large = new Uint8Array(MAX_PHOTO_BYTES + 1);
    large.set(minimalPng());
    const id = await upload(admin.token, large, 'large.png');
    const refused = await api.call<ProfileAnswer>(
      '/auth/set-profile-photo',
      { attachmentId: id },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: PHOTO_TOO_LARGE, field: 'attachmentId' });
  });

  test("refuses someone else's upload", async () => {
    const { admin, colleague } = await employerOfTwo();
    const theirs = await upload(colleague.token, minimalPng(), 'edith.png');
    const refused = await api.call<ProfileAnswer>(
      '/auth/set-profile-photo',
      { attachmentId: theirs },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: NOT_YOUR_UPLOAD, field: 'attachmentId' });
  });

  test('people of the same employer may download the photo; nobody of another employer may', async () => {
    const { admin, colleague } = await employerOfTwo();
    const photo = await upload(admin.token, minimalPng(), 'me.png');
    await api.call('/auth/set-profile-photo', { attachmentId: photo }, { token: admin.token });
    const seen = await api.call('/files/download-attachment', { id: photo }, { token: colleague.token });
    expect(seen.status).toBe(200);
    const stranger = await api.newAdministrator();
    const hidden = await api.call('/files/download-attachment', { id: photo }, { token: stranger.token });
    expect(hidden.status).toBe(404);
  });
});

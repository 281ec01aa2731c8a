import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Attachment } from '../contract-types.ts';
import { ATTACHMENT_STORAGES, type RunningStorage } from '../test-support/attachment-storages.ts';
import {
  minimalDocx,
  minimalPdf,
  minimalPng,
  storedZip,
  windowsProgram,
} from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { purgeUnattachedUploads } from './purge.ts';

const text = (content: string) => new TextEncoder().encode(content);

/** The name a browser saves the download under, read from filename* (RFC 8187). */
function savedName(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  return decodeURIComponent(encoded ?? '');
}

/** The same uploads, downloads and deletions, whichever storage keeps the bytes. */
describe.each(ATTACHMENT_STORAGES)('files kept in $name', ({ start }) => {
  let storage: RunningStorage;
  let api: TestApi;
  let token: string;
  let now = new Date();
  beforeAll(async () => {
    storage = await start();
    api = await createTestApi({ clock: () => now, attachmentStorage: storage.storageFor });
    token = (await api.newAdministrator()).token;
  });
  afterAll(async () => {
    await api.close();
    await storage.close();
  });

  function upload(name: string | undefined, bytes: BodyInit, headers: Record<string, string> = {}) {
    return api.call<{ returnObject: Attachment; error?: string; field?: string }>(
      '/files/upload-attachment',
      undefined,
      {
        token,
        rawBody: bytes,
        headers: {
          'Content-Type': 'application/octet-stream',
          ...(name === undefined ? {} : { 'X-File-Name': encodeURIComponent(name) }),
          ...headers,
        },
      },
    );
  }

  function download(id: string, as = token) {
    return api.call<Uint8Array | string>('/files/download-attachment', { id }, { token: as });
  }

  async function storedCounts() {
    const { n } = await api.db
      .selectFrom('attachments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows: Number(n), objects: await storage.countObjects(api.database) };
  }

  describe('a file uploaded, then downloaded', () => {
    test.each([
      ['a PDF', 'Sick note – März.pdf', minimalPdf(), 'application/pdf'],
      ['a PNG', 'x-ray.png', minimalPng(), 'image/png'],
      [
        'a Word document',
        'Contract.docx',
        minimalDocx(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ])('%s comes back byte for byte, as a download that never runs', async (_, name, bytes, mediaType) => {
      const uploaded = await upload(name, bytes);
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.returnObject).toEqual({
        id: expect.any(String),
        name,
        mediaType,
        size: bytes.byteLength,
      });

      const answer = await download(uploaded.body.returnObject.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(bytes);
      expect(answer.headers.get('content-type')).toBe(mediaType);
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(savedName(answer.headers.get('content-disposition'))).toBe(name);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    });

    test('the stored row holds the size and SHA-256 of what was sent, and the blob the bytes', async () => {
      const bytes = minimalPdf();
      const uploaded = await upload('hash.pdf', bytes);
      const row = await api.db
        .selectFrom('attachments')
        .select(['size_bytes', 'sha256', 'owner_type'])
        .where('id', '=', uploaded.body.returnObject.id)
        .executeTakeFirstOrThrow();
      const digest = Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
      expect(row).toEqual({ size_bytes: bytes.byteLength, sha256: digest, owner_type: null });
    });

    test('a CSV is accepted as text/csv and answered as UTF-8 text', async () => {
      const uploaded = await upload('rota.csv', text('name,day\nÅsa,Mon\n'));
      expect(uploaded.body.returnObject).toMatchObject({ mediaType: 'text/csv', name: 'rota.csv' });
      const answer = await download(uploaded.body.returnObject.id);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.body).toBe('name,day\nÅsa,Mon\n');
    });

    test('plain text named .txt is accepted as text/plain', async () => {
      const uploaded = await upload('notes.txt', text('Back on Monday.'));
      expect(uploaded.body.returnObject).toMatchObject({ mediaType: 'text/plain', name: 'notes.txt' });
    });
  });

  describe('the type is read from the content, never from the name', () => {
    test.each([
      [
        'HTML renamed .pdf',
        'report.pdf',
        text('<!DOCTYPE html><html><script>alert(1)</script></html>'),
        'HTML',
      ],
      ['HTML named .txt', 'notes.txt', text('<html><body onload="alert(1)"></body></html>'), 'HTML'],
      [
        'an SVG',
        'logo.svg',
        text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'SVG',
      ],
      [
        'an SVG with an XML declaration, renamed .png',
        'logo.png',
        text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'SVG',
      ],
      ['a Windows program renamed .pdf', 'invoice.pdf', windowsProgram(), 'EXE (application/x-msdownload)'],
      [
        'a ZIP that is not an Office file, named .docx',
        'letter.docx',
        storedZip({ 'a.txt': 'hi' }),
        'ZIP (application/zip)',
      ],
      ['text named .pdf', 'fake.pdf', text('just words'), 'text whose name does not end in .txt or .csv'],
      ['text holding a NUL, named .txt', 'odd.txt', text('a\u0000b'), 'of a type that cannot be recognised'],
      [
        'bytes of no known type',
        'blob.bin',
        Uint8Array.from([0x13, 0x37, 0x00, 0x42, 0x99, 0x01]),
        'of a type that cannot be recognised',
      ],
    ])('%s: 415 naming the type found and those allowed; nothing stored', async (_, name, bytes, found) => {
      const before = await storedCounts();
      const answer = await upload(name, bytes);
      expect(answer.status).toBe(415);
      expect(answer.body.error).toBe(
        `This file is ${found}. Allowed: PDF, PNG, JPEG, GIF, WebP, Word (DOCX), Excel (XLSX), OpenDocument text (ODT), plain text (.txt) and CSV (.csv).`,
      );
      expect(await storedCounts()).toEqual(before);
    });

    test('a PNG named .html is kept with .png added, so it never saves as a page', async () => {
      const uploaded = await upload('photo.html', minimalPng());
      expect(uploaded.body.returnObject).toMatchObject({ name: 'photo.html.png', mediaType: 'image/png' });
    });

    test('the browser’s claimed type is ignored: a PDF sent as image/png stays a PDF', async () => {
      const uploaded = await upload('scan.pdf', minimalPdf(), { 'X-Content-Type': 'image/png' });
      expect(uploaded.body.returnObject.mediaType).toBe('application/pdf');
    });
  });

  describe('the name', () => {
    test('loses folders (../) and control characters, on upload and in the download', async () => {
      const uploaded = await upload('../../etc/\u0000pass\u0007wd\u202e.pdf', minimalPdf());
      expect(uploaded.body.returnObject.name).toBe('passwd.pdf');
      const answer = await download(uploaded.body.returnObject.id);
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
      );
    });

    test('is at most 200 characters, the extension kept', async () => {
      const uploaded = await upload(`${'n'.repeat(400)}.pdf`, minimalPdf());
      expect(uploaded.body.returnObject.name).toBe(`${'n'.repeat(196)}.pdf`);
    });

    test('missing: 400 naming X-File-Name', async () => {
      const answer = await upload(undefined, minimalPdf());
      expect(answer.body).toEqual({
        returnCode: 400,
        error: 'X-File-Name: is required.',
        field: 'X-File-Name',
      });
    });

    test('not URL-encoded: 400 naming X-File-Name', async () => {
      const answer = await upload(undefined, minimalPdf(), { 'X-File-Name': 'broken%E0%A4%A.pdf' });
      expect(answer.body).toEqual({
        returnCode: 400,
        error: "X-File-Name: must be the file's name, URL-encoded.",
        field: 'X-File-Name',
      });
    });
  });

  describe('what is not a file upload', () => {
    test('an empty body: 400', async () => {
      const answer = await upload('empty.pdf', new Uint8Array());
      expect(answer.body).toEqual({ returnCode: 400, error: 'The file is empty.' });
    });

    test.each([
      ['JSON', 'application/json'],
      ['a form', 'multipart/form-data; boundary=x'],
      ['the file’s own type', 'application/pdf'],
    ])('a body sent as %s: 400 saying how to send it', async (_, contentType) => {
      const answer = await upload('x.pdf', minimalPdf(), { 'Content-Type': contentType });
      expect(answer.body).toEqual({
        returnCode: 400,
        error: 'The request body must be the file itself, sent with Content-Type: application/octet-stream.',
      });
    });

    test('without a token: 401, nothing stored', async () => {
      const before = await storedCounts();
      const answer = await api.call('/files/upload-attachment', undefined, {
        rawBody: minimalPdf(),
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'x.pdf' },
      });
      expect(answer.status).toBe(401);
      expect(await storedCounts()).toEqual(before);
    });
  });

  describe('download', () => {
    test('an id no one has: 404', async () => {
      const answer = await download('00000000-0000-4000-8000-000000000000');
      expect(answer.body).toEqual({ returnCode: 404, error: 'There is no such file.' });
    });

    test('without a token: 401', async () => {
      const uploaded = await upload('a.pdf', minimalPdf());
      const answer = await api.call('/files/download-attachment', { id: uploaded.body.returnObject.id });
      expect(answer.status).toBe(401);
    });
  });

  test('another employer’s file: 404, as an id no one has', async () => {
    const uploaded = await upload('ours.pdf', minimalPdf());
    const outsider = await api.newAdministrator();
    expect((await download(uploaded.body.returnObject.id, outsider.token)).body).toEqual({
      returnCode: 404,
      error: 'There is no such file.',
    });
  });

  describe('deleting', () => {
    test('an upload attached to nothing for a day is purged: its row and its bytes', async () => {
      const uploaded = await upload('abandoned.pdf', minimalPdf());
      const { stored_name: key } = await api.db
        .selectFrom('attachments')
        .select('stored_name')
        .where('id', '=', uploaded.body.returnObject.id)
        .executeTakeFirstOrThrow();
      expect(await api.deps.attachments.storage.get(key)).toEqual(minimalPdf());
      const before = await storedCounts();

      now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
      expect(await purgeUnattachedUploads(api.deps)).toBeGreaterThanOrEqual(1);
      expect(await api.deps.attachments.storage.get(key)).toBeUndefined();
      expect((await download(uploaded.body.returnObject.id)).status).toBe(404);
      const after = await storedCounts();
      expect(after.objects).toBeLessThan(before.objects);
      // Every row left still has its bytes, and no bytes are left without a row.
      expect(after.objects).toBe(after.rows);
    });

    test('the storage itself: put, get, delete by key; a missing key is no error', async () => {
      const { storage: bytesStore } = api.deps.attachments;
      const key = 'storage-test/one';
      expect(await bytesStore.get(key)).toBeUndefined();
      await bytesStore.delete(key);
      await bytesStore.put(key, minimalPng());
      expect(await bytesStore.get(key)).toEqual(minimalPng());
      await bytesStore.delete(key);
      expect(await bytesStore.get(key)).toBeUndefined();
    });
  });
});

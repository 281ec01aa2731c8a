import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Attachment } from '../contract-types.ts';
import {
  minimalDocx,
  minimalPdf,
  minimalPng,
  storedZip,
  windowsProgram,
} from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from './storage.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await api.newAdministrator()).token;
});
afterAll(() => api.close());

const text = (content: string) => new TextEncoder().encode(content);

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
  const count = async (table: 'attachments' | 'attachment_blobs') =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { rows: await count('attachments'), blobs: await count('attachment_blobs') };
}

/** The name a browser saves the download under, read from filename* (RFC 8187). */
function savedName(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  return decodeURIComponent(encoded ?? '');
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

describe('the size limit (10 MiB by default)', () => {
  const overLimit = () => {
    const bytes = new Uint8Array(DEFAULT_MAX_UPLOAD_BYTES + 1);
    bytes.set(minimalPdf());
    return bytes;
  };

  test('one byte more, announced by Content-Length: 413 saying the limit, nothing stored', async () => {
    const before = await storedCounts();
    const bytes = overLimit();
    const answer = await upload('big.pdf', bytes, { 'Content-Length': String(bytes.byteLength) });
    expect(answer.body).toEqual({ returnCode: 413, error: 'The file is larger than 10 MiB.' });
    expect(await storedCounts()).toEqual(before);
  });

  test('one byte more, streamed without a length: 413, nothing stored', async () => {
    const before = await storedCounts();
    const bytes = overLimit();
    const chunk = 256 * 1024;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.byteLength) controller.close();
        else {
          controller.enqueue(bytes.subarray(sent, sent + chunk));
          sent += chunk;
        }
      },
    });
    const answer = await upload('big.pdf', stream);
    expect(answer.body).toEqual({ returnCode: 413, error: 'The file is larger than 10 MiB.' });
    expect(await storedCounts()).toEqual(before);
  });

  describe('set to another figure (an employer setting later)', () => {
    const LIMIT = 1.5 * 1024 * 1024;
    let limited: TestApi;
    let limitedToken: string;
    beforeAll(async () => {
      limited = await createTestApi({ maxUploadBytes: LIMIT });
      limitedToken = (await limited.newAdministrator()).token;
    });
    afterAll(() => limited.close());

    const sendOfSize = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(minimalPng());
      return limited.call<{ returnObject: Attachment }>('/files/upload-attachment', undefined, {
        token: limitedToken,
        rawBody: bytes,
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'scan.png' },
      });
    };

    test('a file of exactly the limit is accepted and comes back whole', async () => {
      const answer = await sendOfSize(LIMIT);
      expect(answer.body.returnObject).toMatchObject({ size: LIMIT, mediaType: 'image/png' });
      const back = await limited.call<Uint8Array>(
        '/files/download-attachment',
        { id: answer.body.returnObject.id },
        { token: limitedToken },
      );
      expect(back.body.byteLength).toBe(LIMIT);
    });

    test('one byte more: 413 saying that limit', async () => {
      const answer = await sendOfSize(LIMIT + 1);
      expect(answer.body).toEqual({ returnCode: 413, error: 'The file is larger than 1.5 MiB.' });
    });
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

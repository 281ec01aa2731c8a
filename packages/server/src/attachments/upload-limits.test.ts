import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Attachment, EmployerInformation } from '../contract-types.ts';
import { minimalPdf, minimalPng } from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

const MIB = 1024 * 1024;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A PDF padded to `size` bytes: its content is still read as a PDF. */
function pdfOfSize(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(minimalPdf());
  return bytes;
}

function upload(on: TestApi, token: string, body: BodyInit, headers: Record<string, string> = {}) {
  return on.call<{ returnObject: Attachment }>('/files/upload-attachment', undefined, {
    token,
    rawBody: body,
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'scan.pdf', ...headers },
  });
}

async function storedRows(on: TestApi) {
  const { n } = await on.db
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

function streamOf(bytes: Uint8Array) {
  const chunk = 256 * 1024;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes.byteLength) controller.close();
      else {
        controller.enqueue(bytes.subarray(sent, sent + chunk));
        sent += chunk;
      }
    },
  });
}

describe('the employer’s largest upload: 10 MiB unless an administrator changes it', () => {
  const overTen = {
    returnCode: 413,
    error: 'The file is 10.1 MiB; the largest upload your employer allows is 10 MiB.',
  };

  test('one byte over 10 MiB, announced by Content-Length: 413 naming the size and the limit, nothing stored', async () => {
    const { token } = await api.newAdministrator();
    const before = await storedRows(api);
    const bytes = pdfOfSize(10 * MIB + 1);
    const answer = await upload(api, token, bytes, { 'Content-Length': String(bytes.byteLength) });
    expect(answer.body).toEqual(overTen);
    expect(await storedRows(api)).toBe(before);
  });

  test('one byte over 10 MiB, streamed without a length: the same 413, nothing stored', async () => {
    const { token } = await api.newAdministrator();
    const before = await storedRows(api);
    const answer = await upload(api, token, streamOf(pdfOfSize(10 * MIB + 1)));
    expect(answer.body).toEqual(overTen);
    expect(await storedRows(api)).toBe(before);
  });

  describe('changed to 1 MiB in the employer’s information', () => {
    let admin: string;
    let employee: string;
    beforeAll(async () => {
      const first = await api.newAdministrator();
      admin = first.token;
      employee = (await api.newEmployeeUser(first.session.user.employerId)).token;
      const changed = await api.call<{ returnObject: EmployerInformation }>(
        '/employer/update-information',
        { largestUploadMiB: 1 },
        { token: admin },
      );
      expect(changed.body.returnObject.largestUploadMiB).toBe(1);
    });

    test('a 1.5 MiB file is refused, for administrators and employees alike, with the limit named', async () => {
      for (const token of [admin, employee]) {
        expect((await upload(api, token, pdfOfSize(1.5 * MIB))).body).toEqual({
          returnCode: 413,
          error: 'The file is 1.5 MiB; the largest upload your employer allows is 1 MiB.',
        });
      }
    });

    test('a file of exactly 1 MiB is accepted', async () => {
      const answer = await upload(api, employee, pdfOfSize(MIB));
      expect(answer.body.returnObject).toMatchObject({ size: MIB, mediaType: 'application/pdf' });
    });

    test('another employer keeps its own limit: its 1.5 MiB file is accepted', async () => {
      const other = await api.newAdministrator();
      const answer = await upload(api, other.token, pdfOfSize(1.5 * MIB));
      expect(answer.status).toBe(200);
    });
  });
});

describe('the server’s ceiling (ServiceDeps.attachments.maxUploadBytes), whatever an employer allows', () => {
  const CEILING = 1.5 * MIB;
  let limited: TestApi;
  let token: string;
  beforeAll(async () => {
    limited = await createTestApi({ maxUploadBytes: CEILING });
    token = (await limited.newAdministrator()).token;
  });
  afterAll(() => limited.close());

  const pngOfSize = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(minimalPng());
    return bytes;
  };

  test('a file of exactly the ceiling is accepted and comes back whole', async () => {
    const answer = await upload(limited, token, pngOfSize(CEILING), { 'X-File-Name': 'scan.png' });
    expect(answer.body.returnObject).toMatchObject({ size: CEILING, mediaType: 'image/png' });
    const back = await limited.call<Uint8Array>(
      '/files/download-attachment',
      { id: answer.body.returnObject.id },
      { token },
    );
    expect(back.body.byteLength).toBe(CEILING);
  });

  test('one byte more: 413 saying the ceiling, though the employer allows 10 MiB; nothing stored', async () => {
    const before = await storedRows(limited);
    const answer = await upload(limited, token, pngOfSize(CEILING + 1), { 'X-File-Name': 'scan.png' });
    expect(answer.body).toEqual({ returnCode: 413, error: 'The file is larger than 1.5 MiB.' });
    expect(await storedRows(limited)).toBe(before);
  });

  test('one byte more, streamed without a length: the same 413', async () => {
    const answer = await upload(limited, token, streamOf(pngOfSize(CEILING + 1)));
    expect(answer.body).toEqual({ returnCode: 413, error: 'The file is larger than 1.5 MiB.' });
  });
});

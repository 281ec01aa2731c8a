import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ServerConfig } from '../config.ts';
import type { Attachment, Session } from '../contract-types.ts';
import { silentLogger } from '../logger.ts';
import { startServer } from '../server.ts';
import { type S3TestServer, startS3TestServer } from '../test-support/s3-test-server.ts';
import { minimalPdf } from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { s3AttachmentStorage } from './s3-storage.ts';

/**
 * What S3 adds over the database's storage (the suite both pass is upload-download.test.ts): the
 * server keeps no file of its own, so any instance serves what another received, and start-up stops
 * when the bucket cannot be used.
 */

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

const blobRows = async (api: TestApi) =>
  Number(
    (
      await api.db
        .selectFrom('attachment_blobs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('two server instances on one database and one bucket', () => {
  let first: TestApi;
  let second: TestApi;
  const storages: ReturnType<typeof s3AttachmentStorage>[] = [];
  const storage = () => {
    const made = s3AttachmentStorage(s3.config);
    storages.push(made);
    return made;
  };
  beforeAll(async () => {
    first = await createTestApi({ attachmentStorage: storage });
    second = await createTestApi({ sharedDatabase: first.database, attachmentStorage: storage });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    for (const made of storages) made.close();
  });

  test('a file uploaded through one is downloaded through the other, byte for byte; the database holds no bytes', async () => {
    const { token } = await first.newAdministrator();
    const uploaded = await first.call<{ returnObject: Attachment }>('/files/upload-attachment', undefined, {
      token,
      rawBody: minimalPdf(),
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'contract.pdf' },
    });
    expect(uploaded.status).toBe(200);

    const answer = await second.call<Uint8Array>(
      '/files/download-attachment',
      { id: uploaded.body.returnObject.id },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(minimalPdf());
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="contract.pdf"/);
    expect(await blobRows(second)).toBe(0);
  });
});

describe('start-up with S3_BUCKET set', () => {
  let dir: string;
  const configWith = (s3Config: ServerConfig['s3']): ServerConfig => ({
    port: 0,
    hostname: '127.0.0.1',
    appDir: dir,
    database: { engine: 'pglite' },
    jwtSecret: undefined,
    trustProxy: false,
    publicUrl: 'http://localhost:3000',
    mail: { smtpUrl: undefined, from: 'HR Payroll <no-reply@localhost>', contactTo: undefined },
    s3: s3Config,
  });
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hr-s3-start-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>HR Payroll</title>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the running server keeps uploads in the bucket', async () => {
    const server = await startServer(configWith(s3.config), silentLogger);
    try {
      const post = (operation: string, body: unknown) =>
        fetch(`${server.url}/api${operation}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const credentials = { username: 'ada@example.com', password: 'correct horse battery staple' };
      await post('/auth/create-user', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: credentials.username,
        password: credentials.password,
        country: 'United Kingdom',
        agreeTsAndCs: true,
        role: 'admin',
      });
      const session = ((await (await post('/auth/login', credentials)).json()) as { returnObject: Session })
        .returnObject;
      const before = s3.countObjects();
      const uploaded = await fetch(`${server.url}/api/files/upload-attachment`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${session.jwtToken}`,
          'Content-Type': 'application/octet-stream',
          'X-File-Name': 'note.pdf',
        },
        body: minimalPdf(),
      });
      expect(uploaded.status).toBe(200);
      expect(s3.countObjects()).toBe(before + 1);
    } finally {
      await server.close();
    }
    // A whole server start: slow on a busy machine.
  }, 180_000);

  test.each([
    ['a bucket that does not exist', { bucket: 'no-such-bucket' }, 'no-such-bucket'],
    [
      'a wrong secret',
      { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong-secret' } },
      'hr-test-files',
    ],
  ])('%s: start-up fails naming the bucket, never the secret', async (_, change, bucket) => {
    const attempt = startServer(configWith({ ...s3.config, ...change }), silentLogger);
    await expect(attempt).rejects.toThrow(
      new RegExp(`^The S3 bucket "${bucket}" \\(S3_BUCKET\\) cannot be written with the S3_\\* settings`),
    );
    await expect(attempt).rejects.not.toThrow(/wrong-secret/);
  });
});

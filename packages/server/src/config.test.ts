import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { configFromEnvironment } from './config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('the server’s settings', () => {
  test('default to what npm start needs on a fresh clone', () => {
    expect(configFromEnvironment({})).toEqual({
      port: 3000,
      hostname: '127.0.0.1',
      appDir: path.join(repoRoot, 'packages/app/dist'),
      database: { engine: 'pglite', dataDir: path.join(repoRoot, 'data/pglite') },
      jwtSecret: undefined,
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      mail: { smtpUrl: undefined, from: 'HR Payroll <no-reply@localhost>' },
      s3: undefined,
    });
  });

  test('take relative folders from the repository root, absolute ones as they are', () => {
    const config = configFromEnvironment({ PGLITE_DIR: 'tmp/db', APP_DIR: '/srv/app' });
    expect(config.database).toEqual({ engine: 'pglite', dataDir: path.join(repoRoot, 'tmp/db') });
    expect(config.appDir).toBe('/srv/app');
  });

  test('use PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://hr@db.internal:5432/hr';
    expect(configFromEnvironment({ DATABASE_URL: url }).database).toEqual({
      engine: 'postgres',
      connectionString: url,
    });
  });

  test('read PORT, HOST, JWT_SECRET and TRUST_PROXY', () => {
    const config = configFromEnvironment({
      PORT: '8080',
      HOST: '0.0.0.0',
      JWT_SECRET: 's'.repeat(40),
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      hostname: '0.0.0.0',
      jwtSecret: 's'.repeat(40),
      trustProxy: true,
    });
  });

  test('read SMTP_URL and MAIL_FROM; PUBLIC_URL follows PORT unless set, without a trailing slash', () => {
    const config = configFromEnvironment({
      PORT: '8080',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'People Team <people@example.com>',
    });
    expect(config).toMatchObject({
      publicUrl: 'http://localhost:8080',
      mail: {
        smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
        from: 'People Team <people@example.com>',
      },
    });
    expect(configFromEnvironment({ PUBLIC_URL: 'https://hr.example.com/' }).publicUrl).toBe(
      'https://hr.example.com',
    );
    expect(configFromEnvironment({ PUBLIC_URL: 'https://example.com/hr/' }).publicUrl).toBe(
      'https://example.com/hr',
    );
  });

  test.each([
    ['not a URL', 'hr.example.com'],
    ['another scheme', 'javascript:alert(1)'],
    ['a query', 'https://hr.example.com/?next=evil'],
  ])('refuse a PUBLIC_URL that is %s', (_, value) => {
    expect(() => configFromEnvironment({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
  });

  test('read CONTACT_TO, the operator address contact messages are mailed to; unset, none', () => {
    expect(configFromEnvironment({ CONTACT_TO: ' hello@example.com ' }).mail.contactTo).toBe(
      'hello@example.com',
    );
    expect(configFromEnvironment({}).mail.contactTo).toBeUndefined();
    expect(configFromEnvironment({ CONTACT_TO: '' }).mail.contactTo).toBeUndefined();
  });

  test.each([
    ['not an address', 'hello'],
    ['two addresses', 'a@example.com, b@example.com'],
  ])('refuse a CONTACT_TO that is %s, naming the variable', (_, value) => {
    expect(() => configFromEnvironment({ CONTACT_TO: value })).toThrow(
      /CONTACT_TO must be one e-mail address/,
    );
  });

  test('refuse an SMTP_URL of another scheme without repeating its value (it holds a password)', () => {
    const attempt = () => configFromEnvironment({ SMTP_URL: 'http://user:hunter2@mail.example.com' });
    expect(attempt).toThrow(/SMTP_URL/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  test('refuse a PORT that is not a port', () => {
    expect(() => configFromEnvironment({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => configFromEnvironment({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('keeping uploaded files in S3', () => {
  const s3 = {
    S3_BUCKET: 'hr-files',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'hunter2-secret',
  };

  test('S3_BUCKET turns it on, with the region, the keys, and AWS’s endpoint by default', () => {
    expect(configFromEnvironment(s3).s3).toEqual({
      bucket: 'hr-files',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'hunter2-secret' },
    });
  });

  test('an S3-compatible store: its endpoint and path-style addressing', () => {
    const config = configFromEnvironment({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  test('without keys, the AWS SDK’s default credentials (an instance role)', () => {
    expect(configFromEnvironment({ S3_BUCKET: 'hr-files', S3_REGION: 'eu-west-1' }).s3?.credentials).toBe(
      undefined,
    );
  });

  test.each([
    [
      'no region',
      { ...s3, S3_REGION: '' },
      'S3_REGION is required with S3_BUCKET, e.g. eu-west-1 (us-east-1 for most S3-compatible stores).',
    ],
    [
      'a region that is no region name',
      { ...s3, S3_REGION: 'Europe West' },
      'S3_REGION must be a region name such as eu-west-1; it is "Europe West".',
    ],
    [
      'a bucket name S3 refuses',
      { ...s3, S3_BUCKET: 'HR_Files' },
      'S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens; it is "HR_Files".',
    ],
    [
      'an endpoint that is no URL',
      { ...s3, S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be a URL such as https://s3.example.com; it is "minio:9000".',
    ],
    [
      'a path-style flag that is neither on nor off',
      { ...s3, S3_FORCE_PATH_STYLE: 'yes' },
      'S3_FORCE_PATH_STYLE must be 1, true, 0 or false; it is "yes".',
    ],
    [
      'a key id without its secret',
      { ...s3, S3_SECRET_ACCESS_KEY: '' },
      "S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID: set both, or neither to use the AWS SDK's default credentials.",
    ],
    [
      'a secret without its key id',
      { ...s3, S3_ACCESS_KEY_ID: '' },
      "S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's default credentials.",
    ],
    [
      'S3 settings without S3_BUCKET',
      { ...s3, S3_BUCKET: '' },
      'S3_REGION is set but S3_BUCKET is not: set S3_BUCKET to keep uploaded files in S3, or remove the S3_* variables to keep them in the database.',
    ],
  ])('refuse %s, naming the variable', (_, env, message) => {
    const attempt = () => configFromEnvironment(env);
    expect(attempt).toThrow(message);
    expect(attempt).not.toThrow(/hunter2/);
  });
});

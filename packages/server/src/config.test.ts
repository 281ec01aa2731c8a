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

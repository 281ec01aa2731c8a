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

  test('refuse a PORT that is not a port', () => {
    expect(() => configFromEnvironment({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => configFromEnvironment({ PORT: '70000' })).toThrow(/PORT/);
  });
});

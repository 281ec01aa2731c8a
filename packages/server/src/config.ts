import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/open-database.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  hostname: string;
  appDir: string;
  database: DatabaseTarget;
  /** Signs access tokens; when unset, a secret generated once and kept in the database does. */
  jwtSecret: string | undefined;
  trustProxy: boolean;
}

/**
 * The server's settings from environment variables, each with a default that makes `npm start`
 * work on a fresh clone: PORT (3000), HOST (127.0.0.1), APP_DIR (packages/app/dist), DATABASE_URL
 * (unset: PGlite in PGLITE_DIR, default data/pglite), JWT_SECRET, TRUST_PROXY (0). Relative folders
 * are taken from the repository root, since npm runs workspace scripts from the package's folder.
 */
export function configFromEnvironment(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number; it is "${env.PORT}".`);
  }
  return {
    port,
    hostname: env.HOST ?? '127.0.0.1',
    appDir: path.resolve(REPO_ROOT, env.APP_DIR ?? 'packages/app/dist'),
    database: env.DATABASE_URL
      ? { engine: 'postgres', connectionString: env.DATABASE_URL }
      : { engine: 'pglite', dataDir: path.resolve(REPO_ROOT, env.PGLITE_DIR ?? 'data/pglite') },
    jwtSecret: env.JWT_SECRET || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}

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
  /** Where users reach the app: the base of every link in a mail. Never taken from a request's Host. */
  publicUrl: string;
  mail: MailConfig;
}

export interface MailConfig {
  /** smtp:// or smtps:// with credentials; when unset, mail is written to the server log instead. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'HR Payroll <no-reply@localhost>';

/**
 * The server's settings from environment variables, each with a default that makes `npm start`
 * work on a fresh clone: PORT (3000), HOST (127.0.0.1), APP_DIR (packages/app/dist), DATABASE_URL
 * (unset: PGlite in PGLITE_DIR, default data/pglite), JWT_SECRET, TRUST_PROXY (0), PUBLIC_URL
 * (http://localhost:PORT), SMTP_URL (unset: mail goes to the log) and MAIL_FROM. Relative folders
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
    publicUrl: publicUrl(env.PUBLIC_URL || `http://localhost:${port}`),
    mail: { smtpUrl: smtpUrl(env.SMTP_URL || undefined), from: env.MAIL_FROM || DEFAULT_MAIL_FROM },
  };
}

/** An http(s) origin with an optional path, without the trailing slash links are joined with. */
function publicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be a URL such as https://hr.example.com; it is "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must start with http:// or https://; it is "${value}".`);
  }
  if (url.search || url.hash) {
    throw new Error(`PUBLIC_URL must not have a query or a fragment; it is "${value}".`);
  }
  return url.href.replace(/\/+$/, '');
}

function smtpUrl(value: string | undefined): string | undefined {
  // The value holds a password: the error names the variable, never the value.
  if (value !== undefined && !/^smtps?:\/\//.test(value)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://.');
  }
  return value;
}

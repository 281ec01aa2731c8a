import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEmailAddress } from '@hr/domain';
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
  /** Where uploaded files' bytes are kept: this bucket when S3_BUCKET is set, the database otherwise. */
  s3: S3StorageConfig | undefined;
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible store's URL (MinIO, Ceph, R2 ...); AWS's own endpoint for the region when unset. */
  endpoint: string | undefined;
  /** Buckets addressed as ENDPOINT/BUCKET rather than BUCKET.ENDPOINT, as most S3-compatible stores want. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (an instance or task role, AWS_PROFILE ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface MailConfig {
  /** smtp:// or smtps:// with credentials; when unset, mail is written to the server log instead. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  from: string;
  /**
   * CONTACT_TO: the operator's address, where the marketing page's contact form is mailed; when
   * unset, messages are only stored and the log says each was not mailed.
   */
  contactTo: string | undefined;
}

export const DEFAULT_MAIL_FROM = 'HR Payroll <no-reply@localhost>';

/**
 * The server's settings from environment variables, each with a default that makes `npm start`
 * work on a fresh clone: PORT (3000), HOST (127.0.0.1), APP_DIR (packages/app/dist), DATABASE_URL
 * (unset: PGlite in PGLITE_DIR, default data/pglite), JWT_SECRET, TRUST_PROXY (0), PUBLIC_URL
 * (http://localhost:PORT), SMTP_URL (unset: mail goes to the log), MAIL_FROM, CONTACT_TO (unset: contact
 * messages are stored, not mailed) and the S3_* variables
 * (unset: uploaded files are kept in the database; see s3Config). Relative folders
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
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL || undefined),
      from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
      contactTo: contactTo(env.CONTACT_TO || undefined),
    },
    s3: s3Config(env),
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

/** One address: contact messages would otherwise be stored and mailed nowhere, with no word of why. */
function contactTo(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const address = value.trim();
  if (!isEmailAddress(address)) {
    throw new Error(
      `CONTACT_TO must be one e-mail address such as hello@example.com, where contact messages are mailed; it is "${value}".`,
    );
  }
  return address;
}

const S3_VARIABLES = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * S3_BUCKET turns S3 on; then S3_REGION is required, S3_ENDPOINT (an S3-compatible store) and
 * S3_FORCE_PATH_STYLE (1/true or 0/false, default false) are optional, and S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY come together or not at all. Any other S3_* without S3_BUCKET is a mistake
 * (files would quietly stay in the database), so start-up stops and says which. Errors never repeat
 * a key's value.
 */
function s3Config(env: NodeJS.ProcessEnv): S3StorageConfig | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) {
    const stray = S3_VARIABLES.find((name) => env[name]);
    if (stray) {
      throw new Error(
        `${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep uploaded files in S3, or remove the S3_* variables to keep them in the database.`,
      );
    }
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens; it is "${bucket}".`,
    );
  }
  const region = env.S3_REGION || undefined;
  if (!region) {
    throw new Error(
      'S3_REGION is required with S3_BUCKET, e.g. eu-west-1 (us-east-1 for most S3-compatible stores).',
    );
  }
  if (!/^[a-z0-9-]+$/.test(region)) {
    throw new Error(`S3_REGION must be a region name such as eu-west-1; it is "${region}".`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const [set, missing] = accessKeyId
      ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
      : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    throw new Error(
      `${missing} is required with ${set}: set both, or neither to use the AWS SDK's default credentials.`,
    );
  }
  return {
    bucket,
    region,
    endpoint: s3Endpoint(env.S3_ENDPOINT || undefined),
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE || undefined),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function s3Endpoint(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`S3_ENDPOINT must be a URL such as https://s3.example.com; it is "${value}".`);
  }
  return value;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1, true, 0 or false; it is "${value}".`);
}

// `npm run seed:demo -- N`: fills the database `npm start` uses (PGLITE_DIR, default data/pglite, or
// DATABASE_URL) with the demo employer's whole story (demo/seed-demo-story.ts): its administrator,
// N employees (default 100) and data in every area. Run again with the same N, it changes nothing; with
// another N, it refuses. Run it while the server is stopped when on PGlite: its folder belongs to one
// process at a time.
import { createServer } from './app.ts';
import { databaseAttachmentStorage } from './attachments/database-storage.ts';
import { s3AttachmentStorage } from './attachments/s3-storage.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from './attachments/storage.ts';
import { accessTokens } from './auth/access-tokens.ts';
import { DEFAULT_PASSWORD_RESET_LIMITS } from './auth/password-reset-limits.ts';
import { DEFAULT_SIGN_IN_LIMITS } from './auth/sign-in-limits.ts';
import { loadSigningSecret } from './auth/signing-secret.ts';
import { twoFactorKeys } from './auth/two-factor/two-factor-keys.ts';
import { configFromEnvironment } from './config.ts';
import type { ServiceDeps } from './core/deps.ts';
import { migrate } from './db/migrate.ts';
import { type DatabaseTarget, openDatabase } from './db/open-database.ts';
import { DemoSeedError, type DemoServer, demoApi } from './demo/demo-api.ts';
import { parseEmployeeCount } from './demo/employee-count.ts';
import { openEveryMenuEntry } from './demo/menu-check.ts';
import { ensureDemoAdministrator } from './demo/seed-demo-data.ts';
import { seedDemoEmployer } from './demo/seed-demo-story.ts';
import { employerToday } from './employer/employer-settings.ts';
import { loadContract } from './http/contract.ts';
import { silentLogger } from './logger.ts';
import { mailDelivery } from './mail/mail-delivery.ts';
import { logTransport } from './mail/transports.ts';

const DEFAULT_COUNT = 100;

const count = employeeCountOrExit(process.argv[2]);
const config = configFromEnvironment();
console.info(
  `Seeding the demo with ${count.toLocaleString('en-GB')} employees into ${describe(config.database)}.`,
);

const started = performance.now();
const db = await openDatabase(config.database);
try {
  const applied = await migrate(db);
  if (applied.length) console.info(`Applied migrations ${applied.join(', ')}.`);
  const admin = await ensureDemoAdministrator(db);
  const secret = await loadSigningSecret(db, config.jwtSecret);
  // Mail the story queues (notices) stays in the outbox for the server to send.
  const deps: ServiceDeps = {
    db,
    accessTokens: accessTokens(secret),
    twoFactorKeys: twoFactorKeys(secret),
    signInLimits: DEFAULT_SIGN_IN_LIMITS,
    passwordResetLimits: DEFAULT_PASSWORD_RESET_LIMITS,
    mailDelivery: mailDelivery({ db, transport: logTransport(silentLogger), logger: silentLogger }),
    contactMessages: { operatorEmail: undefined, logger: silentLogger },
    publicUrl: config.publicUrl,
    clock: () => new Date(),
    attachments: {
      storage: config.s3 ? s3AttachmentStorage(config.s3) : databaseAttachmentStorage(db),
      maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
    },
  };
  const contract = loadContract();
  const app = createServer({ deps, logger: silentLogger, contract });
  const seedStarted = performance.now();
  const server = {
    request: (path: string, init: RequestInit) => app.request(path, init),
    basePath: contract.basePath,
  };
  const outcome = await seedDemoEmployer(deps, server, {
    employerId: admin.employerId,
    adminUserId: admin.userId,
    count,
    onStep: (step) => console.info(`  ${seconds(seedStarted)} s  ${step}`),
  });
  console.info(
    outcome.seeded
      ? `Seeded the demo employer in ${seconds(seedStarted)} s (${seconds(started)} s with opening and migrating the database).`
      : `The demo employer already has its ${count.toLocaleString('en-GB')} employees and their story: nothing changed.`,
  );
  const empty = await menuEntriesWithoutData(deps, server, admin);
  console.info(
    empty.length === 0
      ? 'Every menu entry opens with data (each page’s first call, as its reader makes it).'
      : `These menu entries open empty: ${empty.join(', ')}.`,
  );
  if (empty.length > 0) process.exitCode = 1;
  console.info('');
  console.info('Sign in as the demo administrator:');
  console.info(`  e-mail:   ${admin.email}`);
  console.info(`  password: ${admin.password ?? '(unchanged: printed when the account was created)'}`);
} catch (error) {
  if (!(error instanceof DemoSeedError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

/** The menu entries whose page's first call answers nothing (demo/menu-check.ts), opened as their readers. */
async function menuEntriesWithoutData(
  deps: ServiceDeps,
  server: Omit<DemoServer, 'accessTokens'>,
  admin: { userId: string; employerId: string },
): Promise<string[]> {
  const api = demoApi(
    { ...server, accessTokens: deps.accessTokens },
    { userId: admin.userId, employerId: admin.employerId, role: 'admin' },
  );
  const today = await employerToday(deps, admin.employerId);
  const answers = await openEveryMenuEntry({ db: deps.db, employerId: admin.employerId, api }, today);
  return answers.filter((answer) => answer.rows === 0).map((answer) => answer.entry);
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

function employeeCountOrExit(argument: string | undefined): number {
  try {
    return parseEmployeeCount(argument, DEFAULT_COUNT);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Where the data goes, without the password a DATABASE_URL may carry. */
function describe(target: DatabaseTarget): string {
  if (target.engine === 'pglite') return `PGlite at ${target.dataDir ?? '(memory)'}`;
  const url = new URL(target.connectionString);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

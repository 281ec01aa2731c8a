// `npm run seed:demo -- N`: fills the database `npm start` uses (PGLITE_DIR, default data/pglite, or
// DATABASE_URL) with a demo employer, its administrator and N employees (default 100). Run it while
// the server is stopped when on PGlite: its folder belongs to one process at a time.
import { configFromEnvironment } from './config.ts';
import { migrate } from './db/migrate.ts';
import { type DatabaseTarget, openDatabase } from './db/open-database.ts';
import { demoEmployeeNo } from './demo/demo-employees.ts';
import { parseEmployeeCount } from './demo/employee-count.ts';
import { addDemoEmployees, ensureDemoAdministrator } from './demo/seed-demo-data.ts';

const DEFAULT_COUNT = 100;

const count = employeeCountOrExit(process.argv[2]);
const { database } = configFromEnvironment();
console.info(`Seeding ${count.toLocaleString('en-GB')} demo employees into ${describe(database)}.`);

const started = performance.now();
const db = await openDatabase(database);
try {
  const applied = await migrate(db);
  if (applied.length) console.info(`Applied migrations ${applied.join(', ')}.`);
  const admin = await ensureDemoAdministrator(db);
  if (!admin.password) {
    console.info(
      `The demo administrator ${admin.email} already exists; adding the employees to its employer.`,
    );
  }
  const seedStarted = performance.now();
  const added = await addDemoEmployees(db, admin.employerId, count, (inserted) => {
    const seconds = (performance.now() - seedStarted) / 1000;
    console.info(
      `  ${inserted.toLocaleString('en-GB')} of ${count.toLocaleString('en-GB')} (${seconds.toFixed(1)} s)`,
    );
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const numbers =
    count > 0 ? `, numbered ${demoEmployeeNo(added.firstIndex)} to ${demoEmployeeNo(added.lastIndex)}` : '';
  console.info(`Added ${count.toLocaleString('en-GB')} employees${numbers}, in ${seconds} s.`);
  console.info('');
  console.info('Sign in as the demo administrator:');
  console.info(`  e-mail:   ${admin.email}`);
  console.info(`  password: ${admin.password ?? '(unchanged: printed when the account was created)'}`);
} finally {
  await db.destroy();
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

import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { utcDate } from '../dashboard/calendar-months.ts';
import type { Database } from '../db/schema.ts';
import { seedStandardDecisions } from '../incidents/decisions.ts';
import { DEMO_EMAIL_DOMAIN, demoEmployees } from './demo-employees.ts';
import { ensureDemoReferenceData } from './demo-reference-data.ts';

export const DEMO_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;
const DEMO_EMPLOYER_NAME = 'Demo Company Ltd';

/** 1000 rows x 13 columns (or 8, for placements) stays far below PostgreSQL's 65,535 parameters per statement. */
const ROWS_PER_INSERT = 1000;
/** Ten inserts per transaction: few commits, and an interrupted seed keeps what it committed. */
const INSERTS_PER_TRANSACTION = 10;

export interface DemoAdministrator {
  email: string;
  userId: string;
  employerId: string;
  /** Only when the account was created by this call; an existing account's password is not known. */
  password: string | undefined;
}

/** 24 URL-safe characters from 144 random bits: within the contract's 8 to 128. */
export function generateDemoPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The demo employer's administrator: found when it exists, created with its employer otherwise. */
export async function ensureDemoAdministrator(
  db: Kysely<Database>,
  password: string = generateDemoPassword(),
): Promise<DemoAdministrator> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'employer_id'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', DEMO_ADMIN_EMAIL))
    .executeTakeFirst();
  if (existing) {
    return {
      email: DEMO_ADMIN_EMAIL,
      userId: existing.id,
      employerId: existing.employer_id,
      password: undefined,
    };
  }

  const { employerId, userId } = await createEmployerWithAdministrator(db, {
    employerName: DEMO_EMPLOYER_NAME,
    firstName: 'Demo',
    email: DEMO_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
  });
  return { email: DEMO_ADMIN_EMAIL, userId, employerId, password };
}

/**
 * A UK employer as a seed needs one, in one transaction: the employer, its standard incident decisions
 * and an administrator account (last name Administrator) with the given password hash.
 */
export async function createEmployerWithAdministrator(
  db: Kysely<Database>,
  account: { employerName: string; firstName: string; email: string; passwordHash: string },
): Promise<{ employerId: string; userId: string }> {
  return db.transaction().execute(async (trx) => {
    const employer = await trx
      .insertInto('employers')
      .values({ name: account.employerName, country: 'United Kingdom' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedStandardDecisions(trx, employer.id);
    const user = await trx
      .insertInto('users')
      .values({
        employer_id: employer.id,
        first_name: account.firstName,
        last_name: 'Administrator',
        email: account.email,
        password_hash: account.passwordHash,
        role: 'admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { employerId: employer.id, userId: user.id };
  });
}

export interface AddedEmployees {
  /** The demo indexes given, first to last (D-000001 is index 1); first > last when none were asked for. */
  firstIndex: number;
  lastIndex: number;
}

/**
 * Adds `count` demo employees to the employer, numbered on from the highest demo number it already
 * has, each placed in a demo department and job position from their start date, in multi-row
 * inserts grouped into transactions. `onProgress` hears after every commit.
 */
export async function addDemoEmployees(
  db: Kysely<Database>,
  employerId: string,
  count: number,
  onProgress: (inserted: number) => void = () => {},
): Promise<AddedEmployees> {
  const firstIndex = (await highestDemoIndex(db, employerId)) + 1;
  const references = await ensureDemoReferenceData(db, employerId);
  const rowsPerTransaction = ROWS_PER_INSERT * INSERTS_PER_TRANSACTION;
  const today = utcDate(new Date());
  /**
   * The cache of the placement in effect (migration 0005) as of today, written with the row: the one
   * placement each demo employee gets is from their start date, so until then they have none. Written
   * again the same, the placement leaves it as it is (see the migration's trigger).
   */
  // By id: an administrator's own row with a demo code keeps its own name.
  const positionNames = new Map(
    (
      await db
        .selectFrom('job_positions')
        .select(['id', 'name'])
        .where('employer_id', '=', employerId)
        .execute()
    ).map((row) => [row.id, row.name]),
  );
  const currentPlacement = (startDate: string, position: string, department: string) => {
    const jobPositionId = references.positions.get(position) ?? null;
    return startDate <= today
      ? {
          placed_job_position_id: jobPositionId,
          placed_position_name: jobPositionId === null ? null : (positionNames.get(jobPositionId) ?? null),
          placed_department_id: references.departments.get(department) ?? null,
          placed_from: startDate,
          placed_until: null,
        }
      : { placed_from: '-infinity', placed_until: startDate };
  };
  for (let done = 0; done < count; ) {
    const inTransaction = Math.min(rowsPerTransaction, count - done);
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < inTransaction; offset += ROWS_PER_INSERT) {
        const employees = demoEmployees(
          firstIndex + done + offset,
          Math.min(ROWS_PER_INSERT, inTransaction - offset),
        );
        const inserted = await trx
          .insertInto('employees')
          .values(
            employees.map(({ department, position, ...row }) => ({
              ...row,
              employer_id: employerId,
              ...currentPlacement(row.start_date, position, department),
            })),
          )
          .returning(['id', 'employee_no'])
          .execute();
        const ids = new Map(inserted.map((row) => [row.employee_no, row.id]));
        await trx
          .insertInto('placement_history')
          .values(
            employees.map((employee) => ({
              employer_id: employerId,
              // The rows just inserted, so every number is there.
              employee_id: ids.get(employee.employee_no) as string,
              effective_date: employee.start_date,
              department_id: references.departments.get(employee.department) ?? null,
              job_position_id: references.positions.get(employee.position) ?? null,
              level_id: null,
              line_manager_id: null,
              created_by: null,
            })),
          )
          .execute();
      }
    });
    done += inTransaction;
    onProgress(done);
  }
  // Statistics and a visibility map for the table's new size, so searches are planned for it (a
  // trigram bitmap scan, an index-only count) from the first request. PGlite has no autovacuum to do
  // this, and PostgreSQL's may not have run yet.
  if (count > 0) {
    await sql`vacuum analyze employees`.execute(db);
    await sql`vacuum analyze placement_history`.execute(db);
  }
  return { firstIndex, lastIndex: firstIndex + count - 1 };
}

async function highestDemoIndex(db: Kysely<Database>, employerId: string): Promise<number> {
  const { highest } = await db
    .selectFrom('employees')
    .select(sql<string | null>`max(substring(employee_no from 3)::bigint)::text`.as('highest'))
    .where('employer_id', '=', employerId)
    .where('employee_no', '~', '^D-[0-9]{6,}$')
    .executeTakeFirstOrThrow();
  return highest === null ? 0 : Number(highest);
}

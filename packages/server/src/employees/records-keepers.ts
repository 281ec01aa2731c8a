import { type PermissionGrid, Permissions } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { callersOf } from '../roles/caller-permissions.ts';
import { holdersReaching } from '../roles/scope.ts';

/**
 * Who keeps an employee's records, for the daily reminders that tell them (employment terms ending, a
 * training certificate expiring): the accounts whose roles grant employees.update beyond their own
 * record and reach the employee. The employer's keepers are read once per employer per run (their
 * access in one statement), and whom of them a record concerns in one more (holdersReaching).
 */
export class RecordKeepers {
  readonly #byEmployer = new Map<string, Caller[]>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly today: string,
  ) {}

  /** The user ids of the employer's keepers whose scope reaches `employeeId` today. */
  async reaching(employerId: string, employeeId: string): Promise<string[]> {
    let keepers = this.#byEmployer.get(employerId);
    if (!keepers) {
      keepers = await updateHolders(this.db, employerId, this.today);
      this.#byEmployer.set(employerId, keepers);
    }
    const reaching = await holdersReaching(
      this.db,
      keepers,
      { area: 'employees', actions: ['update'] },
      employerId,
      [employeeId],
      this.today,
    );
    return keepers.map((keeper) => keeper.userId).filter((userId) => reaching.has(userId));
  }
}

/**
 * The employer's accounts whose roles grant employees.update beyond their own record, with those
 * scopes only: administrators and holders of custom roles (the implicit relations grant no update).
 */
async function updateHolders(db: Kysely<Database>, employerId: string, today: string): Promise<Caller[]> {
  const accounts = await db
    .selectFrom('users')
    .select('id')
    .where('employer_id', '=', employerId)
    .where((eb) =>
      eb.or([
        eb('role', '=', 'admin'),
        eb.exists(
          eb.selectFrom('user_roles').select('user_id').whereRef('user_roles.user_id', '=', 'users.id'),
        ),
      ]),
    )
    .execute();
  const callers = await callersOf(
    db,
    employerId,
    accounts.map((account) => account.id),
    today,
  );
  const holders: Caller[] = [];
  for (const caller of callers.values()) {
    const wider = caller.permissions.scopes('employees', 'update').filter((scope) => scope !== 'own');
    if (wider.length === 0) continue;
    const grids: PermissionGrid[] = wider.map((scope) => ({ employees: { update: scope } }));
    holders.push({ ...caller, permissions: new Permissions(grids) });
  }
  return holders;
}

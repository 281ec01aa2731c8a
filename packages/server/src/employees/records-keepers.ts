import { type PermissionGrid, Permissions } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { callerOf } from '../roles/caller-permissions.ts';
import { reachesEmployee, reachOf } from '../roles/scope.ts';

/**
 * Who keeps an employee's records, for the daily reminders that tell them (employment terms ending, a
 * training certificate expiring): the accounts whose roles grant employees.update beyond their own
 * record and reach the employee. The employer's keepers are read once per employer per run.
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
    const reaching: string[] = [];
    for (const keeper of keepers) {
      if (await reachesEmployee(this.db, reachOf(keeper, 'employees', 'update', this.today), employeeId)) {
        reaching.push(keeper.userId);
      }
    }
    return reaching;
  }
}

/**
 * The employer's accounts whose roles grant employees.update beyond their own record, with those
 * scopes only: administrators and holders of custom roles (the implicit relations grant no update).
 */
async function updateHolders(db: Kysely<Database>, employerId: string, today: string): Promise<Caller[]> {
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'role'])
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
  const holders: Caller[] = [];
  for (const account of accounts) {
    const caller = await callerOf(db, { userId: account.id, employerId, role: account.role }, today);
    if (!caller) continue;
    const wider = caller.permissions.scopes('employees', 'update').filter((scope) => scope !== 'own');
    if (wider.length === 0) continue;
    const grids: PermissionGrid[] = wider.map((scope) => ({ employees: { update: scope } }));
    holders.push({ ...caller, permissions: new Permissions(grids) });
  }
  return holders;
}

import type { PermissionGrid } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  ListRoleAccountsRequest,
  RoleAccount,
  RoleAccountPage,
  SetAccountRolesRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { containsPattern } from '../employees/employee-directory.ts';
import { firstCellBeyond, handOutRefusal, NO_SUCH_ROLE } from './roles.ts';

/** Who holds which custom role, and the one way to change it (issue 27 items 2 and 3). */

export const NO_SUCH_ACCOUNT = 'There is no such account.';
export const OWN_ROLES_RULE = 'You cannot change your own roles: someone else must grant or take them away.';
export const ADMINISTRATOR_HOLDS_EVERYTHING = 'An administrator already holds every permission.';

interface AccountRow {
  user_id: string;
  name: string;
  email: string;
  kind: 'admin' | 'employee';
  employee_id: string | null;
  employee_no: string | null;
  role_ids: string[];
  total?: number | string;
}

function toAccount(row: AccountRow): RoleAccount {
  return {
    userId: row.user_id,
    name: row.name,
    email: row.email,
    kind: row.kind,
    employeeId: row.employee_id,
    employeeNo: row.employee_no,
    roleIds: row.role_ids,
  };
}

const accountName = sql<string>`concat_ws(' ', u.first_name, u.last_name)`;

/** The accounts of the caller's employer matching `where`, each with its custom roles. */
function accountsQuery(employerId: string, where: ReturnType<typeof sql>) {
  return sql<AccountRow>`
    select u.id as user_id, ${accountName} as name, u.email, u.role as kind, u.employee_id,
      e.employee_no,
      coalesce((select json_agg(ur.role_id order by ur.role_id) from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id and r.employer_id = u.employer_id), '[]'::json) as role_ids,
      count(*) over () as total
    from users u
    left join employees e on e.id = u.employee_id and e.employer_id = u.employer_id
    where u.employer_id = ${employerId} and ${where}`;
}

export async function listRoleAccounts(
  { db }: ServiceDeps,
  caller: Caller,
  { term, roleId, page, pageSize }: ListRoleAccountsRequest,
): Promise<RoleAccountPage> {
  const pattern = containsPattern(term);
  const matches = sql.join(
    [
      sql`true`,
      ...(pattern ? [sql`(${accountName} ilike ${pattern} or u.email ilike ${pattern})`] : []),
      ...(roleId
        ? [
            sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
              where ur.user_id = u.id and ur.role_id = ${roleId} and r.employer_id = u.employer_id)`,
          ]
        : []),
    ],
    sql` and `,
  );
  const { rows } = await sql<AccountRow>`
    ${accountsQuery(caller.employerId, matches)}
    order by lower(${accountName}) collate "C", lower(u.email) collate "C", u.id
    limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
  // Past the last page there are no rows to carry the count: ask for it alone.
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : page > 1
        ? Number(
            (
              await sql<{ total: string }>`select count(*) as total from users u
                where u.employer_id = ${caller.employerId} and ${matches}`.execute(db)
            ).rows[0]?.total ?? 0,
          )
        : 0;
  return { total, accounts: rows.map(toAccount) };
}

async function readAccount(db: Kysely<Database>, employerId: string, userId: string) {
  const { rows } = await sql<AccountRow>`${accountsQuery(employerId, sql`u.id = ${userId}`)}`.execute(db);
  return rows[0];
}

/**
 * Replaces the custom roles an account holds. Nobody changes their own; an administrator account holds
 * everything already; and nobody hands out a role that grants more than they hold themselves (a role
 * the account keeps is not handed out again).
 */
export async function setAccountRoles(
  { db }: ServiceDeps,
  caller: Caller,
  { userId, roleIds }: SetAccountRolesRequest,
): Promise<RoleAccount> {
  if (userId === caller.userId) throw new Refusal(403, OWN_ROLES_RULE, { field: 'userId' });
  await db.transaction().execute(async (trx) => {
    // Locks the account, so two changes of its roles at once apply one after the other.
    const account = await trx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('employer_id', '=', caller.employerId)
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw new Refusal(404, NO_SUCH_ACCOUNT, { field: 'userId' });
    if (account.role === 'admin') throw new Refusal(409, ADMINISTRATOR_HOLDS_EVERYTHING, { field: 'userId' });
    const wanted = roleIds.length
      ? await trx
          .selectFrom('roles')
          .select(['id', 'name', 'grid'])
          .where('employer_id', '=', caller.employerId)
          .where('id', 'in', roleIds)
          .execute()
      : [];
    if (wanted.length !== new Set(roleIds).size) throw new Refusal(404, NO_SUCH_ROLE, { field: 'roleIds' });
    const before = await trx
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.id', 'roles.name'])
      .where('user_roles.user_id', '=', userId)
      .where('roles.employer_id', '=', caller.employerId)
      .execute();
    const held = new Set(before.map((role) => role.id));
    const added = wanted.filter((role) => !held.has(role.id));
    for (const role of added) {
      const beyond = firstCellBeyond(role.grid as PermissionGrid, caller.permissions);
      if (beyond) throw handOutRefusal(beyond, 'roleIds', role.name);
    }
    // The roles kept keep who granted them and when.
    const removed = before.filter((role) => !roleIds.includes(role.id)).map((role) => role.id);
    if (removed.length) {
      await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', userId)
        .where('role_id', 'in', removed)
        .execute();
    }
    if (added.length) {
      await trx
        .insertInto('user_roles')
        .values(
          added.map((role) => ({
            user_id: userId,
            role_id: role.id,
            employer_id: caller.employerId,
            granted_by: caller.userId,
          })),
        )
        .execute();
    }
    const names = (roles: { name: string }[]) => roles.map((role) => role.name).sort(byName);
    await writeAudit(trx, actorOf(caller), {
      operation: 'setAccountRoles',
      area: 'roles',
      recordType: 'account-roles',
      recordId: userId,
      before: { roles: names(before) },
      after: { roles: names(wanted) },
    });
  });
  return toAccount((await readAccount(db, caller.employerId, userId)) as AccountRow);
}

function byName(a: string, b: string): number {
  return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
}

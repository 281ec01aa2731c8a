import {
  AREA_ACTIONS,
  BUILT_IN_ROLES,
  EXAMPLE_ROLES,
  gridIsEmpty,
  gridProblems,
  gridWithin,
  PERMISSION_AREAS,
  type PermissionAction,
  type PermissionArea,
  type PermissionGrid,
  type PermissionScope,
  Permissions,
  ROLE_MESSAGES,
} from '@hr/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateRoleRequest,
  CustomRole,
  RoleIdRequest,
  RoleList,
  UpdateRoleRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';

/**
 * The employer's custom roles (issue 27 item 2) and the separation-of-duties rules about them (item
 * 3): whatever a role grants, nobody hands out a cell wider than they hold, and nobody widens a role
 * they hold themselves. Every change writes its one audit row in the change's transaction.
 */

export const NO_SUCH_ROLE = 'There is no such role.';
export const HAND_OUT_RULE = 'You cannot hand out what you do not hold';
export const WIDEN_OWN_RULE = 'You cannot widen a role you hold: someone else must give it more.';

const ROLE_NAME_INDEX = 'roles_employer_name_key';

export function roleNameTaken(name: string): string {
  return `A role named ${name} already exists.`;
}

/** "payroll run for the whole employer": a cell in the words of the refusals. */
function cellWords(area: PermissionArea, action: PermissionAction, scope: PermissionScope): string {
  const reach = scope === 'employer' ? 'for the whole employer' : `at the ${scope} scope`;
  return `${area} ${action} ${reach}`;
}

/** Each granted cell of a grid, in the grid's order. */
function cellsOf(
  grid: PermissionGrid,
): { area: PermissionArea; action: PermissionAction; scope: PermissionScope }[] {
  return PERMISSION_AREAS.flatMap((area) =>
    AREA_ACTIONS[area].flatMap((action) => {
      const scope = grid[area]?.[action];
      return scope ? [{ area, action, scope }] : [];
    }),
  );
}

/** The first cell of `grid` that `held` does not reach, or undefined when all are within it. */
export function firstCellBeyond(grid: PermissionGrid, held: Permissions) {
  return cellsOf(grid).find(({ area, action, scope }) => !gridWithin({ [area]: { [action]: scope } }, held));
}

/** The 403 of a grant wider than the caller holds, naming the cell (and the role, when there is one). */
export function handOutRefusal(
  cell: { area: PermissionArea; action: PermissionAction; scope: PermissionScope },
  field: string,
  roleName?: string,
): Refusal {
  const words = cellWords(cell.area, cell.action, cell.scope);
  const sentence = roleName
    ? `${HAND_OUT_RULE}: ${roleName} grants ${words}, which your roles do not.`
    : `${HAND_OUT_RULE}: your roles do not grant ${words}.`;
  return new Refusal(403, sentence, { field });
}

/** A grid as it is stored: only the granted cells, each area's in its actions' order. */
function storedGrid(grid: PermissionGrid): PermissionGrid {
  const out: PermissionGrid = {};
  for (const { area, action, scope } of cellsOf(grid)) {
    out[area] = { ...out[area], [action]: scope };
  }
  return out;
}

/**
 * The name and grid rules every create and update applies: a name that is not blank and not a
 * built-in's, a grid granting something, each cell within its area's scope rule (400 naming the cell).
 */
function checkedRole(fields: { name: string; grid: PermissionGrid }): { name: string; grid: PermissionGrid } {
  const name = fields.name.trim();
  if (!name) throw new Refusal(400, ROLE_MESSAGES.name, { field: 'name' });
  if (BUILT_IN_ROLES.some((role) => role.name.toLowerCase() === name.toLowerCase())) {
    throw new Refusal(400, ROLE_MESSAGES.builtInName, { field: 'name' });
  }
  for (const { area, action, scope } of cellsOf(fields.grid)) {
    const [problem] = gridProblems({ [area]: { [action]: scope } });
    if (problem) throw new Refusal(400, problem, { field: `grid.${area}.${action}` });
  }
  const grid = storedGrid(fields.grid);
  if (gridIsEmpty(grid)) throw new Refusal(400, ROLE_MESSAGES.emptyGrid, { field: 'grid' });
  return { name, grid };
}

interface RoleRow {
  id: string;
  name: string;
  description: string | null;
  grid: PermissionGrid;
  holder_count: number | string;
  updated_at: Date | string;
}

function toRole(row: RoleRow): CustomRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    grid: row.grid as CustomRole['grid'],
    holderCount: Number(row.holder_count),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** What the audit trail keeps of a role. */
function auditedRole(role: { name: string; description: string | null; grid: PermissionGrid }) {
  return { name: role.name, description: role.description, grid: role.grid };
}

async function readRoles(db: Kysely<Database>, employerId: string, id?: string): Promise<RoleRow[]> {
  const { rows } = await sql<RoleRow>`
    select r.id, r.name, r.description, r.grid, r.updated_at,
      (select count(*) from user_roles ur where ur.role_id = r.id) as holder_count
    from roles r
    where r.employer_id = ${employerId} ${id ? sql`and r.id = ${id}` : sql``}
    order by lower(r.name) collate "C", r.id`.execute(db);
  return rows;
}

/** The role of the caller's employer with this id, locked for the change; 404 otherwise. */
async function lockedRole(trx: Transaction<Database>, caller: Caller, id: string) {
  const role = await trx
    .selectFrom('roles')
    .select(['id', 'name', 'description', 'grid'])
    .where('employer_id', '=', caller.employerId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!role) throw new Refusal(404, NO_SUCH_ROLE, { field: 'id' });
  return role;
}

export async function listRoles({ db }: ServiceDeps, caller: Caller): Promise<RoleList> {
  const custom = (await readRoles(db, caller.employerId)).map(toRole);
  const asContract = <Role extends { grid: PermissionGrid }>(role: Role) =>
    ({ ...role, grid: role.grid as CustomRole['grid'] }) as Omit<Role, 'grid'> & { grid: CustomRole['grid'] };
  return {
    builtIn: BUILT_IN_ROLES.map(({ key, name, description, grid }) =>
      asContract({ key, name, description, grid }),
    ),
    custom,
    examples: EXAMPLE_ROLES.map(({ name, description, grid }) => asContract({ name, description, grid })),
  };
}

async function writeRole<Result>(name: string, write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, ROLE_NAME_INDEX))
      throw new Refusal(409, roleNameTaken(name), { field: 'name' });
    throw error;
  }
}

export async function createRole(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateRoleRequest,
): Promise<CustomRole> {
  const { name, grid } = checkedRole(request);
  const beyond = firstCellBeyond(grid, caller.permissions);
  if (beyond) throw handOutRefusal(beyond, `grid.${beyond.area}.${beyond.action}`);
  const description = request.description ?? null;
  const id = await writeRole(name, () =>
    db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('roles')
        .values({ employer_id: caller.employerId, name, description, grid: JSON.stringify(grid) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, actorOf(caller), {
        operation: 'createRole',
        area: 'roles',
        recordType: 'role',
        recordId: id,
        before: null,
        after: auditedRole({ name, description, grid }),
      });
      return id;
    }),
  );
  return toRole((await readRoles(db, caller.employerId, id))[0] as RoleRow);
}

export async function updateRole(
  { db }: ServiceDeps,
  caller: Caller,
  request: UpdateRoleRequest,
): Promise<CustomRole> {
  const { name, grid } = checkedRole(request);
  const description = request.description ?? null;
  await writeRole(name, () =>
    db.transaction().execute(async (trx) => {
      const before = await lockedRole(trx, caller, request.id);
      const held = await trx
        .selectFrom('user_roles')
        .select('role_id')
        .where('user_id', '=', caller.userId)
        .where('role_id', '=', before.id)
        .executeTakeFirst();
      // A holder may narrow their own role, never widen it: they would be granting it to themselves.
      const widened = held && firstCellBeyond(grid, new Permissions([before.grid]));
      if (widened) {
        throw new Refusal(403, WIDEN_OWN_RULE, { field: `grid.${widened.area}.${widened.action}` });
      }
      const beyond = firstCellBeyond(grid, caller.permissions);
      if (beyond) throw handOutRefusal(beyond, `grid.${beyond.area}.${beyond.action}`);
      await trx
        .updateTable('roles')
        .set({ name, description, grid: JSON.stringify(grid), updated_at: new Date() })
        .where('id', '=', before.id)
        .execute();
      await writeAudit(trx, actorOf(caller), {
        operation: 'updateRole',
        area: 'roles',
        recordType: 'role',
        recordId: before.id,
        before: auditedRole(before),
        after: auditedRole({ name, description, grid }),
      });
    }),
  );
  return toRole((await readRoles(db, caller.employerId, request.id))[0] as RoleRow);
}

export async function deleteRole(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: RoleIdRequest,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const role = await lockedRole(trx, caller, id);
    const holders = await trx.deleteFrom('user_roles').where('role_id', '=', role.id).executeTakeFirst();
    await trx.deleteFrom('roles').where('id', '=', role.id).execute();
    const count = Number(holders.numDeletedRows);
    await writeAudit(trx, actorOf(caller), {
      operation: 'deleteRole',
      area: 'roles',
      recordType: 'role',
      recordId: role.id,
      before: { ...auditedRole(role), holderCount: count },
      after: null,
    });
    if (count === 0) return `Role ${role.name} was deleted.`;
    return `Role ${role.name} was deleted; ${count === 1 ? '1 account no longer holds' : `${count} accounts no longer hold`} it.`;
  });
}

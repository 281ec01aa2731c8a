import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ModuleAccessItem, ModuleId, SetModuleAccessRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';

/**
 * The modules an administrator can open to employees (§2.7 "Modules Enabled for Employee Access"), in
 * the order the menu shows them. The contract's ModuleId enum lists the same ids.
 */
export const EMPLOYEE_MODULES: readonly { id: ModuleId; name: string }[] = [
  { id: 'expense-claim', name: 'Expense Claim' },
  { id: 'leave', name: 'Leave' },
  { id: 'attendance', name: 'Attendance' },
];

/**
 * Every module and whether the caller's employer has enabled it. Any signed-in user may read it: the
 * app builds the employee menu from it. A module without a stored choice is disabled.
 */
export function getModuleAccess({ db }: ServiceDeps, caller: Caller): Promise<ModuleAccessItem[]> {
  return modulesOf(db, caller.employerId);
}

async function modulesOf(db: Kysely<Database>, employerId: string): Promise<ModuleAccessItem[]> {
  const rows = await db
    .selectFrom('employer_modules')
    .select(['module_id', 'enabled'])
    .where('employer_id', '=', employerId)
    .execute();
  const enabled = new Map(rows.map((row) => [row.module_id, row.enabled]));
  return EMPLOYEE_MODULES.map(({ id, name }) => ({ id, name, enabled: enabled.get(id) ?? false }));
}

/** Saves one module's switch at once; answers every module, as getModuleAccess does. */
export async function setModuleAccess(
  deps: ServiceDeps,
  caller: Caller,
  { moduleId, enabled }: SetModuleAccessRequest,
): Promise<ModuleAccessItem[]> {
  return deps.db.transaction().execute(async (trx) => {
    // The switch before, as the trail records it: off when never stored, as getModuleAccess reads it.
    const before = await trx
      .selectFrom('employer_modules')
      .select('enabled')
      .where('employer_id', '=', caller.employerId)
      .where('module_id', '=', moduleId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('employer_modules')
      .values({ employer_id: caller.employerId, module_id: moduleId, enabled })
      .onConflict((conflict) =>
        conflict.columns(['employer_id', 'module_id']).doUpdateSet({ enabled, updated_at: sql<Date>`now()` }),
      )
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'setModuleAccess',
      area: 'employer',
      recordType: 'module',
      recordId: moduleId,
      before: { moduleId, enabled: before?.enabled ?? false },
      after: { moduleId, enabled },
    });
    return modulesOf(trx, caller.employerId);
  });
}

import { LEAVE_SETTINGS_DEFAULTS, LeaveSettingsSchema } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { LeaveSettings, UpdateLeaveSettingsRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { sentFields } from '../core/set-up-writes.ts';
import type { Database } from '../db/schema.ts';
import { requireLeaveAccess } from './leave-access.ts';

/**
 * The employer's leave settings (issue 12 item 10): one row once an administrator saves; until then
 * the defaults of packages/domain, so a new employer reads the same settings every leave rule uses.
 */
export async function getLeaveSettings(deps: ServiceDeps, caller: Caller): Promise<LeaveSettings> {
  await requireLeaveAccess(deps, caller);
  return readLeaveSettings(deps.db, caller.employerId);
}

/** Saves the settings sent; the others keep their value. */
export async function updateLeaveSettings(
  { db }: ServiceDeps,
  caller: Caller,
  changes: UpdateLeaveSettingsRequest,
): Promise<LeaveSettings> {
  const { employerId } = caller;
  const sent = sentFields(changes);
  return db.transaction().execute(async (trx) => {
    // The employer's row is locked (there may be no settings row yet), so two changes of different
    // settings at once take turns and neither writes back the other's old value.
    await trx.selectFrom('employers').select('id').where('id', '=', employerId).forNoKeyUpdate().execute();
    const before = await readLeaveSettings(trx, employerId);
    const values = await checkedByDomain(LeaveSettingsSchema, { ...before, ...sent });
    const columns = {
      leave_year_start_month: values.leaveYearStartMonth,
      accrual_rounding: values.accrualRounding,
      employees_see_planner: values.employeesSeePlanner,
      email_notifications: values.emailNotifications,
    };
    await trx
      .insertInto('leave_settings')
      .values({ employer_id: employerId, ...columns })
      .onConflict((conflict) =>
        conflict.column('employer_id').doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }),
      )
      .execute();
    // The settings are the employer's one row: the employer's id names it.
    await writeAudit(trx, actorOf(caller), {
      operation: 'updateLeaveSettings',
      area: 'leave',
      recordType: 'leave-settings',
      recordId: employerId,
      before: { ...before },
      after: { ...values },
    });
    return values;
  });
}

async function readLeaveSettings(db: Kysely<Database>, employerId: string): Promise<LeaveSettings> {
  const row = await db
    .selectFrom('leave_settings')
    .selectAll()
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) return { ...LEAVE_SETTINGS_DEFAULTS };
  return {
    leaveYearStartMonth: row.leave_year_start_month,
    accrualRounding: row.accrual_rounding,
    employeesSeePlanner: row.employees_see_planner,
    emailNotifications: row.email_notifications,
  };
}

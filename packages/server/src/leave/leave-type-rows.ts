import type { LeaveDayCount, LeavePolicy, LeaveUnit } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';

export const CHOOSE_A_LEAVE_TYPE = 'Choose one of the employer’s active leave types.';

export interface RequestedLeaveType {
  id: string;
  code: string;
  leaveUnit: LeaveUnit;
  dayCount: LeaveDayCount;
  policy: LeavePolicy;
}

/** The leave type a request asks for: one of the employer's active ones, or a 400 on `leaveTypeId`. */
export async function leaveTypeForRequest(
  db: Kysely<Database>,
  caller: Caller,
  leaveTypeId: string,
): Promise<RequestedLeaveType> {
  const row = await db
    .selectFrom('leave_types')
    .selectAll()
    .where('id', '=', leaveTypeId)
    .where('employer_id', '=', caller.employerId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw new Refusal(400, CHOOSE_A_LEAVE_TYPE, { field: 'leaveTypeId' });
  return {
    id: row.id,
    code: row.code,
    leaveUnit: row.leave_unit,
    dayCount: row.day_count,
    policy: {
      leaveUnit: row.leave_unit,
      allowNegativeBalance: row.allow_negative_balance,
      requireReason: row.require_reason,
      requireAttachment: row.require_attachment,
      noticeDayCount: row.notice_day_count,
      rules: [
        { isEnabled: row.rule_0_enabled, minDays: null, advanceWorkdays: null },
        {
          isEnabled: row.rule_1_enabled,
          minDays: row.rule_1_min_days,
          advanceWorkdays: row.rule_1_advance_workdays,
        },
        {
          isEnabled: row.rule_2_enabled,
          minDays: row.rule_2_min_days,
          advanceWorkdays: row.rule_2_advance_workdays,
        },
      ],
    },
  };
}

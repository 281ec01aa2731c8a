import { createEndEmploymentSchema } from '@hr/domain';
import { sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { EmployeeRecord, EndEmploymentRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { employeeRecord, loadEmployee, NO_SUCH_EMPLOYEE } from './employee-record.ts';

/**
 * Records the end of an employee's employment: the last day and the reason. The record, its history
 * and any account are kept; an invitation not yet used stops working, since there is no one to
 * invite. An end date already recorded is not written over: that is a correction for a person.
 */
export async function endEmployment(
  deps: ServiceDeps,
  caller: Caller,
  { id, endDate, reason }: EndEmploymentRequest,
): Promise<EmployeeRecord> {
  const { db } = deps;
  const { employerId } = caller;
  await db.transaction().execute(async (trx) => {
    const employee = await trx
      .selectFrom('employees')
      .select(['first_name', 'last_name', 'date_joined', 'start_date', 'employment_end_date'])
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!employee) throw new Refusal(404, NO_SUCH_EMPLOYEE);
    if (employee.employment_end_date !== null) {
      throw new Refusal(
        409,
        `${employee.first_name} ${employee.last_name}’s employment already has an end date (${employee.employment_end_date}).`,
      );
    }
    const ending = await checkedByDomain(
      createEndEmploymentSchema({ startedOn: employee.date_joined ?? employee.start_date }),
      { endDate, reason },
    );
    await trx
      .updateTable('employees')
      .set({ employment_end_date: ending.endDate, employment_end_reason: ending.reason })
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .execute();
    await trx
      .updateTable('invitations')
      .set({ revoked_at: sql<Date>`now()` })
      .where('employee_id', '=', id)
      .where('employer_id', '=', employerId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'endEmployment',
      area: 'employees',
      recordType: 'employee',
      recordId: id,
      before: { status: 'active', endDate: null, endReason: null },
      after: { status: 'ended', endDate: ending.endDate, endReason: ending.reason },
    });
  });
  const now = deps.clock();
  const today = await callerToday(deps, caller);
  const stored = await loadEmployee(db, employerId, id, { today, withHealth: true });
  return employeeRecord(db, employerId, stored, now);
}

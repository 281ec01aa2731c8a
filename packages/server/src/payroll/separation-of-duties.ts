import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';

/**
 * Separation of duties in payroll (issue 27, item 3), enforced whatever the caller's roles grant: pay
 * is never changed or released by the person it pays, so one role holder cannot raise their own pay
 * and pay it out unseen.
 */

export const OWN_PAY_ITEMS =
  "You can't change pay items or reliefs on your own employee record. Ask someone else who runs payroll.";
export const OWN_SALARY_ADJUSTMENT =
  "You can't make or delete a salary adjustment of your own. Ask someone else who runs payroll.";
export const OWN_PAYSLIP_IN_RUN =
  "You can't finalise a pay run that contains your own payslip. Ask someone else who runs payroll to finalise it.";
export const ONLY_ADMINISTRATOR_NOTE =
  "Finalised by the employer's only administrator, whose own payslip is in this run.";

/** 403 with `message` when `employeeId` is the caller's own employee record. */
export function refuseOwnRecord(caller: Caller, employeeId: string, message: string): void {
  if (caller.employeeId !== null && caller.employeeId === employeeId) throw new Refusal(403, message);
}

/**
 * Whether the user may finalise run `runId` for the separation rule, and whether their own payslip is
 * in it: someone whose payslip is in it may not, unless theirs is the employer's only administrator
 * account (nobody else could finalise it; the audit row then says so).
 */
export async function ownPayslipCheck(
  db: Kysely<Database>,
  run: { id: string; employerId: string },
  userId: string | null,
): Promise<{ ownPayslip: boolean; allowed: boolean }> {
  if (userId === null) return { ownPayslip: false, allowed: true };
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.role',
      eb
        .exists(
          eb
            .selectFrom('payslips as p')
            .select('p.id')
            .where('p.employer_id', '=', run.employerId)
            .where('p.pay_run_id', '=', run.id)
            .whereRef('p.employee_id', '=', 'u.employee_id'),
        )
        .as('own_payslip'),
      eb
        .selectFrom('users as a')
        .select((count) => count.fn.countAll<string>().as('count'))
        .where('a.employer_id', '=', run.employerId)
        .where('a.role', '=', 'admin')
        .as('administrators'),
    ])
    .where('u.id', '=', userId)
    .where('u.employer_id', '=', run.employerId)
    .executeTakeFirst();
  if (!row?.own_payslip) return { ownPayslip: false, allowed: true };
  // The account's kind says who the employer's administrators are; it grants nothing here, it only
  // tells whether anyone else could finalise the run.
  const onlyAdministrator = row.role === 'admin' && Number(row.administrators) === 1;
  return { ownPayslip: true, allowed: onlyAdministrator };
}

import { formatClaimNumber, type PayItemInput, reimbursementItems } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { tellClaimants } from './claim-notices.ts';

/**
 * Approved claims paid through payroll (issue 32, Build item 4, docs/expenses.md), the way arrears are
 * paid once (payroll/employee-pay/arrears.ts): a regular run's payslip carries one reimbursement line
 * per taxability of each approved claim not yet paid (or paid by this very run, so a re-run computes
 * the same), coded `EXPENSE:EC-0042[:TAXABLE]`; finalising the run settles exactly the claims its
 * payslips hold. What a draft held but someone paid meanwhile (outside payroll, or by another run)
 * refuses the finalisation until the draft is re-run, so a claim is never paid twice.
 */

/** The code every reimbursement line starts with; the claim's number follows. */
export const REIMBURSEMENT_CODE_PREFIX = 'EXPENSE:EC-';

export function paidAfterComputed(number: number): string {
  return `Expense claim ${formatClaimNumber(number)} was paid after this draft was computed. Re-run the draft.`;
}

interface ApprovedLine {
  employee_id: string;
  number: number;
  approved_on: string;
  approved_amount: string;
  taxable: boolean;
}

/**
 * Each employee's reimbursement items for the run `runId`: their approved claims it may pay, at the
 * payroll currency's `digits` (the columns keep three decimals whatever the currency).
 */
export async function reimbursementsFor(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  { runId, digits }: { runId: string; digits: number },
): Promise<Map<string, PayItemInput[]>> {
  const items = new Map<string, PayItemInput[]>();
  if (employeeIds.length === 0) return items;
  const { rows } = await sql<ApprovedLine>`
    select c.employee_id, c.number, a.ended_on::text as approved_on,
      l.approved_amount::text as approved_amount, k.taxable
    from expense_claims c
    join approval_requests a on a.id = c.approval_id and a.employer_id = c.employer_id
    join expense_claim_lines l on l.claim_id = c.id and l.employer_id = c.employer_id
    join expense_categories k on k.id = l.category_id and k.employer_id = l.employer_id
    where c.employer_id = ${employerId} and c.status = 'approved'
      and (c.paid_by_run_id is null or c.paid_by_run_id = ${runId})
      and c.employee_id = any(${[...employeeIds]}::uuid[])
    order by c.employee_id, c.number, l.position`.execute(db);
  let start = 0;
  while (start < rows.length) {
    const first = rows[start] as ApprovedLine;
    let end = start;
    while (end < rows.length && rows[end]?.number === first.number) end += 1;
    const claimItems = reimbursementItems({
      number: first.number,
      approvedOn: first.approved_on,
      lines: rows.slice(start, end).map((line) => ({
        approvedAmount: new Decimal(line.approved_amount).toFixed(digits),
        taxable: line.taxable,
      })),
    });
    items.set(first.employee_id, [...(items.get(first.employee_id) ?? []), ...claimItems]);
    start = end;
  }
  return items;
}

/**
 * Inside the finalisation's transaction: the claims whose reimbursement lines the run's payslips hold
 * become paid by the run, on its pay date, and their claimants are told. Refused (409, naming the
 * claim) when one of them was paid meanwhile. The claims are locked first, so marking one paid outside
 * payroll at the same moment waits for this and then finds it paid.
 */
export async function settleReimbursements(
  trx: Kysely<Database>,
  run: { id: string; employerId: string },
): Promise<number> {
  const { rows: held } = await sql<{ id: string }>`
    select distinct c.id
    from payslips p
    -- A stored line is [kind, code, label, amount, explanation] (db/payslip-lines.ts): ->>1 its code.
    cross join lateral json_array_elements(p.lines) as l(line)
    join expense_claims c on c.employer_id = p.employer_id and c.employee_id = p.employee_id
      and c.number = substring(l.line->>1 from '^EXPENSE:EC-([0-9]+)')::int
    where p.employer_id = ${run.employerId} and p.pay_run_id = ${run.id}
      and l.line->>1 like ${`${REIMBURSEMENT_CODE_PREFIX}%`}`.execute(trx);
  if (held.length === 0) return 0;
  const claims = await trx
    .selectFrom('expense_claims')
    .select(['id', 'number', 'employee_id', 'status', 'paid_by_run_id'])
    .where('employer_id', '=', run.employerId)
    .where(
      'id',
      'in',
      held.map((row) => row.id),
    )
    .orderBy('number')
    .forUpdate()
    .execute();
  const paidMeanwhile = claims.find(
    (claim) => claim.status !== 'approved' && claim.paid_by_run_id !== run.id,
  );
  if (paidMeanwhile) throw new Refusal(409, paidAfterComputed(paidMeanwhile.number));
  const payable = claims.filter((claim) => claim.status === 'approved');
  if (payable.length === 0) return 0;
  const { pay_date: paidOn } = await trx
    .selectFrom('pay_runs')
    .select('pay_date')
    .where('id', '=', run.id)
    .where('employer_id', '=', run.employerId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('expense_claims')
    .set({ status: 'paid', paid_by_run_id: run.id, paid_on: paidOn, updated_at: new Date() })
    .where('employer_id', '=', run.employerId)
    .where(
      'id',
      'in',
      payable.map((claim) => claim.id),
    )
    .execute();
  await tellClaimants(
    trx,
    undefined,
    payable.map((claim) => ({
      employerId: run.employerId,
      id: claim.id,
      employeeId: claim.employee_id,
      number: claim.number,
    })),
    { kind: 'paid', by: 'payroll' },
  );
  return payable.length;
}

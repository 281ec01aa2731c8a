import { type CsvValue, csvText } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  ExpenseClaimsReportFigures,
  ExpenseClaimsReportRequest,
  ExpenseClaimsReportRow,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { departmentOn, SPAN_BACKWARDS } from '../leave/report-scope.ts';
import { expenseMoney, requireExpenseModule } from './expense-access.ts';

/**
 * The Claims Report (issue 32, Build item 5): every claim line dated within the span, of claims past
 * their draft, summed by category, by the department the claimant is placed in on the span's last
 * day, or by the month of the line's date; the whole employer (expenses.read/employer), in one
 * statement grouped in SQL. Claimed counts every such line (rejected claims too: what was asked);
 * approved counts the lines of approved and paid claims at their approved amount; paid those of paid
 * claims.
 */

export const NO_DEPARTMENT = 'No department';

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface GroupRow {
  /** The row of every line in the span, whatever its group. */
  total: boolean;
  key: string | null;
  label: string | null;
  claims: number;
  lines: number;
  claimed: string;
  approved: string;
  paid: string;
}

/** Each line's group: its key and the label shown (a month's label is written here, not by SQL). */
function groupOf(groupBy: ExpenseClaimsReportRequest['groupBy']) {
  switch (groupBy) {
    case 'category':
      return { key: sql`k.id::text`, label: sql`k.description` };
    case 'department':
      return { key: sql`d.id::text`, label: sql`d.name` };
    case 'month':
      return { key: sql`to_char(l.date, 'YYYY-MM')`, label: sql`null` };
  }
}

function labelOf(groupBy: ExpenseClaimsReportRequest['groupBy'], row: GroupRow): string {
  if (groupBy === 'month') return monthName.format(new Date(`${row.key}-01T00:00:00Z`));
  return row.label ?? NO_DEPARTMENT;
}

export async function expenseClaimsReport(
  deps: ServiceDeps,
  caller: Caller,
  request: ExpenseClaimsReportRequest,
): Promise<{ rows: ExpenseClaimsReportRow[]; totals: ExpenseClaimsReportFigures }> {
  await requireExpenseModule(deps, caller);
  if (request.to < request.from) throw new Refusal(400, SPAN_BACKWARDS, { field: 'to' });
  const { digits } = await expenseMoney(deps.db, caller.employerId);
  const group = groupOf(request.groupBy);
  const { rows } = await sql<GroupRow>`
    with grouped as (
      select ${group.key} as key, ${group.label} as label, c.id as claim_id, c.status,
        l.claimed_amount, l.approved_amount
      from expense_claim_lines l
      join expense_claims c on c.id = l.claim_id and c.employer_id = l.employer_id
      join expense_categories k on k.id = l.category_id and k.employer_id = l.employer_id
      join employees on employees.id = c.employee_id and employees.employer_id = c.employer_id
      left join departments d on d.id = (${departmentOn(request.to)}) and d.employer_id = c.employer_id
      where l.employer_id = ${caller.employerId} and c.status <> 'draft'
        and l.date between ${request.from} and ${request.to}
    )
    select grouping(key) = 1 as total, key, min(label) as label,
      count(distinct claim_id)::int as claims, count(*)::int as lines,
      sum(claimed_amount)::text as claimed,
      coalesce(sum(approved_amount) filter (where status in ('approved', 'paid')), 0)::text as approved,
      coalesce(sum(approved_amount) filter (where status = 'paid'), 0)::text as paid
    from grouped
    group by grouping sets ((key), ())
    order by total, key`.execute(deps.db);
  const money = (value: string | null) => new Decimal(value ?? 0).toFixed(digits);
  const figures = (row: GroupRow | undefined) => ({
    claims: row?.claims ?? 0,
    lines: row?.lines ?? 0,
    claimed: money(row?.claimed ?? null),
    approved: money(row?.approved ?? null),
    paid: money(row?.paid ?? null),
  });
  const groups = rows
    .filter((row) => !row.total)
    .map((row) => ({ key: row.key ?? '', label: labelOf(request.groupBy, row), ...figures(row) }));
  // Months read in the calendar's order; categories and departments by their names.
  if (request.groupBy !== 'month') groups.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return { rows: groups, totals: figures(rows.find((row) => row.total)) };
}

const GROUP_HEADER = { category: 'Category', department: 'Department', month: 'Month' } as const;

/** export-expense-claims-report: the same rows and a Total line, as CSV. */
export async function exportExpenseClaimsReport(
  deps: ServiceDeps,
  caller: Caller,
  request: ExpenseClaimsReportRequest,
): Promise<{ fileName: string; text: string }> {
  const report = await expenseClaimsReport(deps, caller, request);
  const figures = (row: ExpenseClaimsReportFigures): CsvValue[] => [
    { number: String(row.claims) },
    { number: String(row.lines) },
    { number: row.claimed },
    { number: row.approved },
    { number: row.paid },
  ];
  const headers = [GROUP_HEADER[request.groupBy], 'Claims', 'Lines', 'Claimed', 'Approved', 'Paid'];
  const rows = [
    ...report.rows.map((row) => [row.label, ...figures(row)]),
    ['Total', ...figures(report.totals)],
  ];
  const fileName = `expense-claims-by-${request.groupBy}-${request.from}-${request.to}.csv`;
  // An export is audited as payroll's are: who took the employer's figures out, and when.
  await writeAudit(deps.db, actorOf(caller), {
    operation: 'exportExpenseClaimsReport',
    area: 'expenses',
    recordType: 'expense-claims-report',
    after: { ...request, fileName },
  });
  return { fileName, text: csvText(headers, rows, (row) => row) };
}

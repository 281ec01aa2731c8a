import { convertLine, currencyMinorDigits, formatClaimNumber, mileageLine } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  ExpenseClaim,
  ExpenseClaimLine,
  ExpenseClaimSummary,
  ExpenseReceipt,
  ExpenseReceiptDuplicate,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { claimSteps, decidesClaim } from './claim-approval.ts';
import { type ExpenseMoney, expenseMoney } from './expense-access.ts';
import { amountText, optionalAmountText, rateText } from './expense-numbers.ts';

/**
 * An expense claim as the contract answers it: its lines with their categories, recorded rates,
 * explanations and receipts, the receipts' duplicates on other claims of the employer (for the
 * approver), and its approval's steps. A handful of statements whatever the number of lines.
 */

export const EXPENSE_CLAIM_LINE = 'expense-claim-line';

const claimColumns = [
  'c.id',
  'c.number',
  'c.employee_id',
  'c.title',
  'c.status',
  'c.currency',
  'c.total_claimed',
  'c.total_approved',
  'c.submitted_at',
  'c.decided_at',
  'c.paid_on',
  'c.paid_by_run_id',
  'c.paid_outside_reference',
  'c.approval_id',
] as const;

export async function claimAnswer(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Caller,
  claimId: string,
): Promise<ExpenseClaim> {
  const { db } = deps;
  const { employerId } = caller;
  const claim = await db
    .selectFrom('expense_claims as c')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'c.employee_id').onRef('e.employer_id', '=', 'c.employer_id'),
    )
    .select([...claimColumns, sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name')])
    .where('c.id', '=', claimId)
    .where('c.employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  const money = await expenseMoney(db, employerId);
  const digits = currencyMinorDigits(claim.currency);
  const lines = await claimLines(db, employerId, claimId, { ...money, currency: claim.currency, digits });
  const today = await callerToday(deps, caller);
  return {
    id: claim.id,
    number: formatClaimNumber(claim.number),
    employee: { id: claim.employee_id, name: claim.employee_name },
    title: claim.title,
    status: claim.status,
    currency: claim.currency,
    totalClaimed: amountText(claim.total_claimed, digits),
    totalApproved: optionalAmountText(claim.total_approved, digits),
    submittedAt: claim.submitted_at?.toISOString() ?? null,
    decidedAt: claim.decided_at?.toISOString() ?? null,
    paidOn: claim.paid_on,
    paidBy: claim.paid_by_run_id ? 'payroll' : claim.paid_outside_reference ? 'outside' : null,
    paidReference: claim.paid_outside_reference,
    payRunId: claim.paid_by_run_id,
    lines,
    steps: await claimSteps(db, employerId, claim.approval_id),
    canDecide: claim.status === 'submitted' && (await decidesClaim(db, caller, claim.approval_id, today)),
  };
}

async function claimLines(
  db: Kysely<Database>,
  employerId: string,
  claimId: string,
  money: ExpenseMoney,
): Promise<ExpenseClaimLine[]> {
  const rows = await db
    .selectFrom('expense_claim_lines as l')
    .innerJoin('expense_categories as k', (join) =>
      join.onRef('k.id', '=', 'l.category_id').onRef('k.employer_id', '=', 'l.employer_id'),
    )
    .leftJoin('mileage_rates as m', (join) =>
      join.onRef('m.id', '=', 'l.mileage_rate_id').onRef('m.employer_id', '=', 'l.employer_id'),
    )
    .selectAll('l')
    .select(['k.code', 'k.description as category_description', 'k.taxable', 'm.vehicle_type'])
    .where('l.employer_id', '=', employerId)
    .where('l.claim_id', '=', claimId)
    .orderBy('l.position')
    .execute();
  const lineIds = rows.map((row) => row.id);
  const receipts = await receiptsOf(db, employerId, lineIds);
  const duplicates = await duplicatesOf(db, employerId, lineIds);
  return rows.map((row) => {
    const lineDigits = currencyMinorDigits(row.currency);
    return {
      id: row.id,
      position: row.position,
      date: row.date,
      category: {
        id: row.category_id,
        code: row.code,
        description: row.category_description,
        taxable: row.taxable,
      },
      description: row.description,
      kind: row.kind,
      amount: amountText(row.amount, lineDigits),
      currency: row.currency,
      exchangeRate: row.exchange_rate === null ? null : rateText(row.exchange_rate),
      rateSource: row.rate_source,
      distanceKm: row.distance_km === null ? null : rateText(row.distance_km),
      vehicleType: row.vehicle_type,
      ratePerKm: row.rate_per_km === null ? null : rateText(row.rate_per_km, money.digits),
      claimedAmount: amountText(row.claimed_amount, money.digits),
      approvedAmount: optionalAmountText(row.approved_amount, money.digits),
      approvedReason: row.approved_reason,
      explanation: explanationOf(row, money),
      receipts: receipts.get(row.id) ?? [],
      duplicates: duplicates.get(row.id) ?? [],
    };
  });
}

/** The line's working, from what it recorded (never from today's rates). */
function explanationOf(
  row: {
    kind: 'amount' | 'mileage';
    amount: string;
    currency: string;
    exchange_rate: string | null;
    distance_km: string | null;
    rate_per_km: string | null;
  },
  money: ExpenseMoney,
): string {
  if (row.kind === 'mileage' && row.distance_km !== null && row.rate_per_km !== null) {
    return mileageLine(rateText(row.distance_km), rateText(row.rate_per_km), money).explanation;
  }
  const amount = amountText(row.amount, currencyMinorDigits(row.currency));
  return convertLine(
    amount,
    row.exchange_rate === null ? null : rateText(row.exchange_rate),
    row.currency,
    money,
  ).explanation;
}

async function receiptsOf(
  db: Kysely<Database>,
  employerId: string,
  lineIds: readonly string[],
): Promise<Map<string, ExpenseReceipt[]>> {
  const byLine = new Map<string, ExpenseReceipt[]>();
  if (lineIds.length === 0) return byLine;
  const rows = await db
    .selectFrom('attachments')
    .select(['id', 'owner_id', 'original_name', 'media_type', 'size_bytes', 'sha256'])
    .where('employer_id', '=', employerId)
    .where('owner_type', '=', EXPENSE_CLAIM_LINE)
    .where('owner_id', 'in', [...lineIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const lineId = row.owner_id as string;
    byLine.set(lineId, [
      ...(byLine.get(lineId) ?? []),
      {
        id: row.id,
        fileName: row.original_name,
        mediaType: row.media_type,
        size: row.size_bytes,
        sha256: row.sha256,
      },
    ]);
  }
  return byLine;
}

/**
 * For each line, the other lines of the employer's claims that are not drafts with a receipt of the
 * same content (SHA-256): "also claimed on EC-0007 by Kofi Mensah". Found by the receipts' hash index.
 */
async function duplicatesOf(
  db: Kysely<Database>,
  employerId: string,
  lineIds: readonly string[],
): Promise<Map<string, ExpenseReceiptDuplicate[]>> {
  const byLine = new Map<string, ExpenseReceiptDuplicate[]>();
  if (lineIds.length === 0) return byLine;
  const { rows } = await sql<{ line_id: string; number: number; employee_name: string; line_date: string }>`
    select distinct a.owner_id as line_id, c.number, e.first_name || ' ' || e.last_name as employee_name,
      l.date::text as line_date
    from attachments a
    join attachments other on other.employer_id = a.employer_id and other.owner_type = ${EXPENSE_CLAIM_LINE}
      and other.sha256 = a.sha256 and other.owner_id <> a.owner_id
    join expense_claim_lines l on l.id = other.owner_id and l.employer_id = other.employer_id
    join expense_claims c on c.id = l.claim_id and c.employer_id = l.employer_id and c.status <> 'draft'
    join employees e on e.id = c.employee_id and e.employer_id = c.employer_id
    where a.employer_id = ${employerId} and a.owner_type = ${EXPENSE_CLAIM_LINE}
      and a.owner_id in (${sql.join([...lineIds])})
    order by c.number, line_date`.execute(db);
  for (const row of rows) {
    byLine.set(row.line_id, [
      ...(byLine.get(row.line_id) ?? []),
      {
        claimNumber: formatClaimNumber(row.number),
        employeeName: row.employee_name,
        lineDate: row.line_date,
      },
    ]);
  }
  return byLine;
}

/** Summaries of claims by id order given, each with its line count: one statement. */
export async function claimSummaries(
  db: Kysely<Database>,
  employerId: string,
  claimIds: readonly string[],
): Promise<ExpenseClaimSummary[]> {
  if (claimIds.length === 0) return [];
  const rows = await db
    .selectFrom('expense_claims as c')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'c.employee_id').onRef('e.employer_id', '=', 'c.employer_id'),
    )
    .select([
      ...claimColumns,
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
      sql<number>`(select count(*)::int from expense_claim_lines l where l.claim_id = c.id and l.employer_id = c.employer_id)`.as(
        'line_count',
      ),
    ])
    .where('c.employer_id', '=', employerId)
    .where('c.id', 'in', [...claimIds])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return claimIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const digits = currencyMinorDigits(row.currency);
    return [
      {
        id: row.id,
        number: formatClaimNumber(row.number),
        employee: { id: row.employee_id, name: row.employee_name },
        title: row.title,
        status: row.status,
        currency: row.currency,
        totalClaimed: amountText(row.total_claimed, digits),
        totalApproved: optionalAmountText(row.total_approved, digits),
        lines: row.line_count,
        submittedAt: row.submitted_at?.toISOString() ?? null,
        decidedAt: row.decided_at?.toISOString() ?? null,
        paidOn: row.paid_on,
      },
    ];
  });
}

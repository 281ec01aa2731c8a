import { type CountedDay, type LeaveLedgerEntry, type LedgerEntryKind, takenEntries } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The balance ledger's rows (migration 0011) as the domain reads them. Entries are only ever
 * inserted; an entry's key makes writing it twice a no-op.
 */

export interface LedgerOwner {
  employerId: string;
  employeeId: string;
  leaveTypeId: string;
}

export async function ledgerEntries(db: Kysely<Database>, owner: LedgerOwner): Promise<LeaveLedgerEntry[]> {
  const rows = await db
    .selectFrom('leave_ledger')
    .select(['entry_key', 'kind', 'entry_date', 'amount', 'reason'])
    .where('employer_id', '=', owner.employerId)
    .where('employee_id', '=', owner.employeeId)
    .where('leave_type_id', '=', owner.leaveTypeId)
    .orderBy('entry_date')
    .execute();
  return rows.map(ledgerEntryOf);
}

/**
 * The ledgers of many employees in one query, every kind and leave type (taken leave decides
 * carry-over), by employee and leave type, each in date order as ledgerEntries gives one.
 */
export async function ledgersByEmployee(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
): Promise<Map<string, Map<string, LeaveLedgerEntry[]>>> {
  const byEmployee = new Map<string, Map<string, LeaveLedgerEntry[]>>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await db
    .selectFrom('leave_ledger')
    .select(['employee_id', 'leave_type_id', 'entry_key', 'kind', 'entry_date', 'amount', 'reason'])
    .where('employer_id', '=', employerId)
    // One array parameter, however many employees (a list of parameters costs one each to bind).
    .where(sql<boolean>`employee_id = any(${[...employeeIds]}::uuid[])`)
    .orderBy('employee_id')
    .orderBy('entry_date')
    .execute();
  for (const row of rows) {
    let byType = byEmployee.get(row.employee_id);
    if (!byType) {
      byType = new Map();
      byEmployee.set(row.employee_id, byType);
    }
    const entry = ledgerEntryOf(row);
    const entries = byType.get(row.leave_type_id);
    if (entries) entries.push(entry);
    else byType.set(row.leave_type_id, [entry]);
  }
  return byEmployee;
}

/** A stored ledger row as the domain reads it. */
export function ledgerEntryOf(row: {
  entry_key: string;
  kind: string;
  entry_date: string;
  amount: string;
  reason: string | null;
}): LeaveLedgerEntry {
  return {
    key: row.entry_key,
    kind: row.kind as LedgerEntryKind,
    date: parseDate(row.entry_date),
    amount: new Decimal(row.amount),
    reason: row.reason,
  };
}

/** A stored counted day as the domain reads it. */
function countedDayOf(row: { day: string; amount: string }): CountedDay {
  return { date: parseDate(row.day), amount: new Decimal(row.amount) };
}

/** The counted days of a stored request, as booked. */
export async function requestDays(
  db: Kysely<Database>,
  employerId: string,
  requestId: string,
): Promise<CountedDay[]> {
  const rows = await db
    .selectFrom('leave_request_days')
    .select(['day', 'amount'])
    .where('employer_id', '=', employerId)
    .where('request_id', '=', requestId)
    .orderBy('day')
    .execute();
  return rows.map(countedDayOf);
}

/**
 * The leave already asked for and still waiting for a decision, as the entries it will write once
 * approved: a new request may not spend what a pending one has already asked for.
 */
export async function pendingEntries(
  db: Kysely<Database>,
  owner: LedgerOwner,
  leaveYearStartMonth: number,
): Promise<LeaveLedgerEntry[]> {
  // Every pending request's counted days in one query (a request without any charges nothing).
  const rows = await db
    .selectFrom('leave_requests as r')
    .innerJoin('leave_request_days as d', (join) =>
      join.onRef('d.request_id', '=', 'r.id').onRef('d.employer_id', '=', 'r.employer_id'),
    )
    .select(['r.id', 'd.day', 'd.amount'])
    .where('r.employer_id', '=', owner.employerId)
    .where('r.employee_id', '=', owner.employeeId)
    .where('r.leave_type_id', '=', owner.leaveTypeId)
    .where('r.status', '=', 'pending')
    .orderBy('r.id')
    .orderBy('d.day')
    .execute();
  const daysByRequest = new Map<string, CountedDay[]>();
  for (const row of rows) {
    const day = countedDayOf(row);
    const days = daysByRequest.get(row.id);
    if (days) days.push(day);
    else daysByRequest.set(row.id, [day]);
  }
  return [...daysByRequest].flatMap(([id, days]) => takenEntries(id, days, leaveYearStartMonth));
}

export async function writeLedgerEntries(
  trx: Kysely<Database>,
  owner: LedgerOwner,
  entries: readonly LeaveLedgerEntry[],
  origin: { requestId?: string; createdBy?: string },
): Promise<void> {
  await writeOwnedLedgerEntries(
    trx,
    entries.map((entry) => ({ owner, entry })),
    origin,
  );
}

/**
 * Entries of several owners (the accrual run's whole chunk of employees) in one statement: each column
 * goes as one array and unnest lays them side by side, which costs a fraction of a VALUES list of the
 * same rows to send and parse (the accrual of a 1,000-employee demo writes about 200,000).
 */
export async function writeOwnedLedgerEntries(
  trx: Kysely<Database>,
  items: readonly { owner: LedgerOwner; entry: LeaveLedgerEntry }[],
  origin: { requestId?: string; createdBy?: string },
): Promise<void> {
  if (items.length === 0) return;
  const column = <T>(value: (item: { owner: LedgerOwner; entry: LeaveLedgerEntry }) => T) => items.map(value);
  await sql`
    insert into leave_ledger (employer_id, employee_id, leave_type_id, entry_key, kind, entry_date, amount,
      reason, request_id, created_by)
    select e.employer_id, e.employee_id, e.leave_type_id, e.entry_key, e.kind, e.entry_date, e.amount,
      e.reason, ${origin.requestId ?? null}::uuid, ${origin.createdBy ?? null}::uuid
    from unnest(${column(({ owner }) => owner.employerId)}::uuid[],
      ${column(({ owner }) => owner.employeeId)}::uuid[], ${column(({ owner }) => owner.leaveTypeId)}::uuid[],
      ${column(({ entry }) => entry.key)}::varchar[], ${column(({ entry }) => entry.kind)}::varchar[],
      ${column(({ entry }) => entry.date.toString())}::date[],
      ${column(({ entry }) => entry.amount.toFixed(2))}::numeric[],
      ${column(({ entry }) => entry.reason)}::varchar[])
      as e(employer_id, employee_id, leave_type_id, entry_key, kind, entry_date, amount, reason)
    on conflict on constraint leave_ledger_key do nothing`.execute(trx);
}

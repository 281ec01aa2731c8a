import { type PayItemKind, type PayItemValues, payItemSchema } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type {
  CreatePayItemRequest,
  ListPayItemsRequest,
  PayItem,
  ReferenceIdRequest,
  SetActiveRequest,
  UpdatePayItemRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { checkedByDomain } from '../../core/domain-rules.ts';
import { Refusal } from '../../core/refusal.ts';
import { refusingDuplicateCode, sentFields } from '../../core/set-up-writes.ts';
import type { Database } from '../../db/schema.ts';
import { auditPayroll } from '../payroll-audit.ts';
import {
  assignedCounts,
  deleteUnlessUsed,
  employeesAssigned,
  moneyText,
  payrollDigits,
  plainText,
  setRowActive,
} from './setup-rows.ts';

/**
 * The employer's earnings, deductions and bonuses (one page each), in one table by kind. Checked by
 * the form's schema for the payroll currency's digits; the kind is fixed when the item is made, and
 * codes are unique within the employer and kind. Every statement names the caller's employer.
 */

export const NO_SUCH_PAY_ITEM = 'There is no such pay item.';
/** What the audit trail calls a pay item. */
const RECORD = 'pay-item';
const CODE_KEY = 'pay_items_employer_kind_code_key';

export async function listPayItems(
  { db }: ServiceDeps,
  caller: Caller,
  { kind }: ListPayItemsRequest,
): Promise<PayItem[]> {
  return readItems(db, caller.employerId, { kind });
}

export async function createPayItem(
  { db }: ServiceDeps,
  caller: Caller,
  { kind, ...request }: CreatePayItemRequest,
): Promise<PayItem> {
  const { employerId } = caller;
  const values = await checkedByDomain(payItemSchema(await payrollDigits(db, employerId)), request);
  return db.transaction().execute(async (trx) => {
    const { id } = await refusingDuplicateCode(CODE_KEY, noun(kind), values.code, () =>
      trx
        .insertInto('pay_items')
        .values({ employer_id: employerId, kind, ...columnsOf(values) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const after = await readItem(trx, employerId, id);
    await auditPayroll(trx, caller, { operation: 'createPayItem', recordType: RECORD, recordId: id, after });
    return after;
  });
}

/** Changes the fields sent; the others keep their value. The whole result is checked as create checks. */
export async function updatePayItem(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdatePayItemRequest,
): Promise<PayItem> {
  const { employerId } = caller;
  const digits = await payrollDigits(db, employerId);
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('pay_items')
      .select('id')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new Refusal(404, NO_SUCH_PAY_ITEM);
    const before = await readItem(trx, employerId, id);
    const { id: _, kind, employeesAssigned: __, ...current } = before;
    const values = await checkedByDomain(payItemSchema(digits), { ...current, ...sentFields(changes) });
    await refusingDuplicateCode(CODE_KEY, noun(kind), values.code, () =>
      trx
        .updateTable('pay_items')
        .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', employerId)
        .execute(),
    );
    const after = await readItem(trx, employerId, id);
    await auditPayroll(trx, caller, {
      operation: 'updatePayItem',
      recordType: RECORD,
      recordId: id,
      before,
      after,
    });
    return after;
  });
}

export async function setPayItemActive(
  { db }: ServiceDeps,
  caller: Caller,
  { id, active }: SetActiveRequest,
): Promise<PayItem> {
  return setRowActive(db, 'pay_items', { id, active }, NO_SUCH_PAY_ITEM, {
    caller,
    operation: 'setPayItemActive',
    recordType: RECORD,
    read: (trx) => readItem(trx, caller.employerId, id),
  });
}

/** Deletes an item no employee is assigned, whatever the dates (their pay history keeps it). */
export function deletePayItem(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  const { employerId } = caller;
  return deleteUnlessUsed(
    db,
    'pay_items',
    id,
    {
      noSuch: NO_SUCH_PAY_ITEM,
      uses: async (trx) => {
        const count = (await assignedCounts(trx, employerId, 'pay_item_id', [id])).get(id) ?? 0;
        return count > 0 ? [employeesAssigned(count)] : [];
      },
      deleted: (row, name) => `${row.kind} ${name} was deleted.`,
    },
    {
      caller,
      operation: 'deletePayItem',
      recordType: RECORD,
      read: (trx) => readItem(trx, employerId, id),
    },
  );
}

/** "earning", "deduction", "bonus": as the 409 of a code names the kind. */
function noun(kind: PayItemKind): string {
  return kind.toLowerCase();
}

function columnsOf(values: PayItemValues) {
  return {
    code: values.code,
    description: values.description,
    is_active: values.isActive,
    amount: values.amount,
    quantity: values.quantity,
    unit: values.unit,
    tax: values.tax,
    other_statutory: values.otherStatutory,
  };
}

async function readItem(db: Kysely<Database>, employerId: string, id: string): Promise<PayItem> {
  const [item] = await readItems(db, employerId, { id });
  if (!item) throw new Refusal(404, NO_SUCH_PAY_ITEM);
  return item;
}

async function readItems(
  db: Kysely<Database>,
  employerId: string,
  which: { kind?: PayItemKind; id?: string },
): Promise<PayItem[]> {
  const digits = await payrollDigits(db, employerId);
  let query = db
    .selectFrom('pay_items')
    .selectAll()
    // numeric is read as text, so no amount ever passes through a JavaScript number.
    .select([sql<string>`amount::text`.as('amount'), sql<string>`quantity::text`.as('quantity')])
    .where('employer_id', '=', employerId);
  if (which.kind) query = query.where('kind', '=', which.kind);
  if (which.id) query = query.where('id', '=', which.id);
  const rows = await query.orderBy(sql`lower(code) collate "C"`).orderBy('id').execute();
  const assigned = await assignedCounts(
    db,
    employerId,
    'pay_item_id',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    code: row.code,
    description: row.description,
    isActive: row.is_active,
    amount: moneyText(row.amount, digits),
    quantity: plainText(row.quantity),
    unit: row.unit,
    tax: row.tax,
    otherStatutory: row.other_statutory,
    employeesAssigned: assigned.get(row.id) ?? 0,
  }));
}

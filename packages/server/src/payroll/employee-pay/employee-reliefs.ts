import { employeeReliefSchema } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { checkedByDomain } from '../../core/domain-rules.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { auditPayroll } from '../payroll-audit.ts';
import { OWN_PAY_ITEMS, refuseOwnRecord } from '../separation-of-duties.ts';
import { blankOf, employerEmployee, moneyText, payrollAdministrator } from './employee-pay-access.ts';
import type { EmployeeRelief, EmployeeReliefRequestFields } from './employee-pay-types.ts';

/**
 * Reliefs recorded on an employee (issue 13): an amount per pay period or per year that lowers
 * taxable income without being taken from pay (a rent relief), effective-dated. Administrators only.
 */

export const NO_SUCH_RELIEF = 'There is no such relief on the employee.';
/** What the audit trail calls a relief recorded on an employee. */
const RECORD = 'employee-relief';

function reliefQuery(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('employee_reliefs')
    .select([
      'id',
      'employee_id',
      'description',
      sql<string>`amount::text`.as('amount'),
      'per',
      'effective_date',
      'end_date',
    ])
    .where('employer_id', '=', employerId);
}

type ReliefRow = Awaited<ReturnType<ReturnType<typeof reliefQuery>['executeTakeFirstOrThrow']>>;

function reliefView(row: ReliefRow, digits: number): EmployeeRelief {
  return {
    id: row.id,
    description: row.description,
    amount: moneyText(row.amount, digits),
    per: row.per,
    effectiveDate: row.effective_date,
    endDate: row.end_date,
  };
}

/** The employee's reliefs by effective date, then description. */
export async function employeeReliefs(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  digits: number,
): Promise<EmployeeRelief[]> {
  const rows = await reliefQuery(db, employerId)
    .where('employee_id', '=', employeeId)
    .orderBy('effective_date')
    .orderBy('description')
    .execute();
  return rows.map((row) => reliefView(row, digits));
}

async function reliefById(db: Kysely<Database>, employerId: string, id: string) {
  const row = await reliefQuery(db, employerId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_RELIEF);
  return row;
}

async function reliefColumns(request: EmployeeReliefRequestFields, digits: number) {
  const values = await checkedByDomain(employeeReliefSchema(digits), {
    description: request.description,
    amount: request.amount,
    per: request.per,
    effectiveDate: request.effectiveDate,
    endDate: blankOf(request.endDate),
  });
  return {
    description: values.description,
    amount: values.amount,
    per: values.per,
    effective_date: values.effectiveDate,
    end_date: values.endDate,
  };
}

export async function addEmployeeRelief(
  db: Kysely<Database>,
  caller: Caller,
  request: EmployeeReliefRequestFields & { employeeId: string },
): Promise<EmployeeRelief> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  const columns = await reliefColumns(request, digits);
  const employee = await employerEmployee(db, employerId, request.employeeId);
  refuseOwnRecord(caller, employee.id, OWN_PAY_ITEMS);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('employee_reliefs')
      .values({ employer_id: employerId, employee_id: employee.id, ...columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = reliefView(await reliefById(trx, employerId, id), digits);
    await auditPayroll(trx, caller, {
      operation: 'addEmployeeRelief',
      recordType: RECORD,
      recordId: id,
      after: { employeeId: employee.id, ...after },
    });
    return after;
  });
}

export async function updateEmployeeRelief(
  db: Kysely<Database>,
  caller: Caller,
  request: EmployeeReliefRequestFields & { id: string },
): Promise<EmployeeRelief> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  const columns = await reliefColumns(request, digits);
  return db.transaction().execute(async (trx) => {
    const stored = await reliefById(trx, employerId, request.id);
    const employeeId = stored.employee_id;
    refuseOwnRecord(caller, employeeId, OWN_PAY_ITEMS);
    await trx
      .updateTable('employee_reliefs')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', request.id)
      .where('employer_id', '=', employerId)
      .execute();
    const after = reliefView(await reliefById(trx, employerId, request.id), digits);
    await auditPayroll(trx, caller, {
      operation: 'updateEmployeeRelief',
      recordType: RECORD,
      recordId: request.id,
      before: { employeeId, ...reliefView(stored, digits) },
      after: { employeeId, ...after },
    });
    return after;
  });
}

/** Removes the relief; answers "Rent relief was removed from Ama Mensah." */
export async function removeEmployeeRelief(
  db: Kysely<Database>,
  caller: Caller,
  id: string,
): Promise<string> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  return db.transaction().execute(async (trx) => {
    const row = await reliefById(trx, employerId, id);
    refuseOwnRecord(caller, row.employee_id, OWN_PAY_ITEMS);
    const employee = await employerEmployee(trx, employerId, row.employee_id);
    await trx
      .deleteFrom('employee_reliefs')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .execute();
    await auditPayroll(trx, caller, {
      operation: 'removeEmployeeRelief',
      recordType: RECORD,
      recordId: id,
      before: { employeeId: employee.id, ...reliefView(row, digits) },
      after: null,
    });
    return `${row.description} was removed from ${employee.name}.`;
  });
}

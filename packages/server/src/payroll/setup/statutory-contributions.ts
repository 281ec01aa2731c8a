import {
  CHOOSE_A_TABLE,
  type ContributionSideValues,
  type StatutoryContributionFormInput,
  type StatutoryContributionValues,
  statutoryContributionSchema,
} from '@hr/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AuditCaller } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type {
  ContributionSide,
  CreateStatutoryContributionRequest,
  ReferenceIdRequest,
  SetActiveRequest,
  StatutoryContribution,
  UpdateStatutoryContributionRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { checkedByDomain } from '../../core/domain-rules.ts';
import { Refusal } from '../../core/refusal.ts';
import { refusingDuplicateCode, sentFields } from '../../core/set-up-writes.ts';
import type { Database, StatutoryContributionsTable } from '../../db/schema.ts';
import { auditPayroll } from '../payroll-audit.ts';
import {
  assignedCounts,
  blankAsEmpty,
  deleteUnlessUsed,
  employeesAssigned,
  moneyText,
  optionalMoneyText,
  payrollDigits,
  plainText,
  setRowActive,
} from './setup-rows.ts';
import { NO_SUCH_STATUTORY_TAX, originColumns, type TemplateOrigin } from './statutory-taxes.ts';

/**
 * The employer's statutory contributions (the Statutory Contribution page), each with an Employer and
 * an Employee side. Checked by the form's schema for the payroll currency's digits; a Statutory Table
 * side must name one of the employer's tables of type Other. Every statement names the caller's
 * employer, and the composite foreign keys of migration 0016 make another employer's table impossible
 * even so.
 */

export const NO_SUCH_STATUTORY_CONTRIBUTION = 'There is no such statutory contribution.';
const NOUN = 'statutory contribution';
const CODE_KEY = 'statutory_contributions_employer_code_key';
/** What the audit trail calls a statutory contribution. */
const RECORD = 'statutory-contribution';
const SIDES = ['employer', 'employee'] as const;
type Side = (typeof SIDES)[number];
type ContributionRow = Selectable<StatutoryContributionsTable>;

export async function listStatutoryContributions(
  { db }: ServiceDeps,
  caller: Caller,
): Promise<StatutoryContribution[]> {
  return readContributions(db, caller.employerId);
}

export async function createStatutoryContribution(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateStatutoryContributionRequest,
): Promise<StatutoryContribution> {
  const { employerId } = caller;
  const values = await checkedByDomain(
    statutoryContributionSchema(await payrollDigits(db, employerId)),
    formInput(request),
  );
  return db
    .transaction()
    .execute((trx) => insertStatutoryContribution(trx, caller, values, 'createStatutoryContribution'));
}

/**
 * Inserts a checked contribution (its tables checked to be the employer's, of type Other) with its
 * audit row inside `trx`: create's work, and a country template's for each of its contributions.
 */
export async function insertStatutoryContribution(
  trx: Kysely<Database>,
  caller: AuditCaller,
  values: StatutoryContributionValues,
  operation: string,
  origin: TemplateOrigin | null = null,
): Promise<StatutoryContribution> {
  const { employerId } = caller;
  await requireTablesOfTypeOther(trx, employerId, values);
  const { id } = await refusingDuplicateCode(CODE_KEY, NOUN, values.code, () =>
    trx
      .insertInto('statutory_contributions')
      .values({
        employer_id: employerId,
        ...columnsOf(values),
        ...originColumns(origin),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const after = await readContribution(trx, employerId, id);
  await auditPayroll(trx, caller, { operation, recordType: RECORD, recordId: id, after });
  return after;
}

/** Changes the fields sent (a side sent replaces that side); the whole result is checked as create checks. */
export async function updateStatutoryContribution(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateStatutoryContributionRequest,
): Promise<StatutoryContribution> {
  const { employerId } = caller;
  const digits = await payrollDigits(db, employerId);
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('statutory_contributions')
      .select('id')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new Refusal(404, NO_SUCH_STATUTORY_CONTRIBUTION);
    const before = await readContribution(trx, employerId, id);
    const { id: _, employeesAssigned: __, source: ___, effectiveFrom: ____, ...current } = before;
    const values = await checkedByDomain(
      statutoryContributionSchema(digits),
      formInput({ ...current, ...sentFields(changes) }),
    );
    await requireTablesOfTypeOther(trx, employerId, values);
    await refusingDuplicateCode(CODE_KEY, NOUN, values.code, () =>
      trx
        .updateTable('statutory_contributions')
        .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', employerId)
        .execute(),
    );
    const after = await readContribution(trx, employerId, id);
    await auditPayroll(trx, caller, {
      operation: 'updateStatutoryContribution',
      recordType: RECORD,
      recordId: id,
      before,
      after,
    });
    return after;
  });
}

export async function setStatutoryContributionActive(
  { db }: ServiceDeps,
  caller: Caller,
  { id, active }: SetActiveRequest,
): Promise<StatutoryContribution> {
  return setRowActive(db, 'statutory_contributions', { id, active }, NO_SUCH_STATUTORY_CONTRIBUTION, {
    caller,
    operation: 'setStatutoryContributionActive',
    recordType: RECORD,
    read: (trx) => readContribution(trx, caller.employerId, id),
  });
}

/** Deletes a contribution no employee is assigned, whatever the dates (their pay history keeps it). */
export function deleteStatutoryContribution(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  const { employerId } = caller;
  return deleteUnlessUsed(
    db,
    'statutory_contributions',
    id,
    {
      noSuch: NO_SUCH_STATUTORY_CONTRIBUTION,
      uses: async (trx) => {
        const count = (await assignedCounts(trx, employerId, 'statutory_contribution_id', [id])).get(id) ?? 0;
        return count > 0 ? [employeesAssigned(count)] : [];
      },
      deleted: (_, name) => `Statutory contribution ${name} was deleted.`,
    },
    {
      caller,
      operation: 'deleteStatutoryContribution',
      recordType: RECORD,
      read: (trx) => readContribution(trx, employerId, id),
    },
  );
}

/** The wire's request as the form holds it: blank amounts as ''. */
function formInput(
  request: Omit<
    StatutoryContribution,
    'id' | 'employeesAssigned' | 'isActive' | 'employeeBeforeTax' | 'source' | 'effectiveFrom'
  > & {
    isActive?: boolean | undefined;
    employeeBeforeTax?: boolean | undefined;
  },
): StatutoryContributionFormInput {
  const side = (sent: ContributionSide) => ({
    type: sent.type,
    amount: blankAsEmpty(sent.amount),
    cappedAmount: blankAsEmpty(sent.cappedAmount),
    tableId: sent.tableId,
  });
  return {
    code: request.code,
    description: request.description,
    isActive: request.isActive ?? true,
    employer: side(request.employer),
    employee: side(request.employee),
    employeeBeforeTax: request.employeeBeforeTax ?? true,
  };
}

/** Each Statutory Table side names one of the employer's tables, of type Other (400 on its tableId). */
async function requireTablesOfTypeOther(
  trx: Kysely<Database>,
  employerId: string,
  values: StatutoryContributionValues,
): Promise<void> {
  for (const side of SIDES) {
    const { tableId } = values[side];
    if (tableId === null) continue;
    const table = await trx
      .selectFrom('tax_tables')
      .select('type')
      .where('id', '=', tableId)
      .where('employer_id', '=', employerId)
      .forShare()
      .executeTakeFirst();
    if (!table) throw new Refusal(400, NO_SUCH_STATUTORY_TAX, { field: `${side}.tableId` });
    if (table.type !== 'Other') throw new Refusal(400, CHOOSE_A_TABLE, { field: `${side}.tableId` });
  }
}

function columnsOf(values: StatutoryContributionValues) {
  const side = (name: Side, value: ContributionSideValues) => ({
    [`${name}_type`]: value.type,
    [`${name}_amount`]: value.amount,
    [`${name}_capped_amount`]: value.cappedAmount,
    [`${name}_tax_table_id`]: value.tableId,
  });
  return {
    code: values.code,
    description: values.description,
    is_active: values.isActive,
    ...side('employer', values.employer),
    ...side('employee', values.employee),
    employee_before_tax: values.employeeBeforeTax,
  } as Omit<ContributionRow, 'id' | 'employer_id' | 'created_at' | 'updated_at'>;
}

async function readContribution(
  db: Kysely<Database>,
  employerId: string,
  id: string,
): Promise<StatutoryContribution> {
  const [contribution] = await readContributions(db, employerId, id);
  if (!contribution) throw new Refusal(404, NO_SUCH_STATUTORY_CONTRIBUTION);
  return contribution;
}

async function readContributions(
  db: Kysely<Database>,
  employerId: string,
  id?: string,
): Promise<StatutoryContribution[]> {
  const digits = await payrollDigits(db, employerId);
  let query = db
    .selectFrom('statutory_contributions')
    .selectAll()
    .select(sql<string | null>`effective_from::text`.as('effective_from'))
    // numeric is read as text, so no amount ever passes through a JavaScript number.
    .select([
      sql<string | null>`employer_amount::text`.as('employer_amount'),
      sql<string | null>`employer_capped_amount::text`.as('employer_capped_amount'),
      sql<string | null>`employee_amount::text`.as('employee_amount'),
      sql<string | null>`employee_capped_amount::text`.as('employee_capped_amount'),
    ])
    .where('employer_id', '=', employerId);
  if (id) query = query.where('id', '=', id);
  const rows = await query.orderBy(sql`lower(code) collate "C"`).orderBy('id').execute();
  const assigned = await assignedCounts(
    db,
    employerId,
    'statutory_contribution_id',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    isActive: row.is_active,
    employer: sideOf(row, 'employer', digits),
    employee: sideOf(row, 'employee', digits),
    employeeBeforeTax: row.employee_before_tax,
    employeesAssigned: assigned.get(row.id) ?? 0,
    source: row.source,
    effectiveFrom: row.effective_from,
  }));
}

function sideOf(row: ContributionRow, side: Side, digits: number): ContributionSide {
  const type = row[`${side}_type`];
  const amount = row[`${side}_amount`];
  return {
    type,
    // A fixed amount is money (the currency's digits); a Gross Income amount is a %, written plainly.
    amount: amount === null ? null : type === 'Fixed Amount' ? moneyText(amount, digits) : plainText(amount),
    cappedAmount: optionalMoneyText(row[`${side}_capped_amount`], digits),
    tableId: row[`${side}_tax_table_id`],
  };
}

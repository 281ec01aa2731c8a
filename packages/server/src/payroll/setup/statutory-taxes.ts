import {
  PAYROLL_LIMITS,
  PERCENT_MESSAGE,
  type StatutoryTaxInput,
  type StatutoryTaxValues,
  statutoryTaxSchema,
  withCumulativeTax,
} from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { AuditCaller } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type {
  CreateStatutoryTaxRequest,
  ReferenceIdRequest,
  SetActiveRequest,
  StatutoryTax,
  UpdateStatutoryTaxRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { checkedByDomain } from '../../core/domain-rules.ts';
import { Refusal } from '../../core/refusal.ts';
import { refusingDuplicateCode, sentFields } from '../../core/set-up-writes.ts';
import type { Database } from '../../db/schema.ts';
import { auditPayroll } from '../payroll-audit.ts';
import {
  blankAsEmpty,
  deleteUnlessUsed,
  moneyText,
  optionalMoneyText,
  payrollDigits,
  plainText,
  setRowActive,
} from './setup-rows.ts';

/**
 * The employer's statutory tax tables (the Statutory Taxes page) and their brackets. A table is
 * checked by the form's schema (packages/domain) for the payroll currency's digits, and what is stored
 * is its output; the brackets are replaced as a whole when it is saved. The Cumulative Tax column is
 * derived by the pay engine on every read, never stored. Every statement names the caller's employer.
 */

export const NO_SUCH_STATUTORY_TAX = 'There is no such statutory tax.';
const NOUN = 'statutory tax';
const CODE_KEY = 'tax_tables_employer_code_key';
/** What the audit trail calls a statutory tax table. */
const RECORD = 'statutory-tax';

export async function listStatutoryTaxes({ db }: ServiceDeps, caller: Caller): Promise<StatutoryTax[]> {
  return readTables(db, caller.employerId);
}

export async function createStatutoryTax(
  { db }: ServiceDeps,
  caller: Caller,
  request: CreateStatutoryTaxRequest,
): Promise<StatutoryTax> {
  const { employerId } = caller;
  const values = await checkedTable(await payrollDigits(db, employerId), {
    ...request,
    reliefPerMonth: blankAsEmpty(request.reliefPerMonth),
  });
  return db.transaction().execute((trx) => insertStatutoryTax(trx, caller, values, 'createStatutoryTax'));
}

/** Where a row made from a country template comes from and the date it is in force from. */
export interface TemplateOrigin {
  source: string;
  effectiveFrom: string;
}

/** A row's origin columns: a template's source and date, or none for a row the employer made itself. */
export function originColumns(origin: TemplateOrigin | null): {
  source: string | null;
  effective_from: string | null;
} {
  return { source: origin?.source ?? null, effective_from: origin?.effectiveFrom ?? null };
}

/**
 * Inserts a checked table with its brackets and its audit row inside `trx`: create's work, and a
 * country template's for each of its tables (with the template's origin).
 */
export async function insertStatutoryTax(
  trx: Kysely<Database>,
  caller: AuditCaller,
  values: StatutoryTaxValues,
  operation: string,
  origin: TemplateOrigin | null = null,
): Promise<StatutoryTax> {
  const { employerId } = caller;
  const { id } = await refusingDuplicateCode(CODE_KEY, NOUN, values.code, () =>
    trx
      .insertInto('tax_tables')
      .values({
        employer_id: employerId,
        ...columnsOf(values),
        ...originColumns(origin),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await writeBrackets(trx, employerId, id, values);
  const after = await readTable(trx, employerId, id);
  await auditPayroll(trx, caller, { operation, recordType: RECORD, recordId: id, after });
  return after;
}

/** Changes the fields sent; brackets sent replace the table's. The whole result is checked as create checks. */
export async function updateStatutoryTax(
  { db }: ServiceDeps,
  caller: Caller,
  { id, ...changes }: UpdateStatutoryTaxRequest,
): Promise<StatutoryTax> {
  const { employerId } = caller;
  const digits = await payrollDigits(db, employerId);
  return db.transaction().execute(async (trx) => {
    const stored = await lockTable(trx, employerId, id);
    const current: StatutoryTaxInput = {
      code: stored.code,
      description: stored.description,
      isActive: stored.isActive,
      type: stored.type,
      basis: stored.basis,
      reliefPerMonth: blankAsEmpty(stored.reliefPerMonth),
      brackets: stored.brackets.map(({ incomeMoreThan, percentage }) => ({ incomeMoreThan, percentage })),
    };
    const sent = sentFields(changes);
    const values = await checkedTable(digits, {
      ...current,
      ...sent,
      reliefPerMonth: 'reliefPerMonth' in sent ? blankAsEmpty(sent.reliefPerMonth) : current.reliefPerMonth,
    });
    if (values.type !== 'Other' && stored.contributionsUsing > 0) {
      const uses = stored.contributionsUsing;
      throw new Refusal(
        409,
        `${stored.code} is used by ${uses === 1 ? '1 statutory contribution' : `${uses} statutory contributions`}, which take a table of type Other.`,
        { field: 'type' },
      );
    }
    await refusingDuplicateCode(CODE_KEY, NOUN, values.code, () =>
      trx
        .updateTable('tax_tables')
        .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('employer_id', '=', employerId)
        .execute(),
    );
    if (sent.brackets) {
      await trx.deleteFrom('tax_table_brackets').where('tax_table_id', '=', id).execute();
      await writeBrackets(trx, employerId, id, values);
    }
    const after = await readTable(trx, employerId, id);
    await auditPayroll(trx, caller, {
      operation: 'updateStatutoryTax',
      recordType: RECORD,
      recordId: id,
      before: stored,
      after,
    });
    return after;
  });
}

export async function setStatutoryTaxActive(
  { db }: ServiceDeps,
  caller: Caller,
  { id, active }: SetActiveRequest,
): Promise<StatutoryTax> {
  return setRowActive(db, 'tax_tables', { id, active }, NO_SUCH_STATUTORY_TAX, {
    caller,
    operation: 'setStatutoryTaxActive',
    recordType: RECORD,
    read: (trx) => readTable(trx, caller.employerId, id),
  });
}

/** Deletes a table no statutory contribution uses; its brackets go with it. */
export function deleteStatutoryTax(
  { db }: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  const { employerId } = caller;
  return deleteUnlessUsed(
    db,
    'tax_tables',
    id,
    {
      noSuch: NO_SUCH_STATUTORY_TAX,
      uses: async (trx) => {
        const [table] = await readTables(trx, employerId, id);
        return table && table.contributionsUsing > 0 ? [contributionsUsing(table.contributionsUsing)] : [];
      },
      deleted: (_, name) => `Statutory tax ${name} was deleted.`,
    },
    {
      caller,
      operation: 'deleteStatutoryTax',
      recordType: RECORD,
      read: (trx) => readTable(trx, employerId, id),
    },
  );
}

function contributionsUsing(count: number): string {
  return count === 1 ? '1 statutory contribution uses it' : `${count} statutory contributions use it`;
}

/** The schema's output, with a bracket's % refused beyond the decimals the column keeps. */
export async function checkedTable(digits: number, input: StatutoryTaxInput): Promise<StatutoryTaxValues> {
  const values = await checkedByDomain(statutoryTaxSchema(digits), input);
  values.brackets.forEach(({ percentage }, index) => {
    if (new Decimal(percentage).decimalPlaces() > PAYROLL_LIMITS.percentDecimals) {
      throw new Refusal(400, PERCENT_MESSAGE, { field: `brackets.${index}.percentage` });
    }
  });
  return values;
}

async function lockTable(trx: Kysely<Database>, employerId: string, id: string): Promise<StatutoryTax> {
  const locked = await trx
    .selectFrom('tax_tables')
    .select('id')
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw new Refusal(404, NO_SUCH_STATUTORY_TAX);
  return readTable(trx, employerId, id);
}

async function writeBrackets(
  trx: Kysely<Database>,
  employerId: string,
  id: string,
  values: StatutoryTaxValues,
) {
  await trx
    .insertInto('tax_table_brackets')
    .values(
      values.brackets.map((bracket, position) => ({
        tax_table_id: id,
        employer_id: employerId,
        position,
        income_more_than: bracket.incomeMoreThan,
        percentage: bracket.percentage,
      })),
    )
    .execute();
}

function columnsOf(values: StatutoryTaxValues) {
  return {
    code: values.code,
    description: values.description,
    is_active: values.isActive,
    type: values.type,
    basis: values.basis,
    relief_per_month: values.reliefPerMonth,
  };
}

async function readTable(db: Kysely<Database>, employerId: string, id: string): Promise<StatutoryTax> {
  const [table] = await readTables(db, employerId, id);
  if (!table) throw new Refusal(404, NO_SUCH_STATUTORY_TAX);
  return table;
}

/** The employer's tables (or the one `id`) by code, with their brackets and the contributions using each. */
async function readTables(db: Kysely<Database>, employerId: string, id?: string): Promise<StatutoryTax[]> {
  const digits = await payrollDigits(db, employerId);
  let tables = db
    .selectFrom('tax_tables as t')
    .select(['t.id', 't.code', 't.description', 't.is_active', 't.type', 't.basis', 't.source'])
    .select(sql<string | null>`t.effective_from::text`.as('effective_from'))
    // numeric is read as text, so no amount ever passes through a JavaScript number.
    .select(sql<string | null>`t.relief_per_month::text`.as('relief_per_month'))
    .select(
      sql<number>`(select count(*)::int from statutory_contributions c
        where c.employer_id = t.employer_id
          and (c.employer_tax_table_id = t.id or c.employee_tax_table_id = t.id))`.as('contributions_using'),
    )
    .where('t.employer_id', '=', employerId);
  if (id) tables = tables.where('t.id', '=', id);
  const rows = await tables.orderBy(sql`lower(t.code) collate "C"`).orderBy('t.id').execute();
  let brackets = db
    .selectFrom('tax_table_brackets')
    .select(['tax_table_id', 'position'])
    .select(sql<string>`income_more_than::text`.as('income_more_than'))
    .select(sql<string>`percentage::text`.as('percentage'))
    .where('employer_id', '=', employerId);
  if (id) brackets = brackets.where('tax_table_id', '=', id);
  const bracketRows = await brackets.orderBy('tax_table_id').orderBy('position').execute();
  return rows.map((row) => {
    const own = bracketRows
      .filter((bracket) => bracket.tax_table_id === row.id)
      .map((bracket) => ({ incomeMoreThan: bracket.income_more_than, percentage: bracket.percentage }));
    return {
      id: row.id,
      code: row.code,
      description: row.description,
      isActive: row.is_active,
      type: row.type,
      basis: row.basis,
      reliefPerMonth: optionalMoneyText(row.relief_per_month, digits),
      brackets: withCumulativeTax(own, digits).map((bracket) => ({
        incomeMoreThan: moneyText(bracket.incomeMoreThan.toString(), digits),
        percentage: plainText(bracket.percentage.toString()),
        cumulativeTax: bracket.cumulativeTax.toFixed(digits),
      })),
      contributionsUsing: row.contributions_using,
      source: row.source,
      effectiveFrom: row.effective_from,
    };
  });
}

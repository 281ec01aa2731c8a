import {
  checkPayrollTemplate,
  currencyMinorDigits,
  PAYROLL_TEMPLATES,
  type PayrollTemplate,
  type PayrollTemplateContributionSide,
  payrollTemplate,
  statutoryContributionSchema,
  templateContributionInput,
  templateSourceText,
  withCumulativeTax,
} from '@hr/domain';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { AuditCaller } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type {
  AppliedPayrollTemplate,
  ApplyPayrollTemplateRequest,
  PayrollTemplateWire,
  StatutoryContribution,
  StatutoryTax,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { checkedByDomain } from '../../core/domain-rules.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { readPayrollSettings } from './payroll-settings-store.ts';
import { insertStatutoryContribution } from './statutory-contributions.ts';
import { checkedTable, insertStatutoryTax } from './statutory-taxes.ts';

/**
 * "Start from a template" (issue 34): the country templates of packages/domain as the wire lists
 * them, and applying one to an employer: its tables and contributions become the employer's own
 * rows, made by the same inserts (and audit rows) as the Statutory Taxes and Statutory Contribution
 * pages', each carrying the template's source and effective date. All of it or nothing.
 */

const OPERATION = 'applyPayrollTemplate';

/** The templates as the chooser shows them: amounts at the template currency's digits, with Cumulative Tax. */
export function listPayrollTemplates(): PayrollTemplateWire[] {
  return [...PAYROLL_TEMPLATES].sort((a, b) => a.name.localeCompare(b.name)).map(wireOf);
}

export function applyPayrollTemplateRequest(
  { db }: ServiceDeps,
  caller: Caller,
  { country }: ApplyPayrollTemplateRequest,
): Promise<AppliedPayrollTemplate> {
  return db.transaction().execute((trx) => applyPayrollTemplate(trx, caller, country));
}

/**
 * Creates the template's tables, then its contributions (a Statutory Table side pointed at the table
 * just made from the code it names), inside `trx`, the caller's employer and audit identity on every
 * row. Refused with a 409 on `country` when the payroll currency is not the template's or a code is
 * already the employer's. The demo seed calls it with its own transaction and, as `caller`, the
 * administrator it acts as ({ employerId, userId, address: null }): every audit row names them.
 */
export async function applyPayrollTemplate(
  trx: Kysely<Database>,
  caller: AuditCaller,
  country: string,
): Promise<AppliedPayrollTemplate> {
  const template = payrollTemplate(country);
  if (!template) throw new Refusal(400, `There is no payroll template for ${country}.`, { field: 'country' });
  const { employerId } = caller;
  const { currency } = await readPayrollSettings(trx, employerId);
  if (currency !== template.currency) {
    throw new Refusal(
      409,
      `The ${template.name} template is in ${template.currency} and your payroll currency is ${currency}: change the currency in Payroll Settings first.`,
      { field: 'country' },
    );
  }
  await refuseCodesInUse(trx, employerId, template);
  const digits = currencyMinorDigits(currency);
  const taxes: StatutoryTax[] = [];
  for (const tax of template.taxes) {
    const values = await checkedTable(digits, tax.values);
    const origin = { source: templateSourceText(tax.source), effectiveFrom: tax.effectiveFrom };
    taxes.push(await insertStatutoryTax(trx, caller, values, OPERATION, origin));
  }
  const idOf = (code: string) => taxes.find((table) => table.code === code)?.id ?? null;
  const contributions: StatutoryContribution[] = [];
  for (const contribution of template.contributions) {
    const values = await checkedByDomain(
      statutoryContributionSchema(digits),
      templateContributionInput(contribution, idOf),
    );
    const origin = {
      source: templateSourceText(contribution.source),
      effectiveFrom: contribution.effectiveFrom,
    };
    contributions.push(await insertStatutoryContribution(trx, caller, values, OPERATION, origin));
  }
  // A table's count of contributions using it changed as they were made: answer it as listed now.
  return {
    taxes: taxes.map((table) => ({
      ...table,
      contributionsUsing: contributions.filter(
        (c) => c.employer.tableId === table.id || c.employee.tableId === table.id,
      ).length,
    })),
    contributions,
  };
}

/** 409 naming the first of the template's codes the employer already uses, whatever its case. */
async function refuseCodesInUse(trx: Kysely<Database>, employerId: string, template: PayrollTemplate) {
  const checks = [
    { table: 'tax_tables', noun: 'statutory tax', codes: template.taxes.map((t) => t.values.code) },
    {
      table: 'statutory_contributions',
      noun: 'statutory contribution',
      codes: template.contributions.map((c) => c.values.code),
    },
  ] as const;
  for (const { table, noun, codes } of checks) {
    const used = await trx
      .selectFrom(table)
      .select('code')
      .where('employer_id', '=', employerId)
      .where(
        (eb) => eb.fn('lower', ['code']),
        'in',
        codes.map((code) => code.toLowerCase()),
      )
      .orderBy('code')
      .executeTakeFirst();
    if (used) {
      throw new Refusal(
        409,
        `Code ${used.code} is already used by a ${noun} of yours: rename or delete it, then start from the ${template.name} template.`,
        { field: 'country' },
      );
    }
  }
}

function wireOf(template: PayrollTemplate): PayrollTemplateWire {
  const digits = currencyMinorDigits(template.currency);
  const side = ({ type, amount, cappedAmount, tableCode }: PayrollTemplateContributionSide) => ({
    type,
    amount: amount === '' ? null : amount,
    cappedAmount: cappedAmount === '' ? null : fixed(cappedAmount, digits),
    tableCode,
  });
  if (checkPayrollTemplate(template, digits).length > 0)
    throw new Error(`${template.country} is not a valid template`);
  return {
    country: template.country,
    name: template.name,
    currency: template.currency,
    effectiveFrom: template.effectiveFrom,
    notes: [...template.notes],
    taxes: template.taxes.map(({ values, source, effectiveFrom }) => ({
      code: values.code,
      description: values.description,
      type: values.type,
      basis: values.basis,
      reliefPerMonth: values.reliefPerMonth === '' ? null : fixed(values.reliefPerMonth, digits),
      brackets: withCumulativeTax(values.brackets, digits).map((bracket) => ({
        incomeMoreThan: bracket.incomeMoreThan.toFixed(digits),
        percentage: bracket.percentage.toString(),
        cumulativeTax: bracket.cumulativeTax.toFixed(digits),
      })),
      effectiveFrom,
      source: templateSourceText(source),
    })),
    contributions: template.contributions.map(({ values, source, effectiveFrom }) => ({
      code: values.code,
      description: values.description,
      employer: side(values.employer),
      employee: side(values.employee),
      employeeBeforeTax: values.employeeBeforeTax,
      effectiveFrom,
      source: templateSourceText(source),
    })),
  };
}

/** A template's decimal text written with exactly the currency's digits ("2400" → "2400.00"). */
function fixed(text: string, digits: number): string {
  return new Decimal(text).toFixed(digits);
}

import { GHANA_PAYE_2024, GHANA_SSNIT } from '@hr/domain/payroll/worked-cases';
import type { DemoApi } from './demo-api.ts';

export interface DemoPayrollTables {
  /** The statutory contributions every demo employee is assigned. */
  contributionIds: string[];
}

/**
 * The demo employer's statutory tables and contributions: for now Ghana's PAYE (2024 monthly bands) and
 * SSNIT from the domain's worked cases, created through the operations Statutory Table and Statutory
 * Contribution use. The one place the demo's tables come from, to be switched to a country template.
 */
export async function seedDemoPayrollTables(api: DemoApi): Promise<DemoPayrollTables> {
  await api.call('/payroll/create-statutory-tax', {
    code: GHANA_PAYE_2024.code,
    description: 'Ghana PAYE, monthly bands from January 2024',
    isActive: true,
    type: GHANA_PAYE_2024.type,
    basis: GHANA_PAYE_2024.basis,
    reliefPerMonth: GHANA_PAYE_2024.reliefPerMonth.toFixed(2),
    brackets: GHANA_PAYE_2024.brackets.map((bracket) => ({
      incomeMoreThan: bracket.incomeMoreThan.toString(),
      percentage: bracket.percentage.toString(),
    })),
  });
  const side = (input: typeof GHANA_SSNIT.employee) => ({
    type: input.type,
    amount: input.amount ?? null,
    cappedAmount: input.cappedAmount ?? null,
    tableId: null,
  });
  const ssnit = await api.call('/payroll/create-statutory-contribution', {
    code: GHANA_SSNIT.code,
    description: 'SSNIT pension (Act 766)',
    isActive: true,
    employer: side(GHANA_SSNIT.employer),
    employee: side(GHANA_SSNIT.employee),
    employeeBeforeTax: GHANA_SSNIT.employeeBeforeTax,
  });
  return { contributionIds: [ssnit.id] };
}

import type { AppliedPayrollTemplate } from '../contract-types.ts';
import type { DemoApi } from './demo-api.ts';

export interface DemoPayrollTables {
  /** The statutory contributions every demo employee is assigned. */
  contributionIds: string[];
}

/**
 * The demo employer's statutory tables and contributions: the Ghana template (PAYE's 2024 monthly
 * bands, SSNIT's two tiers with the current cap), applied through the operation "Start from a
 * template" calls, so the demo shows the rows a new employer gets and their sources.
 */
export async function seedDemoPayrollTables(api: DemoApi): Promise<DemoPayrollTables> {
  const applied = await api.call<AppliedPayrollTemplate>('/payroll/apply-payroll-template', {
    country: 'GH',
  });
  return { contributionIds: applied.contributions.map((contribution) => contribution.id) };
}

import { getPayrollSettings, listPayItems, listStatutoryContributions, type PayItemKind } from '@hr/api';
import type { EmployeePayChoices } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { payChoicesOf } from './payChoices.ts';

/** What assigning pay items needs: the payroll currency and the employer's active items of each group. */
export interface PaySetup {
  currency: string;
  choices: EmployeePayChoices;
}

/** Loads the payroll currency and the active earnings, deductions, bonuses and contributions at once. */
export async function loadPaySetup(signal: AbortSignal): Promise<PaySetup> {
  const kinds = async (kind: PayItemKind) =>
    (await listPayItems(apiClient, { kind }, { signal })).returnObject;
  const [settings, Earning, Deduction, Bonus, contributions] = await Promise.all([
    getPayrollSettings(apiClient, { signal }),
    kinds('Earning'),
    kinds('Deduction'),
    kinds('Bonus'),
    listStatutoryContributions(apiClient, { signal }),
  ]);
  return {
    currency: settings.returnObject.currency,
    choices: payChoicesOf({ Earning, Deduction, Bonus }, contributions.returnObject),
  };
}

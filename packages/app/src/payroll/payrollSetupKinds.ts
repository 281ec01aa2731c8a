import {
  createPayItem,
  createStatutoryContribution,
  createStatutoryTax,
  deletePayItem,
  deleteStatutoryContribution,
  deleteStatutoryTax,
  listPayItems,
  listStatutoryContributions,
  listStatutoryTaxes,
  type PayItem,
  type PayItemKind,
  type StatutoryContribution,
  type StatutoryTax,
  setPayItemActive,
  setStatutoryContributionActive,
  setStatutoryTaxActive,
  updatePayItem,
  updateStatutoryContribution,
  updateStatutoryTax,
} from '@hr/api';
import type { PayItemValues, StatutoryContributionValues, StatutoryTaxValues } from '@hr/domain';
import type * as Screens from '@hr/screens';
import { apiClient } from '../api/client.ts';
import type { ReferenceListApi } from '../employer/useReferenceList.ts';

const client = apiClient;

/** Payroll › Statutory Table: the tables with their brackets (the Cumulative Tax column comes worked out). */
export const statutoryTaxesApi: ReferenceListApi<
  StatutoryTax,
  Screens.StatutoryTax,
  StatutoryTaxValues,
  Screens.StatutoryTaxField
> = {
  list: async (signal) => (await listStatutoryTaxes(client, { signal })).returnObject,
  create: (values) => createStatutoryTax(client, values),
  update: (id, values) => updateStatutoryTax(client, { id, ...values }),
  setActive: (id, active) => setStatutoryTaxActive(client, { id, active }),
  remove: (id) => deleteStatutoryTax(client, { id }),
  toItem: (row) => row,
  fields: ['code', 'description', 'reliefPerMonth'],
};

/** The contribution fields a refusal may name and the dialog shows on the field itself. */
const CONTRIBUTION_FIELDS: readonly Screens.StatutoryContributionField[] = [
  'code',
  'description',
  ...(['employer', 'employee'] as const).flatMap(
    (side) => [`${side}.amount`, `${side}.cappedAmount`, `${side}.tableId`] as const,
  ),
];

/** Payroll › Statutory Contribution: what the employer and the employee each pay. */
export const statutoryContributionsApi: ReferenceListApi<
  StatutoryContribution,
  Screens.StatutoryContribution,
  StatutoryContributionValues,
  Screens.StatutoryContributionField
> = {
  list: async (signal) => (await listStatutoryContributions(client, { signal })).returnObject,
  create: (values) => createStatutoryContribution(client, values),
  update: (id, values) => updateStatutoryContribution(client, { id, ...values }),
  setActive: (id, active) => setStatutoryContributionActive(client, { id, active }),
  remove: (id) => deleteStatutoryContribution(client, { id }),
  toItem: (row) => row,
  fields: CONTRIBUTION_FIELDS,
};

/**
 * The tables a contribution's Statutory Table side may use: the active tables of type Other, and
 * an inactive one still in use, so the contributions on it keep its name in the list and preview.
 */
export function contributionTables(tables: readonly StatutoryTax[]): readonly StatutoryTax[] {
  return tables.filter((table) => table.type === 'Other' && (table.isActive || table.contributionsUsing > 0));
}

/** Payroll › Earning, Deductions or Bonus: one list per kind, each item made on its kind's page. */
function payItemsApi(
  kind: PayItemKind,
): ReferenceListApi<PayItem, Screens.PayItem, PayItemValues, Screens.PayItemField> {
  return {
    list: async (signal) => (await listPayItems(client, { kind }, { signal })).returnObject,
    create: (values) => createPayItem(client, { kind, ...values }),
    update: (id, values) => updatePayItem(client, { id, ...values }),
    setActive: (id, active) => setPayItemActive(client, { id, active }),
    remove: (id) => deletePayItem(client, { id }),
    toItem: (row) => row,
    fields: ['code', 'description', 'amount', 'quantity', 'unit'],
  };
}

export const payItemsApis: Record<PayItemKind, ReturnType<typeof payItemsApi>> = {
  Earning: payItemsApi('Earning'),
  Deduction: payItemsApi('Deduction'),
  Bonus: payItemsApi('Bonus'),
};

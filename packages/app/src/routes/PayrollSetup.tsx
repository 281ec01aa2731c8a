import {
  applyPayrollTemplate,
  getPayrollSettings,
  listPayrollTemplates,
  type PayItemKind,
  type PayrollSettings,
  type PayrollTemplateCountry,
  updatePayrollSettings,
} from '@hr/api';
import type { PayrollSettingsValues } from '@hr/domain';
import {
  PayItemsScreen,
  PayrollSettingsScreen,
  type StartFromTemplateProps,
  StatutoryContributionsScreen,
  StatutoryTaxesScreen,
} from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { type Loaded, useLoad } from '../api/useLoad.ts';
import { useSettings } from '../api/useSettings.ts';
import { waitingAlsoFor } from '../api/waitingAlsoFor.ts';
import { useReferenceList, useReloadableReferenceList } from '../employer/useReferenceList.ts';
import {
  contributionTables,
  payItemsApis,
  statutoryContributionsApi,
  statutoryTaxesApi,
} from '../payroll/payrollSetupKinds.ts';

const loadPayrollSettings = async (signal: AbortSignal): Promise<PayrollSettings> =>
  (await getPayrollSettings(apiClient, { signal })).returnObject;

const usePayrollSettings = () => useLoad(loadPayrollSettings);

/**
 * The payroll currency (its digits for every amount) and rounding rule. Until the settings have come
 * the screen is loading and shows no amount, so the currency is ISO 4217's "no currency".
 */
function moneyOf(settings: Loaded<PayrollSettings>) {
  return { currency: settings.data?.currency ?? 'XXX', rounding: settings.data?.rounding };
}

const loadPayrollTemplates = async (signal: AbortSignal) =>
  (await listPayrollTemplates(apiClient, { signal })).returnObject;
const NO_TEMPLATES: readonly never[] = [];

/**
 * "Start from a template": the country templates, and applying one; once its rows are made the
 * page's list loads again. The server's refusal (a code in use, another currency) is the dialog's.
 */
function useStartFromTemplate(reload: () => Promise<void>): StartFromTemplateProps {
  const templates = useLoad(loadPayrollTemplates);
  return {
    templates: templates.data ?? NO_TEMPLATES,
    onApply: (template) =>
      changeThen(
        () => applyPayrollTemplate(apiClient, { country: template.country as PayrollTemplateCountry }),
        reload,
      ),
  };
}

/** Payroll › Statutory Table: the PAYE and Other tables, their brackets and Cumulative Tax column. */
export function StatutoryTaxes() {
  const settings = usePayrollSettings();
  const { list, reload } = useReloadableReferenceList(statutoryTaxesApi);
  const template = useStartFromTemplate(reload);
  return (
    <StatutoryTaxesScreen {...waitingAlsoFor(list, settings)} {...moneyOf(settings)} template={template} />
  );
}

/** Until the tables have come the page is loading; one array, so the screen's memos hold between renders. */
const NO_TABLES: readonly never[] = [];

/** Payroll › Statutory Contribution: Employer and Employee sides, a side may take a table of type Other. */
export function StatutoryContributions() {
  const settings = usePayrollSettings();
  const tables = useLoad(async (signal) => contributionTables(await statutoryTaxesApi.list(signal)));
  const { list, reload } = useReloadableReferenceList(statutoryContributionsApi);
  // A template makes tables too: the Statutory Table sides name them.
  const template = useStartFromTemplate(async () => {
    await Promise.all([reload(), tables.reload()]);
  });
  return (
    <StatutoryContributionsScreen
      {...waitingAlsoFor(list, settings, tables)}
      {...moneyOf(settings)}
      tables={tables.data ?? NO_TABLES}
      template={template}
    />
  );
}

function PayItems({ kind }: { kind: PayItemKind }) {
  const settings = usePayrollSettings();
  const list = useReferenceList(payItemsApis[kind]);
  return <PayItemsScreen kind={kind} {...waitingAlsoFor(list, settings)} {...moneyOf(settings)} />;
}

/** Payroll › Earning. */
export function Earnings() {
  return <PayItems kind="Earning" />;
}

/** Payroll › Deductions. */
export function Deductions() {
  return <PayItems kind="Deduction" />;
}

/** Payroll › Bonus. */
export function Bonuses() {
  return <PayItems kind="Bonus" />;
}

const settingsFields = [
  'currency',
  'rounding',
  'prorationMethod',
  'payDay',
  'payslipFooter',
  'arrearsTaxable',
  'arrearsStatutory',
  'overtimePay',
  'overtimeRateKind',
  'overtimeRate',
  'absenceUnpaid',
] as const;

/** Payroll › Setting: currency, rounding, proration, pay day and the payslip's footer. */
export function PayrollSettingsPage() {
  return (
    <PayrollSettingsScreen
      {...useSettings(
        loadPayrollSettings,
        async (values: PayrollSettingsValues) =>
          (await updatePayrollSettings(apiClient, values)).returnObject,
        settingsFields,
      )}
    />
  );
}

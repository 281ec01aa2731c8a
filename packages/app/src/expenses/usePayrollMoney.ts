import { getPayrollSettings } from '@hr/api';
import { currencyMinorDigits, DEFAULT_ROUNDING_RULE, type MoneyRules, meetsNeed } from '@hr/domain';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';
import { employerSettingsAtom } from '../employer/employerSettings.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';

/** ISO 4217's "no currency", while the currency is not known. */
const NO_CURRENCY = 'XXX';

/** The payroll currency and the employer's rounding rule: every claimed amount is worked out in them. */
export type PayrollMoney = MoneyRules & { currency: string };

/**
 * The payroll currency and rounding rule. Whoever reads the payroll settings (payroll.read for the
 * whole employer) gets them from there. Anyone else cannot, and the expense contract does not carry
 * them yet: the currency is that of the reader's own claims when they have one (`knownCurrency`: the
 * server states it on every claim), else the employer's base currency, which payroll's settings start
 * from (the employer settings the shell reads for everyone); the rounding is the default rule. Only
 * the editor's preview uses the rounding: the server works every line out itself.
 */
export function usePayrollMoney(knownCurrency?: string | null): PayrollMoney {
  const held = useHeldPermissions() ?? {};
  const readsPayroll = meetsNeed(held, { area: 'payroll', action: 'read', wholeEmployer: true });
  const settings = useLoad(
    async (signal) => (readsPayroll ? (await getPayrollSettings(apiClient, { signal })).returnObject : null),
    readsPayroll,
  );
  const baseCurrency = useAtomValue(employerSettingsAtom)?.settings.defaultCurrency ?? null;
  const currency = (readsPayroll ? settings.data?.currency : (knownCurrency ?? baseCurrency)) ?? NO_CURRENCY;
  return {
    currency,
    digits: currencyMinorDigits(currency),
    rounding: settings.data?.rounding ?? DEFAULT_ROUNDING_RULE,
  };
}

/** The payroll currency alone (the set-up and report screens state their amounts in it). */
export function usePayrollCurrency(): string {
  return usePayrollMoney().currency;
}

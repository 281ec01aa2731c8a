import { getPayrollSettings } from '@hr/api';
import { meetsNeed } from '@hr/domain';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';
import { employerSettingsAtom } from '../employer/employerSettings.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';

/** ISO 4217's "no currency", while the currency is not known. */
const NO_CURRENCY = 'XXX';

/**
 * The payroll currency every claimed and approved amount is in. Whoever reads the payroll settings
 * (payroll.read for the whole employer) gets it from them; anyone else, until the expense contract
 * carries it, the employer's base currency, which payroll's settings start from (the employer
 * settings the shell reads for everyone). A claim always states its own currency, which wins.
 */
export function usePayrollCurrency(): string {
  const held = useHeldPermissions() ?? {};
  const readsPayroll = meetsNeed(held, { area: 'payroll', action: 'read', wholeEmployer: true });
  const settings = useLoad(
    async (signal) =>
      readsPayroll ? (await getPayrollSettings(apiClient, { signal })).returnObject.currency : null,
    readsPayroll,
  );
  const baseCurrency = useAtomValue(employerSettingsAtom)?.settings.defaultCurrency ?? null;
  return (readsPayroll ? settings.data : baseCurrency) ?? NO_CURRENCY;
}

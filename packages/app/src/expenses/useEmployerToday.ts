import { dayInZone } from '@hr/domain';
import { getLocalTimeZone } from '@internationalized/date';
import { useAtomValue } from 'jotai';
import { employerSettingsAtom } from '../employer/employerSettings.ts';

/** The employer's today (ISO), in the time zone of the employer settings the shell reads. */
export function useEmployerToday(): string {
  const timeZone = useAtomValue(employerSettingsAtom)?.settings.timeZone ?? getLocalTimeZone();
  return dayInZone(new Date(), timeZone);
}

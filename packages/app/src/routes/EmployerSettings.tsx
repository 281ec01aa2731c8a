import { getEmployerSettings, updateEmployerSettings } from '@hr/api';
import { EmployerSettingsScreen } from '@hr/screens';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { employerSettingsAtom } from '../employer/employerSettings.ts';
import { sessionAtom } from '../session/sessionAtom.ts';

const fields = [
  'timeZone',
  'locale',
  'dateFormat',
  'firstDayOfWeek',
  'defaultCurrency',
  'passwordMinLength',
  'refuseBreachedPasswords',
  'sessionLifetimeMinutes',
  'idleTimeoutMinutes',
  'twoFactorRequiredForAdmins',
  'suspensionBlocksSignIn',
] as const;

/** The menu's Employer › Setting; a save takes effect in this tab at once (the shell reads the atom). */
export function Component() {
  const loaded = useLoad(async (signal) => (await getEmployerSettings(apiClient, { signal })).returnObject);
  const [saved, setSaved] = useState<typeof loaded.data>();
  const setShared = useSetAtom(employerSettingsAtom);
  const userId = useAtomValue(sessionAtom).user?.id;
  const settings = saved ?? loaded.data;
  return (
    <EmployerSettingsScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      settings={settings}
      onSave={async ({ defaultCurrency, ...values }) => {
        try {
          const stored = (
            await updateEmployerSettings(apiClient, {
              ...values,
              ...(defaultCurrency ? { defaultCurrency } : {}),
            })
          ).returnObject;
          setSaved(stored);
          if (userId) setShared({ userId, settings: stored });
        } catch (error) {
          return feedbackFor(error, fields);
        }
      }}
    />
  );
}

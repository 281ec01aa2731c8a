import { getEmployerInformation, updateEmployerInformation } from '@hr/api';
import { EmployerInformationScreen } from '@hr/screens';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

const fields = [
  'legalName',
  'registrationNumber',
  'taxNumber',
  'address',
  'country',
  'baseCurrency',
  'logo',
  'fiscalYearStartMonth',
  'defaultPayPeriod',
  'largestUploadMiB',
] as const;

/** The menu's Employer › Information: the employer's legal details, saved to the server. */
export function Component() {
  const loaded = useLoad(
    async (signal) => (await getEmployerInformation(apiClient, { signal })).returnObject,
  );
  const [saved, setSaved] = useState<typeof loaded.data>();
  const information = saved ?? loaded.data;
  return (
    <EmployerInformationScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      information={information && { ...information, baseCurrency: information.baseCurrency ?? '' }}
      onSave={async (values) => {
        try {
          setSaved((await updateEmployerInformation(apiClient, values)).returnObject);
        } catch (error) {
          return feedbackFor(error, fields);
        }
      }}
    />
  );
}

import { getOrgChart } from '@hr/api';
import { OrgChartScreen } from '@hr/screens';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';

/** Today in UTC, the day the server's placements are in effect on unless told otherwise. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The organisation chart (issue 28): the people the caller reaches and who they report to, from the
 * placements in effect on the chosen date (today at first).
 */
export function Component() {
  const [date, setDate] = useState(today);
  const chart = useLoad(
    async (signal) => (await getOrgChart(apiClient, { date }, { signal })).returnObject,
    date,
  );
  return (
    <OrgChartScreen
      status={chart.status}
      errorMessage={chart.errorMessage}
      onRetry={chart.retry}
      date={date}
      onDateChange={setDate}
      people={chart.data?.people ?? []}
    />
  );
}

import { listIncidentHearings, printIncidentCauseList } from '@hr/api';
import { type CauseListRange, CauseListScreen, type IncidentHearing } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { getLocalTimeZone, startOfWeek, today } from '@internationalized/date';
import { useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { paths } from '../paths.ts';

/** This week, Monday to Sunday: what the list shows first. */
function thisWeek(): CauseListRange {
  const monday = startOfWeek(today(getLocalTimeZone()), 'en-GB');
  return { from: monday.toString(), to: monday.add({ days: 6 }).toString() };
}

/** Downloads a day's cause list under the server's name for it; a refusal is the screen's to show. */
async function printDay(date: string) {
  try {
    downloadFile(await printIncidentCauseList(apiClient, { date }), `cause-list-${date}.pdf`);
    return undefined;
  } catch (error) {
    return feedbackFor(error);
  }
}

/**
 * Incident › Causeless (/incident/causeless, issue 30): the hearings the caller sees, for the span the
 * screen shows (a week, or the calendar's month: never more than the server's 62 days a call), and a
 * day's list as a PDF. A hearing's case opens on Management.
 */
export function Component() {
  const [range, setRange] = useState(thisWeek);
  const hearings = useLoad(
    async (signal): Promise<readonly IncidentHearing[]> =>
      (await listIncidentHearings(apiClient, range, { signal })).returnObject,
    `${range.from}/${range.to}`,
  );
  // While another span loads, the one before stays on screen, kept to the new span: the calendar
  // keeps its place (and the keyboard's focus) when its month changes, and shows no day wrongly.
  const shown = useRef<readonly IncidentHearing[] | null>(null);
  if (hearings.status === 'ready') shown.current = hearings.data;
  const previous = hearings.status === 'loading' ? shown.current : null;

  return (
    <CauseListScreen
      status={previous ? 'ready' : hearings.status}
      errorMessage={hearings.errorMessage}
      onRetry={hearings.retry}
      range={range}
      onRangeChange={setRange}
      hearings={
        hearings.data ?? previous?.filter((row) => row.date >= range.from && row.date <= range.to) ?? []
      }
      caseHref={paths.incidentCase}
      onDownloadDayPdf={printDay}
    />
  );
}

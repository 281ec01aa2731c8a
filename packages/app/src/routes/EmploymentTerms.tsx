import {
  cancelEmploymentTerms,
  getEmploymentTermsHistory,
  listEmploymentTerms,
  listHolidayCalendars,
  listWorkflows,
  listWorkWeeks,
  recordEmploymentTerms,
} from '@hr/api';
import type { EmploymentTermsValues } from '@hr/domain';
import {
  EMPLOYMENT_TERMS_FIELDS,
  type EmploymentTermsChoices,
  type EmploymentTermsFilters,
  EmploymentTermsScreen,
  NO_FILTERS,
} from '@hr/screens';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

/** The list shows the first 100 people matching; the filters narrow it. */
const PAGE_SIZE = 100;

const NO_CHOICES: EmploymentTermsChoices = { workWeeks: [], holidayCalendars: [], leaveWorkflows: [] };

/** The employer's work weeks, calendars and workflows; empty lists where the reader may not see them. */
async function loadChoices(signal: AbortSignal): Promise<EmploymentTermsChoices> {
  const named = <T extends { id: string; name: string }>(rows: readonly T[]) =>
    rows.map(({ id, name }) => ({ id, name }));
  const [workWeeks, calendars, workflows] = await Promise.all([
    listWorkWeeks(apiClient, { signal }).catch(() => null),
    listHolidayCalendars(apiClient, { signal }).catch(() => null),
    listWorkflows(apiClient, {}, { signal }).catch(() => null),
  ]);
  return {
    workWeeks: named(workWeeks?.returnObject ?? []),
    holidayCalendars: named(calendars?.returnObject ?? []),
    leaveWorkflows: named(workflows?.returnObject ?? []),
  };
}

/** Employee Management › Employment Terms: the people reached with their contract, and recording terms. */
export function Component() {
  const [filters, setFilters] = useState<EmploymentTermsFilters>(NO_FILTERS);
  const loaded = useLoad(async (signal) => {
    const [page, choices] = await Promise.all([
      listEmploymentTerms(
        apiClient,
        {
          pageSize: PAGE_SIZE,
          ...(filters.contractType ? { contractType: filters.contractType } : {}),
          ...(filters.endingWithinDays ? { endingWithinDays: Number(filters.endingWithinDays) } : {}),
        },
        { signal },
      ),
      loadChoices(signal),
    ]);
    const items = page.returnObject.items.map(({ employeeId, ...item }) => ({ id: employeeId, ...item }));
    return { items, total: page.returnObject.total, choices };
  }, filters);
  return (
    <EmploymentTermsScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      items={loaded.data?.items ?? []}
      total={loaded.data?.total ?? 0}
      filters={filters}
      onFiltersChange={setFilters}
      choices={loaded.data?.choices ?? NO_CHOICES}
      onRecord={async (values: EmploymentTermsValues) => {
        try {
          await recordEmploymentTerms(apiClient, values);
        } catch (error) {
          return feedbackFor(error, EMPLOYMENT_TERMS_FIELDS);
        }
        await loaded.reload();
      }}
      onLoadHistory={async (employeeId, signal) =>
        (await getEmploymentTermsHistory(apiClient, { employeeId }, { signal })).returnObject
      }
      onCancelTerms={async (employeeId, effectiveDate) => {
        try {
          await cancelEmploymentTerms(apiClient, { employeeId, effectiveDate });
        } catch (error) {
          return feedbackFor(error);
        }
        // The list's "Next change" follows.
        void loaded.reload();
      }}
    />
  );
}

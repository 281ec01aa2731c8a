import { type AuditEventsExportRequest, exportAuditEvents, listAuditEvents, listRoleAccounts } from '@hr/api';
import { meetsNeed } from '@hr/domain';
import { type AuditFilters, AuditTrailScreen, NO_AUDIT_FILTERS } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useServerPages } from '../api/useServerPages.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';
import { toastQueue } from '../toasts.ts';

const PAGE_SIZE = 100;

/** The filters as the contract takes them: a filter left empty is left out. */
function toRequest(filters: AuditFilters): AuditEventsExportRequest {
  return {
    ...(filters.actorUserId ? { actorUserId: filters.actorUserId } : {}),
    ...(filters.area ? { area: filters.area as NonNullable<AuditEventsExportRequest['area']> } : {}),
    ...(filters.recordId ? { recordId: filters.recordId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** Employer › Audit Trail (issue 27): every change, sign-in and export, filtered, with CSV export. */
export function Component() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [people, setPeople] = useState<{ id: string; name: string }[]>([]);
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) => {
      const { returnObject } = await listAuditEvents(
        apiClient,
        { ...toRequest(filters), page, pageSize: PAGE_SIZE },
        { signal },
      );
      return { items: returnObject.events, total: returnObject.total };
    },
    [filters],
  );
  const pages = useServerPages(fetchPage, PAGE_SIZE);

  const searchPeople = useCallback(async (term: string) => {
    try {
      const { returnObject } = await listRoleAccounts(apiClient, { term, page: 1, pageSize: 50 });
      setPeople(
        returnObject.accounts.map((account) => ({
          id: account.userId,
          name: `${account.name} (${account.email})`,
        })),
      );
    } catch {
      setPeople([]);
    }
  }, []);
  useEffect(() => {
    void searchPeople('');
  }, [searchPeople]);

  const exports = meetsNeed(useHeldPermissions() ?? {}, {
    area: 'audit',
    action: 'export',
    wholeEmployer: true,
  });
  const exportCsv = async () => {
    try {
      downloadFile(await exportAuditEvents(apiClient, toRequest(filters)), 'audit-trail.csv');
    } catch (error) {
      toastQueue.add({
        title: 'The export failed',
        description: feedbackFor(error).message,
        variant: 'danger',
      });
    }
  };

  return (
    <AuditTrailScreen
      status={pages.status}
      errorMessage={pages.errorMessage}
      onRetry={pages.retry}
      filters={filters}
      onFiltersChange={setFilters}
      people={people}
      onPersonSearch={(term) => void searchPeople(term)}
      total={pages.total}
      rows={pages.rows}
      onVisibleRangeChange={pages.onVisibleRangeChange}
      // Reading the trail and exporting it are separate cells: no button the server would refuse.
      onExportCsv={exports ? exportCsv : undefined}
    />
  );
}

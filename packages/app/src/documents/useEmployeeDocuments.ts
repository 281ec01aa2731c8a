import { listEmployeeDocumentItems } from '@hr/api';
import type { EmployeeDocumentsTabProps } from '@hr/screens';
import { useCallback, useMemo, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { useServerPages } from '../api/useServerPages.ts';
import { toEmployeeDocument } from './documentItems.ts';
import { downloadVersion } from './downloadVersion.ts';

const PAGE_SIZE = 100;
const NOTHING_YET = { items: [], total: 0 };

/**
 * The employee record's Documents tab: asked for the first time the tab is chosen, then a page at a
 * time. Undefined when the reader holds no documents read (the record shows no tab).
 */
export function useEmployeeDocuments(
  employeeId: string,
  employeeName: string,
  mayRead: boolean,
): { documents?: EmployeeDocumentsTabProps; onDocumentsOpen: () => void } {
  const [isOpened, setOpened] = useState(false);
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) =>
      isOpened
        ? (await listEmployeeDocumentItems(apiClient, { employeeId, page, pageSize: PAGE_SIZE }, { signal }))
            .returnObject
        : NOTHING_YET,
    [employeeId, isOpened],
  );
  const pages = useServerPages(fetchPage, PAGE_SIZE);
  const items = useMemo(() => pages.rows.map((item) => item && toEmployeeDocument(item)), [pages.rows]);
  const onDocumentsOpen = useCallback(() => setOpened(true), []);
  if (!mayRead) return { onDocumentsOpen };
  return {
    documents: {
      status: isOpened ? pages.status : 'loading',
      errorMessage: pages.errorMessage,
      onRetry: pages.retry,
      employeeName,
      total: pages.total,
      items,
      onVisibleRangeChange: pages.onVisibleRangeChange,
      onDownload: downloadVersion,
    },
    onDocumentsOpen,
  };
}

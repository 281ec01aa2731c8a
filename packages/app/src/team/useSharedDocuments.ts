import {
  acknowledgeSharedDocument,
  createSharedDocument,
  deleteSharedDocument,
  getSharedDocument,
  listDocumentAcknowledgements,
  listSharedDocuments,
  type SharedDocument,
  updateSharedDocument,
} from '@hr/api';
import type { DocumentCategory } from '@hr/domain';
import {
  type DocumentSharingScreenProps,
  type MySharedDocumentsScreenProps,
  SHARED_DOCUMENT_FIELDS,
  type SharedDocumentDialogData,
} from '@hr/screens';
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen, feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { useServerPages } from '../api/useServerPages.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { toastQueue } from '../toasts.ts';
import { downloadTeamFile, uploadTeamFile } from './teamFiles.ts';

export const SHARED_DOCUMENTS_PAGE_SIZE = 20;

/** The list request for one page, in one category or all. */
const pageRequest = (page: number, category: DocumentCategory | null) => ({
  page,
  pageSize: SHARED_DOCUMENTS_PAGE_SIZE,
  ...(category ? { category } : {}),
});

/** The dialog's employees, upload and save (create or update); only a Selected Employee document sends its employee. */
function useDialogData(after: () => void): SharedDocumentDialogData {
  const { employees, onEmployeeSearch } = useEmployeeChoices();
  return {
    employees,
    onEmployeeSearch,
    onUpload: uploadTeamFile,
    onSave: ({ employeeId, attachmentIds, removeAttachmentIds, ...values }, document) => {
      const body = { ...values, ...(employeeId ? { employeeId } : {}) };
      return changeThen(
        () =>
          document
            ? updateSharedDocument(apiClient, {
                id: document.id,
                ...body,
                attachmentIds,
                removeAttachmentIds,
              })
            : createSharedDocument(apiClient, { ...body, attachmentIds }),
        async () => after(),
        SHARED_DOCUMENT_FIELDS,
      );
    },
  };
}

/** A document a notice's link names, or null when there is none or it cannot be read. */
function useOpened(openId: string | null) {
  return useLoad(async (signal) => {
    if (!openId) return null;
    try {
      return (await getSharedDocument(apiClient, { id: openId }, { signal })).returnObject;
    } catch {
      return null;
    }
  });
}

/**
 * Team › Document & Form Sharing for administrators: the table paged on the server in the category
 * chosen, the dialog, the acknowledgements and delete; a save or a delete loads the list again.
 */
export function useAdminSharedDocuments(openId: string | null): DocumentSharingScreenProps {
  const [category, setCategory] = useState<DocumentCategory | null>(null);
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) =>
      (await listSharedDocuments(apiClient, pageRequest(page, category), signal ? { signal } : undefined))
        .returnObject,
    [category],
  );
  const pages = useServerPages(fetchPage, SHARED_DOCUMENTS_PAGE_SIZE);
  const opened = useOpened(openId);
  return {
    status: pages.status,
    errorMessage: pages.errorMessage,
    onRetry: pages.retry,
    total: pages.total,
    documents: pages.rows,
    onVisibleRangeChange: pages.onVisibleRangeChange,
    category,
    onCategoryChange: setCategory,
    opened: opened.data ?? null,
    onDelete: (document) =>
      changeThen(
        () => deleteSharedDocument(apiClient, { id: document.id }),
        async () => pages.retry(),
      ),
    onLoadAcknowledgements: async (document, signal) =>
      (await listDocumentAcknowledgements(apiClient, { id: document.id }, { signal })).returnObject,
    ...useDialogData(pages.retry),
  };
}

interface Loaded {
  items: SharedDocument[];
  total: number;
}

/** Puts the linked document among those loaded, in its place by date, once. */
function withOpened(loaded: Loaded, opened: SharedDocument | null): Loaded {
  if (!opened || loaded.items.some((item) => item.id === opened.id)) return loaded;
  const items = [...loaded.items, opened].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return { items, total: loaded.total };
}

/**
 * Team › Document & Form Sharing for employees, in one category (the route mounts it afresh for
 * another): pages of the documents shared with them, Show more for the next, the linked document
 * among them; "Read and understood" records it on the server and shows it here.
 */
export function useMySharedDocuments(
  openId: string | null,
  category: DocumentCategory | null,
  onCategoryChange: (category: DocumentCategory | null) => void,
): MySharedDocumentsScreenProps {
  const first = useLoad(
    async (signal) =>
      (await listSharedDocuments(apiClient, pageRequest(1, category), { signal })).returnObject,
  );
  const opened = useOpened(category ? null : openId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isLoadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (first.status === 'ready' && opened.status !== 'loading') {
      setLoaded(withOpened({ items: [...first.data.items], total: first.data.total }, opened.data ?? null));
    }
  }, [first.status, first.data, opened.status, opened.data]);

  const onShowMore = async () => {
    if (!loaded) return;
    setLoadingMore(true);
    try {
      const page = Math.floor(loaded.items.length / SHARED_DOCUMENTS_PAGE_SIZE) + 1;
      const { returnObject } = await listSharedDocuments(apiClient, pageRequest(page, category));
      setLoaded((current) => {
        const items = current?.items ?? [];
        const fresh = returnObject.items.filter((item) => !items.some((kept) => kept.id === item.id));
        return { items: [...items, ...fresh], total: returnObject.total };
      });
    } catch (error) {
      toastQueue.add({
        title: 'More documents could not be loaded',
        description: feedbackFor(error).message,
        variant: 'danger',
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const waiting = first.status === 'ready' && !loaded;
  return {
    status: waiting ? 'loading' : first.status,
    errorMessage: first.errorMessage,
    onRetry: first.retry,
    documents: loaded?.items ?? [],
    total: loaded?.total ?? 0,
    onShowMore: () => void onShowMore(),
    isLoadingMore,
    category,
    onCategoryChange,
    openId,
    onAcknowledge: async (document) => {
      try {
        const { returnObject } = await acknowledgeSharedDocument(apiClient, { id: document.id });
        setLoaded((current) =>
          current
            ? {
                ...current,
                items: current.items.map((item) => (item.id === returnObject.id ? returnObject : item)),
              }
            : current,
        );
        return undefined;
      } catch (error) {
        return feedbackFor(error);
      }
    },
    onDownload: (file) => void downloadTeamFile(file),
  };
}

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
import { useMemo, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen, feedbackFor } from '../api/feedback.ts';
import { downloadStoredFile, uploadStoredFile } from '../api/storedFiles.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { type FetchTeamPage, TEAM_PAGE_SIZE, useTeamFeed, useTeamTable } from './useTeamFeed.ts';

/** The pages of the documents the caller may see, in one category or all. */
const pagesIn =
  (category: DocumentCategory | null): FetchTeamPage<SharedDocument> =>
  async (page, signal) =>
    (
      await listSharedDocuments(
        apiClient,
        { page, pageSize: TEAM_PAGE_SIZE, ...(category ? { category } : {}) },
        signal ? { signal } : undefined,
      )
    ).returnObject;

/** The document a notice's link names. */
const fetchItem = async (id: string, signal: AbortSignal) =>
  (await getSharedDocument(apiClient, { id }, { signal })).returnObject;

/** The dialog's employees, upload and save (create or update); only a Selected Employee document sends its employee. */
function useDialogData(after: () => void): SharedDocumentDialogData {
  const { employees, onEmployeeSearch } = useEmployeeChoices();
  return {
    employees,
    onEmployeeSearch,
    onUpload: uploadStoredFile,
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

/**
 * Team › Document & Form Sharing for administrators: the table paged on the server in the category
 * chosen, the dialog, the acknowledgements and delete; a save or a delete loads the list again.
 */
export function useAdminSharedDocuments(openId: string | null): DocumentSharingScreenProps {
  const [category, setCategory] = useState<DocumentCategory | null>(null);
  // A new category is a new list: the table loads it from its first page.
  const fetchPage = useMemo(() => pagesIn(category), [category]);
  const table = useTeamTable(fetchPage, { openId, fetchItem });
  return {
    ...table.list,
    documents: table.rows,
    category,
    onCategoryChange: setCategory,
    opened: table.opened,
    onDelete: (document) =>
      changeThen(
        () => deleteSharedDocument(apiClient, { id: document.id }),
        async () => table.reload(),
      ),
    onLoadAcknowledgements: async (document, signal) =>
      (await listDocumentAcknowledgements(apiClient, { id: document.id }, { signal })).returnObject,
    ...useDialogData(table.reload),
  };
}

/** Newest first, as the server lists them. */
const newestFirst = (a: SharedDocument, b: SharedDocument) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

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
  const { items, replace, ...feed } = useTeamFeed({
    fetchPage: pagesIn(category),
    // The link's document is put among all of them, not into a category it may not be in.
    openId: category ? null : openId,
    fetchItem,
    compare: newestFirst,
    moreFailedTitle: 'More documents could not be loaded',
  });
  return {
    ...feed,
    documents: items,
    category,
    onCategoryChange,
    openId,
    onAcknowledge: async (document) => {
      try {
        replace((await acknowledgeSharedDocument(apiClient, { id: document.id })).returnObject);
        return undefined;
      } catch (error) {
        return feedbackFor(error);
      }
    },
    onDownload: (file) => void downloadStoredFile(file),
  };
}

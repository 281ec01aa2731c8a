import {
  createDocumentRequest,
  type DocumentRequest,
  listDepartments,
  listDocumentRequestItems,
  listDocumentRequests,
  listMyDocumentItems,
  listWorkflows,
  uploadAttachment,
  uploadDocumentVersion,
} from '@hr/api';
import { type DocumentRequestFormValues, meetsNeed } from '@hr/domain';
import {
  DocumentRequestDialog,
  type DocumentRequestField,
  DocumentRequestsScreen,
  MyDocumentRequests,
  MyDocumentsScreen,
} from '@hr/screens';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useCallback, useMemo, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { useServerPages } from '../api/useServerPages.ts';
import {
  toCreateRequest,
  toMyItem,
  toRequestDetail,
  toRequestItem,
  toRequestRow,
} from '../documents/documentItems.ts';
import { downloadSignedCopy } from '../documents/signedCopy.ts';
import { searchPeople } from '../incidents/searchPeople.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';
import { toastQueue } from '../toasts.ts';

/** Rows per call, as the other server-paged lists: a screenful is one call. */
const PAGE_SIZE = 100;
const REQUEST_FIELDS: readonly DocumentRequestField[] = [
  'title',
  'description',
  'audience',
  'employeeIds',
  'departmentId',
  'allowedTypes',
  'maxSizeMib',
  'dueOn',
  'expires',
  'remindDaysBefore',
  'signOffWorkflowId',
];

/**
 * Document WorkFlow › Management (issue 31). Whoever asks others for documents (documents create beyond
 * their own record) sees the requests, opens one to see who has and has not, and asks anew; everyone
 * who reads documents, the Employee included, sees the documents asked of them with an upload each
 * (the link the request's notices carry).
 */
export function Component() {
  const held = useHeldPermissions() ?? {};
  const asksOthers = meetsNeed(held, { area: 'documents', action: 'create', beyondOwn: true });
  const mine = useMyDocuments();
  if (!asksOthers) return <MyDocumentsScreen {...mine} />;
  return (
    <>
      <RequestList />
      {/* An administrator with no employee record is asked for nothing: no card to say so. */}
      {mine.status === 'ready' && mine.items.length === 0 ? null : <MyDocumentRequests {...mine} />}
    </>
  );
}

/** The reader's own items, and their upload: the file stored first, then handed in as a new version. */
function useMyDocuments() {
  const loaded = useLoad(
    async (signal) =>
      (await listMyDocumentItems(apiClient, { page: 1, pageSize: PAGE_SIZE }, { signal })).returnObject.items,
  );
  const items = useMemo(() => (loaded.data ?? []).map(toMyItem), [loaded.data]);
  const onUpload = async (itemId: string, file: File, expiresOn: string | null) => {
    try {
      const { id: attachmentId } = (await uploadAttachment(apiClient, file, file.name)).returnObject;
      await uploadDocumentVersion(apiClient, { id: itemId, attachmentId, expiresOn });
    } catch (error) {
      return feedbackFor(error);
    }
    await loaded.reload();
    return undefined;
  };
  const onDownloadSigned = (itemId: string) =>
    downloadSignedCopy(itemId, items.find((item) => item.id === itemId)?.title ?? 'Document');
  return {
    status: loaded.status,
    errorMessage: loaded.errorMessage,
    onRetry: loaded.retry,
    items,
    onUpload,
    onDownloadSigned,
  };
}

/**
 * The active document workflows a request may be signed off through, the default first. Listing
 * workflows takes leave read for the whole employer (list-workflows' cell): a reader without it is
 * offered one review alone rather than met with a refusal.
 */
function useSignOffWorkflows() {
  const held = useHeldPermissions() ?? {};
  const seesWorkflows = meetsNeed(held, { area: 'leave', action: 'read', wholeEmployer: true });
  const loaded = useLoad(
    async (signal) =>
      seesWorkflows ? (await listWorkflows(apiClient, { kind: 'document' }, { signal })).returnObject : [],
    seesWorkflows,
  );
  return useMemo(
    () =>
      [...(loaded.data ?? [])]
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
        .map(({ id, name }) => ({ id, name })),
    [loaded.data],
  );
}

function RequestList() {
  const [isRequesting, setRequesting] = useState(false);
  const [opened, setOpened] = useState<DocumentRequest | null>(null);
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) =>
      (await listDocumentRequests(apiClient, { page, pageSize: PAGE_SIZE }, { signal })).returnObject,
    [],
  );
  const pages = useServerPages(fetchPage, PAGE_SIZE);
  const rows = useMemo(() => pages.rows.map((row) => row && toRequestRow(row)), [pages.rows]);
  const detail = useRequestDetail(opened);
  const departments = useLoad(async (signal) =>
    (await listDepartments(apiClient, {}, { signal })).returnObject.map(({ id, name }) => ({ id, name })),
  );
  const signOffWorkflows = useSignOffWorkflows();

  const save = async (values: DocumentRequestFormValues) => {
    try {
      await createDocumentRequest(apiClient, toCreateRequest(values));
      return undefined;
    } catch (error) {
      return feedbackFor(error, REQUEST_FIELDS);
    }
  };

  return (
    <>
      <DocumentRequestsScreen
        status={pages.status}
        errorMessage={pages.errorMessage}
        onRetry={pages.retry}
        total={pages.total}
        rows={rows}
        onVisibleRangeChange={pages.onVisibleRangeChange}
        onOpenRequest={(row) => setOpened(pages.rows.find((request) => request?.id === row.id) ?? null)}
        detail={detail}
        onRequestDocument={() => setRequesting(true)}
      />
      {isRequesting ? (
        <DocumentRequestDialog
          today={today(getLocalTimeZone()).toString()}
          departments={departments.data ?? []}
          onSearchPeople={searchPeople}
          signOffWorkflows={signOffWorkflows}
          onSave={save}
          isOpen
          onOpenChange={setRequesting}
          onDone={(message) => {
            setRequesting(false);
            toastQueue.add({ title: message, variant: 'success' });
            pages.retry();
          }}
        />
      ) : null}
    </>
  );
}

const NO_ITEMS = { items: [], total: 0 };

/** The request opened: what was asked (from its row) and its employees' items, a page at a time. */
function useRequestDetail(request: DocumentRequest | null) {
  const id = request?.id;
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) =>
      id
        ? (await listDocumentRequestItems(apiClient, { id, page, pageSize: PAGE_SIZE }, { signal }))
            .returnObject
        : NO_ITEMS,
    [id],
  );
  const pages = useServerPages(fetchPage, PAGE_SIZE);
  const items = useMemo(() => pages.rows.map((item) => item && toRequestItem(item)), [pages.rows]);
  if (!request) return null;
  return {
    status: pages.status,
    errorMessage: pages.errorMessage,
    onRetry: pages.retry,
    request: pages.status === 'ready' ? toRequestDetail(request) : null,
    itemTotal: pages.total,
    items,
    onVisibleRangeChange: pages.onVisibleRangeChange,
  };
}

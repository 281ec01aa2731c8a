import { listDocumentReviewQueue, reviewDocumentItem } from '@hr/api';
import { type DocumentItemState, DocumentReviewScreen, previewKindOf } from '@hr/screens';
import { useMemo, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { useStoredFileUrl } from '../api/storedFiles.ts';
import { useLoad } from '../api/useLoad.ts';
import { toReviewItem } from '../documents/documentItems.ts';
import { downloadVersion } from '../documents/downloadVersion.ts';
import { downloadSignedCopy } from '../documents/signedCopy.ts';

/**
 * The oldest documents waiting: the server pages the queue, oldest upload first, and a reviewer works
 * from its top; one page is what the screen narrows and shows.
 */
const QUEUE_PAGE_SIZE = 100;

/**
 * Document WorkFlow › Review (issue 31): the documents waiting on the reader, oldest first; the one
 * chosen shows its versions (each downloads) and previews its latest where that is safe; Approve or
 * Reject with a reason names the version, and the queue is read again after each decision. An item
 * signed off step by step shows its steps; Approve signs the step it waits on.
 */
export function Component() {
  const queue = useLoad(
    async (signal) =>
      (await listDocumentReviewQueue(apiClient, { page: 1, pageSize: QUEUE_PAGE_SIZE }, { signal }))
        .returnObject.items,
  );
  const [requestId, setRequestId] = useState<string | null>(null);
  const [state, setState] = useState<DocumentItemState | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = queue.data?.find((item) => item.id === chosenId);
  const latest = chosen?.versions.at(-1)?.file;
  const previewUrl = useStoredFileUrl(latest && previewKindOf(latest.mediaType) ? latest.id : null);

  const all = useMemo(
    () =>
      (queue.data ?? []).map((item) =>
        toReviewItem(item, item.id === chosenId ? (previewUrl ?? null) : null),
      ),
    [queue.data, chosenId, previewUrl],
  );
  const requests = useMemo(
    () => [...new Map(all.map((item) => [item.request.id, item.request])).values()],
    [all],
  );
  const items = all.filter(
    (item) =>
      (requestId === null || item.request.id === requestId) && (state === null || item.state === state),
  );
  const decide = (id: string, version: number, decision: 'approve' | 'reject', reason?: string) =>
    changeThen(
      () => reviewDocumentItem(apiClient, { id, version, decision, ...(reason ? { reason } : {}) }),
      queue.reload,
      ['reason'],
    );

  return (
    <DocumentReviewScreen
      status={queue.status}
      errorMessage={queue.errorMessage}
      onRetry={queue.retry}
      items={items}
      requests={requests}
      requestId={requestId}
      onRequestChange={setRequestId}
      state={state}
      onStateChange={setState}
      onApprove={(id, version) => decide(id, version, 'approve')}
      onReject={(id, version, reason) => decide(id, version, 'reject', reason)}
      onDownloadSigned={(id) => downloadSignedCopy(id, chosen?.title ?? 'Document')}
      onChoose={(item) => setChosenId(item.id)}
      onDownload={(_item, version) => downloadVersion(version)}
    />
  );
}

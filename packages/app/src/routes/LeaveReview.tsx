import { decideLeaveRequest, downloadAttachment, listLeaveToReview } from '@hr/api';
import { LeaveReviewScreen, REVIEW_CARDS_AT_A_TIME } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { toastQueue } from '../toasts.ts';

/** The longest head of the queue the contract answers (list-leave-to-review's `limit`). */
const MOST_TO_REVIEW = 1000;

/**
 * Leave Management › Review: the requests the reader may decide now (line managers, named
 * approvers, delegates, administrators), approved or rejected with a comment. The head of the queue
 * shown (20 cards, 20 more each Show more) is read again after every decision, so a request that
 * moved on to its next step or ended leaves it and the next one takes its place.
 */
export function Component() {
  // How much of the queue's head is shown: read by the load, so a reload asks for the same length.
  const limit = useRef(REVIEW_CARDS_AT_A_TIME);
  const queue = useLoad(
    async (signal) => (await listLeaveToReview(apiClient, { limit: limit.current }, { signal })).returnObject,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <LeaveReviewScreen
      status={queue.status}
      errorMessage={queue.errorMessage}
      onRetry={queue.retry}
      items={queue.data?.items ?? []}
      total={queue.data?.total ?? 0}
      isLoadingMore={loadingMore}
      onShowMore={
        limit.current < MOST_TO_REVIEW
          ? async () => {
              limit.current = Math.min(limit.current + REVIEW_CARDS_AT_A_TIME, MOST_TO_REVIEW);
              setLoadingMore(true);
              await queue.reload();
              setLoadingMore(false);
            }
          : undefined
      }
      onDecide={async (id, decision, comment) => {
        try {
          await decideLeaveRequest(apiClient, { id, decision, comment });
        } catch (error) {
          return feedbackFor(error, ['comment']);
        }
        await queue.reload();
      }}
      onDownload={async (file) => {
        try {
          downloadFile(await downloadAttachment(apiClient, file.id), file.name);
        } catch (error) {
          toastQueue.add({
            title: `${file.name} could not be downloaded`,
            description: feedbackFor(error).message,
            variant: 'danger',
          });
        }
      }}
    />
  );
}

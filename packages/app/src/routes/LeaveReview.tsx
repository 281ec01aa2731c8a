import { decideLeaveRequest, downloadAttachment, listLeaveToReview } from '@hr/api';
import { LeaveReviewScreen } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { toastQueue } from '../toasts.ts';

/**
 * Leave Management › Review: the requests the reader may decide now (line managers, named
 * approvers, delegates, administrators), approved or rejected with a comment. The queue is read
 * again after every decision, so a request that moved on to its next step or ended leaves it.
 */
export function Component() {
  const queue = useLoad(async (signal) => (await listLeaveToReview(apiClient, { signal })).returnObject);
  return (
    <LeaveReviewScreen
      status={queue.status}
      errorMessage={queue.errorMessage}
      onRetry={queue.retry}
      items={queue.data ?? []}
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

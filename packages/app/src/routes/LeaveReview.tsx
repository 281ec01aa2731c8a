import { decideLeaveRequest, listLeaveToReview } from '@hr/api';
import { LeaveReviewScreen } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

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
    />
  );
}

import { EmptyState } from '@hr/ui';
import { type ReactNode, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { ShowMore } from '../layout/ShowMore.tsx';
import { LeaveDecisionDialog } from './LeaveDecisionDialog.tsx';
import styles from './LeaveReview.module.css';
import { LeaveReviewCard } from './LeaveReviewCard.tsx';
import type { LeaveAttachment, LeaveDecision, LeaveToReview } from './leaveRequests.ts';

export interface LeaveReviewScreenProps {
  /** 'loading' until the queue has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The head of the queue waiting for the reader's decision, longest waiting first. */
  items: readonly LeaveToReview[];
  /** How many wait in all; more than `items` offers Show more. */
  total: number;
  /** Asks for REVIEW_CARDS_AT_A_TIME more of the queue. */
  onShowMore?: () => void;
  /** More of the queue is on its way. */
  isLoadingMore?: boolean;
  /**
   * Approves or rejects a request, with the approver's comment (null for none). Answer feedback to
   * refuse: on 'comment' it shows on the comment; any other (a 409 "already decided") shows on the
   * request's card, which stays. A decided request leaves the queue when `items` no longer has it.
   */
  onDecide: (
    requestId: string,
    decision: LeaveDecision,
    comment: string | null,
  ) => Promise<FormSubmitResult<'comment'>>;
  /** Downloads a file the applicant attached. */
  onDownload: (file: LeaveAttachment) => void;
}

/**
 * Cards asked for at first, and added by each Show more: a queue of a thousand (an administrator
 * deciding for a large employer in December) would otherwise be read and rendered whole.
 */
export const REVIEW_CARDS_AT_A_TIME = 20;

/** The menu's Leave Management › Review: the leave waiting for the reader's decision. */
export function LeaveReviewScreen({
  status,
  errorMessage,
  onRetry,
  items,
  total,
  onShowMore,
  isLoadingMore = false,
  onDecide,
  onDownload,
}: LeaveReviewScreenProps) {
  const [deciding, setDeciding] = useState<{ item: LeaveToReview; decision: LeaveDecision } | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const setRefusal = (requestId: string, message: string | null) =>
    setRefusals(({ [requestId]: _old, ...others }) =>
      message ? { ...others, [requestId]: message } : others,
    );

  let content: ReactNode;
  if (status === 'loading') {
    content = <PageLoading label="Loading the leave to review" />;
  } else if (status === 'error') {
    content = (
      <LoadError title="The leave to review could not be loaded." message={errorMessage} onRetry={onRetry} />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon="success"
        headingLevel={2}
        title="Nothing waits for your decision."
        description="Leave sent to you for approval appears here."
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.queue} aria-label="Leave to review">
          {items.map((item) => (
            <li key={item.requestId}>
              <LeaveReviewCard
                item={item}
                refusal={refusals[item.requestId]}
                onDismissRefusal={() => setRefusal(item.requestId, null)}
                onDownload={onDownload}
                onDecide={(decision) => {
                  setAnnouncement('');
                  setRefusal(item.requestId, null);
                  setDeciding({ item, decision });
                }}
              />
            </li>
          ))}
        </ul>
        {total > items.length || items.length > REVIEW_CARDS_AT_A_TIME ? (
          <ShowMore shown={items.length} total={total} onShowMore={onShowMore} isLoading={isLoadingMore} />
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={pageHeader.heading}>
        <h1 className={pageHeader.title}>Review</h1>
        <p role="status" className={styles.announcement}>
          {announcement}
        </p>
      </div>
      {content}
      {deciding ? (
        <LeaveDecisionDialog
          key={`${deciding.item.requestId}:${deciding.decision}`}
          item={deciding.item}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDecide={(comment) => onDecide(deciding.item.requestId, deciding.decision, comment)}
          onDecided={setAnnouncement}
          onRefused={(feedback) => setRefusal(deciding.item.requestId, feedback.message)}
        />
      ) : null}
    </div>
  );
}

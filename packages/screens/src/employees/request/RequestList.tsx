import type { RequestStatus } from '@hr/domain';
import { Badge, type BadgeVariant, Button, useFormatDay } from '@hr/ui';
import styles from './RequestScreen.module.css';
import type { RequestItem } from './requests.ts';

const STATUS_VARIANT: Record<RequestStatus, BadgeVariant> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
  Withdrawn: 'neutral',
};

/** What the list shows of a request; other areas' requests (attendance's) fit it too. */
export type ListedRequest = Pick<
  RequestItem,
  | 'id'
  | 'employeeName'
  | 'description'
  | 'reason'
  | 'status'
  | 'waitingOn'
  | 'submittedOn'
  | 'decidedOn'
  | 'decidedByName'
  | 'rejectionReason'
  | 'canWithdraw'
  | 'canDecide'
> & { kind: string };

interface RequestListProps<TItem extends ListedRequest> {
  label: string;
  items: TItem[];
  /** Show whose request each is (HR's and approvers' lists). */
  showEmployee?: boolean;
  onWithdraw?: (item: TItem) => void;
  onDecide?: (item: TItem, decision: 'approve' | 'reject') => void;
  onDownloadLetter?: (item: TItem) => void;
}

/** Requests as a list: what was asked, its state and where it waits, and what the reader may do. */
export function RequestList<TItem extends ListedRequest>({
  label,
  items,
  showEmployee,
  onWithdraw,
  onDecide,
  onDownloadLetter,
}: RequestListProps<TItem>) {
  const day = useFormatDay();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li
          key={item.id}
          className={styles.item}
          aria-label={`${showEmployee ? `${item.employeeName}: ` : ''}${item.description}`}
        >
          <div className={styles.itemText}>
            <p className={styles.itemTitle}>
              {showEmployee ? <span className={styles.employee}>{item.employeeName}: </span> : null}
              {item.description}
            </p>
            <p className={styles.itemMeta}>
              <Badge variant={STATUS_VARIANT[item.status]}>{item.status}</Badge> {stateText(item, day)}
            </p>
            {item.reason ? <p className={styles.itemMeta}>Reason given: {item.reason}</p> : null}
          </div>
          <div className={styles.actions}>
            {item.canWithdraw && onWithdraw ? (
              <Button
                variant="secondary"
                onPress={() => onWithdraw(item)}
                aria-label={`Withdraw: ${item.description}`}
              >
                Withdraw
              </Button>
            ) : null}
            {item.canDecide && onDecide ? (
              <>
                <Button
                  onPress={() => onDecide(item, 'approve')}
                  aria-label={`Approve: ${item.employeeName}, ${item.description}`}
                >
                  Approve
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => onDecide(item, 'reject')}
                  aria-label={`Reject: ${item.employeeName}, ${item.description}`}
                >
                  Reject
                </Button>
              </>
            ) : null}
            {item.kind === 'Letter' && item.status === 'Approved' && onDownloadLetter ? (
              <Button
                variant="secondary"
                onPress={() => onDownloadLetter(item)}
                aria-label={`Download PDF: ${item.description}`}
              >
                Download PDF
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Waiting for Kwame Boateng · asked 2 Dec 2026", "Rejected by … on …: the reason". */
function stateText(item: ListedRequest, day: (isoDay: string) => string): string {
  const decidedOn = item.decidedOn === null ? '' : day(item.decidedOn);
  switch (item.status) {
    case 'Pending':
      return `Waiting for ${item.waitingOn ?? 'an approver'} · asked on ${day(item.submittedOn)}`;
    case 'Approved':
      return `Approved by ${item.decidedByName ?? 'an approver'} on ${decidedOn}`;
    case 'Rejected':
      return `Rejected by ${item.decidedByName ?? 'an approver'} on ${decidedOn}: ${item.rejectionReason ?? 'no reason given'}`;
    default:
      return `Withdrawn on ${decidedOn}`;
  }
}

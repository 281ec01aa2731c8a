import { Banner, Button, Icon, Spinner, useFormatDay } from '@hr/ui';
import { useId, useState } from 'react';
import { RejectRequestDialog } from '../employees/request/RejectRequestDialog.tsx';
import { RequestList } from '../employees/request/RequestList.tsx';
import requestStyles from '../employees/request/RequestScreen.module.css';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { AttendanceRequestDialog } from './AttendanceRequestDialog.tsx';
import styles from './AttendanceRequests.module.css';
import type { AttendanceRequestItem, AttendanceRequestsPanelProps } from './attendanceRequests.ts';

type Listed = AttendanceRequestItem & { description: string };

/** "Forgot to punch, 01/12/2026: in 08:30, out 17:10". */
function describe(item: AttendanceRequestItem, day: (isoDay: string) => string): string {
  const times = [
    item.checkIn ? `in ${item.checkIn}` : null,
    item.checkOut ? `out ${item.checkOut}` : null,
  ].filter(Boolean);
  return `${item.kind}, ${day(item.date)}: ${times.join(', ')}`;
}

/**
 * Attendance requests (issue 29 item 4): the reader's own corrections with their state, withdrawn
 * while pending; those waiting on the reader's decision, approved or rejected with the reason; and
 * those of the people the reader reaches. New request opens the Attendance request dialog.
 */
export function AttendanceRequestsPanel({
  status,
  errorMessage,
  onRetry,
  requests,
  toDecide,
  ownEmployeeId,
  today,
  onAsk,
  onWithdraw,
  onDecide,
}: AttendanceRequestsPanelProps) {
  const titleId = useId();
  const day = useFormatDay();
  const [asking, setAsking] = useState({ session: 0, isOpen: false });
  const [rejecting, setRejecting] = useState<Listed | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const listed = (items: AttendanceRequestItem[]): Listed[] =>
    items.map((item) => ({ ...item, description: describe(item, day) }));
  const mine = listed(requests.filter((item) => item.employeeId === ownEmployeeId));
  const others = listed(requests.filter((item) => item.employeeId !== ownEmployeeId));

  async function withdraw(item: Listed) {
    const refused = await onWithdraw(item.id);
    setRefusal(refused?.message ?? null);
    if (!refused) setAnnouncement(`${item.description} withdrawn.`);
  }

  async function decide(item: Listed, decision: 'approve' | 'reject') {
    if (decision === 'reject') {
      setRejecting(item);
      return;
    }
    const refused = await onDecide(item.id, 'approve', null);
    setRefusal(refused?.message ?? null);
    if (!refused) setAnnouncement(`${item.employeeName}: ${item.description} approved.`);
  }

  async function reject(reason: string) {
    if (!rejecting) return null;
    const refused = await onDecide(rejecting.id, 'reject', reason);
    if (!refused) setAnnouncement(`${rejecting.employeeName}: ${rejecting.description} rejected.`);
    return refused?.message ?? null;
  }

  return (
    <section className={listPage.page} aria-labelledby={titleId}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h2 id={titleId} className={styles.title}>
            Attendance requests
          </h2>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        {ownEmployeeId ? (
          <Button
            onPress={() => setAsking(({ session }) => ({ session: session + 1, isOpen: true }))}
            isDisabled={status !== 'ready'}
          >
            <Icon name="add" /> New request
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <Banner variant="danger" isUrgent>
          {refusal}
        </Banner>
      ) : null}
      {status === 'error' ? (
        <LoadError title="The requests could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : status === 'loading' ? (
        <Spinner aria-label="Loading attendance requests" />
      ) : (
        <div className={requestStyles.sections}>
          {toDecide.length > 0 ? (
            <div className={requestStyles.section}>
              <h3 className={styles.listTitle}>Waiting for your decision</h3>
              <RequestList
                label="Waiting for your decision"
                items={listed(toDecide)}
                showEmployee
                onDecide={decide}
              />
            </div>
          ) : null}
          {ownEmployeeId ? (
            <div className={requestStyles.section}>
              <h3 className={styles.listTitle}>My requests</h3>
              {mine.length === 0 ? (
                <p className={requestStyles.empty}>
                  No requests yet. Forgot to punch, or worked from home or on duty? Ask for the day to be
                  corrected with New request.
                </p>
              ) : (
                <RequestList label="My requests" items={mine} onWithdraw={withdraw} />
              )}
            </div>
          ) : null}
          {others.length > 0 ? (
            <div className={requestStyles.section}>
              <h3 className={styles.listTitle}>Requests of the people you reach</h3>
              <RequestList
                label="Requests of the people you reach"
                items={others}
                showEmployee
                onDecide={decide}
              />
            </div>
          ) : null}
        </div>
      )}
      {asking.session > 0 ? (
        <AttendanceRequestDialog
          key={asking.session}
          isOpen={asking.isOpen}
          onOpenChange={(isOpen) => setAsking((current) => ({ ...current, isOpen }))}
          defaultDate={today}
          onAsk={async (values) => {
            const feedback = await onAsk(values);
            if (!feedback) setAnnouncement(`${values.kind}, ${day(values.date)}: sent for approval.`);
            return feedback;
          }}
        />
      ) : null}
      <RejectRequestDialog
        subject={rejecting ? `${rejecting.employeeName}: ${rejecting.description}` : null}
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </section>
  );
}

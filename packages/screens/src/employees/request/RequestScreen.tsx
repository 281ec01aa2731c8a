import { Banner, Button, Icon, Spinner } from '@hr/ui';
import { useId, useState } from 'react';
import listPage from '../../layout/ListPage.module.css';
import { LoadError } from '../../layout/LoadError.tsx';
import pageHeader from '../../layout/PageHeader.module.css';
import { NewRequestDialog } from './NewRequestDialog.tsx';
import { RejectRequestDialog } from './RejectRequestDialog.tsx';
import { RequestList } from './RequestList.tsx';
import styles from './RequestScreen.module.css';
import type { RequestItem, RequestScreenProps } from './requests.ts';

/**
 * Employee Management › Request (issue 28, item 4): the reader's own requests with their state (whose
 * step a pending one waits on, a rejection's reason), withdrawn while pending and a letter downloaded
 * once approved; those waiting on the reader's decision; for HR the requests of the people they
 * reach; and, for whoever keeps them, the letter templates.
 */
export function RequestScreen({
  status,
  errorMessage,
  onRetry,
  requests,
  toDecide,
  ownEmployeeId,
  banks,
  onAsk,
  onWithdraw,
  onDecide,
  onDownloadLetter,
  templateEditor,
}: RequestScreenProps) {
  const titleId = useId();
  const [asking, setAsking] = useState({ session: 0, isOpen: false });
  const [rejecting, setRejecting] = useState<RequestItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const mine = requests.filter((item) => item.employeeId === ownEmployeeId);
  const others = requests.filter((item) => item.employeeId !== ownEmployeeId);

  async function withdraw(item: RequestItem) {
    const refused = await onWithdraw(item.id);
    setRefusal(refused?.message ?? null);
    if (!refused) setAnnouncement(`${item.description} withdrawn.`);
  }

  async function decide(item: RequestItem, decision: 'approve' | 'reject') {
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
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Request
          </h1>
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
      {refusal ? <Banner variant="danger">{refusal}</Banner> : null}
      {status === 'error' ? (
        <LoadError title="The requests could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : status === 'loading' ? (
        <Spinner aria-label="Loading requests" />
      ) : (
        <div className={styles.sections}>
          {toDecide.length > 0 ? (
            <section className={styles.section} aria-labelledby={`${titleId}-decide`}>
              <h2 id={`${titleId}-decide`}>Waiting for your decision</h2>
              <RequestList
                label="Waiting for your decision"
                items={toDecide}
                showEmployee
                onDecide={decide}
              />
            </section>
          ) : null}
          {ownEmployeeId ? (
            <section className={styles.section} aria-labelledby={`${titleId}-mine`}>
              <h2 id={`${titleId}-mine`}>My requests</h2>
              {mine.length === 0 ? (
                <p className={styles.empty}>
                  You have asked for nothing yet. Ask to change your bank account, name or marital status, or
                  for a letter, with New request.
                </p>
              ) : (
                <RequestList
                  label="My requests"
                  items={mine}
                  onWithdraw={withdraw}
                  onDownloadLetter={(item) => onDownloadLetter(item.id)}
                />
              )}
            </section>
          ) : null}
          {others.length > 0 || !ownEmployeeId ? (
            <section className={styles.section} aria-labelledby={`${titleId}-others`}>
              <h2 id={`${titleId}-others`}>Requests of the people you reach</h2>
              {others.length === 0 ? (
                <p className={styles.empty}>Nobody you reach has asked for anything.</p>
              ) : (
                <RequestList
                  label="Requests of the people you reach"
                  items={others}
                  showEmployee
                  onDecide={decide}
                  onDownloadLetter={(item) => onDownloadLetter(item.id)}
                />
              )}
            </section>
          ) : null}
          {templateEditor}
        </div>
      )}
      {asking.session > 0 ? (
        <NewRequestDialog
          key={asking.session}
          isOpen={asking.isOpen}
          onOpenChange={(isOpen) => setAsking((current) => ({ ...current, isOpen }))}
          banks={banks}
          onAsk={onAsk}
          onDone={setAnnouncement}
        />
      ) : null}
      <RejectRequestDialog
        subject={rejecting ? `${rejecting.employeeName}: ${rejecting.description}` : null}
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </div>
  );
}

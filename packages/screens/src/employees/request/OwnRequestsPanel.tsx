import { Banner, Button, Icon, Spinner } from '@hr/ui';
import { Fragment, type ReactNode, useId, useState } from 'react';
import listPage from '../../layout/ListPage.module.css';
import { LoadError } from '../../layout/LoadError.tsx';
import pageHeader from '../../layout/PageHeader.module.css';
import { RejectRequestDialog } from './RejectRequestDialog.tsx';
import { type ListedRequest, RequestList } from './RequestList.tsx';
import styles from './RequestScreen.module.css';
import type { RequestScreenProps } from './requests.ts';

type OwnRequest = ListedRequest & { employeeId: string };

/** What the panel hands the page's New request dialog: its state, and where to say it was sent. */
export interface AskDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
}

export interface OwnRequestsPanelProps<TItem extends OwnRequest>
  extends Pick<
    RequestScreenProps,
    'status' | 'errorMessage' | 'onRetry' | 'ownEmployeeId' | 'onWithdraw' | 'onDecide'
  > {
  title: string;
  /** 1: the page itself (Request); 2: a panel under the page's own heading (Attendance requests). */
  headingLevel: 1 | 2;
  /** The spinner's name while loading. */
  loadingLabel: string;
  /** The requests the reader follows: their own, and those of the people they reach. */
  requests: TItem[];
  /** The requests waiting on the reader's decision. */
  toDecide: TItem[];
  /** Said under My requests while the reader has asked for nothing. */
  noneOfMine: string;
  /**
   * Said under the requests of the people the reader reaches while there are none, to a reader without
   * a record of their own (HR); without it that list shows only once someone has asked.
   */
  noneOfOthers?: string;
  /** A refusal of withdrawing or deciding interrupts (an alert) rather than waits its turn. */
  refusalIsUrgent?: boolean;
  onDownloadLetter?: (item: TItem) => void;
  /** The page's New request dialog, opened afresh each time. */
  askDialog: (props: AskDialogProps) => ReactNode;
  /** Shown after the lists (the letter templates). */
  children?: ReactNode;
}

/**
 * The reader's own requests with their state, withdrawn while pending; those waiting on the reader's
 * decision, approved or rejected with the reason; those of the people the reader reaches; and New
 * request. Employee Management › Request and Attendance requests are this panel.
 */
export function OwnRequestsPanel<TItem extends OwnRequest>({
  title,
  headingLevel,
  status,
  errorMessage,
  onRetry,
  loadingLabel,
  requests,
  toDecide,
  ownEmployeeId,
  noneOfMine,
  noneOfOthers,
  refusalIsUrgent = false,
  onWithdraw,
  onDecide,
  onDownloadLetter,
  askDialog,
  children,
}: OwnRequestsPanelProps<TItem>) {
  const titleId = useId();
  const [asking, setAsking] = useState({ session: 0, isOpen: false });
  const [rejecting, setRejecting] = useState<TItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const mine = requests.filter((item) => item.employeeId === ownEmployeeId);
  const others = requests.filter((item) => item.employeeId !== ownEmployeeId);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const ListTitle = headingLevel === 1 ? 'h2' : 'h3';
  // A page is its own landmark; a panel is a region named by its title.
  const Root = headingLevel === 1 ? 'div' : 'section';

  async function withdraw(item: TItem) {
    const refused = await onWithdraw(item.id);
    setRefusal(refused?.message ?? null);
    if (!refused) setAnnouncement(`${item.description} withdrawn.`);
  }

  async function decide(item: TItem, decision: 'approve' | 'reject') {
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

  function list(key: string, heading: string, content: ReactNode) {
    return (
      <section className={styles.section} aria-labelledby={`${titleId}-${key}`}>
        <ListTitle id={`${titleId}-${key}`}>{heading}</ListTitle>
        {content}
      </section>
    );
  }

  return (
    <Root className={listPage.page} aria-labelledby={headingLevel === 1 ? undefined : titleId}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <Title id={titleId} className={headingLevel === 1 ? pageHeader.title : styles.panelTitle}>
            {title}
          </Title>
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
        <Banner variant="danger" isUrgent={refusalIsUrgent}>
          {refusal}
        </Banner>
      ) : null}
      {status === 'error' ? (
        <LoadError title="The requests could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : status === 'loading' ? (
        <Spinner aria-label={loadingLabel} />
      ) : (
        <div className={styles.sections}>
          {toDecide.length > 0
            ? list(
                'decide',
                'Waiting for your decision',
                <RequestList
                  label="Waiting for your decision"
                  items={toDecide}
                  showEmployee
                  onDecide={decide}
                />,
              )
            : null}
          {ownEmployeeId
            ? list(
                'mine',
                'My requests',
                mine.length === 0 ? (
                  <p className={styles.empty}>{noneOfMine}</p>
                ) : (
                  <RequestList
                    label="My requests"
                    items={mine}
                    onWithdraw={withdraw}
                    onDownloadLetter={onDownloadLetter}
                  />
                ),
              )
            : null}
          {others.length > 0 || (noneOfOthers && !ownEmployeeId)
            ? list(
                'others',
                'Requests of the people you reach',
                others.length === 0 ? (
                  <p className={styles.empty}>{noneOfOthers}</p>
                ) : (
                  <RequestList
                    label="Requests of the people you reach"
                    items={others}
                    showEmployee
                    onDecide={decide}
                    onDownloadLetter={onDownloadLetter}
                  />
                ),
              )
            : null}
          {children}
        </div>
      )}
      {asking.session > 0 ? (
        <Fragment key={asking.session}>
          {askDialog({
            isOpen: asking.isOpen,
            onOpenChange: (isOpen) => setAsking((current) => ({ ...current, isOpen })),
            onDone: setAnnouncement,
          })}
        </Fragment>
      ) : null}
      <RejectRequestDialog
        subject={rejecting ? `${rejecting.employeeName}: ${rejecting.description}` : null}
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </Root>
  );
}

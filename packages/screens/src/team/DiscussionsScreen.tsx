import {
  Badge,
  Button,
  createDataTableColumns,
  DataTable,
  type DataTableRange,
  EmptyState,
  Icon,
  Link,
} from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import styles from './Discussions.module.css';
import { DiscussionTopicDialog } from './DiscussionTopicDialog.tsx';
import type { DiscussionTopicDialogData, DiscussionTopicSummary } from './discussion.ts';

export interface DiscussionsScreenProps extends DiscussionTopicDialogData {
  /** 'loading' until the first page has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** How many topics the employer has. */
  total: number;
  /** The pages loaded so far, each row at its index; newest activity first. */
  topics: ReadonlyArray<DiscussionTopicSummary | undefined>;
  /** Asks for the pages covering the rows in view. */
  onVisibleRangeChange?: (range: DataTableRange) => void;
  /** Where a topic's title links to: its page. */
  topicHref: (topicId: string) => string;
  /** The reader's time zone, for Last Activity; the browser's by default. */
  timeZone?: string;
}

const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 20rem))';
const column = createDataTableColumns<DiscussionTopicSummary>();

/**
 * Team › Discussions (issue 15): every topic of the employer, newest activity first, each with its
 * author, replies and last activity, locked ones marked; New Topic opens the dialog. Everyone of the
 * employer reads and starts topics.
 */
export function DiscussionsScreen({
  status,
  errorMessage,
  onRetry,
  total,
  topics,
  onVisibleRangeChange,
  topicHref,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  ...dialogData
}: DiscussionsScreenProps) {
  const titleId = useId();
  const format = useRecordFormat(timeZone);
  const [opening, setOpening] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const [message, setMessage] = useState('');

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: 'Topic',
          enableSorting: false,
          cell: ({ row }) => (
            <span className={styles.topicCell}>
              <Link href={topicHref(row.original.id)}>{row.original.title}</Link>
              {row.original.locked ? <Badge variant="warning">Locked</Badge> : null}
            </span>
          ),
          meta: { width: 'minmax(14rem, 3fr)' },
        }),
        column.accessor('authorName', {
          header: 'Author',
          enableSorting: false,
          meta: { width: 'minmax(9rem, 1fr)' },
        }),
        column.accessor('replyCount', {
          header: 'Replies',
          enableSorting: false,
          meta: { width: 'minmax(6rem, 0.5fr)', align: 'end' },
        }),
        column.accessor('lastActivityAt', {
          header: 'Last Activity',
          enableSorting: false,
          cell: ({ getValue }) => format.instant(getValue()),
          meta: { width: 'minmax(12rem, 1fr)', toText: (value) => format.instant(String(value)) },
        }),
      ]),
    [format, topicHref],
  );

  const newButton = (
    <Button
      onPress={() => {
        setMessage('');
        setOpening((count) => count + 1);
        setOpen(true);
      }}
    >
      <Icon name="add" /> New Topic
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Discussions
          </h1>
          <p role="status" className={listPage.status}>
            {message}
          </p>
        </div>
        {newButton}
      </div>
      {status === 'error' ? (
        <LoadError title="The topics could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={topics}
          rowCount={status === 'ready' ? total : 0}
          onVisibleRangeChange={onVisibleRangeChange}
          getRowId={(topic) => topic.id}
          isLoading={status === 'loading'}
          enableColumnHiding={false}
          height={TABLE_HEIGHT}
          emptyState={
            <EmptyState
              icon="chat"
              title="No topics yet. Start one with New Topic."
              description="Everyone at your employer can read the topics and reply."
              action={newButton}
            />
          }
        />
      )}
      {opening > 0 ? (
        <DiscussionTopicDialog
          key={opening}
          {...dialogData}
          topic={null}
          isOpen={isOpen}
          onOpenChange={setOpen}
          onDone={(done) => {
            setMessage(done);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

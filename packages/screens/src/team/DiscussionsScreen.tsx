import { Badge, Button, createDataTableColumns, EmptyState, Icon, Link } from '@hr/ui';
import { useMemo } from 'react';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import styles from './Discussions.module.css';
import { DiscussionTopicDialog } from './DiscussionTopicDialog.tsx';
import type { DiscussionTopicDialogData, DiscussionTopicSummary } from './discussion.ts';
import { TeamListPage, type TeamListProps } from './TeamListPage.tsx';
import { useListDialogs } from './useListDialogs.ts';

export interface DiscussionsScreenProps extends DiscussionTopicDialogData, TeamListProps {
  /** The pages loaded so far, each row at its index; newest activity first. */
  topics: ReadonlyArray<DiscussionTopicSummary | undefined>;
  /** Where a topic's title links to: its page. */
  topicHref: (topicId: string) => string;
  /** The reader's time zone, for Last Activity; the browser's by default. */
  timeZone?: string;
}

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
  const format = useRecordFormat(timeZone);
  // Topics are edited on their own page: the list's one dialog starts a new topic.
  const { dialog, message, open, close, done } = useListDialogs<'new', DiscussionTopicSummary>('new');

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
    <Button onPress={() => open('new')}>
      <Icon name="add" /> New Topic
    </Button>
  );

  return (
    <TeamListPage
      title="Discussions"
      message={message}
      action={newButton}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      errorTitle="The topics could not be loaded."
      columns={columns}
      rows={topics}
      total={total}
      onVisibleRangeChange={onVisibleRangeChange}
      enableColumnHiding={false}
      emptyState={
        <EmptyState
          icon="chat"
          title="No topics yet. Start one with New Topic."
          description="Everyone at your employer can read the topics and reply."
          action={newButton}
        />
      }
    >
      {dialog ? (
        <DiscussionTopicDialog
          key={dialog.opening}
          {...dialogData}
          topic={null}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          onDone={done}
        />
      ) : null}
    </TeamListPage>
  );
}

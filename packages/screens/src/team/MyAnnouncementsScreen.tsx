import { DisclosureGroup, EmptyState } from '@hr/ui';
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import type { StoredFile } from '../files/StoredFile.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadStates } from '../layout/LoadStates.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { ShowMore } from '../layout/ShowMore.tsx';
import styles from './Announcements.module.css';
import type { Announcement } from './announcement.ts';
import { FeedItem } from './FeedItem.tsx';

export interface MyAnnouncementsScreenProps {
  /** 'loading' until the first page has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The pages loaded so far, newest effective date first. */
  announcements: readonly Announcement[];
  /** How many the reader can see in all; more than loaded offers Show more. */
  total: number;
  /** Loads the next page. */
  onShowMore?: () => void;
  /** The next page is on its way. */
  isLoadingMore?: boolean;
  /** The announcement to open as the page opens (the bell's link). */
  openId?: string | null;
  /** Called when the reader opens an announcement they have not read: it is marked read. */
  onRead: (announcement: Announcement) => void;
  /** Downloads one of an announcement's files. */
  onDownload: (file: StoredFile) => void;
}

/**
 * Team › Announcements as employees read it (issue 15): the published announcements, newest first,
 * each a disclosure whose heading carries a "New" badge until it is opened, which marks it read.
 */
export function MyAnnouncementsScreen({
  status,
  errorMessage,
  onRetry,
  announcements,
  total,
  onShowMore,
  isLoadingMore = false,
  openId,
  onRead,
  onDownload,
}: MyAnnouncementsScreenProps) {
  const format = useRecordFormat('UTC');
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(openId ? [openId] : []));
  // The bell's announcement counts as read once it has arrived and is shown open.
  const readOnArrival = useRef(openId ?? null);
  useEffect(() => {
    const shown = announcements.find((announcement) => announcement.id === readOnArrival.current);
    if (!shown) return;
    readOnArrival.current = null;
    if (!shown.read) onRead(shown);
  }, [announcements, onRead]);

  const expand = (keys: Set<Key>) => {
    for (const announcement of announcements) {
      if (keys.has(announcement.id) && !expanded.has(announcement.id) && !announcement.read) {
        onRead(announcement);
      }
    }
    setExpanded(keys);
  };

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>Announcements</h1>
        </div>
      </div>
      <LoadStates
        status={status}
        errorTitle="The announcements could not be loaded."
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel="Loading the announcements"
        isEmpty={announcements.length === 0}
        empty={
          <EmptyState
            icon="bell"
            title="No announcements yet"
            description="What your employer announces shows here from its effective date."
          />
        }
      >
        <div className={styles.list}>
          <DisclosureGroup expandedKeys={expanded} onExpandedChange={expand}>
            {announcements.map((announcement) => (
              <FeedItem
                key={announcement.id}
                id={announcement.id}
                title={announcement.title}
                isNew={!announcement.read}
                meta={`${format.day(announcement.effectiveDate)} · ${announcement.authorName}`}
                content={announcement.content}
                files={announcement.attachments}
                onDownload={onDownload}
              />
            ))}
          </DisclosureGroup>
          <ShowMore
            shown={announcements.length}
            total={total}
            onShowMore={onShowMore}
            isLoading={isLoadingMore}
          />
        </div>
      </LoadStates>
    </div>
  );
}

import { Badge, Card, EmptyState, Link, Spinner } from '@hr/ui';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import { LoadError } from '../layout/LoadError.tsx';
import styles from '../team/Announcements.module.css';

/** As much of an announcement as the card shows. */
export interface AnnouncementHeadline {
  id: string;
  title: string;
  effectiveDate: string;
  read: boolean;
}

export interface AnnouncementsCardProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The newest announcements the reader can see; the card shows the first 3. */
  announcements?: readonly AnnouncementHeadline[];
  /** The Announcements page. */
  seeAllHref?: string;
  /** Where one announcement opens (the page with it expanded). */
  announcementHref: (id: string) => string;
}

/** The dashboard's Announcements card (issue 15, everyone): the latest three, unread ones marked New. */
export function AnnouncementsCard({
  status,
  errorMessage,
  onRetry,
  announcements,
  seeAllHref = '/team/announcement',
  announcementHref,
}: AnnouncementsCardProps) {
  const format = useRecordFormat('UTC');
  if (status === 'error') {
    return (
      <LoadError title="The announcements could not be loaded." message={errorMessage} onRetry={onRetry} />
    );
  }
  const seeAll = (
    <Link href={seeAllHref} variant="standalone">
      See all
    </Link>
  );
  return (
    <Card title="Announcements" footer={status === 'ready' && announcements?.length ? seeAll : undefined}>
      {status === 'loading' || !announcements ? (
        <Spinner aria-label="Loading the announcements" />
      ) : announcements.length === 0 ? (
        <EmptyState
          icon="bell"
          headingLevel={3}
          title="No announcements yet"
          description="What your employer announces shows here from its effective date."
        />
      ) : (
        <ul className={styles.cardList}>
          {announcements.slice(0, 3).map((announcement) => (
            <li key={announcement.id}>
              <Link href={announcementHref(announcement.id)}>{announcement.title}</Link>
              {announcement.read ? null : <Badge variant="info">New</Badge>}
              <span className={styles.meta}>{format.day(announcement.effectiveDate)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

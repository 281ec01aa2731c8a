import { Badge, Disclosure } from '@hr/ui';
import type { ReactNode } from 'react';
import { AttachmentLinks } from '../files/AttachmentLinks.tsx';
import type { StoredFile } from '../files/StoredFile.ts';
import { AnnouncementContent } from './AnnouncementContent.tsx';
import styles from './Announcements.module.css';

export interface FeedItemProps {
  /** The disclosure's key in its DisclosureGroup. */
  id: string;
  /** Plain text: shown as typed, never as markup. */
  title: string;
  /** Carries a "New" badge (unread, not yet acknowledged). */
  isNew: boolean;
  /** The line beside the title (date, author). */
  meta: ReactNode;
  /** Markdown source, shown formatted with any HTML in it as its text. */
  content: string;
  files: readonly StoredFile[];
  onDownload: (file: StoredFile) => void;
  /** What follows the files (an acknowledgement). */
  children?: ReactNode;
}

/**
 * One post of a Team list as employees read it (an announcement, a shared document): a disclosure
 * whose heading carries a "New" badge, opening onto the formatted content and the files.
 */
export function FeedItem({ id, title, isNew, meta, content, files, onDownload, children }: FeedItemProps) {
  return (
    <Disclosure
      id={id}
      headingLevel={2}
      title={
        <span className={styles.title}>
          {title}
          {isNew ? <Badge variant="info">New</Badge> : null}
        </span>
      }
      actions={<p className={styles.meta}>{meta}</p>}
    >
      <div className={styles.body}>
        <AnnouncementContent source={content} />
        {files.length > 0 ? (
          <AttachmentLinks aria-label={`Files of ${title}`} files={files} onDownload={onDownload} />
        ) : null}
        {children}
      </div>
    </Disclosure>
  );
}

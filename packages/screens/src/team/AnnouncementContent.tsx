import styles from './Announcements.module.css';

/** An announcement's content as its reader sees it. */
export function AnnouncementContent({ source }: { source: string }) {
  return <p className={styles.plainContent}>{source}</p>;
}

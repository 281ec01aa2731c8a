import { Button, Icon } from '@hr/ui';
import styles from './LeaveReview.module.css';
import { useLeaveFormat } from './leaveFormat.ts';
import type { LeaveAttachment } from './leaveRequests.ts';

export interface LeaveAttachmentLinksProps {
  files: readonly LeaveAttachment[];
  /** Downloads one file (the server sends it only to those who may see the request). */
  onDownload: (file: LeaveAttachment) => void;
}

/** A request's files, each a button that downloads it, with its size. */
export function LeaveAttachmentLinks({ files, onDownload }: LeaveAttachmentLinksProps) {
  const format = useLeaveFormat();
  if (files.length === 0) return <>None</>;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.id}>
          <Button variant="quiet" size="small" onPress={() => onDownload(file)}>
            <Icon name="download" />
            {file.name}
          </Button>{' '}
          <span className={styles.fileSize}>{format.fileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}

import { AttachmentLinks } from '../files/AttachmentLinks.tsx';
import type { LeaveAttachment } from './leaveRequests.ts';

export interface LeaveAttachmentLinksProps {
  files: readonly LeaveAttachment[];
  /** Downloads one file (the server sends it only to those who may see the request). */
  onDownload: (file: LeaveAttachment) => void;
}

/** A request's files, each a button that downloads it, with its size. */
export function LeaveAttachmentLinks(props: LeaveAttachmentLinksProps) {
  return <AttachmentLinks {...props} />;
}

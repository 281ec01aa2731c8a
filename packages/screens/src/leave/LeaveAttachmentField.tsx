import { AttachmentField } from '../files/AttachmentField.tsx';
import type { UploadResult } from '../files/StoredFile.ts';
import type { LeaveAttachment } from './leaveRequests.ts';

/** As many files as one request takes (the contract's maxItems). */
export const MAX_LEAVE_ATTACHMENTS = 5;

/** What uploading one file gives: the stored file, or why it was refused (too large, a type not taken). */
export type LeaveUploadResult = UploadResult;

export interface LeaveAttachmentFieldProps {
  files: readonly LeaveAttachment[];
  onChange: (files: LeaveAttachment[]) => void;
  /** Stores one file on the server; it belongs to the request once the request is applied for. */
  onUpload: (file: File) => Promise<LeaveUploadResult>;
  /** The leave type needs a file for the reader's own application. */
  isRequired: boolean;
  /** The policy's refusal about the attachment, from the preview. */
  refusal?: string;
}

/** The application's files (a sick note, a ticket), uploaded as soon as each is chosen. */
export function LeaveAttachmentField({ isRequired, ...props }: LeaveAttachmentFieldProps) {
  return (
    <AttachmentField
      {...props}
      label={`Attachment${isRequired ? ' (required for this leave type)' : ''}`}
      maxFiles={MAX_LEAVE_ATTACHMENTS}
    />
  );
}

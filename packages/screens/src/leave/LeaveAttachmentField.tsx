import { Button, FileTrigger, Icon } from '@hr/ui';
import { useState } from 'react';
import styles from './LeaveSchedule.module.css';
import type { LeaveAttachment } from './leaveRequests.ts';

/** As many files as one request takes (the contract's maxItems). */
export const MAX_LEAVE_ATTACHMENTS = 5;

/** What uploading one file gives: the stored file, or why it was refused (too large, a type not taken). */
export type LeaveUploadResult = LeaveAttachment | { message: string };

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

/**
 * The application's files (a sick note, a ticket): each is uploaded as soon as it is chosen, so a
 * refusal (too large, not a type the server takes) shows at once and names the file, and the ones
 * accepted are listed with a button to take each off again.
 */
export function LeaveAttachmentField({
  files,
  onChange,
  onUpload,
  isRequired,
  refusal,
}: LeaveAttachmentFieldProps) {
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isFull = files.length >= MAX_LEAVE_ATTACHMENTS;

  const upload = async (chosen: File[]) => {
    setProblem(null);
    let kept = [...files];
    for (const file of chosen.slice(0, MAX_LEAVE_ATTACHMENTS - kept.length)) {
      setUploading(file.name);
      try {
        const result = await onUpload(file);
        if ('message' in result) {
          setProblem(`${file.name}: ${result.message}`);
          break;
        }
        kept = [...kept, result];
        onChange(kept);
      } catch {
        setProblem(`${file.name} could not be uploaded. Check the connection and try again.`);
        break;
      } finally {
        setUploading(null);
      }
    }
  };

  const message = problem ?? refusal;
  return (
    <fieldset className={styles.attachments}>
      <legend className={styles.attachmentsLabel}>
        Attachment{isRequired ? ' (required for this leave type)' : ''}
      </legend>
      <FileTrigger
        allowsMultiple
        isDisabled={isFull || uploading !== null}
        onSelect={(chosen) => void upload(chosen)}
        emptyLabel={
          uploading
            ? `Uploading ${uploading}…`
            : `PDF, image, Word, Excel, OpenDocument, text or CSV; at most ${MAX_LEAVE_ATTACHMENTS} files.`
        }
      >
        Attach a file
      </FileTrigger>
      {message ? (
        <p role="alert" className={styles.attachmentsError}>
          {message}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Attached files" className={styles.attachmentList}>
          {files.map((file) => (
            <li key={file.id}>
              <span>{file.name}</span>
              <Button
                variant="quiet"
                size="small"
                aria-label={`Remove ${file.name}`}
                onPress={() => onChange(files.filter((kept) => kept.id !== file.id))}
              >
                <Icon name="trash" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

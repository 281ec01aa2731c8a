import { Button, FileTrigger, Icon } from '@hr/ui';
import { useState } from 'react';
import styles from './Attachments.module.css';
import type { StoredFile, UploadResult } from './StoredFile.ts';

export interface AttachmentFieldProps {
  /** The field's legend ("Attachment", "File"). */
  label: string;
  files: readonly StoredFile[];
  onChange: (files: StoredFile[]) => void;
  /** Stores one file on the server; it belongs to the record once the record is saved. */
  onUpload: (file: File) => Promise<UploadResult>;
  /** As many files as the record takes (the contract's maxItems). */
  maxFiles: number;
  /** A refusal about the files from elsewhere (a policy, the server's answer to a save). */
  refusal?: string;
}

/**
 * A form's files (a sick note, an announcement's PDF): each is uploaded as soon as it is chosen, so
 * a refusal (too large, not a type the server takes) shows at once and names the file, and the ones
 * accepted are listed with a button to take each off again.
 */
export function AttachmentField({
  label,
  files,
  onChange,
  onUpload,
  maxFiles,
  refusal,
}: AttachmentFieldProps) {
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isFull = files.length >= maxFiles;

  const upload = async (chosen: File[]) => {
    setProblem(null);
    let kept = [...files];
    for (const file of chosen.slice(0, maxFiles - kept.length)) {
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
    <fieldset className={styles.field}>
      <legend className={styles.label}>{label}</legend>
      <FileTrigger
        allowsMultiple={maxFiles > 1}
        isDisabled={isFull || uploading !== null}
        onSelect={(chosen) => void upload(chosen)}
        emptyLabel={
          uploading
            ? `Uploading ${uploading}…`
            : `PDF, image, Word, Excel, OpenDocument, text or CSV; at most ${maxFiles} files.`
        }
      >
        Attach a file
      </FileTrigger>
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Attached files" className={styles.list}>
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

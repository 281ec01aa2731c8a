import { useState } from 'react';
import type { StoredFile } from './StoredFile.ts';

/** What a save of a record's files sends: the files newly attached and those taken off. */
export interface AttachedFileChanges {
  attachmentIds: string[];
  removeAttachmentIds: string[];
}

/**
 * The files of a form (for an AttachmentField), starting from those the record `had`, and the
 * changes a save sends: the new ones to attach and the ones it had that were taken off.
 */
export function useAttachedFiles(had: readonly StoredFile[]) {
  const [files, setFiles] = useState<StoredFile[]>([...had]);
  const changes = (): AttachedFileChanges => ({
    attachmentIds: files.filter((file) => !had.some((kept) => kept.id === file.id)).map(({ id }) => id),
    removeAttachmentIds: had.filter((file) => !files.some((kept) => kept.id === file.id)).map(({ id }) => id),
  });
  return { files, setFiles, changes };
}

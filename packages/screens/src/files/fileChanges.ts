import type { StoredFile } from './StoredFile.ts';

/** What a save of a record's files sends: those uploaded since it was opened, and those taken off. */
export interface FileChanges {
  attachmentIds: string[];
  removeAttachmentIds: string[];
}

/** The files added to and taken off a record that `had` them, now that it holds `files`. */
export function fileChanges(had: readonly StoredFile[], files: readonly StoredFile[]): FileChanges {
  return {
    attachmentIds: files.filter((file) => !had.some((kept) => kept.id === file.id)).map(({ id }) => id),
    removeAttachmentIds: had.filter((file) => !files.some((kept) => kept.id === file.id)).map(({ id }) => id),
  };
}

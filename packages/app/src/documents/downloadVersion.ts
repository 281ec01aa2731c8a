import type { DocumentVersion } from '@hr/screens';
import { downloadStoredFile } from '../api/storedFiles.ts';

/** Downloads one version of a document: its stored file, under the name it was uploaded with. */
export function downloadVersion(version: DocumentVersion) {
  return downloadStoredFile({
    id: version.fileId,
    name: version.fileName,
    mediaType: version.mediaType,
    size: version.size,
  });
}

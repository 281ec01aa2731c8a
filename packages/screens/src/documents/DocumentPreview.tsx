import { Button, Icon } from '@hr/ui';
import styles from './Documents.module.css';
import { type DocumentVersion, previewKindOf } from './documentRequests.ts';

export interface DocumentPreviewProps {
  version: DocumentVersion;
  /** Where the app serves the version inline; null until it has it, or when it gives none. */
  previewUrl: string | null;
  /** Downloads the version (with the reader's session). */
  onDownload: (version: DocumentVersion) => void;
}

/**
 * The latest version shown where its type allows it safely: an image in an `<img>` (which runs no
 * script). Any other type, a PDF included, is offered for download only: Chromium shows nothing for a
 * PDF in a frame sandboxed to allow nothing (docs/documents.md, "The screens").
 */
export function DocumentPreview({ version, previewUrl, onDownload }: DocumentPreviewProps) {
  const label = `Preview of ${version.fileName}`;
  if (previewUrl !== null && previewKindOf(version.mediaType) === 'image') {
    return <img className={styles.previewImage} src={previewUrl} alt={label} referrerPolicy="no-referrer" />;
  }
  return (
    <p>
      {version.mediaType} files are not shown here.{' '}
      <Button variant="quiet" size="small" onPress={() => onDownload(version)}>
        <Icon name="download" />
        Download {version.fileName}
      </Button>{' '}
      to read it.
    </p>
  );
}

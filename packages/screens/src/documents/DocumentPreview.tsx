import { Button, Icon } from '@hr/ui';
import styles from './Documents.module.css';
import { type DocumentVersion, previewKindOf } from './documentRequests.ts';
import { PdfPreview } from './PdfPreview.tsx';

export interface DocumentPreviewProps {
  version: DocumentVersion;
  /** Where the app serves the version inline; null until it has it, or when it gives none. */
  previewUrl: string | null;
  /** Downloads the version (with the reader's session). */
  onDownload: (version: DocumentVersion) => void;
}

/**
 * The latest version shown where its type allows it safely, with nothing in it able to run: an image
 * in an `<img>`, a PDF's first pages drawn to canvases by PDF.js (docs/documents.md, "The screens").
 * Any other type is offered for download only.
 */
export function DocumentPreview({ version, previewUrl, onDownload }: DocumentPreviewProps) {
  const kind = previewKindOf(version.mediaType);
  if (previewUrl !== null && kind === 'image') {
    return (
      <img
        className={styles.previewImage}
        src={previewUrl}
        alt={`Preview of ${version.fileName}`}
        referrerPolicy="no-referrer"
      />
    );
  }
  if (previewUrl !== null && kind === 'pdf') {
    return <PdfPreview version={version} url={previewUrl} onDownload={onDownload} />;
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

import { Link } from '@hr/ui';
import styles from './Documents.module.css';
import { type DocumentVersion, previewKindOf } from './documentRequests.ts';

export interface DocumentPreviewProps {
  version: DocumentVersion;
  /** Where the app serves the version inline; null when it gives none. */
  previewUrl: string | null;
}

/**
 * The latest version shown where its type allows it safely: a PDF in a frame sandboxed with every
 * restriction (no scripts, no forms, no same origin, no navigating the page), an image in an `<img>`
 * (which runs no script). Any other type, or no URL, is offered for download only.
 */
export function DocumentPreview({ version, previewUrl }: DocumentPreviewProps) {
  const kind = previewKindOf(version.mediaType);
  const label = `Preview of ${version.fileName}`;
  if (previewUrl !== null && kind === 'pdf') {
    return (
      <iframe
        className={styles.preview}
        src={previewUrl}
        title={label}
        sandbox=""
        referrerPolicy="no-referrer"
      />
    );
  }
  if (previewUrl !== null && kind === 'image') {
    return <img className={styles.previewImage} src={previewUrl} alt={label} referrerPolicy="no-referrer" />;
  }
  return (
    <p>
      {version.mediaType} files are not shown here.{' '}
      <Link href={version.downloadUrl} download={version.fileName}>
        Download {version.fileName}
      </Link>{' '}
      to read it.
    </p>
  );
}

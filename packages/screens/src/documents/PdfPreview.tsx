import { Button, Icon } from '@hr/ui';
import { useEffect, useRef, useState } from 'react';
import styles from './Documents.module.css';
import type { DocumentVersion } from './documentRequests.ts';
import type { OpenedPdf } from './pdfPages.ts';

/** How many pages are drawn; the rest are read in the download. */
export const PREVIEWED_PDF_PAGES = 5;

type PdfView = { status: 'loading' } | { status: 'ready'; pdf: OpenedPdf } | { status: 'unreadable' };

export interface PdfPreviewProps {
  version: DocumentVersion;
  /** The version's bytes as an object URL the app made. */
  url: string;
  onDownload: (version: DocumentVersion) => void;
}

/**
 * A PDF's first pages drawn to canvases by PDF.js, loaded only now (pdfPages.ts); the download beside
 * them. A file PDF.js cannot read says so and keeps the download.
 */
export function PdfPreview({ version, url, onDownload }: PdfPreviewProps) {
  const [view, setView] = useState<PdfView>({ status: 'loading' });
  const [drawnPages, setDrawnPages] = useState(0);

  useEffect(() => {
    let opened: OpenedPdf | undefined;
    // Aborted when the preview goes or its URL changes, also while PDF.js is still opening it.
    const opening = new AbortController();
    setView({ status: 'loading' });
    setDrawnPages(0);
    import('./pdfPages.ts')
      .then(({ openPdf }) => openPdf(url, opening.signal))
      .then(
        (pdf) => {
          opened = pdf;
          if (opening.signal.aborted) pdf.close();
          else setView({ status: 'ready', pdf });
        },
        () => {
          if (!opening.signal.aborted) setView({ status: 'unreadable' });
        },
      );
    return () => {
      opening.abort();
      opened?.close();
    };
  }, [url]);

  const download = (
    <Button variant="quiet" size="small" onPress={() => onDownload(version)}>
      <Icon name="download" />
      Download {version.fileName}
    </Button>
  );

  if (view.status === 'unreadable') {
    return (
      <div className={styles.pdfPreview}>
        <p role="alert">
          {version.fileName} cannot be shown here: it could not be read as a PDF. Download it to open it
          elsewhere.
        </p>
        <div>{download}</div>
      </div>
    );
  }

  const pageCount = view.status === 'ready' ? view.pdf.pageCount : 0;
  const shown = Math.min(pageCount, PREVIEWED_PDF_PAGES);
  const isDrawing = view.status === 'loading' || drawnPages < shown;
  return (
    <figure className={styles.pdfPreview} aria-label={`Preview of ${version.fileName}`} aria-busy={isDrawing}>
      <figcaption className={styles.pdfCaption}>
        Preview of {version.fileName}
        {view.status === 'loading' ? ' (loading…)' : null} {download}
      </figcaption>
      {view.status === 'ready'
        ? pageNumbers(shown).map((pageNumber) => (
            <PdfPageCanvas
              key={pageNumber}
              pdf={view.pdf}
              pageNumber={pageNumber}
              fileName={version.fileName}
              onDrawn={() => setDrawnPages((count) => count + 1)}
              onUnreadable={() => setView({ status: 'unreadable' })}
            />
          ))
        : null}
      {pageCount > PREVIEWED_PDF_PAGES ? (
        <p>
          Only the first {PREVIEWED_PDF_PAGES} of {pageCount} pages are shown; the rest are in the download.
        </p>
      ) : null}
    </figure>
  );
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

interface PdfPageCanvasProps {
  pdf: OpenedPdf;
  pageNumber: number;
  fileName: string;
  onDrawn: () => void;
  onUnreadable: () => void;
}

function PdfPageCanvas({ pdf, pageNumber, fileName, onDrawn, onUnreadable }: PdfPageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const callbacks = useRef({ onDrawn, onUnreadable });
  callbacks.current = { onDrawn, onUnreadable };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let isCurrent = true;
    pdf.drawPage(pageNumber, canvas).then(
      () => isCurrent && callbacks.current.onDrawn(),
      () => isCurrent && callbacks.current.onUnreadable(),
    );
    return () => {
      isCurrent = false;
    };
  }, [pdf, pageNumber]);

  const label = `Page ${pageNumber} of ${pdf.pageCount}`;
  return (
    <div className={styles.pdfPage}>
      <canvas
        ref={canvasRef}
        className={styles.pdfCanvas}
        role="img"
        aria-label={`${label} of ${fileName}`}
      />
      <p className={styles.pdfPageNumber}>{label}</p>
    </div>
  );
}

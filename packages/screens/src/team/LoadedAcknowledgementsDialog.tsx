import { useCallback, useEffect, useRef, useState } from 'react';
import { DocumentAcknowledgementsDialog } from './DocumentAcknowledgementsDialog.tsx';
import type { DocumentAcknowledgements, SharedDocument } from './sharedDocument.ts';

type Loading =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; acknowledgements: DocumentAcknowledgements };

export interface LoadedAcknowledgementsDialogProps {
  document: SharedDocument;
  onLoad: (document: SharedDocument, signal: AbortSignal) => Promise<DocumentAcknowledgements>;
  onClose: () => void;
  timeZone?: string;
}

/** The acknowledgements dialog of one document, loading them as it opens (and again on Try again). */
export function LoadedAcknowledgementsDialog({
  document,
  onLoad,
  onClose,
  timeZone,
}: LoadedAcknowledgementsDialogProps) {
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const inFlight = useRef<AbortController | null>(null);
  const load = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading({ status: 'loading' });
    onLoad(document, controller.signal).then(
      (acknowledgements) => {
        if (!controller.signal.aborted) setLoading({ status: 'ready', acknowledgements });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [document, onLoad]);
  useEffect(() => {
    load();
    return () => inFlight.current?.abort();
  }, [load]);

  return (
    <DocumentAcknowledgementsDialog
      title={document.title}
      status={loading.status}
      errorMessage={loading.status === 'error' ? loading.message : undefined}
      onRetry={load}
      acknowledgements={loading.status === 'ready' ? loading.acknowledgements : null}
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      {...(timeZone ? { timeZone } : {})}
    />
  );
}

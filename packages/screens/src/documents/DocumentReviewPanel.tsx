import { Button } from '@hr/ui';
import { useId, useState } from 'react';
import { type FormFeedback, type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import { personLabel } from '../incident/incidentCase.ts';
import { DocumentPreview } from './DocumentPreview.tsx';
import { DocumentRejectDialog } from './DocumentRejectDialog.tsx';
import { DocumentSignOffSteps } from './DocumentSignOffSteps.tsx';
import { DocumentStateBadge } from './DocumentStateBadge.tsx';
import styles from './Documents.module.css';
import { DocumentVersionHistory } from './DocumentVersionHistory.tsx';
import type { DocumentReviewItem, DocumentVersion } from './documentRequests.ts';

export interface DocumentReviewPanelProps {
  item: DocumentReviewItem;
  /** Approves the latest version, named by its number; feedback is a refusal shown on the panel. */
  onApprove: (versionNumber: number) => Promise<FormSubmitResult>;
  /** Rejects the latest version with the reason; feedback on 'reason' shows in the dialog. */
  onReject: (versionNumber: number, reason: string) => Promise<FormSubmitResult<'reason'>>;
  /** Downloads the signed PDF of a signed-off item; feedback is a refusal shown on the panel. */
  onDownloadSigned: () => Promise<FormSubmitResult>;
  /** What was done, for the page's live status line. */
  onDecided: (announcement: string) => void;
  /** Downloads a version of the item. */
  onDownload: (version: DocumentVersion) => void;
  timeZone?: string;
}

/**
 * The item chosen in the queue: whose it is and for which request, Approve or Reject with a reason
 * while it waits on a decision, its versions, and a preview of the latest (last: it is the tallest).
 * An item signed off step by step shows its steps, reads "Sign off" for Approve (the reader signs the
 * step it waits on), and once every step is signed downloads its PDF with the sign-off page.
 */
export function DocumentReviewPanel({
  item,
  onApprove,
  onReject,
  onDownloadSigned,
  onDecided,
  onDownload,
  timeZone,
}: DocumentReviewPanelProps) {
  const titleId = useId();
  const [refusal, setRefusal] = useState<FormFeedback | null>(null);
  const [isApproving, setApproving] = useState(false);
  const [isRejecting, setRejecting] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const latest = item.versions.at(-1);
  const name = item.employee.name;
  const { signOff } = item;

  const approve = (versionNumber: number) => {
    setRefusal(null);
    setApproving(true);
    void onApprove(versionNumber).then((feedback) => {
      setApproving(false);
      if (feedback) setRefusal(feedback);
      else onDecided(`${signOff ? 'Signed off' : 'Approved'} ${name}’s ${item.request.title}.`);
    });
  };

  const downloadSigned = () => {
    setRefusal(null);
    setDownloading(true);
    void onDownloadSigned().then((feedback) => {
      setDownloading(false);
      if (feedback) setRefusal(feedback);
    });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {item.request.title}: {name}
      </h2>
      <dl className={styles.facts}>
        <dt>Employee</dt>
        <dd>{personLabel(item.employee)}</dd>
        <dt>Request</dt>
        <dd>{item.request.title}</dd>
        <dt>State</dt>
        <dd>
          <DocumentStateBadge state={item.state} />
        </dd>
      </dl>
      {signOff ? (
        <>
          <h3 className={styles.itemTitle}>Sign-off</h3>
          <DocumentSignOffSteps
            signOff={signOff}
            aria-label={`Sign-off of ${name}’s ${item.request.title}`}
            timeZone={timeZone}
          />
        </>
      ) : null}
      <RefusalBanner feedback={refusal} />
      {signOff && item.state === 'approved' ? (
        <div className={styles.actions}>
          <Button variant="primary" isPending={isDownloading} onPress={downloadSigned}>
            Download signed PDF
          </Button>
        </div>
      ) : null}
      {latest && item.state === 'submitted' ? (
        <div className={styles.actions}>
          <Button variant="submit" isPending={isApproving} onPress={() => approve(latest.number)}>
            {signOff ? 'Sign off' : 'Approve'} version {latest.number}
          </Button>
          <Button
            variant="danger"
            isDisabled={isApproving}
            onPress={() => {
              setRefusal(null);
              setRejecting(true);
            }}
          >
            Reject…
          </Button>
        </div>
      ) : null}
      <DocumentVersionHistory
        versions={item.versions}
        aria-label={`Versions of ${name}’s ${item.request.title}`}
        timeZone={timeZone}
        onDownload={onDownload}
      />
      {latest ? (
        <DocumentPreview version={latest} previewUrl={item.previewUrl} onDownload={onDownload} />
      ) : (
        <p>No version uploaded yet.</p>
      )}
      {isRejecting && latest ? (
        <DocumentRejectDialog
          employeeName={name}
          onClose={() => setRejecting(false)}
          onReject={(reason) => onReject(latest.number, reason)}
          onRejected={() => onDecided(`Rejected ${name}’s ${item.request.title}.`)}
          onRefused={setRefusal}
        />
      ) : null}
    </section>
  );
}

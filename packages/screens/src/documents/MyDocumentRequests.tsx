import { Button, Card, DatePicker, FileTrigger, useFormatDay } from '@hr/ui';
import { parseDate } from '@internationalized/date';
import { useMemo, useState } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import { fileSizeFormatter } from '../files/fileSize.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { LoadStates } from '../layout/LoadStates.tsx';
import { DocumentStateBadge } from './DocumentStateBadge.tsx';
import styles from './Documents.module.css';
import { type MyDocumentItem, signOffSummary } from './documentRequests.ts';

export interface MyDocumentRequestsProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The reader's items, those still to do first (the app's order is kept otherwise). */
  items: readonly MyDocumentItem[];
  /**
   * Uploads a file as the item's new version, with the document's expiry day (ISO) when the request's
   * documents expire (else null); feedback is why it was refused (too large, a type the request does
   * not take, an expiry day not after today), shown on the item and naming the file.
   */
  onUpload: (itemId: string, file: File, expiresOn: string | null) => Promise<FormSubmitResult>;
  /** Downloads a signed-off item's PDF with its sign-off page; feedback shows on the item. */
  onDownloadSigned: (itemId: string) => Promise<FormSubmitResult>;
}

/** What the reader may still send: an item asked for, rejected or expired. */
const isToDo = (item: MyDocumentItem) =>
  item.state === 'requested' || item.state === 'rejected' || item.state === 'expired';

/**
 * The employee's document requests (their page's card): each item with its due day, state, the
 * reviewer's reason when it was rejected, and an upload that sends a new version. An item signed off
 * step by step says how far its sign-off is, and once signed off downloads its signed PDF.
 */
export function MyDocumentRequests({
  status,
  errorMessage,
  onRetry,
  items,
  onUpload,
  onDownloadSigned,
}: MyDocumentRequestsProps) {
  const day = useFormatDay();
  const { locale } = useLocale();
  const size = useMemo(() => fileSizeFormatter(locale), [locale]);
  // The items uploading now: their button waits, so a second file does not race the first.
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<Record<string, string>>({});
  // The expiry day given for each expiring item, sent with its next upload.
  const [expiries, setExpiries] = useState<Record<string, string>>({});
  const listed = useMemo(() => [...items].sort((a, b) => Number(isToDo(b)) - Number(isToDo(a))), [items]);

  const upload = async (item: MyDocumentItem, file: File) => {
    setProblems(({ [item.id]: _old, ...others }) => others);
    let problem: string | null = null;
    if (file.size > item.maxSize) {
      setProblems((now) => ({ ...now, [item.id]: `${file.name} is larger than ${size(item.maxSize)}.` }));
      return;
    }
    const expiresOn = item.expires ? (expiries[item.id] ?? null) : null;
    if (item.expires && expiresOn === null) {
      setProblems((now) => ({
        ...now,
        [item.id]: `Give the day your ${item.title} expires, then upload it.`,
      }));
      return;
    }
    setUploading((now) => new Set(now).add(item.id));
    try {
      const feedback = await onUpload(item.id, file, expiresOn);
      if (feedback) problem = `${file.name}: ${feedback.message}`;
    } catch {
      problem = `${file.name} could not be uploaded. Check the connection and try again.`;
    }
    setUploading((now) => new Set([...now].filter((id) => id !== item.id)));
    if (problem) setProblems((now) => ({ ...now, [item.id]: problem }));
  };

  const downloadSigned = async (item: MyDocumentItem) => {
    setProblems(({ [item.id]: _old, ...others }) => others);
    const feedback = await onDownloadSigned(item.id);
    if (feedback) setProblems((now) => ({ ...now, [item.id]: feedback.message }));
  };

  return (
    <Card title="Documents requested">
      <LoadStates
        status={status}
        errorTitle="Your document requests could not be loaded."
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel="Loading your document requests"
        isEmpty={items.length === 0}
        empty={<p>Nobody has asked you for a document.</p>}
      >
        <ul className={styles.items}>
          {listed.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemHeader}>
                <h3 className={styles.itemTitle}>{item.title}</h3>
                <DocumentStateBadge state={item.state} />
                <span>
                  Due {day(item.dueDate)}
                  {item.isOverdue ? ' (overdue)' : ''}
                </span>
              </div>
              {item.description ? <p className={styles.description}>{item.description}</p> : null}
              {item.signOff ? (
                <p className={styles.description}>Sign-off: {signOffSummary(item.signOff)}</p>
              ) : null}
              {item.state === 'rejected' && item.rejectionReason ? (
                <p className={styles.reason}>Rejected: {item.rejectionReason}</p>
              ) : null}
              {problems[item.id] ? (
                <p role="alert" className={styles.reason}>
                  {problems[item.id]}
                </p>
              ) : null}
              {item.signOff && item.state === 'approved' ? (
                <Button variant="secondary" onPress={() => void downloadSigned(item)}>
                  Download signed PDF<VisuallyHidden> of {item.title}</VisuallyHidden>
                </Button>
              ) : null}
              {item.expires ? (
                <DatePicker
                  label={`Expiry date of ${item.title}`}
                  description="The day the document you upload expires: you are reminded before it."
                  value={expiries[item.id] ? parseDate(expiries[item.id] as string) : null}
                  onChange={(date) =>
                    setExpiries(({ [item.id]: _old, ...others }) =>
                      date ? { ...others, [item.id]: date.toString() } : others,
                    )
                  }
                />
              ) : null}
              <FileTrigger
                acceptedFileTypes={[...item.acceptedTypes]}
                isDisabled={uploading.has(item.id)}
                onSelect={([file]) => {
                  if (file) void upload(item, file);
                }}
                emptyLabel={`${item.latestFileName ? `Sent: ${item.latestFileName}. ` : ''}At most ${size(item.maxSize)}.`}
              >
                {item.latestFileName ? 'Upload a new version' : 'Upload'}
                <VisuallyHidden> of {item.title}</VisuallyHidden>
              </FileTrigger>
            </li>
          ))}
        </ul>
      </LoadStates>
    </Card>
  );
}

import type { DocumentCategory } from '@hr/domain';
import { Button, DisclosureGroup, EmptyState } from '@hr/ui';
import { fromDate, getLocalTimeZone, toCalendarDate } from '@internationalized/date';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import type { StoredFile } from '../files/StoredFile.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadStates } from '../layout/LoadStates.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { ShowMore } from '../layout/ShowMore.tsx';
import announcementStyles from './Announcements.module.css';
import { DocumentCategoryFilter, noDocumentsIn } from './DocumentCategoryFilter.tsx';
import { FeedItem } from './FeedItem.tsx';
import styles from './SharedDocuments.module.css';
import type { SharedDocument } from './sharedDocument.ts';

export interface MySharedDocumentsScreenProps {
  /** 'loading' until the first page has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The pages loaded so far, newest first. */
  documents: readonly SharedDocument[];
  /** How many the reader can see in all (in the category chosen); more than loaded offers Show more. */
  total: number;
  onShowMore?: () => void;
  isLoadingMore?: boolean;
  /** The category the list is narrowed to; null for all. */
  category: DocumentCategory | null;
  onCategoryChange: (category: DocumentCategory | null) => void;
  /** The document to open as the page opens (a notice's link). */
  openId?: string | null;
  /** Records "Read and understood"; answer a refusal as `{ message }`. */
  onAcknowledge: (document: SharedDocument) => Promise<FormSubmitResult>;
  /** Downloads one of a document's files. */
  onDownload: (file: StoredFile) => void;
  /** Where acknowledgement times are read; the browser's zone by default. */
  timeZone?: string;
}

/**
 * Team › Document & Form Sharing as employees read it (issue 15): the documents shared with them,
 * newest first, each a disclosure with its content and files and a "Read and understood" button;
 * a "New" badge stays until they acknowledge it.
 */
export function MySharedDocumentsScreen({
  status,
  errorMessage,
  onRetry,
  documents,
  total,
  onShowMore,
  isLoadingMore = false,
  category,
  onCategoryChange,
  openId,
  onAcknowledge,
  onDownload,
  timeZone = getLocalTimeZone(),
}: MySharedDocumentsScreenProps) {
  const format = useRecordFormat(timeZone);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(openId ? [openId] : []));

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>Document &amp; Form Sharing</h1>
        </div>
      </div>
      <DocumentCategoryFilter category={category} onCategoryChange={onCategoryChange} />
      <LoadStates
        status={status}
        errorTitle="The documents could not be loaded."
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel="Loading the documents"
        isEmpty={documents.length === 0}
        empty={
          category ? (
            <EmptyState
              icon="file"
              title={noDocumentsIn(category)}
              action={
                <Button variant="secondary" onPress={() => onCategoryChange(null)}>
                  Show all categories
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon="file"
              title="No documents shared with you yet"
              description="Policies and forms your employer shares with you show here."
            />
          )
        }
      >
        <div className={announcementStyles.list}>
          <DisclosureGroup allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={setExpanded}>
            {documents.map((document) => (
              <FeedItem
                key={document.id}
                id={document.id}
                title={document.title}
                isNew={document.acknowledgedAt === null}
                meta={`${document.category} · ${document.authorName} · ${format.day(toCalendarDate(fromDate(new Date(document.createdAt), timeZone)).toString())}`}
                content={document.content}
                files={document.attachments}
                onDownload={onDownload}
              >
                <Acknowledgement
                  document={document}
                  onAcknowledge={onAcknowledge}
                  acknowledgedText={(at) => `Acknowledged ${format.instant(at)}`}
                />
              </FeedItem>
            ))}
          </DisclosureGroup>
          <ShowMore
            shown={documents.length}
            total={total}
            onShowMore={onShowMore}
            isLoading={isLoadingMore}
          />
        </div>
      </LoadStates>
    </div>
  );
}

interface AcknowledgementProps {
  document: SharedDocument;
  onAcknowledge: (document: SharedDocument) => Promise<FormSubmitResult>;
  acknowledgedText: (acknowledgedAt: string) => string;
}

/** "Read and understood", or when that was said; a refusal shows beside the button. */
function Acknowledgement({ document, onAcknowledge, acknowledgedText }: AcknowledgementProps) {
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (document.acknowledgedAt) {
    return <p className={styles.acknowledged}>{acknowledgedText(document.acknowledgedAt)}</p>;
  }
  const acknowledge = async () => {
    setPending(true);
    setRefusal(null);
    const feedback = await onAcknowledge(document);
    setPending(false);
    if (feedback) setRefusal(feedback.message);
  };
  return (
    <div className={styles.acknowledgement}>
      <Button onPress={() => void acknowledge()} isPending={isPending}>
        Read and understood
      </Button>
      {refusal ? (
        <p role="alert" className={styles.acknowledged}>
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

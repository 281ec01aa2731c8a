import { EmptyState } from '@hr/ui';
import { LoadStates } from '../layout/LoadStates.tsx';
import { ShowMore } from '../layout/ShowMore.tsx';
import { AuditEventList } from './AuditEventList.tsx';
import type { AuditEvent } from './auditEvents.ts';

export interface RecordHistoryProps {
  /** 'loading' until the first page has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The events loaded so far, newest first. */
  events: readonly AuditEvent[];
  total: number;
  onShowMore?: () => void;
  isLoadingMore?: boolean;
  timeZone?: string;
}

/** A record's History (get-employee-history): every change to it, as the Audit Trail shows one. */
export function RecordHistory({
  recordName,
  status,
  errorMessage,
  onRetry,
  events,
  total,
  onShowMore,
  isLoadingMore,
  timeZone,
}: RecordHistoryProps & { recordName: string }) {
  return (
    <LoadStates
      status={status}
      errorTitle="The history could not be loaded."
      errorMessage={errorMessage}
      onRetry={onRetry}
      loadingLabel="Loading the history"
      isEmpty={events.length === 0}
      empty={
        <EmptyState
          icon="file"
          title="No changes yet"
          description="Nothing has been changed on this record."
        />
      }
    >
      <AuditEventList events={events} aria-label={`History of ${recordName}`} timeZone={timeZone} />
      <ShowMore shown={events.length} total={total} onShowMore={onShowMore} isLoading={isLoadingMore} />
    </LoadStates>
  );
}

import { Badge, Button, Dialog, Spinner, useFormatDay } from '@hr/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormSubmitResult } from '../../forms/index.ts';
import { ConfirmActionDialog } from '../../layout/ConfirmActionDialog.tsx';
import { LoadError } from '../../layout/LoadError.tsx';
import styles from './EmploymentTermsScreen.module.css';
import type { EmploymentTermsHistory, EmploymentTermsItem, EmploymentTermsRow } from './employmentTerms.ts';

export interface EmploymentTermsHistoryDialogProps {
  item: EmploymentTermsItem;
  onLoad: (employeeId: string, signal: AbortSignal) => Promise<EmploymentTermsHistory>;
  /** Cancels the person's terms scheduled from `effectiveDate`; without it, no Cancel is offered. */
  onCancel?: (employeeId: string, effectiveDate: string) => Promise<FormSubmitResult>;
  onClose: () => void;
}

type Loading =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; history: EmploymentTermsHistory };

type Standing = 'Scheduled' | 'In effect' | 'Past';

/** Rows after the one in effect are scheduled; with none in effect yet, every row is. */
function standingOf(row: EmploymentTermsRow, inEffectDate: string | null): Standing {
  if (inEffectDate === null || row.effectiveDate > inEffectDate) return 'Scheduled';
  return row.effectiveDate === inEffectDate ? 'In effect' : 'Past';
}

const BADGES = { Scheduled: 'info', 'In effect': 'success', Past: 'neutral' } as const;

function factsOf(row: EmploymentTermsRow, day: (isoDay: string) => string): string {
  const span = row.endDate ? `${day(row.startDate)} to ${day(row.endDate)}` : `from ${day(row.startDate)}`;
  const hours = row.hoursPerWeek ? ` · ${row.hoursPerWeek} hours a week` : '';
  return `${row.contractType}, ${span}${hours} · paid ${row.payFrequency}`;
}

/**
 * One person's Employment Terms as dated rows (issue 28 item 2), scheduled first, then the row in
 * effect, then the past ones, loaded as it opens. A scheduled row can be cancelled after a
 * confirmation; once it has taken effect the server refuses (409), and its sentence shows there.
 */
export function EmploymentTermsHistoryDialog({
  item,
  onLoad,
  onCancel,
  onClose,
}: EmploymentTermsHistoryDialogProps) {
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [cancelling, setCancelling] = useState<EmploymentTermsRow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const day = useFormatDay();
  const inFlight = useRef<AbortController | null>(null);
  const load = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading({ status: 'loading' });
    onLoad(item.id, controller.signal).then(
      (history) => {
        if (!controller.signal.aborted) setLoading({ status: 'ready', history });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [item.id, onLoad]);
  useEffect(() => {
    load();
    return () => inFlight.current?.abort();
  }, [load]);

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={`Terms of ${item.employeeName}`}
      size="large"
      cancelLabel="Close"
    >
      <p role="status" className={styles.historyStatus}>
        {announcement}
      </p>
      {loading.status === 'error' ? (
        <LoadError title="The terms could not be loaded." message={loading.message} onRetry={load} />
      ) : loading.status === 'loading' ? (
        <Spinner aria-label={`Loading the terms of ${item.employeeName}`} />
      ) : loading.history.rows.length === 0 ? (
        <p className={styles.historyFacts}>No terms are recorded for {item.employeeName} yet.</p>
      ) : (
        <ul className={styles.history} aria-label={`Terms of ${item.employeeName}, newest first`}>
          {loading.history.rows.map((row) => {
            const standing = standingOf(row, loading.history.inEffectDate);
            return (
              <li key={row.effectiveDate} className={styles.historyRow}>
                <div className={styles.historyText}>
                  <span className={styles.historyDate}>
                    From {day(row.effectiveDate)} <Badge variant={BADGES[standing]}>{standing}</Badge>
                  </span>
                  <span className={styles.historyFacts}>{factsOf(row, day)}</span>
                </div>
                {standing === 'Scheduled' && onCancel ? (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Cancel the terms from ${day(row.effectiveDate)}`}
                    onPress={() => {
                      setAnnouncement('');
                      setCancelling(row);
                    }}
                  >
                    Cancel
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {cancelling && onCancel ? (
        <ConfirmActionDialog
          title="Cancel these terms?"
          description={`${item.employeeName}’s terms from ${day(cancelling.effectiveDate)} will not take effect; the terms in effect stay as they are.`}
          confirmLabel="Cancel terms"
          keepLabel="Keep them"
          onConfirm={() => onCancel(item.id, cancelling.effectiveDate)}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setAnnouncement(`The terms from ${day(cancelling.effectiveDate)} are cancelled.`);
            setCancelling(null);
            load();
          }}
        />
      ) : null}
    </Dialog>
  );
}

import { Dialog } from '@hr/ui';
import styles from './Audit.module.css';
import { AuditEventChanges } from './AuditEventChanges.tsx';
import { type AuditEvent, areaLabel, operationLabel } from './auditEvents.ts';
import { actorText, useAuditTime } from './auditFormat.ts';

export interface AuditEventDialogProps {
  event: AuditEvent;
  onClose: () => void;
  timeZone?: string;
}

/** One event of the trail in full: who, when, from where, what, and its fields before and after. */
export function AuditEventDialog({ event, onClose, timeZone }: AuditEventDialogProps) {
  const timeOf = useAuditTime(timeZone);
  const record = [event.recordType, event.recordId].filter(Boolean).join(' ');
  return (
    <Dialog
      isOpen
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={operationLabel(event.operation)}
      cancelLabel="Close"
      size="large"
    >
      <dl className={styles.details}>
        <dt>When</dt>
        <dd>{timeOf(event.at)}</dd>
        <dt>Who</dt>
        <dd>{actorText(event)}</dd>
        <dt>Address</dt>
        <dd>{event.address ?? 'Not recorded'}</dd>
        <dt>Area</dt>
        <dd>{areaLabel(event.area)}</dd>
        <dt>Record</dt>
        <dd>{record || 'None'}</dd>
      </dl>
      <AuditEventChanges event={event} caption="Fields before and after" />
    </Dialog>
  );
}

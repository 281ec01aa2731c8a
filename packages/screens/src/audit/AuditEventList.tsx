import styles from './Audit.module.css';
import { AuditEventChanges } from './AuditEventChanges.tsx';
import { type AuditEvent, areaLabel, operationLabel } from './auditEvents.ts';
import { actorText, useAuditTime } from './auditFormat.ts';

export interface AuditEventListProps {
  events: readonly AuditEvent[];
  /** Names the list: "History of Ada Lovelace". */
  'aria-label': string;
  timeZone?: string;
}

/** Events one under another, newest first: when, who, from where, what, and the fields before and after. */
export function AuditEventList({ events, timeZone, ...props }: AuditEventListProps) {
  const timeOf = useAuditTime(timeZone);
  return (
    <ol className={styles.events} aria-label={props['aria-label']}>
      {events.map((event) => {
        const when = timeOf(event.at);
        return (
          <li key={event.id} className={styles.event}>
            <p className={styles.eventHeading}>
              <strong>{operationLabel(event.operation)}</strong>
              <span className={styles.muted}>
                {' '}
                · {areaLabel(event.area)} · {when} · {actorText(event)}
                {event.address ? ` · ${event.address}` : ''}
              </span>
            </p>
            <AuditEventChanges event={event} caption={`Changes of ${when}`} />
          </li>
        );
      })}
    </ol>
  );
}

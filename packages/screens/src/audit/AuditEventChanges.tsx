import { VisuallyHidden } from 'react-aria-components';
import styles from './Audit.module.css';
import { type AuditEvent, fieldChanges } from './auditEvents.ts';

/** The text of one side of a change; a side the record did not have is a dash, read as "none". */
function Side({ value }: { value: string | undefined }) {
  return value === undefined ? (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>none</VisuallyHidden>
    </>
  ) : (
    value
  );
}

/**
 * An event's fields before and after, as a table a person reads (Field, Before, After): only the
 * fields a change altered; every field of a record created or deleted.
 */
export function AuditEventChanges({ event, caption }: { event: AuditEvent; caption: string }) {
  const changes = fieldChanges(event.before, event.after);
  if (changes.length === 0) {
    return (
      <p className={styles.muted}>
        {event.before || event.after ? 'No field changed.' : 'No fields recorded.'}
      </p>
    );
  }
  return (
    <table className={styles.changes}>
      <caption className={styles.changesCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            <td data-side="before">
              <Side value={change.before} />
            </td>
            <td data-side="after">
              <Side value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { Button, Card } from '@hr/ui';
import styles from './EmployeeRecordScreen.module.css';
import type { EmployeeIncidentDecision } from './employeeRecord.ts';
import type { RecordFormat } from './employeeRecordFormat.ts';

export interface EmployeeIncidentDecisionsProps {
  decisions: readonly EmployeeIncidentDecision[];
  format: RecordFormat;
  /**
   * Offered on a dismissal while the employee is still employed and the reader may end the employment:
   * opens End employment with the end date the decision gives (its From, else the day it was decided).
   */
  onRecordEnd?: (endDate: string) => void;
}

/**
 * The employee's live warnings and dismissals in force from their incident cases (issue 30 item 5),
 * as get-employee gives them to the employee and to incident managers. Nothing when there are none.
 */
export function EmployeeIncidentDecisions({
  decisions,
  format,
  onRecordEnd,
}: EmployeeIncidentDecisionsProps) {
  if (decisions.length === 0) return null;
  return (
    <Card title="Disciplinary decisions">
      <ul className={styles.decisions}>
        {decisions.map((decision) => (
          <li key={`${decision.caseCode}-${decision.kind}`} className={styles.decision}>
            <p className={styles.decisionTitle}>
              {decision.description} ({decision.caseCode})
            </p>
            <p className={styles.cardNote}>
              {`Decided on ${format.day(decision.decidedOn)}`}
              {decision.kind === 'warning' && decision.liveUntil
                ? `; live until ${format.day(decision.liveUntil)}`
                : ''}
              {decision.kind === 'dismissal' && decision.from ? `; from ${format.day(decision.from)}` : ''}
            </p>
            {decision.kind === 'dismissal' && onRecordEnd ? (
              <Button variant="secondary" onPress={() => onRecordEnd(decision.from ?? decision.decidedOn)}>
                Record the end of employment
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

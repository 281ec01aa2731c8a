import { Banner, Button, Card } from '@hr/ui';
import styles from './DashboardScreen.module.css';

export type LoadDemoDataState = 'offer' | 'loading' | 'loaded' | 'refused';

export interface LoadDemoDataCardProps {
  /** offer: the employer is empty; loading: the seed is running; loaded: done; refused: the server said no. */
  state: LoadDemoDataState;
  /** How many demo employees loading adds (the set-up checklist's demoData). */
  employees: number;
  /** Why it was refused: the server's message (the employer is not empty any more). */
  refusal?: string;
  onLoad: () => void;
}

/**
 * Load demo data (issue 34): offered on an empty employer's dashboard, it fills every area with a
 * demo company's story (employees, payroll, leave, attendance, team, incidents, documents, expenses)
 * so a new administrator can try each page before entering their own data.
 */
export function LoadDemoDataCard({ state, employees, refusal, onLoad }: LoadDemoDataCardProps) {
  return (
    <Card title="Try it with demo data" className={styles.demoData}>
      <p className={styles.text}>
        Fill this empty employer with a demo company: {employees} employees with their pay, last month’s pay
        run and this month’s draft, leave, a month of attendance, announcements, an incident, a document
        request and expense claims. It is offered only while the employer has nothing of its own.
      </p>
      {state === 'loaded' ? (
        <Banner variant="success" title="Demo data loaded">
          Open any page of the menu to see it; the dashboard shows the demo company’s figures.
        </Banner>
      ) : state === 'refused' ? (
        <Banner variant="warning" title="Demo data was not loaded" isUrgent>
          {refusal ?? 'This employer is not empty any more.'}
        </Banner>
      ) : (
        <Button variant="primary" onPress={onLoad} isPending={state === 'loading'}>
          {state === 'loading' ? 'Loading demo data…' : 'Load demo data'}
        </Button>
      )}
    </Card>
  );
}

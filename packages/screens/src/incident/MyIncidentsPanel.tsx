import { Button, Card, EmptyState, useFormatDay } from '@hr/ui';
import { LoadStates } from '../layout/LoadStates.tsx';
import { IncidentCategoryBadge } from './IncidentCategoryBadge.tsx';
import styles from './IncidentLists.module.css';
import type { IncidentCaseRow } from './incidentCase.ts';

/** A case that concerns the reader, with the dates that ask something of them. */
export interface MyIncident extends IncidentCaseRow {
  /** The day the reader, a subject, is to explain by; null unless an explanation is awaited from them. */
  explainBy: string | null;
  /** The last day the reader, a subject, may appeal; null unless the case is decided. */
  appealBy: string | null;
}

export interface MyIncidentsPanelProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The cases the reader is a party to (their relations say how). */
  incidents: readonly MyIncident[];
  onOpenCase: (incident: MyIncident) => void;
}

const RELATION_WORDS: Record<string, string> = {
  subject: 'About you',
  witness: 'You are a witness',
  reporter: 'You reported it',
  investigator: 'You investigate it',
  'hearing-panel': 'You sit on the panel',
  'appeal-panel': 'You sit on the appeal panel',
};

/**
 * The employee's own page's incidents: the cases that concern them, how, and what is asked of them
 * now ("Explain by …", "Appeal by …"), each opening its case page.
 */
export function MyIncidentsPanel({
  status,
  errorMessage,
  onRetry,
  incidents,
  onOpenCase,
}: MyIncidentsPanelProps) {
  const day = useFormatDay();
  const askedOf = (incident: MyIncident) => {
    if (!incident.relations.includes('subject')) return null;
    if (incident.state === 'explanation-requested' && incident.explainBy)
      return `Explain by ${day(incident.explainBy)}`;
    if (incident.state === 'decided' && incident.appealBy) return `Appeal by ${day(incident.appealBy)}`;
    return null;
  };
  return (
    <Card title="Incidents">
      <LoadStates
        status={status}
        errorTitle="Your incidents could not be loaded."
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel="Loading your incidents"
        isEmpty={incidents.length === 0}
        empty={
          <EmptyState icon="alert" title="No incidents concern you" description="Nothing is asked of you." />
        }
      >
        <ul className={styles.hearings}>
          {incidents.map((incident) => {
            const asked = askedOf(incident);
            return (
              <li key={incident.id} className={styles.hearing}>
                <Button variant="quiet" onPress={() => onOpenCase(incident)}>
                  {incident.code}
                </Button>
                <IncidentCategoryBadge
                  code={incident.category.code}
                  color={incident.category.color}
                  description={incident.category.description}
                />
                <span>{incident.type.description}</span>
                <span>{incident.stateLabel}</span>
                <span>
                  {incident.relations
                    .map((relation) => RELATION_WORDS[relation])
                    .filter(Boolean)
                    .join(', ')}
                </span>
                {asked ? <strong>{asked}</strong> : null}
              </li>
            );
          })}
        </ul>
      </LoadStates>
    </Card>
  );
}

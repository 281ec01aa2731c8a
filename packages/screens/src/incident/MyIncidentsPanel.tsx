import { Button, Card, useFormatDay } from '@hr/ui';
import { LoadStates } from '../layout/LoadStates.tsx';
import { IncidentCategoryBadge } from './IncidentCategoryBadge.tsx';
import styles from './IncidentLists.module.css';
import type { IncidentCaseRow } from './incidentCase.ts';

export interface MyIncidentsPanelProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /**
   * The open cases the reader is on (their relations say how). There is no empty state: a page leaves
   * the panel out while nothing concerns the reader, so nobody meets an "Incidents" card for nothing.
   */
  incidents: readonly IncidentCaseRow[];
  onOpenCase: (incident: IncidentCaseRow) => void;
}

const RELATION_WORDS: Record<string, string> = {
  subject: 'About you',
  witness: 'You are a witness',
  reporter: 'You reported it',
  investigator: 'You investigate it',
  'hearing-panel': 'You sit on the panel',
  'appeal-panel': 'You sit on the appeal panel',
};

type Ask = { kind: 'explain' | 'appeal' | 'hearing'; by: string };

const ASK_WORDS: Record<Ask['kind'], string> = {
  explain: 'Explain by',
  appeal: 'Appeal by',
  hearing: 'Hearing on',
};

/** What the case asks of the reader now, with its day: the subject's explanation or appeal, a hearing to attend. */
function askOf({ state, relations, explainBy, appealBy, nextHearing }: IncidentCaseRow): Ask | null {
  const is = (relation: IncidentCaseRow['relations'][number]) => relations.includes(relation);
  if (state === 'explanation-requested' && is('subject') && explainBy)
    return { kind: 'explain', by: explainBy };
  if (state === 'decided' && is('subject') && appealBy) return { kind: 'appeal', by: appealBy };
  const sits = state === 'appealed' ? is('appeal-panel') : is('hearing-panel');
  if (nextHearing && (is('subject') || sits)) return { kind: 'hearing', by: nextHearing };
  return null;
}

/**
 * The reader's own incidents: the cases that concern them, how, and what each asks of them now
 * ("Explain by …", "Appeal by …", "Hearing on …"). What asks something comes first, the soonest day
 * first; the rest keep the order given. Each code opens its case page.
 */
export function MyIncidentsPanel({
  status,
  errorMessage,
  onRetry,
  incidents,
  onOpenCase,
}: MyIncidentsPanelProps) {
  const day = useFormatDay();
  const listed = incidents
    .map((incident) => ({ incident, ask: askOf(incident) }))
    .sort((a, b) => {
      if (a.ask && b.ask) return a.ask.by.localeCompare(b.ask.by);
      return (a.ask ? 0 : 1) - (b.ask ? 0 : 1);
    });
  return (
    <Card title="Incidents">
      <LoadStates
        status={status}
        errorTitle="Your incidents could not be loaded."
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel="Loading your incidents"
      >
        <ul className={styles.hearings}>
          {listed.map(({ incident, ask }) => (
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
              {ask ? <strong>{`${ASK_WORDS[ask.kind]} ${day(ask.by)}`}</strong> : null}
            </li>
          ))}
        </ul>
      </LoadStates>
    </Card>
  );
}

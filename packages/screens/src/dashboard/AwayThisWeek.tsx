import { Card, Spinner, useFormatDay } from '@hr/ui';
import { LoadError } from '../layout/LoadError.tsx';
import styles from './AwayThisWeek.module.css';

/** The contract's WhoIsAway: approved leave touching the seven days from `from`. */
export interface WhoIsAwayFigures {
  from: string;
  to: string;
  /** Every request touching the span; `people` may list fewer. */
  total: number;
  people: readonly { employeeId: string; employeeName: string; from: string; to: string }[];
}

export interface AwayThisWeekProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  away?: WhoIsAwayFigures;
}

type Person = WhoIsAwayFigures['people'][number];

/**
 * "On leave today and this week": who is away today, then who goes later in the seven days, with their
 * dates. Names and dates only, as the server answers them.
 */
export function AwayThisWeek({ status, errorMessage, onRetry, away }: AwayThisWeekProps) {
  const day = useFormatDay();
  if (status === 'error') {
    return (
      <LoadError title="Who is on leave could not be loaded." message={errorMessage} onRetry={onRetry} />
    );
  }
  if (status === 'loading' || !away) {
    return (
      <Card title="On leave this week">
        <Spinner aria-label="Loading who is on leave" />
      </Card>
    );
  }
  const today = away.people.filter((person) => person.from <= away.from);
  const later = away.people.filter((person) => person.from > away.from);
  const list = (heading: string, people: Person[], none: string) => (
    <div className={styles.group}>
      <h3 className={styles.heading}>{heading}</h3>
      {people.length === 0 ? (
        <p className={styles.none}>{none}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to focus a long list to scroll it.
        // biome-ignore lint/a11y/useSemanticElements: a group names what takes focus; a fieldset is for form controls.
        <div className={styles.scroll} role="group" aria-label={heading} tabIndex={0}>
          <ul className={styles.list}>
            {people.map((person) => (
              <li key={`${person.employeeId}-${person.from}`} className={styles.person}>
                <span className={styles.name}>{person.employeeName}</span>
                <span className={styles.dates}>
                  {person.from === person.to ? day(person.from) : `${day(person.from)} – ${day(person.to)}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
  return (
    <Card title="On leave this week">
      <div className={styles.groups}>
        {list('Today', today, 'Nobody is on leave today.')}
        {list(`Until ${day(away.to)}`, later, 'Nobody else goes on leave this week.')}
      </div>
      {away.total > away.people.length ? (
        <p className={styles.none}>
          Showing {away.people.length} of {away.total}.
        </p>
      ) : null}
    </Card>
  );
}

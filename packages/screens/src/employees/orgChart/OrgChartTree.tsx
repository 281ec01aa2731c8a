import type { OrgNode } from '@hr/domain';
import { Button } from '@hr/ui';
import { VisuallyHidden } from 'react-aria-components';
import styles from './OrgChart.module.css';
import type { OrgChartPerson } from './orgChartPeople.ts';

type Node = OrgNode<OrgChartPerson>;

export interface OrgChartTreeProps {
  nodes: readonly Node[];
  isRoots?: boolean;
  /** The managers whose reports are shown. */
  expanded: ReadonlySet<string>;
  onToggle: (employeeId: string) => void;
  /** The person found by the search, outlined. */
  highlightedId: string | null;
}

/** The element id of a person's card, for the search to scroll to and focus. */
export const cardIdOf = (employeeId: string) => `org-chart-card-${employeeId}`;

/** One level of the chart: each person's card, their toggle, and their reports when expanded. */
export function OrgChartTree({
  nodes,
  isRoots = false,
  expanded,
  onToggle,
  highlightedId,
}: OrgChartTreeProps) {
  return (
    <ul className={isRoots ? `${styles.level} ${styles.roots}` : styles.level}>
      {nodes.map((node) => {
        const { person, children } = node;
        const isOpen = expanded.has(person.employeeId);
        const listId = `org-chart-reports-${person.employeeId}`;
        return (
          <li key={person.employeeId} className={styles.node}>
            <div
              id={cardIdOf(person.employeeId)}
              className={styles.card}
              tabIndex={-1}
              data-highlighted={highlightedId === person.employeeId || undefined}
            >
              <span className={styles.name}>{person.name}</span>
              <span className={styles.detail}>{person.jobPositionName ?? 'No job position'}</span>
              <span className={styles.detail}>{person.departmentName ?? 'No department'}</span>
            </div>
            {children.length > 0 ? (
              <Button
                variant="quiet"
                size="small"
                aria-expanded={isOpen}
                aria-controls={isOpen ? listId : undefined}
                onPress={() => onToggle(person.employeeId)}
              >
                {isOpen
                  ? 'Hide reports'
                  : `Show ${children.length} ${children.length === 1 ? 'report' : 'reports'}`}
                <VisuallyHidden> of {person.name}</VisuallyHidden>
              </Button>
            ) : null}
            {isOpen && children.length > 0 ? (
              <div id={listId}>
                <OrgChartTree
                  nodes={children}
                  expanded={expanded}
                  onToggle={onToggle}
                  highlightedId={highlightedId}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

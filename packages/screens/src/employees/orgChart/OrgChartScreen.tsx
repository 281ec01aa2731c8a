import { buildOrgTree, pathTo } from '@hr/domain';
import { Button, ComboBox, EmptyState, Icon } from '@hr/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import listPage from '../../layout/ListPage.module.css';
import { LoadError } from '../../layout/LoadError.tsx';
import pageHeader from '../../layout/PageHeader.module.css';
import { PageLoading } from '../../layout/PageLoading.tsx';
import { ReportDateField } from '../../leave/ReportFilters.tsx';
import type { ReportLoadProps } from '../../leave/ReportPage.tsx';
import styles from './OrgChart.module.css';
import { cardIdOf, OrgChartTree } from './OrgChartTree.tsx';
import type { OrgChartPerson } from './orgChartPeople.ts';

export interface OrgChartScreenProps extends ReportLoadProps {
  /** The day whose placements the chart draws, 'YYYY-MM-DD'. */
  date: string;
  onDateChange: (date: string) => void;
  people: readonly OrgChartPerson[];
}

const ZOOM_STEP = 0.25;
const ZOOM_MIN = 0.25;
const ZOOM_MAX = 2;

/** Roots and their reports: the first two levels, so a chart of 1,000 opens readable. */
function firstTwoLevels(roots: ReturnType<typeof buildOrgTree<OrgChartPerson>>): Set<string> {
  return new Set(roots.map((root) => root.person.employeeId));
}

/**
 * The organisation chart (issue 28): who reports to whom on a chosen date, top-down, from the
 * placements in effect that day. A search opens the way to a person and brings them into view;
 * each manager's reports fold away; zoom scales the whole chart.
 */
export function OrgChartScreen({
  status,
  errorMessage,
  onRetry,
  date,
  onDateChange,
  people,
}: OrgChartScreenProps) {
  const titleId = useId();
  const { locale } = useLocale();
  const roots = useMemo(() => buildOrgTree(people), [people]);
  const [expanded, setExpanded] = useState(() => firstTwoLevels(roots));
  const [found, setFound] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  // A new chart (another date) opens at its first two levels again.
  const [shownRoots, setShownRoots] = useState(roots);
  if (shownRoots !== roots) {
    setShownRoots(roots);
    setExpanded(firstTwoLevels(roots));
    setFound(null);
  }
  const searchItems = useMemo(
    () => people.map((person) => ({ id: person.employeeId, name: person.name })),
    [people],
  );

  const toggle = (employeeId: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(employeeId)) next.add(employeeId);
      return next;
    });

  const reveal = (employeeId: string | null) => {
    if (employeeId === null) return;
    const managers = pathTo(roots, employeeId).slice(0, -1);
    setExpanded((open) => new Set([...open, ...managers.map((node) => node.person.employeeId)]));
    setFound(employeeId);
  };

  // Once the way to them is open and drawn: bring the person found into view and focus their card.
  useEffect(() => {
    if (found === null) return;
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(cardIdOf(found));
      card?.scrollIntoView({ block: 'center', inline: 'center' });
      card?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [found]);

  const count = new Intl.NumberFormat(locale).format(people.length);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(zoom);

  let content: React.ReactNode;
  if (status === 'error') {
    content = (
      <LoadError
        title="The organisation chart could not be loaded."
        message={errorMessage}
        onRetry={onRetry}
      />
    );
  } else if (status === 'loading') {
    content = <PageLoading label="Loading the organisation chart" />;
  } else if (people.length === 0) {
    content = (
      <EmptyState
        icon="users"
        title="No one on the chart"
        description="No one you can see is placed on this date."
      />
    );
  } else {
    content = (
      // A scrolling region the keyboard can reach: a large chart is moved through with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled without a mouse.
      <section className={styles.viewport} aria-labelledby={titleId} tabIndex={0}>
        <div className={styles.chart} style={{ zoom }}>
          <OrgChartTree nodes={roots} isRoots expanded={expanded} onToggle={toggle} highlightedId={found} />
        </div>
      </section>
    );
  }

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Organisation chart
          </h1>
          <p role="status" className={listPage.status}>
            {status === 'ready' ? `${count} ${people.length === 1 ? 'person' : 'people'}` : null}
          </p>
        </div>
      </div>
      <div className={styles.toolbar}>
        <ReportDateField
          label="Date"
          value={date}
          onChange={(next) => next && onDateChange(next)}
          isRequired
        />
        <ComboBox
          label="Find a person"
          items={searchItems}
          value={found}
          onChange={(id) => reveal(typeof id === 'string' ? id : null)}
          emptyMessage="No one on the chart has that name"
          isDisabled={status !== 'ready' || people.length === 0}
        />
        <fieldset className={styles.zoom}>
          <VisuallyHidden elementType="legend">Zoom</VisuallyHidden>
          <Button
            variant="secondary"
            size="small"
            aria-label="Zoom out"
            isDisabled={zoom <= ZOOM_MIN}
            onPress={() => setZoom((value) => Math.max(ZOOM_MIN, value - ZOOM_STEP))}
          >
            −
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-label="Zoom in"
            isDisabled={zoom >= ZOOM_MAX}
            onPress={() => setZoom((value) => Math.min(ZOOM_MAX, value + ZOOM_STEP))}
          >
            <Icon name="add" />
          </Button>
          <Button variant="quiet" size="small" isDisabled={zoom === 1} onPress={() => setZoom(1)}>
            Reset zoom
          </Button>
          <span className={styles.percent}>{percent}</span>
        </fieldset>
      </div>
      {content}
    </div>
  );
}

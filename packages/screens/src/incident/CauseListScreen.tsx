import {
  Badge,
  Button,
  Calendar,
  EmptyState,
  Icon,
  Link,
  Spinner,
  ToggleButton,
  ToggleButtonGroup,
  useFormatDay,
} from '@hr/ui';
import { type CalendarDate, endOfMonth, parseDate, startOfMonth } from '@internationalized/date';
import { useState } from 'react';
import { type FormFeedback, type FormSubmitResult, RefusalBanner } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { IncidentCategoryBadge } from './IncidentCategoryBadge.tsx';
import styles from './IncidentLists.module.css';
import { HEARING_KIND_LABELS, type IncidentHearing, personLabel } from './incidentCase.ts';

/** A span of days, both ends included, as ISO days. */
export interface CauseListRange {
  from: string;
  to: string;
}

export interface CauseListScreenProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The days the hearings are for: a week in the list (this week by default), a month in the calendar. */
  range: CauseListRange;
  /** Load the hearings of another span: the next or previous week, or the month the calendar shows. */
  onRangeChange: (range: CauseListRange) => void;
  /** The hearings and appeal hearings set down within `range`. */
  hearings: readonly IncidentHearing[];
  /** Where a case code leads (the case page). */
  caseHref: (caseId: string) => string;
  /** Downloads the day's cause list as a PDF; a refusal's message is shown above the list. */
  onDownloadDayPdf: (date: string) => Promise<FormSubmitResult>;
}

type View = 'list' | 'calendar';
const MAX_DOTS = 4;

function byDay(hearings: readonly IncidentHearing[]): [string, IncidentHearing[]][] {
  const days = new Map<string, IncidentHearing[]>();
  for (const hearing of [...hearings].sort((a, b) => a.date.localeCompare(b.date))) {
    days.set(hearing.date, [...(days.get(hearing.date) ?? []), hearing]);
  }
  return [...days];
}

const monthOf = (date: CalendarDate): CauseListRange => ({
  from: startOfMonth(date).toString(),
  to: endOfMonth(date).toString(),
});
const weekFrom = (day: CalendarDate): CauseListRange => ({
  from: day.toString(),
  to: day.add({ days: 6 }).toString(),
});

/**
 * Incident › Causeless (the Cause List, issue 30): the hearings set down, by day, each with its case,
 * kind, place, panel and category; a month calendar that counts each day's hearings and lists the
 * day chosen; and a PDF of a day's list to print.
 */
export function CauseListScreen({
  status,
  errorMessage,
  onRetry,
  range,
  onRangeChange,
  hearings,
  caseHref,
  onDownloadDayPdf,
}: CauseListScreenProps) {
  const day = useFormatDay();
  const [view, setView] = useState<View>('list');
  const [chosenDay, setChosenDay] = useState<CalendarDate | null>(null);
  const [focusedDay, setFocusedDay] = useState<CalendarDate | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<FormFeedback | null>(null);
  const days = byDay(hearings);
  const start = parseDate(range.from);

  const print = (date: string) => {
    setPrinting(date);
    setRefusal(null);
    void onDownloadDayPdf(date).then((feedback) => {
      setPrinting(null);
      if (feedback) setRefusal(feedback);
    });
  };

  const dayList = ([date, ofDay]: [string, IncidentHearing[]]) => (
    <section key={date} className={styles.day} aria-labelledby={`day-${date}`}>
      <div className={styles.dayHeader}>
        <h2 id={`day-${date}`} className={styles.dayTitle}>
          {day(date)}
        </h2>
        <Button variant="secondary" size="small" isPending={printing === date} onPress={() => print(date)}>
          <Icon name="download" /> Print the day's list (PDF)
        </Button>
      </div>
      <ul className={styles.hearings}>
        {ofDay.map((hearing) => (
          <li key={`${hearing.caseId}-${hearing.kind}`} className={styles.hearing}>
            <Link href={caseHref(hearing.caseId)}>{hearing.caseCode}</Link>
            <IncidentCategoryBadge
              code={hearing.category.code}
              color={hearing.category.color}
              description={hearing.category.description}
            />
            <Badge>{HEARING_KIND_LABELS[hearing.kind]}</Badge>
            <span>{hearing.type.description}</span>
            <span>{hearing.place}</span>
            <span>Panel: {hearing.panel.map(personLabel).join(', ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );

  const content = () => {
    if (status === 'error') {
      return (
        <LoadError title="The cause list could not be loaded." message={errorMessage} onRetry={onRetry} />
      );
    }
    if (status === 'loading') return <Spinner aria-label="Loading the cause list" />;
    if (view === 'calendar') {
      const chosen = chosenDay && days.find(([date]) => date === chosenDay.toString());
      return (
        <div className={styles.calendarView}>
          <Calendar
            aria-label="Hearings by day"
            value={chosenDay}
            onChange={setChosenDay}
            focusedValue={focusedDay ?? start}
            onFocusChange={(focused) => {
              setFocusedDay(focused);
              const month = monthOf(focused);
              if (month.from !== range.from) onRangeChange(month);
            }}
            dayContent={(date) => {
              const ofDay = hearings.filter((hearing) => hearing.date === date.toString());
              // A dot a hearing, to the eye (a cell's name is its date); the list beside says it in words.
              return ofDay.length > 0 ? (
                <span className={styles.dots} aria-hidden="true">
                  {ofDay.slice(0, MAX_DOTS).map((hearing) => (
                    <span key={`${hearing.caseId}-${hearing.kind}`} className={styles.dot} />
                  ))}
                </span>
              ) : null;
            }}
          />
          <ul className={styles.dayCounts} aria-label="Days with hearings">
            {days.map(([date, ofDay]) => (
              <li key={date}>
                {day(date)}: {ofDay.length} {ofDay.length === 1 ? 'hearing' : 'hearings'}
              </li>
            ))}
          </ul>
          {chosenDay === null ? (
            <p>Choose a day to see its hearings.</p>
          ) : chosen ? (
            dayList(chosen)
          ) : (
            <p>No hearings on {day(chosenDay.toString())}.</p>
          )}
        </div>
      );
    }
    if (days.length === 0) {
      return (
        <EmptyState
          icon="calendar"
          title="No hearings this week"
          description="Hearings and appeal hearings appear here once they are set down."
        />
      );
    }
    return days.map(dayList);
  };

  return (
    <div className={styles.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>Cause List</h1>
          <p className={styles.range}>{view === 'list' ? `${day(range.from)} – ${day(range.to)}` : null}</p>
        </div>
        <ToggleButtonGroup
          aria-label="View"
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next !== 'list' && next !== 'calendar') return;
            setView(next);
            setChosenDay(null);
            setFocusedDay(null);
            // A week opens the month most of it is in (its Thursday's): 30 Nov – 6 Dec opens December.
            onRangeChange(next === 'calendar' ? monthOf(start.add({ days: 3 })) : weekFrom(start));
          }}
        >
          <ToggleButton id="list">Week</ToggleButton>
          <ToggleButton id="calendar">Month</ToggleButton>
        </ToggleButtonGroup>
      </div>
      {view === 'list' ? (
        <div className={styles.weekNav}>
          <Button
            variant="secondary"
            size="small"
            onPress={() => onRangeChange(weekFrom(start.add({ days: -7 })))}
          >
            <Icon name="chevronLeft" /> Previous week
          </Button>
          <Button
            variant="secondary"
            size="small"
            onPress={() => onRangeChange(weekFrom(start.add({ days: 7 })))}
          >
            Next week <Icon name="chevronRight" />
          </Button>
        </div>
      ) : null}
      <RefusalBanner feedback={refusal} />
      {content()}
    </div>
  );
}

import {
  Button,
  EmptyState,
  Icon,
  ToggleButton,
  ToggleButtonGroup,
  useFirstDayOfWeek,
  useFormatDay,
} from '@hr/ui';
import { useId } from 'react';
import { useLocale } from 'react-aria-components';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import styles from './LeavePlanner.module.css';
import { LeavePlannerGrid } from './LeavePlannerGrid.tsx';
import {
  type FilterOption,
  type LeavePlannerData,
  movePlannerSpan,
  type PlannerSpan,
  type PlannerView,
  plannerSpan,
} from './leaveReports.ts';
import { FilterSelect } from './ReportFilters.tsx';

export interface LeavePlannerFilters {
  departmentId: string | null;
  branchId: string | null;
}

export interface LeavePlannerScreenProps {
  /** 'loading' until the span's planner has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The span shown (plannerSpan gives a month's or a week's); ask get-leave-planner for it. */
  span: PlannerSpan;
  /** Another view or the span before or after: load the planner for it. */
  onSpanChange: (span: PlannerSpan) => void;
  /** The planner for `span`; null while loading. */
  planner: LeavePlannerData | null;
  /** Administrators filter by department and branch; without options the filter is not shown (employees). */
  departments?: readonly FilterOption[];
  branches?: readonly FilterOption[];
  filters?: LeavePlannerFilters;
  onFiltersChange?: (filters: LeavePlannerFilters) => void;
}

const VIEWS: { id: PlannerView; label: string }[] = [
  { id: 'month', label: 'Month' },
  { id: 'week', label: 'Week' },
];

/** A month by its name ("December 2026"); a week by its first and last days, as the employer prints days. */
function periodLabel(span: PlannerSpan, locale: string, day: (isoDay: string) => string): string {
  if (span.view === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${span.from}T00:00:00Z`),
    );
  }
  return `${day(span.from)} – ${day(span.to)}`;
}

/**
 * Planner (issue 12 item 8): who is away on each day of a month or a week, coloured by leave type
 * with a legend, holidays marked, filtered by department or branch for administrators. Employees see
 * their own department, their colleagues' leave as "Away".
 */
export function LeavePlannerScreen({
  status,
  errorMessage,
  onRetry,
  span,
  onSpanChange,
  planner,
  departments,
  branches,
  filters = { departmentId: null, branchId: null },
  onFiltersChange,
}: LeavePlannerScreenProps) {
  const titleId = useId();
  const periodId = useId();
  const { locale } = useLocale();
  const firstDayOfWeek = useFirstDayOfWeek();
  const period = periodLabel(span, locale, useFormatDay());
  const unit = span.view === 'month' ? 'month' : 'week';
  const away = planner?.employees.filter((employee) => employee.days.length > 0).length ?? 0;

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Leave Planner
          </h1>
          <p role="status" className={listPage.status}>
            {status === 'ready' && planner
              ? `${period}: ${away} of ${planner.employees.length} employees away`
              : null}
          </p>
        </div>
      </div>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label="View"
          selectedKeys={[span.view]}
          onSelectionChange={(keys) => {
            const [view] = keys;
            if (view === 'month' || view === 'week')
              onSpanChange(plannerSpan(view, span.from, firstDayOfWeek));
          }}
        >
          {VIEWS.map(({ id, label }) => (
            <ToggleButton key={id} id={id}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="secondary"
          aria-label={`Previous ${unit}`}
          onPress={() => onSpanChange(movePlannerSpan(span, -1, firstDayOfWeek))}
        >
          <Icon name="chevronLeft" />
        </Button>
        <h2 id={periodId} className={styles.period}>
          {period}
        </h2>
        <Button
          variant="secondary"
          aria-label={`Next ${unit}`}
          onPress={() => onSpanChange(movePlannerSpan(span, 1, firstDayOfWeek))}
        >
          <Icon name="chevronRight" />
        </Button>
        {departments && onFiltersChange ? (
          <FilterSelect
            label="Department"
            all="All departments"
            options={departments}
            value={filters.departmentId}
            onChange={(departmentId) => onFiltersChange({ ...filters, departmentId })}
          />
        ) : null}
        {branches && onFiltersChange ? (
          <FilterSelect
            label="Branch"
            all="All branches"
            options={branches}
            value={filters.branchId}
            onChange={(branchId) => onFiltersChange({ ...filters, branchId })}
          />
        ) : null}
      </div>
      {planner && planner.leaveTypes.length > 0 ? (
        <ul className={styles.legend} aria-label="Legend">
          {planner.leaveTypes.map((type) => (
            <li key={type.id} className={styles.legendItem}>
              <span
                aria-hidden="true"
                className={styles.legendSwatch}
                style={{ backgroundColor: type.color }}
              />
              {type.code}
              {type.description ? ` – ${type.description}` : ''}
            </li>
          ))}
          <li className={styles.legendItem}>
            <span aria-hidden="true" className={styles.legendSwatch} data-holiday />
            Holiday
          </li>
        </ul>
      ) : null}
      {status === 'error' ? (
        <LoadError title="The planner could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : status === 'loading' || !planner ? (
        <PageLoading label="Loading the planner" />
      ) : planner.employees.length === 0 ? (
        <EmptyState
          icon="users"
          title="No employees to show"
          description="No one is employed here in this period."
        />
      ) : (
        <LeavePlannerGrid planner={planner} labelledBy={`${titleId} ${periodId}`} />
      )}
    </div>
  );
}

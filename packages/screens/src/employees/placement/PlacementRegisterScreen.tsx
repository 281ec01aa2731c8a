import { PLACEMENT_KINDS, type PlacementKind } from '@hr/domain';
import { Button, DataTable, type DataTableRange, EmptyState, Icon } from '@hr/ui';
import { useCallback, useId, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { EmployeeComboBox } from '../../employer/EmployeeComboBox.tsx';
import type { EmployeeChoice } from '../../employer/referenceData.ts';
import type { FormSubmitResult } from '../../forms/index.ts';
import { ConfirmActionDialog } from '../../layout/ConfirmActionDialog.tsx';
import listPage from '../../layout/ListPage.module.css';
import { LoadError } from '../../layout/LoadError.tsx';
import pageHeader from '../../layout/PageHeader.module.css';
import reportStyles from '../../leave/LeaveReports.module.css';
import { FilterSelect, ReportDateField } from '../../leave/ReportFilters.tsx';
import type { ReportLoadProps } from '../../leave/ReportPage.tsx';
import { useRecordFormat } from '../employeeRecordFormat.ts';
import styles from './Placement.module.css';
import { usePlacementColumns } from './placementColumns.tsx';
import type { PlacementMove } from './placementMoves.ts';

/** What the register is filtered by (list-placements' filters); null is no filter. */
export interface PlacementFilters {
  employeeId: string | null;
  kind: PlacementKind | null;
  /** Effective dates, 'YYYY-MM-DD', both ends included. */
  from: string | null;
  to: string | null;
}

export const NO_PLACEMENT_FILTERS: PlacementFilters = { employeeId: null, kind: null, from: null, to: null };

export interface PlacementRegisterScreenProps extends ReportLoadProps {
  filters: PlacementFilters;
  /** New filters: drop the rows and load from the top. */
  onFiltersChange: (filters: PlacementFilters) => void;
  /** The employees a typed name matches, to filter by. */
  people: readonly EmployeeChoice[];
  onPersonSearch: (text: string) => void;
  /** How many moves match. */
  total: number;
  /** The moves loaded so far, each at its index, newest effective date first; see DataTable's server paging. */
  rows: ReadonlyArray<PlacementMove | undefined>;
  onVisibleRangeChange: (range: DataTableRange) => void;
  /** Each button shows only with its callback (the caller may record placements, see the chart). */
  onRecordPlacement?: () => void;
  onBulkPlacement?: () => void;
  onOpenOrgChart?: () => void;
  /** Cancels a scheduled move; a refusal (it has taken effect meanwhile) stays in the dialog. Without it, no Cancel. */
  onCancelMove?: (move: PlacementMove) => Promise<FormSubmitResult>;
  /** The reader's time zone, for when a move was recorded. */
  timeZone?: string;
}

const TABLE_HEIGHT = 'max(20rem, calc(100dvh - 26rem))';
const kindOptions = PLACEMENT_KINDS.map((kind) => ({ id: kind, name: kind }));

/**
 * Placement (issue 28): the register of moves — hires, transfers, promotions, demotions, acting and
 * secondments — newest first, each field that changed read as "Sales → Finance"; a move dated after
 * today is marked Scheduled and can be cancelled before it takes effect.
 */
export function PlacementRegisterScreen({
  status,
  errorMessage,
  onRetry,
  filters,
  onFiltersChange,
  people,
  onPersonSearch,
  total,
  rows,
  onVisibleRangeChange,
  onRecordPlacement,
  onBulkPlacement,
  onOpenOrgChart,
  onCancelMove,
  timeZone = 'UTC',
}: PlacementRegisterScreenProps) {
  const titleId = useId();
  const { locale } = useLocale();
  const { day } = useRecordFormat(timeZone);
  const [cancelling, setCancelling] = useState<PlacementMove | null>(null);
  const askToCancel = useCallback((move: PlacementMove) => setCancelling(move), []);
  const columns = usePlacementColumns(day, onCancelMove ? askToCancel : null);
  const change = (changes: Partial<PlacementFilters>) => onFiltersChange({ ...filters, ...changes });
  const count = new Intl.NumberFormat(locale).format(total);

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Placement
          </h1>
          <p role="status" className={listPage.status}>
            {status === 'ready' ? `${count} ${total === 1 ? 'move' : 'moves'}` : null}
          </p>
        </div>
        <div className={styles.actions}>
          {onOpenOrgChart ? (
            <Button variant="secondary" onPress={onOpenOrgChart}>
              Organisation chart
            </Button>
          ) : null}
          {onBulkPlacement ? (
            <Button variant="secondary" onPress={onBulkPlacement}>
              Bulk placement
            </Button>
          ) : null}
          {onRecordPlacement ? (
            <Button onPress={onRecordPlacement}>
              <Icon name="add" /> Record placement
            </Button>
          ) : null}
        </div>
      </div>
      <div className={reportStyles.filters}>
        <EmployeeComboBox
          label="Employee"
          placeholder="Everyone"
          employees={people}
          onSearch={onPersonSearch}
          value={filters.employeeId}
          onChange={(employeeId) => change({ employeeId })}
        />
        <FilterSelect
          label="Move"
          all="All moves"
          options={kindOptions}
          value={filters.kind}
          onChange={(kind) => change({ kind: kind as PlacementKind | null })}
        />
        <ReportDateField label="From" value={filters.from} onChange={(from) => change({ from })} />
        <ReportDateField label="To" value={filters.to} onChange={(to) => change({ to })} />
      </div>
      {status === 'error' ? (
        <LoadError title="The placements could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          key={JSON.stringify(filters)}
          aria-labelledby={titleId}
          columns={columns}
          rowCount={total}
          data={rows}
          getRowId={(move) => move.id}
          onVisibleRangeChange={onVisibleRangeChange}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          emptyState={
            <EmptyState icon="file" title="No placements" description="No move matches these filters." />
          }
        />
      )}
      {cancelling && onCancelMove ? (
        <ConfirmActionDialog
          title="Cancel this placement?"
          description={`${cancelling.employeeName}’s move on ${day(cancelling.effectiveDate)} will not take effect, and their placement stays as it is.`}
          confirmLabel="Cancel placement"
          keepLabel="Keep it"
          onConfirm={() => onCancelMove(cancelling)}
          onClose={() => setCancelling(null)}
          onDone={() => setCancelling(null)}
        />
      ) : null}
    </div>
  );
}

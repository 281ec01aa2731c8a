import { PERMISSION_AREAS } from '@hr/domain';
import { createDataTableColumns, DataTable, type DataTableRange, EmptyState, SearchField } from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import { FilterSelect, ReportDateField } from '../leave/ReportFilters.tsx';
import { type ReportLoadProps, ReportPage } from '../leave/ReportPage.tsx';
import { AuditEventDialog } from './AuditEventDialog.tsx';
import { type AuditEvent, areaLabel, changeSummary, operationLabel } from './auditEvents.ts';
import { actorText, useAuditTime } from './auditFormat.ts';

/** What the trail is filtered by (list-audit-events' filters); null or '' is no filter. */
export interface AuditFilters {
  actorUserId: string | null;
  area: string | null;
  recordId: string;
  from: string | null;
  to: string | null;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  actorUserId: null,
  area: null,
  recordId: '',
  from: null,
  to: null,
};

export interface AuditTrailScreenProps extends ReportLoadProps {
  filters: AuditFilters;
  /** New filters: drop the rows and load from the top. */
  onFiltersChange: (filters: AuditFilters) => void;
  /** The accounts a typed name matches, to filter by who did it. */
  people: readonly EmployeeChoice[];
  onPersonSearch: (text: string) => void;
  /** How many events match. */
  total: number;
  /** The events loaded so far, each at its index, newest first; see DataTable's server paging. */
  rows: ReadonlyArray<AuditEvent | undefined>;
  onVisibleRangeChange: (range: DataTableRange) => void;
  /** Export CSV (export-audit-events); without it (no audit.export) there is no button. */
  onExportCsv?: () => void;
  timeZone?: string;
}

const column = createDataTableColumns<AuditEvent>();
const areaOptions = PERMISSION_AREAS.map((area) => ({ id: area, name: areaLabel(area) }));
const TABLE_HEIGHT = 'max(20rem, calc(100dvh - 26rem))';

function useColumns(timeZone: string | undefined) {
  const timeOf = useAuditTime(timeZone);
  // The server orders the trail (newest first): headers do not sort. Stable while the time format is.
  return useMemo(
    () =>
      column.columns([
        column.accessor('at', {
          header: 'When',
          enableSorting: false,
          cell: ({ getValue }) => timeOf(getValue()),
          meta: { width: 'minmax(10rem, 0.8fr)', toText: (value) => timeOf(String(value)) },
        }),
        column.accessor((event) => actorText(event), {
          id: 'who',
          header: 'Who',
          enableSorting: false,
          meta: { width: 'minmax(9rem, 0.8fr)' },
        }),
        column.accessor((event) => operationLabel(event.operation), {
          id: 'operation',
          header: 'Operation',
          enableSorting: false,
          meta: { width: 'minmax(10rem, 1fr)' },
        }),
        column.accessor((event) => areaLabel(event.area), {
          id: 'area',
          header: 'Area',
          enableSorting: false,
          meta: { width: 'minmax(7rem, 0.6fr)' },
        }),
        column.accessor((event) => [event.recordType, event.recordId].filter(Boolean).join(' '), {
          id: 'record',
          header: 'Record',
          enableSorting: false,
          meta: { width: 'minmax(8rem, 0.8fr)' },
        }),
        column.accessor((event) => changeSummary(event), {
          id: 'changes',
          header: 'Changes',
          enableSorting: false,
          meta: { width: 'minmax(14rem, 1.6fr)' },
        }),
        column.accessor('address', {
          header: 'Address',
          enableSorting: false,
          meta: { width: 'minmax(7rem, 0.6fr)' },
        }),
      ]),
    [timeOf],
  );
}

/**
 * The Audit Trail (issue 27): every change, sign-in and export of the employer, newest first, filtered
 * by who did it, area, record and dates, a page at a time; a row opens its fields before and after.
 */
export function AuditTrailScreen({
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
  onExportCsv,
  timeZone,
}: AuditTrailScreenProps) {
  const titleId = useId();
  const { locale } = useLocale();
  const columns = useColumns(timeZone);
  const [opened, setOpened] = useState<AuditEvent | null>(null);
  const change = (changes: Partial<AuditFilters>) => onFiltersChange({ ...filters, ...changes });
  const count = new Intl.NumberFormat(locale).format(total);

  return (
    <ReportPage
      title="Audit Trail"
      titleId={titleId}
      summary={`${count} ${total === 1 ? 'event' : 'events'}`}
      errorTitle="The audit trail could not be loaded."
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      filters={
        <>
          <EmployeeComboBox
            label="Person"
            placeholder="Anyone"
            employees={people}
            onSearch={onPersonSearch}
            value={filters.actorUserId}
            onChange={(actorUserId) => change({ actorUserId })}
            emptyMessage="No account has that name"
          />
          <FilterSelect
            label="Area"
            all="All areas"
            options={areaOptions}
            value={filters.area}
            onChange={(area) => change({ area })}
          />
          <SearchField
            label="Record id"
            defaultValue={filters.recordId}
            onSubmit={(recordId) => change({ recordId: recordId.trim() })}
            onClear={() => change({ recordId: '' })}
          />
          <ReportDateField label="From" value={filters.from} onChange={(from) => change({ from })} />
          <ReportDateField label="To" value={filters.to} onChange={(to) => change({ to })} />
        </>
      }
    >
      <DataTable
        key={JSON.stringify(filters)}
        aria-labelledby={titleId}
        columns={columns}
        rowCount={total}
        data={rows}
        getRowId={(event) => event.id}
        onRowAction={setOpened}
        onVisibleRangeChange={onVisibleRangeChange}
        isLoading={status === 'loading'}
        height={TABLE_HEIGHT}
        {...(onExportCsv ? { onExportCsv } : {})}
        emptyState={
          <EmptyState icon="file" title="No events" description="Nothing was recorded for these filters." />
        }
      />
      {opened ? (
        <AuditEventDialog event={opened} onClose={() => setOpened(null)} timeZone={timeZone} />
      ) : null}
    </ReportPage>
  );
}

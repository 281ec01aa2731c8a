import { CONTRACT_TYPES } from '@hr/domain';
import { Button, createDataTableColumns, DataTable, EmptyState, Icon, Select, useFormatDay } from '@hr/ui';
import { Fragment, useId, useMemo, useState } from 'react';
import listPage from '../../layout/ListPage.module.css';
import { LoadError } from '../../layout/LoadError.tsx';
import pageHeader from '../../layout/PageHeader.module.css';
import { EmploymentTermsDialog } from './EmploymentTermsDialog.tsx';
import { EmploymentTermsHistoryDialog } from './EmploymentTermsHistoryDialog.tsx';
import styles from './EmploymentTermsScreen.module.css';
import {
  type EmploymentTermsFilters,
  type EmploymentTermsItem,
  type EmploymentTermsRow,
  type EmploymentTermsScreenProps,
  NO_FILTERS,
} from './employmentTerms.ts';

const column = createDataTableColumns<EmploymentTermsItem>();
const inEffect = (pick: (terms: EmploymentTermsRow) => string | null) => (item: EmploymentTermsItem) =>
  item.inEffect ? (pick(item.inEffect) ?? '—') : '—';

/** Prints a day as the employer does (useFormatDay). */
type PrintDay = (isoDay: string) => string;

/** A day of the terms in effect, printed as the employer prints days. */
const inEffectDay = (day: PrintDay, pick: (terms: EmploymentTermsRow) => string | null) =>
  inEffect((terms) => {
    const date = pick(terms);
    return date === null ? null : day(date);
  });

function nextChange(item: EmploymentTermsItem, day: PrintDay): string {
  return item.next ? `${item.next.contractType} from ${day(item.next.effectiveDate)}` : '—';
}

function columnsWith(showHistory: (item: EmploymentTermsItem) => void, day: PrintDay) {
  return column.columns([
    ...columnsOf(day),
    column.display({
      id: 'history',
      header: 'History',
      enableSorting: false,
      meta: { width: 'minmax(6rem, 0.5fr)' },
      cell: ({ row }) => (
        <Button
          variant="quiet"
          size="small"
          aria-label={`Terms history of ${row.original.employeeName}`}
          onPress={() => showHistory(row.original)}
        >
          History
        </Button>
      ),
    }),
  ]);
}

const columnsOf = (day: PrintDay) =>
  column.columns([
    column.accessor((item) => `${item.employeeName} (${item.employeeNo})`, {
      id: 'employee',
      header: 'Employee',
      meta: { width: 'minmax(12rem, 1.4fr)' },
    }),
    column.accessor(
      inEffect((terms) => terms.contractType),
      {
        id: 'contract',
        header: 'Contract',
        meta: { width: 'minmax(7rem, 0.8fr)' },
      },
    ),
    column.accessor(
      inEffectDay(day, (terms) => terms.startDate),
      { id: 'start', header: 'Start', meta: { width: 'minmax(7rem, 0.7fr)' } },
    ),
    column.accessor(
      inEffectDay(day, (terms) => terms.endDate),
      { id: 'end', header: 'End', meta: { width: 'minmax(7rem, 0.7fr)' } },
    ),
    column.accessor(
      inEffectDay(day, (terms) => terms.probationEndDate),
      {
        id: 'probationEnd',
        header: 'Probation end',
        meta: { width: 'minmax(7rem, 0.7fr)' },
      },
    ),
    column.accessor(
      inEffect((terms) => terms.hoursPerWeek),
      {
        id: 'hours',
        header: 'Hours',
        meta: { width: 'minmax(5rem, 0.4fr)', align: 'end' },
      },
    ),
    column.accessor(
      inEffect((terms) => terms.payFrequency),
      {
        id: 'payFrequency',
        header: 'Pay frequency',
        meta: { width: 'minmax(7rem, 0.7fr)' },
      },
    ),
    column.accessor((item) => nextChange(item, day), {
      id: 'nextChange',
      header: 'Next change',
      meta: { width: 'minmax(10rem, 1fr)' },
    }),
  ]);

const CONTRACT_FILTER = [
  { id: '', name: 'Every contract type' },
  ...CONTRACT_TYPES.map((type) => ({ id: type, name: type })),
];
const ENDING_FILTER = [
  { id: '', name: 'Any time' },
  { id: '14', name: 'Within 14 days' },
  { id: '30', name: 'Within 30 days' },
  { id: '60', name: 'Within 60 days' },
  { id: '90', name: 'Within 90 days' },
];

/** Which dialog is open: a fresh one per opening, for `item` or for a person to choose. */
interface DialogState {
  session: number;
  isOpen: boolean;
  item?: EmploymentTermsItem;
}

/**
 * Employment Terms (Employee Management, issue 28 item 2): the people the reader reaches with their
 * contract in effect and the next change scheduled, filtered by contract type and by a contract
 * ending soon. A person opens the dialog that records their terms from a date.
 */
export function EmploymentTermsScreen({
  status,
  errorMessage,
  onRetry,
  items,
  total,
  filters,
  onFiltersChange,
  choices,
  onRecord,
  onLoadHistory,
  onCancelTerms,
}: EmploymentTermsScreenProps) {
  const titleId = useId();
  const [dialog, setDialog] = useState<DialogState>({ session: 0, isOpen: false });
  const [history, setHistory] = useState<EmploymentTermsItem | null>(null);
  const day = useFormatDay();
  const tableColumns = useMemo(() => columnsWith(setHistory, day), [day]);
  const [announcement, setAnnouncement] = useState('');
  const isFiltered = filters.contractType !== '' || filters.endingWithinDays !== '';
  const openDialog = (item?: EmploymentTermsItem) => {
    setAnnouncement('');
    setDialog(({ session }) => ({ session: session + 1, isOpen: true, item }));
  };
  const setFilter = (change: Partial<EmploymentTermsFilters>) => onFiltersChange({ ...filters, ...change });

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Employment Terms
          </h1>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        <Button onPress={() => openDialog()} isDisabled={status !== 'ready' || items.length === 0}>
          <Icon name="add" /> Record terms
        </Button>
      </div>
      <div className={styles.filters}>
        <Select
          label="Contract type"
          items={CONTRACT_FILTER}
          value={filters.contractType}
          onChange={(id) =>
            setFilter({ contractType: String(id ?? '') as EmploymentTermsFilters['contractType'] })
          }
        />
        <Select
          label="Contract ending"
          items={ENDING_FILTER}
          value={filters.endingWithinDays}
          onChange={(id) =>
            setFilter({ endingWithinDays: String(id ?? '') as EmploymentTermsFilters['endingWithinDays'] })
          }
        />
        {isFiltered ? (
          <Button variant="quiet" onPress={() => onFiltersChange(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {status === 'ready' && total > items.length ? (
        <p className={listPage.status}>
          The first {items.length} of {total} people; narrow the filters to see the others.
        </p>
      ) : null}
      {status === 'error' ? (
        <LoadError
          title="The employment terms could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={tableColumns}
          data={items}
          getRowId={(item) => item.id}
          enableColumnHiding={false}
          isLoading={status === 'loading'}
          height="max(16rem, calc(100dvh - 24rem))"
          onRowAction={openDialog}
          emptyState={
            isFiltered ? (
              <EmptyState
                icon="search"
                title="Nobody matches these filters"
                description="Choose another contract type or a longer time, or clear the filters."
              />
            ) : (
              <EmptyState
                icon="users"
                title="No employees yet"
                description="The people your role reaches appear here, with their terms."
              />
            )
          }
        />
      )}
      {history ? (
        <EmploymentTermsHistoryDialog
          item={history}
          onLoad={onLoadHistory}
          onCancel={onCancelTerms}
          onClose={() => setHistory(null)}
        />
      ) : null}
      {dialog.session > 0 ? (
        <Fragment key={dialog.session}>
          <EmploymentTermsDialog
            item={dialog.item}
            items={items}
            choices={choices}
            onRecord={onRecord}
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => {
              if (!isOpen) setDialog((current) => ({ ...current, isOpen: false }));
            }}
            onDone={(message) => {
              setDialog((current) => ({ ...current, isOpen: false }));
              setAnnouncement(message);
            }}
          />
        </Fragment>
      ) : null}
    </div>
  );
}

import { CASE_STATE_LABELS, CASE_STATES, type CaseState } from '@hr/domain';
import {
  Button,
  createDataTableColumns,
  DataTable,
  type DataTableRange,
  EmptyState,
  Icon,
  SearchField,
  Select,
} from '@hr/ui';
import { useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useDebouncedSearch } from '../employees/useDebouncedSearch.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { IncidentCategoryBadge } from './IncidentCategoryBadge.tsx';
import styles from './IncidentManagementScreen.module.css';
import type { IncidentCaseRow } from './incidentCase.ts';

export interface IncidentManagementScreenProps {
  /** 'loading' until the first page of the current search and filter has come, with its total. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** How many cases match the search and the state filter. */
  total: number;
  /** The rows loaded so far, each at its index (`rows[i]` is row i); see DataTable's server paging. */
  rows: ReadonlyArray<IncidentCaseRow | undefined>;
  /** The rows in view and a few either side: load the pages that cover them. */
  onVisibleRangeChange: (range: DataTableRange) => void;
  /** The search `rows` answer to (a code or words of the summary). */
  search?: string;
  /** The search text once typing pauses, or at once on Enter or clear. */
  onSearchChange: (search: string) => void;
  /** The state the list is narrowed to; null for every state. */
  state?: CaseState | null;
  onStateChange: (state: CaseState | null) => void;
  /** Opens the case page. */
  onOpenCase: (row: IncidentCaseRow) => void;
  /** Opens the report dialog ("Report an incident"). */
  onReport: () => void;
}

const ALL_STATES = 'all';
const STATE_OPTIONS = [
  { id: ALL_STATES, name: 'All states' },
  ...CASE_STATES.map((state) => ({ id: state, name: CASE_STATE_LABELS[state] })),
];
const TABLE_HEIGHT = 'max(20rem, calc(100dvh - 22rem))';

const column = createDataTableColumns<IncidentCaseRow>();

/** §2.10's columns (Code, Description, Type, Active) with the case's state and its category's badge. */
const caseColumns = column.columns([
  column.accessor('code', { header: 'Code', enableSorting: false, meta: { width: 'minmax(8rem, 0.5fr)' } }),
  column.accessor('summary', {
    header: 'Description',
    enableSorting: false,
    meta: { width: 'minmax(14rem, 1.6fr)' },
    // A dash for the eye; words for a screen reader, which would read the dash as punctuation or not at all.
    cell: ({ getValue }) =>
      getValue() ?? (
        <>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>Not shown to you</VisuallyHidden>
        </>
      ),
  }),
  column.accessor((row) => row.type.description, {
    id: 'type',
    header: 'Type',
    enableSorting: false,
    meta: { width: 'minmax(10rem, 1fr)' },
  }),
  column.accessor((row) => row.category.code, {
    id: 'category',
    header: 'Category',
    enableSorting: false,
    meta: { width: 'minmax(7rem, 0.5fr)' },
    cell: ({ row }) => (
      <IncidentCategoryBadge
        code={row.original.category.code}
        color={row.original.category.color}
        description={row.original.category.description}
      />
    ),
  }),
  column.accessor('stateLabel', {
    header: 'State',
    enableSorting: false,
    meta: { width: 'minmax(10rem, 0.8fr)' },
  }),
  column.yesNo('isOpen', { header: 'Active', enableSorting: false, meta: { width: 'minmax(5rem, 0.3fr)' } }),
]);

/**
 * Incident › Management (route /incident/incident-management): the cases the reader may see, searched
 * and narrowed to a state by the server, a page at a time; a row opens its case, and "Report an
 * incident" opens the report dialog.
 */
export function IncidentManagementScreen({
  status,
  errorMessage,
  onRetry,
  total,
  rows,
  onVisibleRangeChange,
  search = '',
  onSearchChange,
  state = null,
  onStateChange,
  onOpenCase,
  onReport,
}: IncidentManagementScreenProps) {
  const titleId = useId();
  const searchField = useDebouncedSearch(search, onSearchChange);
  const isNarrowed = search !== '' || state !== null;
  const reportButton = (
    <Button onPress={onReport}>
      <Icon name="add" /> Report an incident
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Incident Management
          </h1>
          <p role="status" className={listPage.status}>
            {status === 'ready' ? `${total} ${total === 1 ? 'case' : 'cases'}` : null}
          </p>
        </div>
        {reportButton}
      </div>
      <div className={styles.filters}>
        <SearchField
          label="Search cases"
          placeholder="Code or summary"
          value={searchField.text}
          onChange={searchField.onChange}
          onSubmit={searchField.onSubmit}
          onClear={searchField.onClear}
          className={listPage.filter}
        />
        <Select
          label="State"
          items={STATE_OPTIONS}
          value={state ?? ALL_STATES}
          onChange={(chosen) => onStateChange(chosen === ALL_STATES ? null : (chosen as CaseState))}
        />
      </div>
      {status === 'error' ? (
        <LoadError title="The cases could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          key={`${search}|${state ?? ''}`}
          aria-labelledby={titleId}
          columns={caseColumns}
          rowCount={total}
          data={rows}
          getRowId={(row) => row.id}
          onVisibleRangeChange={onVisibleRangeChange}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          enableColumnHiding={false}
          onRowAction={onOpenCase}
          emptyState={
            isNarrowed ? (
              <EmptyState
                icon="search"
                title="No cases match"
                description="Search by the case's code or words of its summary, or choose All states."
              />
            ) : (
              <EmptyState
                icon="alert"
                title="No incidents yet"
                description="The cases you report, or that concern you, appear here."
                action={reportButton}
              />
            )
          }
        />
      )}
    </div>
  );
}

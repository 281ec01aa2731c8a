import { Button, createDataTableColumns, DataTable, EmptyState, Icon, Select } from '@hr/ui';
import { useId, useMemo } from 'react';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { ShowMore } from '../layout/ShowMore.tsx';
import { ExpenseClaimStatusBadge } from './ExpenseClaimStatusBadge.tsx';
import styles from './Expenses.module.css';
import {
  EXPENSE_CLAIM_STATUS_LABELS,
  EXPENSE_CLAIM_STATUSES,
  type ExpenseClaimStatus,
  type ExpenseClaimSummary,
} from './expenseClaims.ts';
import { type ExpenseFormat, useExpenseFormat } from './expenseFormat.ts';

export interface MyExpenseClaimsScreenProps {
  /** 'loading' until the claims for the current filter have come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The reader's claims matching the filter, as the server orders them (newest first). */
  claims: readonly ExpenseClaimSummary[];
  /** How many claims match in all: more than shown offers Show more. */
  total: number;
  onShowMore?: () => void;
  isLoadingMore?: boolean;
  /** The status the list is narrowed to; null for every status. */
  statusFilter?: ExpenseClaimStatus | null;
  onStatusFilterChange: (status: ExpenseClaimStatus | null) => void;
  /** Starts a new claim (the app opens an empty editor). */
  onNew: () => void;
  /** A draft chosen: the app opens it in the editor. */
  onEdit: (claim: ExpenseClaimSummary) => void;
  /** A claim past draft chosen: the app shows its detail. */
  onView: (claim: ExpenseClaimSummary) => void;
}

const ALL = 'all';
const STATUS_OPTIONS = [
  { id: ALL, name: 'All statuses' },
  ...EXPENSE_CLAIM_STATUSES.map((status) => ({ id: status, name: EXPENSE_CLAIM_STATUS_LABELS[status] })),
];

const column = createDataTableColumns<ExpenseClaimSummary>();

function claimColumns({ day, instantDay, money }: ExpenseFormat) {
  const dayOrDash = (value: unknown, toDay: (text: string) => string) =>
    typeof value === 'string' ? toDay(value) : '—';
  return column.columns([
    column.accessor('number', {
      header: 'Number',
      enableSorting: false,
      meta: { width: 'minmax(7rem, 0.6fr)' },
    }),
    column.accessor('title', {
      header: 'Title',
      enableSorting: false,
      meta: { width: 'minmax(12rem, 1.6fr)' },
    }),
    column.accessor('status', {
      header: 'Status',
      enableSorting: false,
      meta: {
        width: 'minmax(7rem, 0.6fr)',
        toText: (value) => EXPENSE_CLAIM_STATUS_LABELS[value as ExpenseClaimStatus],
      },
      cell: ({ getValue }) => <ExpenseClaimStatusBadge status={getValue()} />,
    }),
    column.accessor((claim) => money(claim.totalClaimed, claim.currency), {
      id: 'claimed',
      header: 'Claimed',
      enableSorting: false,
      meta: { width: 'minmax(9rem, 0.8fr)', align: 'end' },
    }),
    column.accessor(
      (claim) => (claim.totalApproved === null ? '—' : money(claim.totalApproved, claim.currency)),
      {
        id: 'approved',
        header: 'Approved',
        enableSorting: false,
        meta: { width: 'minmax(9rem, 0.8fr)', align: 'end' },
      },
    ),
    column.accessor('createdOn', {
      header: 'Started',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.7fr)', toText: (value) => dayOrDash(value, day) },
    }),
    column.accessor('submittedAt', {
      header: 'Submitted',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.7fr)', toText: (value) => dayOrDash(value, instantDay) },
    }),
    column.accessor('paidOn', {
      header: 'Paid on',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.7fr)', toText: (value) => dayOrDash(value, day) },
    }),
  ]);
}

/**
 * Expense Claims › My Claims: the reader's claims, narrowed by status, each with its number, title,
 * totals claimed and approved in the payroll currency and its days; a draft opens in the editor, any
 * other claim opens its detail. "New claim" starts one.
 */
export function MyExpenseClaimsScreen({
  status,
  errorMessage,
  onRetry,
  claims,
  total,
  onShowMore,
  isLoadingMore = false,
  statusFilter = null,
  onStatusFilterChange,
  onNew,
  onEdit,
  onView,
}: MyExpenseClaimsScreenProps) {
  const titleId = useId();
  const format = useExpenseFormat();
  const columns = useMemo(() => claimColumns(format), [format]);

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            My Claims
          </h1>
        </div>
        <Button variant="primary" onPress={onNew}>
          <Icon name="add" />
          New claim
        </Button>
      </div>
      <div className={styles.filters}>
        <Select
          label="Status"
          items={STATUS_OPTIONS}
          value={statusFilter ?? ALL}
          onChange={(chosen) => onStatusFilterChange(chosen === ALL ? null : (chosen as ExpenseClaimStatus))}
        />
      </div>
      {status === 'error' ? (
        <LoadError
          title="Your expense claims could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <>
          <DataTable
            aria-labelledby={titleId}
            columns={columns}
            data={claims}
            getRowId={(claim) => claim.id}
            isLoading={status === 'loading'}
            height={fittedTableHeight(claims.length, 5, 12)}
            enableColumnHiding={false}
            onRowAction={(claim) => (claim.status === 'draft' ? onEdit(claim) : onView(claim))}
            emptyState={
              statusFilter === null ? (
                <EmptyState
                  icon="money"
                  title="No expense claims yet"
                  description="Choose New claim to claim back what you spent for work."
                />
              ) : (
                <EmptyState
                  icon="search"
                  title={`No ${EXPENSE_CLAIM_STATUS_LABELS[statusFilter].toLowerCase()} claims`}
                  description="Choose All statuses to see every claim."
                />
              )
            }
          />
          {status === 'ready' && claims.length > 0 ? (
            <ShowMore shown={claims.length} total={total} onShowMore={onShowMore} isLoading={isLoadingMore} />
          ) : null}
        </>
      )}
    </div>
  );
}

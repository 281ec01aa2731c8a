import { Badge, type BadgeVariant, Button, createDataTableColumns, DataTable, EmptyState } from '@hr/ui';
import { useMemo, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import { type LeaveRequestAction, LeaveRequestActionDialog } from './LeaveRequestActionDialog.tsx';
import { LeaveTypeTag } from './LeaveTypeTag.tsx';
import { type LeaveFormat, useLeaveFormat } from './leaveFormat.ts';
import type { LeaveRequest, LeaveRequestStatus } from './leaveRequests.ts';

export interface LeaveRequestsTableProps {
  requests: readonly LeaveRequest[];
  /** Today, 'YYYY-MM-DD': approved leave that has not started yet can be cancelled. */
  today: string;
  /** The heading's id, which names the table. */
  labelledBy: string;
  isLoading?: boolean;
  onWithdraw: (requestId: string) => Promise<FormSubmitResult>;
  onCancel: (requestId: string) => Promise<FormSubmitResult>;
  /** Called once a request was withdrawn or cancelled, with a sentence saying so. */
  onDone: (announcement: string) => void;
}

export const LEAVE_STATUS_LABELS: Record<LeaveRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

const STATUS_VARIANTS: Record<LeaveRequestStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
  cancelled: 'neutral',
};

/** What the person may still do with a request: withdraw it while it waits, cancel it before it starts. */
function actionOf(request: LeaveRequest, today: string): LeaveRequestAction | null {
  if (request.status === 'pending') return 'withdraw';
  if (request.status === 'approved' && request.from > today) return 'cancel';
  return null;
}

const column = createDataTableColumns<LeaveRequest>();

function requestColumns(
  format: LeaveFormat,
  today: string,
  ask: (request: LeaveRequest, action: LeaveRequestAction) => void,
) {
  return column.columns([
    column.accessor('leaveTypeCode', {
      header: 'Type',
      cell: ({ row }) => <LeaveTypeTag code={row.original.leaveTypeCode} color={row.original.color} />,
      meta: { width: 'minmax(6rem, 0.5fr)' },
    }),
    column.accessor('from', {
      header: 'Dates',
      cell: ({ row }) => format.dates(row.original),
      meta: { width: 'minmax(16rem, 2fr)', toText: () => '' },
    }),
    column.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => format.amount(row.original.amount, row.original.unit),
      meta: { width: 'minmax(6rem, 0.6fr)', align: 'end' },
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => (
        <Badge variant={STATUS_VARIANTS[getValue()]}>{LEAVE_STATUS_LABELS[getValue()]}</Badge>
      ),
      meta: { width: 'minmax(7rem, 0.6fr)' },
    }),
    column.accessor('submittedOn', {
      header: 'Applied on',
      cell: ({ row }) =>
        `${format.day(row.original.submittedOn)}${row.original.submittedAs === 'administrator' ? ' by HR' : ''}`,
      meta: { width: 'minmax(9rem, 1fr)' },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const action = actionOf(row.original, today);
        if (!action) return null;
        return (
          <Button
            variant="secondary"
            size="small"
            aria-label={`${action === 'withdraw' ? 'Withdraw' : 'Cancel'} ${row.original.leaveTypeCode} ${format.dates(row.original)}`}
            onPress={() => ask(row.original, action)}
          >
            {action === 'withdraw' ? 'Withdraw' : 'Cancel'}
          </Button>
        );
      },
      meta: { width: 'minmax(7rem, 0.6fr)' },
    }),
  ]);
}

const NEWEST_FIRST = [{ id: 'from', desc: true }];

/** The person's requests, newest first, with Withdraw on those waiting and Cancel on approved leave to come. */
export function LeaveRequestsTable({
  requests,
  today,
  labelledBy,
  isLoading = false,
  onWithdraw,
  onCancel,
  onDone,
}: LeaveRequestsTableProps) {
  const format = useLeaveFormat();
  const [asked, setAsked] = useState<{ request: LeaveRequest; action: LeaveRequestAction } | null>(null);
  const columns = useMemo(
    () => requestColumns(format, today, (request, action) => setAsked({ request, action })),
    [format, today],
  );
  return (
    <>
      <DataTable
        aria-labelledby={labelledBy}
        columns={columns}
        data={requests}
        getRowId={(request) => request.id}
        defaultSorting={NEWEST_FIRST}
        enableColumnHiding={false}
        isLoading={isLoading}
        // Tall enough for every row of a year's requests without scrolling, and a few rows when there are none.
        height={fittedTableHeight(requests.length, 3, 10)}
        emptyState={<EmptyState icon="calendar" title="No leave applied for yet" />}
      />
      {asked ? (
        <LeaveRequestActionDialog
          key={asked.request.id}
          request={asked.request}
          action={asked.action}
          onClose={() => setAsked(null)}
          onConfirm={() => (asked.action === 'withdraw' ? onWithdraw : onCancel)(asked.request.id)}
          onDone={onDone}
        />
      ) : null}
    </>
  );
}

import { Button, createDataTableColumns, DataTable, EmptyState, Icon } from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import type { DelegationItem, DelegationsProps } from './approvalWorkflow.ts';
import { DelegationDialog } from './DelegationDialog.tsx';
import schedule from './LeaveSchedule.module.css';
import { type LeaveFormat, useLeaveFormat } from './leaveFormat.ts';

export interface DelegationsSectionProps extends DelegationsProps {
  /** 1 when the section is the page (an employee's view), 2 under the workflows. */
  headingLevel: 1 | 2;
}

const column = createDataTableColumns<DelegationItem>();

function delegationColumns(format: LeaveFormat, ask: (item: DelegationItem) => void) {
  return column.columns([
    column.accessor('approverName', { header: 'Approver', meta: { width: 'minmax(10rem, 1fr)' } }),
    column.accessor('delegateName', { header: 'Delegate', meta: { width: 'minmax(10rem, 1fr)' } }),
    column.accessor('from', {
      header: 'From',
      cell: ({ getValue }) => format.day(getValue()),
      meta: { width: 'minmax(8rem, 0.6fr)' },
    }),
    column.accessor('to', {
      header: 'To',
      cell: ({ getValue }) => format.day(getValue()),
      meta: { width: 'minmax(8rem, 0.6fr)' },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Delete the delegation from ${row.original.approverName} to ${row.original.delegateName}, ${format.range(row.original.from, row.original.to)}`}
          onPress={() => ask(row.original)}
        >
          <Icon name="trash" /> Delete
        </Button>
      ),
      meta: { width: 'minmax(7rem, 0.5fr)' },
    }),
  ]);
}

const FIRST_DAY_ORDER = [{ id: 'from', desc: false }];

/**
 * Delegations: who decides in whose place, from one day to another. An administrator sees and adds
 * every one of the employer's; an employee those they made or received, and delegates their own
 * approvals. Delete takes one back once confirmed; a refusal shows in the confirmation.
 */
export function DelegationsSection({
  headingLevel,
  status,
  errorMessage,
  onRetry,
  items,
  employees,
  onEmployeeSearch,
  canChooseApprover,
  today,
  onAdd,
  onDelete,
}: DelegationsSectionProps) {
  const titleId = useId();
  const format = useLeaveFormat();
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState({ session: 0, isOpen: false });
  const [deleting, setDeleting] = useState<DelegationItem | null>(null);
  const columns = useMemo(() => delegationColumns(format, setDeleting), [format]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const openAdd = () => {
    setAnnouncement('');
    setAdding(({ session }) => ({ session: session + 1, isOpen: true }));
  };
  const addButton = (
    <Button variant={headingLevel === 1 ? 'primary' : 'secondary'} onPress={openAdd}>
      <Icon name="add" /> Add Delegation
    </Button>
  );

  return (
    <section className={listPage.page} aria-labelledby={titleId}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <Heading id={titleId} className={headingLevel === 1 ? pageHeader.title : schedule.sectionTitle}>
            Delegations
          </Heading>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        {addButton}
      </div>
      {status === 'error' ? (
        <LoadError title="The delegations could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={items}
          getRowId={(item) => item.id}
          defaultSorting={FIRST_DAY_ORDER}
          enableColumnHiding={false}
          isLoading={status === 'loading'}
          // Room for the empty state's picture and words when there are none.
          height={fittedTableHeight(items.length, 5, 10)}
          emptyState={
            <EmptyState
              icon="users"
              title="No delegations"
              description="Hand your approvals to someone else while you are away."
            />
          }
        />
      )}
      {adding.session > 0 ? (
        <DelegationDialog
          key={adding.session}
          isOpen={adding.isOpen}
          onOpenChange={(isOpen) => setAdding((current) => ({ ...current, isOpen }))}
          employees={employees}
          {...(onEmployeeSearch ? { onEmployeeSearch } : {})}
          canChooseApprover={canChooseApprover}
          today={today}
          onAdd={onAdd}
          onDone={(message) => {
            setAnnouncement(message);
            setAdding((current) => ({ ...current, isOpen: false }));
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmActionDialog
          key={deleting.id}
          title="Delete delegation?"
          confirmLabel="Delete"
          description={`${deleting.delegateName} will no longer decide in place of ${deleting.approverName} for ${format.range(deleting.from, deleting.to)}.`}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          onDone={() => setAnnouncement('Delegation deleted.')}
        />
      ) : null}
    </section>
  );
}

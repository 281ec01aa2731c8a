import { Button, createDataTableColumns, DataTable, EmptyState, Icon, Select, useFormatDay } from '@hr/ui';
import { Fragment, useMemo, useState } from 'react';
import { useDialogSession } from '../employees/records/useDialogSession.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import { AssignShiftDialog } from './AssignShiftDialog.tsx';
import styles from './AttendanceSettingsScreen.module.css';
import type {
  AssignShiftValues,
  AttendanceBranch,
  AttendanceDepartment,
  AttendancePerson,
  ShiftAssignmentItem,
  ShiftTypeItem,
} from './shiftTypes.ts';

export interface AttendanceSettingsAssignmentsTabProps {
  assignments: readonly ShiftAssignmentItem[];
  shiftTypes: readonly ShiftTypeItem[];
  people: readonly AttendancePerson[];
  departments: readonly AttendanceDepartment[];
  branches: readonly AttendanceBranch[];
  onAssign: (values: AssignShiftValues) => Promise<FormSubmitResult>;
  onRemove: (assignment: ShiftAssignmentItem) => Promise<FormSubmitResult>;
}

const ALL_SHIFTS = '__all__';

/** Attendance › Settings › Assignments: who works which shift when, filtered by shift type. */
export function AttendanceSettingsAssignmentsTab({
  assignments,
  shiftTypes,
  people,
  departments,
  branches,
  onAssign,
  onRemove,
}: AttendanceSettingsAssignmentsTabProps) {
  const day = useFormatDay();
  const dialog = useDialogSession<never>();
  const [shiftFilter, setShiftFilter] = useState(ALL_SHIFTS);
  const [removing, setRemoving] = useState<ShiftAssignmentItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useMemo(
    () =>
      shiftFilter === ALL_SHIFTS
        ? assignments
        : assignments.filter((assignment) => assignment.shiftTypeId === shiftFilter),
    [assignments, shiftFilter],
  );
  const filterChoices = useMemo(
    () => [{ id: ALL_SHIFTS, name: 'All shift types' }, ...shiftTypes.map(({ id, name }) => ({ id, name }))],
    [shiftTypes],
  );
  const activeShiftTypes = useMemo(() => shiftTypes.filter((shift) => shift.active), [shiftTypes]);
  const columns = useMemo(() => {
    const column = createDataTableColumns<ShiftAssignmentItem>();
    return column.columns([
      column.accessor('employeeName', { header: 'Person', meta: { width: 'minmax(10rem, 1.3fr)' } }),
      column.accessor('shiftTypeName', { header: 'Shift', meta: { width: 'minmax(8rem, 1fr)' } }),
      column.accessor('fromDate', {
        header: 'From',
        cell: ({ row }) => day(row.original.fromDate),
        meta: { width: 'minmax(8rem, 0.8fr)' },
      }),
      column.accessor((assignment) => assignment.toDate ?? '9999-12-31', {
        id: 'to',
        header: 'To',
        cell: ({ row }) => (row.original.toDate ? day(row.original.toDate) : 'Until changed'),
        meta: { width: 'minmax(8rem, 0.8fr)' },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        meta: { width: 'minmax(5rem, 0.5fr)' },
        cell: ({ row }) => (
          <Button
            variant="quiet"
            size="small"
            aria-label={`Remove ${row.original.employeeName}'s ${row.original.shiftTypeName} from ${day(row.original.fromDate)}`}
            onPress={() => {
              setAnnouncement('');
              setRemoving(row.original);
            }}
          >
            Remove
          </Button>
        ),
      }),
    ]);
  }, [day]);

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <Select
          label="Shift type"
          items={filterChoices}
          value={shiftFilter}
          onChange={(key) => setShiftFilter(key === null ? ALL_SHIFTS : String(key))}
        />
        <Button
          onPress={() => {
            setAnnouncement('');
            dialog.open();
          }}
          isDisabled={activeShiftTypes.length === 0}
        >
          <Icon name="add" /> Assign shift
        </Button>
      </div>
      <p role="status" className={listPage.status}>
        {announcement}
      </p>
      <DataTable
        aria-label="Shift assignments"
        columns={columns}
        data={rows}
        getRowId={(assignment) => assignment.id}
        enableColumnHiding={false}
        height="max(14rem, calc(100dvh - 30rem))"
        emptyState={
          <EmptyState
            icon="users"
            title={assignments.length === 0 ? 'No shifts assigned yet' : 'No one works this shift'}
            description={
              activeShiftTypes.length === 0
                ? 'Add a shift type first, then assign it to people.'
                : 'Assigned shifts show here, one row per person.'
            }
          />
        }
      />
      {dialog.session > 0 ? (
        <Fragment key={dialog.session}>
          <AssignShiftDialog
            shiftTypes={activeShiftTypes}
            people={people}
            departments={departments}
            branches={branches}
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => {
              if (!isOpen) dialog.close();
            }}
            onDone={(message) => {
              dialog.close();
              setAnnouncement(message);
            }}
            onAssign={onAssign}
          />
        </Fragment>
      ) : null}
      {removing ? (
        <ConfirmActionDialog
          title="Remove assignment?"
          description={`${removing.employeeName} will no longer work ${removing.shiftTypeName} from ${day(removing.fromDate)}; days without a shift follow the default shift.`}
          confirmLabel="Remove"
          onConfirm={() => onRemove(removing)}
          onClose={() => setRemoving(null)}
          onDone={() => setAnnouncement(`${removing.employeeName}'s ${removing.shiftTypeName} removed.`)}
        />
      ) : null}
    </div>
  );
}

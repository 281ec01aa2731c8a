import type { ShiftTypeValues } from '@hr/domain';
import { Badge, Button, createDataTableColumns, DataTable, EmptyState, Icon } from '@hr/ui';
import { Fragment, useState } from 'react';
import { useDialogSession } from '../employees/records/useDialogSession.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import styles from './AttendanceSettingsScreen.module.css';
import { ShiftTypeDialog } from './ShiftTypeDialog.tsx';
import { minutesText, type ShiftTypeItem, shiftDaysText, shiftTimesText } from './shiftTypes.ts';

export interface AttendanceSettingsShiftTypesTabProps {
  shiftTypes: readonly ShiftTypeItem[];
  /** A new shift type's starting values. */
  startingValues: ShiftTypeValues;
  onSave: (values: ShiftTypeValues, existing?: ShiftTypeItem) => Promise<FormSubmitResult>;
  /** Deletes it; the server refuses (409) one still assigned, and the refusal is shown. */
  onDelete: (item: ShiftTypeItem) => Promise<FormSubmitResult>;
}

const column = createDataTableColumns<ShiftTypeItem>();
const COLUMNS = column.columns([
  column.accessor('name', { header: 'Name', meta: { width: 'minmax(9rem, 1.2fr)' } }),
  column.accessor((shift) => shiftTimesText(shift.start, shift.end), {
    id: 'times',
    header: 'Times',
    meta: { width: 'minmax(12rem, 1.2fr)' },
  }),
  column.accessor((shift) => minutesText(shift.breakMinutes), {
    id: 'break',
    header: 'Break',
    enableSorting: false,
    meta: { width: 'minmax(6rem, 0.6fr)' },
  }),
  column.accessor((shift) => shiftDaysText(shift.days), {
    id: 'days',
    header: 'Days',
    enableSorting: false,
    meta: { width: 'minmax(9rem, 1fr)' },
  }),
  column.display({
    id: 'active',
    header: 'Active',
    meta: { width: 'minmax(6rem, 0.5fr)' },
    cell: ({ row }) =>
      row.original.active ? (
        <Badge variant="success">Active</Badge>
      ) : (
        <Badge variant="neutral">Inactive</Badge>
      ),
  }),
]);

/** Attendance › Settings › Shift types: the table, the add-or-edit dialog and the confirmed delete. */
export function AttendanceSettingsShiftTypesTab({
  shiftTypes,
  startingValues,
  onSave,
  onDelete,
}: AttendanceSettingsShiftTypesTabProps) {
  const dialog = useDialogSession<ShiftTypeItem>();
  const [deleting, setDeleting] = useState<ShiftTypeItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const open = (item?: ShiftTypeItem) => {
    setAnnouncement('');
    dialog.open(item);
  };
  const addButton = (
    <Button onPress={() => open()}>
      <Icon name="add" /> Add shift type
    </Button>
  );

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <p role="status" className={listPage.status}>
          {announcement}
        </p>
        {addButton}
      </div>
      <DataTable
        aria-label="Shift types"
        columns={COLUMNS}
        data={shiftTypes}
        getRowId={(shift) => shift.id}
        enableColumnHiding={false}
        height="max(14rem, calc(100dvh - 28rem))"
        onRowAction={open}
        emptyState={
          <EmptyState
            icon="calendar"
            title="No shift types yet"
            description="Without one, everyone works the default shift on their work week's days."
          />
        }
      />
      {dialog.session > 0 ? (
        <Fragment key={dialog.session}>
          <ShiftTypeDialog
            item={dialog.item}
            startingValues={startingValues}
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => {
              if (!isOpen) dialog.close();
            }}
            onDone={(message) => {
              dialog.close();
              setAnnouncement(message);
            }}
            onSave={onSave}
            onAskDelete={(item) => {
              dialog.close();
              setDeleting(item);
            }}
          />
        </Fragment>
      ) : null}
      {deleting ? (
        <ConfirmActionDialog
          title="Delete shift type?"
          description={`${deleting.name} will be deleted. A shift type still assigned to someone cannot be.`}
          confirmLabel="Delete shift type"
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          onDone={() => setAnnouncement(`${deleting.name} deleted.`)}
        />
      ) : null}
    </div>
  );
}

import type { ShiftTypeValues } from '@hr/domain';
import { Badge, createDataTableColumns, EmptyState } from '@hr/ui';
import type { FormSubmitResult } from '../forms/index.ts';
import { AttendanceSettingsEditableTab } from './AttendanceSettingsEditableTab.tsx';
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
  return (
    <AttendanceSettingsEditableTab
      label="Shift types"
      addLabel="Add shift type"
      one="shift type"
      columns={COLUMNS}
      items={shiftTypes}
      emptyState={
        <EmptyState
          icon="calendar"
          title="No shift types yet"
          description="Without one, everyone works the default shift on their work week's days."
        />
      }
      deleteDescription={(item) =>
        item.assignments
          ? `${item.name} is assigned ${item.assignments === 1 ? 'once' : `${item.assignments} times`}: remove those assignments first, or make it inactive instead.`
          : `${item.name} will be deleted. A shift type still assigned to someone cannot be.`
      }
      onDelete={onDelete}
      renderDialog={(dialog) => (
        <ShiftTypeDialog {...dialog} startingValues={startingValues} onSave={onSave} />
      )}
    />
  );
}

import { LEAVE_TYPE_LABELS } from '@hr/domain';
import { createDataTableColumns } from '@hr/ui';
import { activeFlagCell } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { LeaveTypeDialog } from './LeaveTypeDialog.tsx';
import styles from './leaveForms.module.css';
import { type LeaveType, type LeaveTypeCallbacks, leaveTypeName } from './leaveType.ts';

export interface LeaveTypesScreenProps extends LeaveTypeCallbacks {
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every leave type of the employer, active or not; the screen sorts and filters them itself. */
  items: readonly LeaveType[];
}

const column = createDataTableColumns<LeaveType>();

const columns = column.columns([
  column.accessor('code', { header: 'Code', cell: activeFlagCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
  column.accessor('description', {
    header: 'Description',
    cell: activeFlagCell,
    meta: { width: 'minmax(12rem, 1.4fr)' },
  }),
  column.accessor('leaveUnit', {
    header: 'Unit',
    cell: activeFlagCell,
    meta: { width: 'minmax(5rem, 0.4fr)' },
  }),
  column.accessor('dayCount', {
    header: 'Day Count',
    cell: activeFlagCell,
    meta: { width: 'minmax(7rem, 0.5fr)' },
  }),
  column.yesNo('isPaidLeave', { header: 'Paid', meta: { width: 'minmax(5rem, 0.3fr)' } }),
  column.yesNo('isActive', { header: 'Active', meta: { width: 'minmax(6rem, 0.3fr)' } }),
  column.accessor('color', {
    header: LEAVE_TYPE_LABELS.color,
    enableSorting: false,
    cell: ({ getValue }) => (
      <span className={styles.colorCell}>
        <span className={styles.swatch} style={{ backgroundColor: getValue() }} aria-hidden="true" />
        {getValue()}
      </span>
    ),
    meta: { width: 'minmax(7rem, 0.5fr)' },
  }),
]);

const searchText = (item: LeaveType) => [item.code, leaveTypeName(item)];

/**
 * Leave Type (§2.8, route /leave/leave-types): the employer's leave types with their unit, day
 * count, paid and active flags and colour, and one dialog that adds a leave type or, opened from a
 * row, edits, deactivates or deletes it.
 */
export function LeaveTypesScreen({
  status,
  errorMessage,
  onRetry,
  items,
  onSave,
  onDelete,
  onSetActive,
}: LeaveTypesScreenProps) {
  return (
    <EditableListScreen
      words={{
        title: 'Leave Types',
        many: 'leave types',
        addLabel: 'Add Leave Type',
        filterPlaceholder: 'Code or description',
        filterScope: 'codes and descriptions',
      }}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      items={items}
      columns={columns}
      searchText={searchText}
      emptyIcon="calendar"
      renderDialog={(dialog) => (
        <LeaveTypeDialog
          {...dialog}
          items={items}
          onSave={onSave}
          onDelete={onDelete}
          onSetActive={onSetActive}
        />
      )}
    />
  );
}

import { describeWorkWeek } from '@hr/domain';
import { createDataTableColumns } from '@hr/ui';
import { ListCellText } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { WorkWeekDialog } from './WorkWeekDialog.tsx';
import type { WorkWeekPattern, WorkWeeksScreenProps } from './workWeek.ts';

const column = createDataTableColumns<WorkWeekPattern>();

function textCell({ getValue }: { getValue: () => unknown }) {
  return <ListCellText value={getValue()} isActive />;
}

const columns = column.columns([
  column.accessor('code', { header: 'Code', cell: textCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
  column.accessor('name', { header: 'Name', cell: textCell, meta: { width: 'minmax(10rem, 1fr)' } }),
  column.accessor((pattern) => describeWorkWeek(pattern), {
    id: 'pattern',
    header: 'Worked days',
    cell: textCell,
    enableSorting: false,
    meta: { width: 'minmax(16rem, 2fr)' },
  }),
  column.yesNo('isDefault', { header: 'Default', meta: { width: 'minmax(6rem, 0.4fr)' } }),
]);

const searchText = (item: WorkWeekPattern) => [item.code, item.name];

/**
 * WorkDay (Leave Management and Attendance, §2.2): the employer's work-week patterns, which days
 * and half days are worked and the hours of a working day, and which one is the default.
 */
export function WorkWeeksScreen({ items, onSave, onDelete, ...list }: WorkWeeksScreenProps) {
  return (
    <EditableListScreen
      {...list}
      words={{
        title: 'Work Weeks',
        many: 'work weeks',
        addLabel: 'Add Work Week',
        filterPlaceholder: 'Code or name',
        filterScope: 'codes and names',
      }}
      items={items}
      columns={columns}
      searchText={searchText}
      emptyIcon="clock"
      renderDialog={(dialog) => (
        <WorkWeekDialog {...dialog} items={items} onSave={onSave} onDelete={onDelete} />
      )}
    />
  );
}

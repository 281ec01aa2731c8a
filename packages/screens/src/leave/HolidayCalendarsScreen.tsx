import { createDataTableColumns } from '@hr/ui';
import { ListCellText } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { HolidayCalendarDialog } from './HolidayCalendarDialog.tsx';
import type { HolidayCalendar, HolidayCalendarsScreenProps } from './holidayCalendar.ts';

const column = createDataTableColumns<HolidayCalendar>();

function textCell({ getValue }: { getValue: () => unknown }) {
  return <ListCellText value={getValue()} isActive />;
}

const columns = column.columns([
  column.accessor('code', { header: 'Code', cell: textCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
  column.accessor('name', { header: 'Name', cell: textCell, meta: { width: 'minmax(12rem, 1.4fr)' } }),
  column.accessor((calendar) => calendar.holidays.length, {
    id: 'holidays',
    header: 'Holidays',
    meta: { width: 'minmax(6rem, 0.4fr)', align: 'end' },
  }),
  column.yesNo('isDefault', { header: 'Default', meta: { width: 'minmax(6rem, 0.4fr)' } }),
]);

const searchText = (item: HolidayCalendar) => [item.code, item.name];

/**
 * Holiday (Leave Management and Attendance, §2.2): the employer's holiday calendars, how many
 * holidays each holds and which one is the default; a calendar opens in its editor.
 */
export function HolidayCalendarsScreen({
  status,
  errorMessage,
  onRetry,
  items,
  ...dialogProps
}: HolidayCalendarsScreenProps) {
  return (
    <EditableListScreen
      words={{
        title: 'Holiday Calendars',
        many: 'holiday calendars',
        addLabel: 'Add Holiday Calendar',
        filterPlaceholder: 'Code or name',
        filterScope: 'codes and names',
      }}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      items={items}
      columns={columns}
      searchText={searchText}
      emptyIcon="calendar"
      renderDialog={(dialog) => <HolidayCalendarDialog {...dialog} {...dialogProps} items={items} />}
    />
  );
}

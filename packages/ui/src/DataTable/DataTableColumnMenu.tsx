import type { RowData, Table } from '@tanstack/react-table';
import type { Selection } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { Menu, MenuItem, MenuTrigger } from '../Menu/index.ts';
import { columnLabel, type DataTableFeatures } from './DataTableColumns.ts';

/**
 * The Columns button and its menu: one checkable entry per column that may be hidden. The last
 * shown column cannot be unchecked, so the table never ends up without columns.
 */
export function DataTableColumnMenu<TRow extends RowData>({
  table,
}: {
  table: Table<DataTableFeatures, TRow>;
}) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const shown = hideable.filter((column) => column.getIsVisible()).map((column) => column.id);
  const onlyOneShown = table.getVisibleLeafColumns().length === 1;

  const onSelectionChange = (selection: Selection) => {
    table.setColumnVisibility((visibility) => ({
      ...visibility,
      ...Object.fromEntries(
        hideable.map((column) => [column.id, selection === 'all' || selection.has(column.id)]),
      ),
    }));
  };

  return (
    <MenuTrigger>
      <Button variant="secondary" size="small">
        <Icon name="eye" /> Columns
      </Button>
      <Menu
        aria-label="Columns"
        selectionMode="multiple"
        selectedKeys={shown}
        disabledKeys={onlyOneShown ? shown : []}
        onSelectionChange={onSelectionChange}
      >
        {hideable.map((column) => (
          <MenuItem key={column.id} id={column.id}>
            {columnLabel(column)}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

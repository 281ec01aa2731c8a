import { FlexRender, type RowData, type Table } from '@tanstack/react-table';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import styles from './DataTable.module.css';
import type { DataTableFeatures } from './DataTableColumns.ts';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The sticky header row. A sortable column's header is a button (Enter, Space or a click toggles
 * ascending and descending); the header cell carries aria-sort while its column is sorted.
 */
export function DataTableHeader<TRow extends RowData>({ table }: { table: Table<DataTableFeatures, TRow> }) {
  return (
    <thead className={styles.head}>
      {table.getHeaderGroups().map((headerGroup, groupIndex) => (
        <tr aria-rowindex={groupIndex + 1} key={headerGroup.id} className={styles.headerRow}>
          {headerGroup.headers.map((header) => {
            const { column } = header;
            const sorted = column.getIsSorted();
            return (
              <th
                key={header.id}
                scope="col"
                colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                style={header.colSpan > 1 ? { gridColumn: `span ${header.colSpan}` } : undefined}
                aria-sort={sorted ? ariaSort[sorted] : undefined}
                data-align={column.columnDef.meta?.align}
                data-sticky={column.columnDef.meta?.sticky || undefined}
                className={styles.headerCell}
              >
                {header.isPlaceholder ? null : column.getCanSort() ? (
                  <AriaButton className={styles.sortButton} onPress={() => column.toggleSorting()}>
                    <span className={styles.headerText}>
                      <FlexRender header={header} />
                    </span>
                    <Icon
                      name={sorted === 'desc' ? 'arrowDown' : 'arrowUp'}
                      className={styles.sortIcon}
                      data-sorted={sorted || undefined}
                    />
                  </AriaButton>
                ) : (
                  <span className={styles.headerText}>
                    <FlexRender header={header} />
                  </span>
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

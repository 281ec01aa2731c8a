import { PLACEMENT_FIELD_LABELS, PLACEMENT_FIELDS } from '@hr/domain';
import { Badge, Button, createDataTableColumns } from '@hr/ui';
import { useMemo } from 'react';
import styles from './Placement.module.css';
import { changeText, fieldChanged, type PlacementMove } from './placementMoves.ts';

const column = createDataTableColumns<PlacementMove>();

/**
 * The register's columns. The server orders the moves (newest effective date first), so headers do
 * not sort; `day` writes a calendar date, `onCancel` is offered on scheduled moves only.
 */
export function usePlacementColumns(
  day: (date: string) => string,
  onCancel: ((move: PlacementMove) => void) | null,
) {
  return useMemo(
    () =>
      column.columns([
        column.accessor('effectiveDate', {
          header: 'Effective date',
          enableSorting: false,
          cell: ({ row }) => (
            <span className={styles.dateCell}>
              {day(row.original.effectiveDate)}
              {row.original.status === 'scheduled' ? <Badge variant="info">Scheduled</Badge> : null}
            </span>
          ),
          meta: {
            width: 'minmax(8rem, 0.9fr)',
            toText: (value) => day(String(value)),
          },
        }),
        column.accessor('employeeName', {
          header: 'Employee',
          enableSorting: false,
          meta: { width: 'minmax(7rem, 1fr)' },
        }),
        column.accessor((move) => move.kind ?? 'Not stated', {
          id: 'kind',
          header: 'Move',
          enableSorting: false,
          meta: { width: 'minmax(5rem, 0.6fr)' },
        }),
        ...PLACEMENT_FIELDS.map((field) =>
          column.accessor((move) => changeText(move.previous, move, field), {
            id: field,
            header: PLACEMENT_FIELD_LABELS[field],
            enableSorting: false,
            cell: ({ row, getValue }) => {
              const { previous } = row.original;
              return previous && fieldChanged(previous, row.original, field) ? (
                <span className={styles.changed}>{getValue()}</span>
              ) : (
                getValue()
              );
            },
            meta: { width: 'minmax(6rem, 1fr)' },
          }),
        ),
        column.accessor((move) => move.reason ?? '', {
          id: 'reason',
          header: 'Reason',
          enableSorting: false,
          meta: { width: 'minmax(6rem, 1.2fr)' },
        }),
        ...(onCancel
          ? [
              column.display({
                id: 'actions',
                header: 'Actions',
                enableSorting: false,
                cell: ({ row }) =>
                  row.original.status === 'scheduled' ? (
                    <Button
                      variant="quiet"
                      size="small"
                      aria-label={`Cancel the move of ${row.original.employeeName} on ${day(row.original.effectiveDate)}`}
                      onPress={() => onCancel(row.original)}
                    >
                      Cancel
                    </Button>
                  ) : null,
                meta: { width: 'minmax(4.5rem, 0.5fr)' },
              }),
            ]
          : []),
      ]),
    [day, onCancel],
  );
}

import {
  ACTION_LABELS,
  AREA_ACTIONS,
  AREA_LABELS,
  EMPLOYER_WIDE_AREAS,
  PERMISSION_ACTIONS,
  PERMISSION_AREAS,
  PERMISSION_SCOPES,
  type PermissionAction,
  type PermissionArea,
  type PermissionGrid,
  type PermissionScope,
  SCOPE_LABELS,
} from '@hr/domain';
import { Select } from '@hr/ui';
import { memo, useCallback, useRef } from 'react';
import styles from './Roles.module.css';

const NOT_GRANTED = 'none';
const NOT_GRANTED_LABEL = 'Not granted';

const scopeOptions = (area: PermissionArea) => [
  { id: NOT_GRANTED, name: NOT_GRANTED_LABEL },
  ...(EMPLOYER_WIDE_AREAS.includes(area) ? (['employer'] as const) : PERMISSION_SCOPES).map((scope) => ({
    id: scope,
    name: SCOPE_LABELS[scope],
  })),
];

/** The grid with one cell set (scope) or cleared (null); an area left with no cell is dropped. */
export function withCell(
  grid: PermissionGrid,
  area: PermissionArea,
  action: PermissionAction,
  scope: PermissionScope | null,
): PermissionGrid {
  const { [action]: _previous, ...others } = grid[area] ?? {};
  const cells = scope ? { ...others, [action]: scope } : others;
  const { [area]: _area, ...otherAreas } = grid;
  return Object.keys(cells).length ? { ...otherAreas, [area]: cells } : otherAreas;
}

export interface PermissionGridTableProps {
  /** Names the table ("Permissions of Payroll Officer"). */
  caption: string;
  grid: PermissionGrid;
  /** Without it the grid is read (a built-in role): each cell says its scope in words. */
  onChange?: (grid: PermissionGrid) => void;
  /** While saving, the selects keep their values and take no change. */
  isDisabled?: boolean;
}

interface GridRowProps {
  area: PermissionArea;
  cells: Partial<Record<PermissionAction, PermissionScope>> | undefined;
  onCellChange?:
    | ((area: PermissionArea, action: PermissionAction, scope: PermissionScope | null) => void)
    | undefined;
  isDisabled?: boolean | undefined;
}

/**
 * One area's row. Memoised on its own cells: a change to one cell re-renders one row of selects, not
 * the fifty-eight of the grid, and a form's re-render (a validation message) re-renders none.
 */
const GridRow = memo(function GridRow({ area, cells, onCellChange, isDisabled }: GridRowProps) {
  return (
    <tr>
      <th scope="row">{AREA_LABELS[area]}</th>
      {PERMISSION_ACTIONS.map((action) => {
        const scope = cells?.[action];
        if (!AREA_ACTIONS[area].includes(action)) {
          return <td key={action} className={styles.noCell} />;
        }
        return (
          <td key={action} data-granted={scope ? true : undefined}>
            {onCellChange ? (
              <Select
                aria-label={`${AREA_LABELS[area]} ${ACTION_LABELS[action]}`}
                items={scopeOptions(area)}
                value={scope ?? NOT_GRANTED}
                isDisabled={isDisabled}
                onChange={(id) =>
                  onCellChange(area, action, id === NOT_GRANTED ? null : (id as PermissionScope))
                }
                className={styles.cellSelect}
              />
            ) : scope ? (
              SCOPE_LABELS[scope]
            ) : (
              NOT_GRANTED_LABEL
            )}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * A role's grid: a real table, areas down the side and actions across, each cell the scope it reaches
 * ("Not granted" … "Whole employer"). Every select is named "<Area> <Action>" so a screen reader hears
 * which cell it is on without the headers; an action the area does not have is an empty cell.
 */
export function PermissionGridTable({ caption, grid, onChange, isDisabled }: PermissionGridTableProps) {
  // The rows are memoised, so they get one callback for the table's life that reads the latest grid.
  const latest = useRef({ grid, onChange });
  latest.current = { grid, onChange };
  const onCellChange = useCallback(
    (area: PermissionArea, action: PermissionAction, scope: PermissionScope | null) =>
      latest.current.onChange?.(withCell(latest.current.grid, area, action, scope)),
    [],
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to focus it to scroll it sideways.
    // biome-ignore lint/a11y/useSemanticElements: a group names what takes focus; a fieldset is for form controls.
    <div className={styles.gridScroll} role="group" aria-label={caption} tabIndex={0}>
      <table className={styles.grid}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col">
                {ACTION_LABELS[action]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_AREAS.map((area) => (
            <GridRow
              key={area}
              area={area}
              cells={grid[area]}
              onCellChange={onChange ? onCellChange : undefined}
              isDisabled={isDisabled}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

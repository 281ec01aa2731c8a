/** DataTable's row and header heights (ui's DataTableGrid): a table sized in rows counts with the same. */
const ROW_HEIGHT_PX = 40;
const HEADER_HEIGHT_PX = 44;

/**
 * The height of a short table that shows its `rows` without scrolling and without empty space under
 * them: at least `fewest` rows' worth (room for the empty state), at most `most` before it scrolls.
 * The 2 px are its borders.
 */
export function fittedTableHeight(rows: number, fewest: number, most: number): number {
  return HEADER_HEIGHT_PX + Math.min(Math.max(rows, fewest), most) * ROW_HEIGHT_PX + 2;
}

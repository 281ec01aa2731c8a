import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/**
 * Only the rows of a long table that are in view (and `overscan` either side), for tables that keep
 * their native layout (sticky headers and columns, cells that size the columns): the caller renders
 * the rows of `items` between a spacer row `before` px tall and one `after` px tall. Every row must
 * be `rowHeight` px tall (fixed in CSS), and the table should carry aria-rowcount with aria-rowindex
 * on its rows, so assistive technology knows the whole size. DataTable virtualises its own way
 * (absolutely placed rows); this is for tables that don't fit it, such as the leave planner.
 */
export function useVirtualRows({
  count,
  scrollRef,
  rowHeight,
  headerHeight = 0,
  overscan = 10,
  initialHeight = 20 * rowHeight,
}: {
  count: number;
  scrollRef: RefObject<HTMLElement | null>;
  rowHeight: number;
  /** The sticky header's height in the same scroller, so scrolling to a row keeps it below the header. */
  headerHeight?: number;
  overscan?: number;
  /**
   * The scroller's height before it is measured: the rows of the first render. When it matches the
   * height the scroller will have, the render after the measurement changes nothing.
   */
  initialHeight?: number;
}): { items: { index: number; key: number | string }[]; before: number; after: number } {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    scrollPaddingStart: headerHeight,
    // Before the scroller is measured, a screenful rather than nothing, so the first paint has rows.
    initialRect: { width: 0, height: initialHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    items: items.map(({ index, key }) => ({ index, key: key as number | string })),
    before: first ? first.start : 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
  };
}

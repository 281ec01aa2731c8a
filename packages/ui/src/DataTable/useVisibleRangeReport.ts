import { useEffect, useEffectEvent, useRef } from 'react';

/** A window of rows by index from 0, both ends included. */
export interface DataTableRange {
  startIndex: number;
  endIndex: number;
}

/** Quiet time after the last change before the range is reported. */
const SETTLE_MS = 100;
/** Longest a changing range goes unreported, so a slow steady scroll still loads as it goes. */
const MAX_WAIT_MS = 400;

/**
 * Reports `range` once it has stopped changing for a moment, and at least every {@link MAX_WAIT_MS}
 * while it keeps changing. Dragging the scrollbar across 100,000 rows then asks for the pages where
 * it stops (and a few on the way), not for every page it passes.
 */
export function useVisibleRangeReport(
  range: DataTableRange | null,
  onChange: ((range: DataTableRange) => void) | undefined,
) {
  const report = useEffectEvent((next: DataTableRange) => onChange?.(next));
  const firstUnreportedAt = useRef<number | null>(null);
  const isListening = onChange !== undefined;
  const startIndex = range?.startIndex;
  const endIndex = range?.endIndex;

  useEffect(() => {
    if (!isListening || startIndex === undefined || endIndex === undefined) return;
    const now = performance.now();
    firstUnreportedAt.current ??= now;
    const delay = Math.max(0, Math.min(SETTLE_MS, firstUnreportedAt.current + MAX_WAIT_MS - now));
    const timer = setTimeout(() => {
      firstUnreportedAt.current = null;
      report({ startIndex, endIndex });
    }, delay);
    return () => clearTimeout(timer);
  }, [isListening, startIndex, endIndex]);
}

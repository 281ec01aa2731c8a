import { BREAKPOINTS, type Breakpoint } from '@hr/domain';
import { useSyncExternalStore } from 'react';

/** A media query matching viewports at least as wide as the breakpoint (§9). */
export function minWidthQuery(breakpoint: Breakpoint) {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** True while the viewport is at least as wide as the breakpoint. */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  const query = minWidthQuery(breakpoint);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

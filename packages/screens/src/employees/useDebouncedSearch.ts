import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Typing pauses this long before the list is searched, so a word costs one request, not one a letter. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search field's text, and when to pass it on: once typing pauses, or at once on Enter or
 * when the field is cleared. Surrounding spaces are dropped, and the same search is not passed on
 * twice in a row.
 */
export function useDebouncedSearch(initialSearch: string, onSearchChange: (search: string) => void) {
  const [text, setText] = useState(initialSearch);
  const reported = useRef(initialSearch.trim());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A pause ends after the render that started it; the latest callback is the one to call.
  const latestOnSearchChange = useRef(onSearchChange);
  useLayoutEffect(() => {
    latestOnSearchChange.current = onSearchChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (value: string) => {
    clearTimeout(timer.current);
    const search = value.trim();
    if (search === reported.current) return;
    reported.current = search;
    latestOnSearchChange.current(search);
  };

  return {
    text,
    onChange: (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => report(value), SEARCH_DEBOUNCE_MS);
    },
    onSubmit: report,
    onClear: () => report(''),
  };
}

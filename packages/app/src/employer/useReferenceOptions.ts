import { useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';
import {
  loadReferenceOptions,
  noOptions,
  type ReferenceKind,
  type ReferenceOptions,
} from './referenceOptions.ts';

/**
 * The options of a page's filters and pickers (departments, branches, leave types...), empty until
 * they come and for any list that cannot be read; none are asked for while `enabled` is false (a
 * filter only administrators see).
 */
export function useReferenceOptions<K extends ReferenceKind>(
  kinds: readonly K[],
  { enabled = true } = {},
): ReferenceOptions<K> {
  const [options, setOptions] = useState(() => noOptions(kinds));
  // The kinds as one value, so a list written inline at each render asks only once.
  const asked = kinds.join(',');
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void loadReferenceOptions(apiClient, asked.split(',') as K[], controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setOptions(loaded);
    });
    return () => controller.abort();
  }, [asked, enabled]);
  return options;
}

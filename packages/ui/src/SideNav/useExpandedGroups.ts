import { useCallback, useState } from 'react';

/**
 * Which groups are open. The groups above the current page start open, and open again when the
 * current page moves into a collapsed group (navigation from elsewhere in the app); otherwise the
 * user's toggles are kept.
 */
export function useExpandedGroups(currentPath: readonly string[]) {
  const ancestors = currentPath.slice(0, -1);
  const ancestorsKey = ancestors.join('/');
  const [expandedKeys, setExpandedKeys] = useState<ReadonlySet<string>>(() => new Set(ancestors));
  const [openedFor, setOpenedFor] = useState(ancestorsKey);
  if (openedFor !== ancestorsKey) {
    setOpenedFor(ancestorsKey);
    setExpandedKeys((previous) => new Set([...previous, ...ancestors]));
  }
  const setGroupExpanded = useCallback((id: string, isExpanded: boolean) => {
    setExpandedKeys((previous) => {
      const next = new Set(previous);
      if (isExpanded) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return [expandedKeys, setGroupExpanded] as const;
}

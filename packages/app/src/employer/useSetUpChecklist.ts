import { dismissSetUpChecklist, getSetUpChecklist } from '@hr/api';
import { type SetUpChecklistCardProps, showsSetUpChecklist } from '@hr/screens';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

/**
 * The dashboard's set-up checklist (issue 34 item 4) for an administrator: loaded with the page and
 * left out while it loads, when it fails (the checklist is a help, not the page), once every item is
 * done and once it is hidden, so an employer that is set up never sees it again.
 */
export function useSetUpChecklist(
  isAdministrator: boolean,
  extraLinks?: SetUpChecklistCardProps['extraLinks'],
): SetUpChecklistCardProps | undefined {
  const checklist = useLoad(
    async (signal) =>
      isAdministrator ? (await getSetUpChecklist(apiClient, { signal })).returnObject : undefined,
    isAdministrator,
  );
  const [dismissing, setDismissing] = useState(false);
  const [dismissError, setDismissError] = useState<string>();
  if (checklist.status !== 'ready' || !checklist.data || !showsSetUpChecklist(checklist.data))
    return undefined;
  return {
    items: checklist.data.items,
    extraLinks,
    isDismissing: dismissing,
    dismissError,
    onDismiss: async () => {
      setDismissing(true);
      setDismissError(undefined);
      try {
        await dismissSetUpChecklist(apiClient);
        await checklist.reload();
      } catch (error) {
        setDismissError(feedbackFor(error).message);
      } finally {
        setDismissing(false);
      }
    },
  };
}

import { type DemoDataStatus, dismissSetUpChecklist, getSetUpChecklist } from '@hr/api';
import { type SetUpChecklistCardProps, showsSetUpChecklist } from '@hr/screens';
import { useCallback, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

export interface SetUpChecklistOnDashboard {
  /** False until the answer (or its failure) is in, so the page can hold its place until then. */
  settled: boolean;
  /** The card, while something is left to do and nobody has hidden it. */
  card?: SetUpChecklistCardProps;
  /** Whether Load demo data may run, from the same answer (hidden checklist or not). */
  demoData?: DemoDataStatus;
  /** Reads the checklist again (after demo data has ticked its items). */
  reload: () => Promise<void>;
}

/**
 * The dashboard's set-up checklist (issue 34 item 4) for an administrator, and whether demo data may be
 * loaded (one call for both cards). The card is left out when the call fails (the checklist is a help,
 * not the page), once every item is done and once it is hidden, so an employer that is set up never
 * sees it again.
 */
export function useSetUpChecklist(
  isAdministrator: boolean,
  extraLinks?: SetUpChecklistCardProps['extraLinks'],
): SetUpChecklistOnDashboard {
  const checklist = useLoad(
    async (signal) =>
      isAdministrator ? (await getSetUpChecklist(apiClient, { signal })).returnObject : undefined,
    isAdministrator,
  );
  const [dismissing, setDismissing] = useState(false);
  const [dismissError, setDismissError] = useState<string>();
  const answer = checklist.status === 'ready' ? checklist.data : undefined;
  // The same function from render to render, so the card is not rendered again for nothing.
  const { reload } = checklist;
  const dismiss = useCallback(async () => {
    setDismissing(true);
    setDismissError(undefined);
    try {
      await dismissSetUpChecklist(apiClient);
      await reload();
    } catch (error) {
      setDismissError(feedbackFor(error).message);
    } finally {
      setDismissing(false);
    }
  }, [reload]);
  return {
    settled: checklist.status !== 'loading',
    demoData: answer?.demoData,
    reload,
    card:
      answer && showsSetUpChecklist(answer)
        ? {
            items: answer.items,
            extraLinks,
            isDismissing: dismissing,
            dismissError,
            onDismiss: dismiss,
          }
        : undefined,
  };
}

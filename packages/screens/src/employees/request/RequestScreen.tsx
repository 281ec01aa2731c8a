import { NewRequestDialog } from './NewRequestDialog.tsx';
import { OwnRequestsPanel } from './OwnRequestsPanel.tsx';
import type { RequestScreenProps } from './requests.ts';

/**
 * Employee Management › Request (issue 28, item 4): the reader's own requests with their state (whose
 * step a pending one waits on, a rejection's reason), withdrawn while pending and a letter downloaded
 * once approved; those waiting on the reader's decision; for HR the requests of the people they
 * reach; and, for whoever keeps them, the letter templates.
 */
export function RequestScreen({
  banks,
  onAsk,
  onDownloadLetter,
  templateEditor,
  ...lists
}: RequestScreenProps) {
  return (
    <OwnRequestsPanel
      {...lists}
      title="Request"
      headingLevel={1}
      loadingLabel="Loading requests"
      noneOfMine="You have asked for nothing yet. Ask to change your bank account, name or marital status, or for a letter, with New request."
      noneOfOthers="Nobody you reach has asked for anything."
      onDownloadLetter={(item) => onDownloadLetter(item.id)}
      askDialog={(dialog) => <NewRequestDialog {...dialog} banks={banks} onAsk={onAsk} />}
    >
      {templateEditor}
    </OwnRequestsPanel>
  );
}

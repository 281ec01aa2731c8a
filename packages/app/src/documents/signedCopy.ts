import { downloadSignedDocument } from '@hr/api';
import { downloadFile } from '@hr/ui';
import { apiClient } from '../api/client.ts';
import { type CallFeedback, feedbackFor } from '../api/feedback.ts';

/**
 * Downloads a signed-off item's PDF with its sign-off page, named after the document; a refusal (not
 * signed off yet, a stored file that is no PDF) is the screen's to show on the item.
 */
export async function downloadSignedCopy(
  itemId: string,
  title: string,
): Promise<CallFeedback<never> | undefined> {
  try {
    downloadFile(await downloadSignedDocument(apiClient, { id: itemId }), `${title} signed.pdf`);
    return undefined;
  } catch (error) {
    return feedbackFor(error);
  }
}

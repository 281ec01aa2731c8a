import { downloadAttachment, uploadAttachment } from '@hr/api';
import type { StoredFile, UploadResult } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { toastQueue } from '../toasts.ts';

/** Stores a file chosen in a Team form (upload-attachment); a refusal is the sentence why. */
export async function uploadTeamFile(file: File): Promise<UploadResult> {
  try {
    return (await uploadAttachment(apiClient, file, file.name)).returnObject;
  } catch (error) {
    return { message: feedbackFor(error).message };
  }
}

/** Downloads one of a Team post's files; a refusal is a toast naming the file. */
export async function downloadTeamFile(file: StoredFile) {
  try {
    downloadFile(await downloadAttachment(apiClient, file.id), file.name);
  } catch (error) {
    toastQueue.add({
      title: `${file.name} could not be downloaded`,
      description: feedbackFor(error).message,
      variant: 'danger',
    });
  }
}

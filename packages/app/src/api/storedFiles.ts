import { downloadAttachment, uploadAttachment } from '@hr/api';
import type { StoredFile, UploadResult } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { toastQueue } from '../toasts.ts';
import { apiClient } from './client.ts';
import { feedbackFor } from './feedback.ts';

/**
 * Stores a file chosen in any form with attachments (Team's posts, a qualification's or a training
 * result's certificate) through upload-attachment; a refusal is the sentence why.
 */
export async function uploadStoredFile(file: File): Promise<UploadResult> {
  try {
    return (await uploadAttachment(apiClient, file, file.name)).returnObject;
  } catch (error) {
    return { message: feedbackFor(error).message };
  }
}

/** Downloads one stored file; a refusal is a toast naming the file. */
export async function downloadStoredFile(file: StoredFile) {
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

import { downloadAttachment, uploadAttachment } from '@hr/api';
import type { StoredFile, UploadResult } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { useEffect, useState } from 'react';
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

/**
 * A stored file's bytes as an object URL while it is shown (a photo, a document's preview); released
 * when it changes or the page goes. Undefined while it loads, and when it cannot be had: the page
 * works without it (the initials stand in for a photo, a download for a preview). The URL is answered
 * only for the file it was made from: when the file changes, the render that follows already leaves
 * the old URL out, so no element asks for it after it is released (the browser reports a revoked
 * object URL as a failed load).
 */
export function useStoredFileUrl(fileId: string | null | undefined): string | undefined {
  const [made, setMade] = useState<{ fileId: string; url: string }>();
  useEffect(() => {
    if (!fileId) return;
    const controller = new AbortController();
    let url: string | undefined;
    downloadAttachment(apiClient, fileId, { signal: controller.signal }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setMade({ fileId, url });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (!url) return;
      URL.revokeObjectURL(url);
      // Forgotten too, so that coming back to this file waits for a fresh URL rather than the released one.
      const released = url;
      setMade((current) => (current?.url === released ? undefined : current));
    };
  }, [fileId]);
  return made !== undefined && made.fileId === fileId ? made.url : undefined;
}

import type { ApiClient, RequestOptions, UploadEnvelope } from './client.ts';
import type { components } from './schema.d.ts';

export type Attachment = components['schemas']['Attachment'];

/**
 * Stores one file for the signed-in user (upload-attachment); it is theirs alone until an operation
 * that takes `attachmentIds` (a leave request) attaches it. A refusal (too large, a type the server
 * does not take) is the ClientError with the server's sentence.
 */
export function uploadAttachment(
  client: ApiClient,
  file: Blob,
  fileName: string,
  options?: RequestOptions,
): Promise<UploadEnvelope> {
  return client.uploadAuthenticated(file, fileName, options);
}

/** One stored file's bytes (download-attachment), for those who may see the record it belongs to. */
export function downloadAttachment(client: ApiClient, id: string, options?: RequestOptions): Promise<Blob> {
  return client.downloadAuthenticated('/files/download-attachment', { id }, options);
}

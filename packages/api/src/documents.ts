import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/** Document WorkFlow (issue 31): requests for documents, each employee's item, its versions and reviews. */
export type DocumentRequest = Schemas['DocumentRequest'];
export type DocumentItem = Schemas['DocumentItem'];
export type DocumentItemVersion = Schemas['DocumentVersion'];
export type DocumentItemSignOff = Schemas['DocumentSignOff'];
export type CreateDocumentRequestRequest = Schemas['CreateDocumentRequestRequest'];
export type DocumentPageRequest = Schemas['DocumentPageRequest'];
export type ListDocumentRequestItemsRequest = Schemas['ListDocumentRequestItemsRequest'];
export type ListEmployeeDocumentItemsRequest = Schemas['ListEmployeeDocumentItemsRequest'];
export type UploadDocumentVersionRequest = Schemas['UploadDocumentVersionRequest'];
export type ReviewDocumentItemRequest = Schemas['ReviewDocumentItemRequest'];
export type DocumentRequestResult = Schemas['DocumentRequestEnvelope'];
export type DocumentRequestPageResult = Schemas['DocumentRequestPageEnvelope'];
export type DocumentItemResult = Schemas['DocumentItemEnvelope'];
export type DocumentItemPageResult = Schemas['DocumentItemPageEnvelope'];

/** Ask chosen employees, a department or everyone for a document: one item each, each told in the bell. */
export function createDocumentRequest(
  client: ApiClient,
  body: CreateDocumentRequestRequest,
  options?: RequestOptions,
): Promise<DocumentRequestResult> {
  return client.postAuthenticated('/documents/create-document-request', body, options);
}

/** The requests with an item the caller may see, newest first, a page at a time, with their counts. */
export function listDocumentRequests(
  client: ApiClient,
  body: DocumentPageRequest = {},
  options?: RequestOptions,
): Promise<DocumentRequestPageResult> {
  return client.postAuthenticated('/documents/list-document-requests', body, options);
}

/** A request's items the caller reaches, overdue first, a page at a time; 404 for a request out of reach. */
export function listDocumentRequestItems(
  client: ApiClient,
  body: ListDocumentRequestItemsRequest,
  options?: RequestOptions,
): Promise<DocumentItemPageResult> {
  return client.postAuthenticated('/documents/list-document-request-items', body, options);
}

/** The documents asked of the caller, overdue first. */
export function listMyDocumentItems(
  client: ApiClient,
  body: DocumentPageRequest = {},
  options?: RequestOptions,
): Promise<DocumentItemPageResult> {
  return client.postAuthenticated('/documents/list-my-document-items', body, options);
}

/** Every item of one employee the caller sees (their record's Documents tab); 404 for one out of reach. */
export function listEmployeeDocumentItems(
  client: ApiClient,
  body: ListEmployeeDocumentItemsRequest,
  options?: RequestOptions,
): Promise<DocumentItemPageResult> {
  return client.postAuthenticated('/documents/list-employee-document-items', body, options);
}

/**
 * Hands in the caller's upload (upload-attachment) as the item's new version, back to Submitted; 415 or
 * 413 when the request does not take the file's type or size.
 */
export function uploadDocumentVersion(
  client: ApiClient,
  body: UploadDocumentVersionRequest,
  options?: RequestOptions,
): Promise<DocumentItemResult> {
  return client.postAuthenticated('/documents/upload-document-version', body, options);
}

/** Approves or rejects (with a reason) the item's latest version, named by its number; 409 when it is not. */
export function reviewDocumentItem(
  client: ApiClient,
  body: ReviewDocumentItemRequest,
  options?: RequestOptions,
): Promise<DocumentItemResult> {
  return client.postAuthenticated('/documents/review-document-item', body, options);
}

/** The submitted items waiting on the caller's review, oldest upload first, a page at a time. */
export function listDocumentReviewQueue(
  client: ApiClient,
  body: DocumentPageRequest = {},
  options?: RequestOptions,
): Promise<DocumentItemPageResult> {
  return client.postAuthenticated('/documents/list-document-review-queue', body, options);
}

/**
 * The approved version of a signed-off item as a PDF with its sign-off page (who signed each step,
 * when, and the SHA-256 they signed); 409 before the last step signs it or for an item reviewed once.
 */
export function downloadSignedDocument(
  client: ApiClient,
  body: { id: string },
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/documents/download-signed-document', body, options);
}

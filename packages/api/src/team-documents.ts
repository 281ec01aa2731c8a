import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest } from './employer.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/* Team › Document & Form Sharing (issue 15): administrators share documents and forms with every
   employee, with one (and that employee's line manager, head of department, head of branch) or keep
   them for the employer; the server decides who sees each, answering 404 for any other. Recipients
   acknowledge them; administrators see who has. */

export type SharedDocument = Schemas['SharedDocument'];
export type SharedDocumentPage = Schemas['SharedDocumentPage'];
export type ListSharedDocumentsRequest = Schemas['ListSharedDocumentsRequest'];
export type CreateSharedDocumentRequest = Schemas['CreateSharedDocumentRequest'];
export type UpdateSharedDocumentRequest = Schemas['UpdateSharedDocumentRequest'];
export type DocumentAcknowledgements = Schemas['DocumentAcknowledgements'];
export type SharedDocumentResult = Schemas['SharedDocumentEnvelope'];
export type SharedDocumentPageResult = Schemas['SharedDocumentPageEnvelope'];
export type DocumentAcknowledgementsResult = Schemas['DocumentAcknowledgementsEnvelope'];
export type SharedDocumentMessageResult = Schemas['MessageEnvelope'];

/** One page of the documents the caller may see (in one category when asked), newest first, and the total. */
export function listSharedDocuments(
  client: ApiClient,
  body: ListSharedDocumentsRequest,
  options?: RequestOptions,
): Promise<SharedDocumentPageResult> {
  return client.postAuthenticated('/team/list-shared-documents', body, options);
}

/** One document with its files and the caller's acknowledgement. */
export function getSharedDocument(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<SharedDocumentResult> {
  return client.postAuthenticated('/team/get-shared-document', body, options);
}

/** Shares a document with the caller's uploaded files (administrators). */
export function createSharedDocument(
  client: ApiClient,
  body: CreateSharedDocumentRequest,
  options?: RequestOptions,
): Promise<SharedDocumentResult> {
  return client.postAuthenticated('/team/create-shared-document', body, options);
}

/** Changes a document, adding and removing files; acknowledgements are kept (administrators). */
export function updateSharedDocument(
  client: ApiClient,
  body: UpdateSharedDocumentRequest,
  options?: RequestOptions,
): Promise<SharedDocumentResult> {
  return client.postAuthenticated('/team/update-shared-document', body, options);
}

/** Deletes a document with its files and acknowledgements (administrators). */
export function deleteSharedDocument(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<SharedDocumentMessageResult> {
  return client.postAuthenticated('/team/delete-shared-document', body, options);
}

/** Records the caller's "Read and understood" (the first is kept); answers the document with it. */
export function acknowledgeSharedDocument(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<SharedDocumentResult> {
  return client.postAuthenticated('/team/acknowledge-shared-document', body, options);
}

/** Who a document is shared with today and who of them has acknowledged it (administrators). */
export function listDocumentAcknowledgements(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DocumentAcknowledgementsResult> {
  return client.postAuthenticated('/team/list-document-acknowledgements', body, options);
}

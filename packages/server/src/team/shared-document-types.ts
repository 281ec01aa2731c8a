import type { components } from '@hr/api';

/** The wire shapes of the shared document operations (openapi.yaml, tag team). */
type Schemas = components['schemas'];

export type SharedDocument = Schemas['SharedDocument'];
export type SharedDocumentPage = Schemas['SharedDocumentPage'];
export type SharedDocumentShareWith = Schemas['SharedDocumentShareWith'];
export type DocumentAcknowledgement = Schemas['DocumentAcknowledgement'];
export type DocumentAcknowledgements = Schemas['DocumentAcknowledgements'];
export type ListSharedDocumentsRequest = Schemas['ListSharedDocumentsRequest'];
/** As the validator leaves it: every optional field with a default has it. */
export type CreateSharedDocumentRequest = Schemas['CreateSharedDocumentRequest'] &
  Required<Pick<Schemas['CreateSharedDocumentRequest'], 'content' | 'attachmentIds'>>;
export type UpdateSharedDocumentRequest = Schemas['UpdateSharedDocumentRequest'] &
  Required<Pick<Schemas['UpdateSharedDocumentRequest'], 'attachmentIds' | 'removeAttachmentIds'>>;

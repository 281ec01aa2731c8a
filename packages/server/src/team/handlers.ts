import type { ReferenceIdRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { answering } from '../leave/handlers.ts';
import type {
  CreateAnnouncementRequest,
  ListAnnouncementsRequest,
  UpdateAnnouncementRequest,
} from './announcement-types.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  markAnnouncementRead,
  updateAnnouncement,
} from './announcements.ts';
import type {
  CreateSharedDocumentRequest,
  ListSharedDocumentsRequest,
  UpdateSharedDocumentRequest,
} from './shared-document-types.ts';
import {
  acknowledgeSharedDocument,
  createSharedDocument,
  deleteSharedDocument,
  getSharedDocument,
  listDocumentAcknowledgements,
  listSharedDocuments,
  updateSharedDocument,
} from './shared-documents.ts';

/** Team's announcements and shared documents (issue 15); the caller (and so the employer) comes from the access token. */
export function teamHandlers(deps: ServiceDeps) {
  return {
    listAnnouncements: answering<ListAnnouncementsRequest>((caller, request) =>
      listAnnouncements(deps, caller, request),
    ),
    getAnnouncement: answering<ReferenceIdRequest>((caller, { id }) => getAnnouncement(deps, caller, id)),
    createAnnouncement: answering<CreateAnnouncementRequest>((caller, request) =>
      createAnnouncement(deps, caller, request),
    ),
    updateAnnouncement: answering<UpdateAnnouncementRequest>((caller, request) =>
      updateAnnouncement(deps, caller, request),
    ),
    deleteAnnouncement: answering<ReferenceIdRequest>(
      (caller, { id }) => deleteAnnouncement(deps, caller, id),
      'returnMessage',
    ),
    markAnnouncementRead: answering<ReferenceIdRequest>((caller, { id }) =>
      markAnnouncementRead(deps, caller, id),
    ),
    listSharedDocuments: answering<ListSharedDocumentsRequest>((caller, request) =>
      listSharedDocuments(deps, caller, request),
    ),
    getSharedDocument: answering<ReferenceIdRequest>((caller, { id }) => getSharedDocument(deps, caller, id)),
    createSharedDocument: answering<CreateSharedDocumentRequest>((caller, request) =>
      createSharedDocument(deps, caller, request),
    ),
    updateSharedDocument: answering<UpdateSharedDocumentRequest>((caller, request) =>
      updateSharedDocument(deps, caller, request),
    ),
    deleteSharedDocument: answering<ReferenceIdRequest>(
      (caller, { id }) => deleteSharedDocument(deps, caller, id),
      'returnMessage',
    ),
    acknowledgeSharedDocument: answering<ReferenceIdRequest>((caller, { id }) =>
      acknowledgeSharedDocument(deps, caller, id),
    ),
    listDocumentAcknowledgements: answering<ReferenceIdRequest>((caller, { id }) =>
      listDocumentAcknowledgements(deps, caller, id),
    ),
  };
}

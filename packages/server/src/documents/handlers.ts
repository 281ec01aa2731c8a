import type { Context } from 'hono';
import type {
  CreateDocumentRequestRequest,
  DocumentPageRequest,
  ListDocumentRequestItemsRequest,
  ListEmployeeDocumentItemsRequest,
  ReferenceIdRequest,
  ReviewDocumentItemRequest,
  UploadDocumentVersionRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { fileAnswer } from '../http/file-answer.ts';
import { answering } from '../leave/handlers.ts';
import { createDocumentRequest } from './create-request.ts';
import { reviewDocumentItem, uploadDocumentVersion } from './item-events.ts';
import {
  listDocumentRequestItems,
  listDocumentRequests,
  listDocumentReviewQueue,
  listEmployeeDocumentItems,
  listMyDocumentItems,
} from './request-lists.ts';
import { signedDocument } from './signed-copy.ts';

/** Document WorkFlow's operations (issue 31); the caller, and so the employer, comes from the token. */
export function documentHandlers(deps: ServiceDeps) {
  return {
    createDocumentRequest: answering<CreateDocumentRequestRequest>((caller, request) =>
      createDocumentRequest(deps, caller, request),
    ),
    listDocumentRequests: answering<DocumentPageRequest>((caller, request) =>
      listDocumentRequests(deps, caller, request),
    ),
    listDocumentRequestItems: answering<ListDocumentRequestItemsRequest>((caller, request) =>
      listDocumentRequestItems(deps, caller, request),
    ),
    listMyDocumentItems: answering<DocumentPageRequest>((caller, request) =>
      listMyDocumentItems(deps, caller, request),
    ),
    uploadDocumentVersion: answering<UploadDocumentVersionRequest>((caller, request) =>
      uploadDocumentVersion(deps, caller, request),
    ),
    reviewDocumentItem: answering<ReviewDocumentItemRequest>((caller, request) =>
      reviewDocumentItem(deps, caller, request),
    ),
    listDocumentReviewQueue: answering<DocumentPageRequest>((caller, request) =>
      listDocumentReviewQueue(deps, caller, request),
    ),
    listEmployeeDocumentItems: answering<ListEmployeeDocumentItemsRequest>((caller, request) =>
      listEmployeeDocumentItems(deps, caller, request),
    ),
    downloadSignedDocument: async (c: Context<ApiEnv>) =>
      fileAnswer(c, await signedDocument(deps, c.get('caller'), c.get('body') as ReferenceIdRequest)),
  };
}

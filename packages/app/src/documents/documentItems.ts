import type {
  CreateDocumentRequestRequest,
  DocumentItem,
  DocumentItemSignOff,
  DocumentItemVersion,
  DocumentRequest,
} from '@hr/api';
import { ALLOWED_MEDIA_TYPES, type DocumentRequestFormValues } from '@hr/domain';
import type {
  DocumentRequestDetail,
  DocumentRequestItem,
  DocumentRequestRow,
  DocumentReviewItem,
  DocumentSignOff,
  DocumentVersion,
  EmployeeDocumentItem,
  MyDocumentItem,
} from '@hr/screens';

/** The contract sizes requests in MiB; the file chooser checks bytes, as the server does. */
const BYTES_PER_MIB = 1024 * 1024;

/** A request as Management lists it: "done" is approved, out of the items the reader reaches. */
export function toRequestRow(request: DocumentRequest): DocumentRequestRow {
  return {
    id: request.id,
    title: request.title,
    dueDate: request.dueOn,
    doneCount: request.counts.approved,
    itemCount: request.counts.total,
    overdueCount: request.counts.overdue,
  };
}

export function toRequestDetail(request: DocumentRequest): DocumentRequestDetail {
  return { ...toRequestRow(request), description: request.description };
}

export function toRequestItem(item: DocumentItem): DocumentRequestItem {
  return {
    id: item.id,
    employee: item.employee,
    state: item.state,
    dueDate: item.dueOn,
    isOverdue: item.overdue,
  };
}

export function toVersion(version: DocumentItemVersion): DocumentVersion {
  return {
    number: version.number,
    fileName: version.file.name,
    size: version.file.size,
    mediaType: version.file.mediaType,
    uploadedBy: version.uploadedBy,
    uploadedAt: version.uploadedAt,
    hash: version.sha256,
    fileId: version.file.id,
  };
}

/** Where an item's sign-off stands, each decided step with the hash of the version it signed. */
export function toSignOff(signOff: DocumentItemSignOff | null): DocumentSignOff | null {
  if (!signOff) return null;
  return {
    version: signOff.version,
    status: signOff.status,
    steps: signOff.steps.map(({ sha256, ...step }) => ({ ...step, hash: sha256 })),
  };
}

/**
 * An item in the reviewer's queue: it waits since its latest upload. `previewUrl` is the latest
 * version's bytes the app loaded for the item chosen (null for any other).
 */
export function toReviewItem(item: DocumentItem, previewUrl: string | null = null): DocumentReviewItem {
  const versions = item.versions.map(toVersion);
  return {
    id: item.id,
    employee: item.employee,
    request: { id: item.requestId, title: item.title },
    state: item.state,
    submittedAt: versions.at(-1)?.uploadedAt ?? '',
    versions,
    previewUrl,
    signOff: toSignOff(item.signOff),
  };
}

/** One of the reader's own items; the reviewer's reason only while the item stands rejected. */
export function toMyItem(item: DocumentItem): MyDocumentItem {
  const decision = item.lastDecision;
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    dueDate: item.dueOn,
    state: item.state,
    isOverdue: item.overdue,
    rejectionReason:
      item.state === 'rejected' && decision?.decision === 'rejected' ? (decision.reason ?? null) : null,
    acceptedTypes: item.allowedTypes,
    maxSize: item.maxSizeMib * BYTES_PER_MIB,
    latestFileName: item.versions.at(-1)?.file.name ?? null,
    expires: item.expires,
    signOff: toSignOff(item.signOff),
  };
}

/** One of the employee's documents on their record: its expiry is the approved version's. */
export function toEmployeeDocument(item: DocumentItem): EmployeeDocumentItem {
  const latest = item.versions.at(-1);
  return {
    id: item.id,
    title: item.title,
    state: item.state,
    dueDate: item.dueOn,
    isOverdue: item.overdue,
    expiresOn: item.expiresOn,
    latest: latest ? toVersion(latest) : null,
  };
}

type DocumentFileType = CreateDocumentRequestRequest['allowedTypes'][number];

/** The store's types are the contract's (one list, `ALLOWED_TYPES`); the form's schema took no other. */
const isDocumentFileType = (mediaType: string): mediaType is DocumentFileType =>
  ALLOWED_MEDIA_TYPES.includes(mediaType);

/** "Request a document"'s values as create-document-request takes them. */
export function toCreateRequest(values: DocumentRequestFormValues): CreateDocumentRequestRequest {
  return { ...values, allowedTypes: values.allowedTypes.filter(isDocumentFileType) };
}

export {
  DocumentRequestDetailSection,
  type DocumentRequestDetailSectionProps,
} from './DocumentRequestDetailSection.tsx';
export {
  type DocumentRequestDepartment,
  DocumentRequestDialog,
  type DocumentRequestDialogProps,
  type DocumentRequestField,
  type SignOffWorkflowChoice,
} from './DocumentRequestDialog.tsx';
export { DocumentRequestsScreen, type DocumentRequestsScreenProps } from './DocumentRequestsScreen.tsx';
export { DocumentReviewScreen, type DocumentReviewScreenProps } from './DocumentReviewScreen.tsx';
export { DocumentStateBadge } from './DocumentStateBadge.tsx';
export {
  DOCUMENT_ITEM_STATE_LABELS,
  DOCUMENT_ITEM_STATES,
  type DocumentItemState,
  type DocumentRequestDetail,
  type DocumentRequestItem,
  type DocumentRequestRow,
  type DocumentReviewItem,
  type DocumentSignOff,
  type DocumentSignOffStep,
  type DocumentVersion,
  type EmployeeDocumentItem,
  type MyDocumentItem,
  previewKindOf,
} from './documentRequests.ts';
export { EmployeeDocumentsTab, type EmployeeDocumentsTabProps } from './EmployeeDocumentsTab.tsx';
export { MyDocumentRequests, type MyDocumentRequestsProps } from './MyDocumentRequests.tsx';
export { MyDocumentsScreen } from './MyDocumentsScreen.tsx';

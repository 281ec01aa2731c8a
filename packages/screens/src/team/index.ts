export { AnnouncementDialog, type AnnouncementDialogProps, NOTIFY_HELP } from './AnnouncementDialog.tsx';
export { AnnouncementsScreen, type AnnouncementsScreenProps, readText } from './AnnouncementsScreen.tsx';
export {
  ANNOUNCEMENT_FIELDS,
  type Announcement,
  type AnnouncementDialogData,
  type AnnouncementField,
  type AnnouncementSave,
} from './announcement.ts';
export {
  ANNOUNCEMENT_FILES_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementFormInput,
  type AnnouncementValues,
} from './announcementSchema.ts';
export type { DiscussionRepliesData } from './DiscussionReplyList.tsx';
export { DiscussionsScreen, type DiscussionsScreenProps } from './DiscussionsScreen.tsx';
export { DiscussionTopicDialog, type DiscussionTopicDialogProps } from './DiscussionTopicDialog.tsx';
export { DiscussionTopicScreen, type DiscussionTopicScreenProps } from './DiscussionTopicScreen.tsx';
export {
  acknowledgedSummary,
  DocumentAcknowledgementsDialog,
  type DocumentAcknowledgementsDialogProps,
} from './DocumentAcknowledgementsDialog.tsx';
export { DocumentSharingScreen, type DocumentSharingScreenProps } from './DocumentSharingScreen.tsx';
export {
  DISCUSSION_REPLY_FIELDS,
  DISCUSSION_TOPIC_FIELDS,
  type DiscussionReply,
  type DiscussionReplyField,
  type DiscussionReplySave,
  type DiscussionTopic,
  type DiscussionTopicDialogData,
  type DiscussionTopicField,
  type DiscussionTopicSave,
  type DiscussionTopicSummary,
} from './discussion.ts';
export { MyAnnouncementsScreen, type MyAnnouncementsScreenProps } from './MyAnnouncementsScreen.tsx';
export { MySharedDocumentsScreen, type MySharedDocumentsScreenProps } from './MySharedDocumentsScreen.tsx';
export {
  SHARE_WITH_HELP,
  SharedDocumentDialog,
  type SharedDocumentDialogProps,
} from './SharedDocumentDialog.tsx';
export {
  type AcknowledgementReason,
  acknowledgedText,
  type DocumentAcknowledgement,
  type DocumentAcknowledgements,
  REASON_LABELS,
  SCOPE_LABELS,
  SHARED_DOCUMENT_FIELDS,
  type SharedDocument,
  type SharedDocumentDialogData,
  type SharedDocumentField,
  type SharedDocumentSave,
  type ShareWith,
  scopeText,
  sharedWithText,
} from './sharedDocument.ts';
export {
  SHARED_DOCUMENT_FILES_MAX,
  SHARED_DOCUMENT_TITLE_MAX,
  type SharedDocumentFormInput,
  type SharedDocumentValues,
} from './sharedDocumentSchema.ts';

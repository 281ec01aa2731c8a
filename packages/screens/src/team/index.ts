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

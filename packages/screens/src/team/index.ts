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
export { MyAnnouncementsScreen, type MyAnnouncementsScreenProps } from './MyAnnouncementsScreen.tsx';

import type { AttachedFileChanges, StoredFile, UploadResult } from '../files/index.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import type { AnnouncementValues } from './announcementSchema.ts';

/**
 * Announcements as the screens take them: the wire shapes of issue 15 (dates 'YYYY-MM-DD',
 * timestamps ISO date-times, the content Markdown source), written here so screens need no api types.
 */
export interface Announcement {
  id: string;
  title: string;
  effectiveDate: string;
  published: boolean;
  notifyEmployees: boolean;
  /** Markdown source, shown through FormattedText; may be ''. */
  content: string;
  attachments: readonly StoredFile[];
  authorName: string;
  createdAt: string;
  updatedAt: string;
  /** When the notices were queued; null until then. */
  notifiedAt: string | null;
  /** Users who have read it, out of `audience`. */
  readCount: number;
  /** Employees with a sign-in account who can read it. */
  audience: number;
  /** Whether the reader has read it. */
  read: boolean;
}

/** The fields a refusal of a save can name and have shown on the field itself. */
export type AnnouncementField = 'title' | 'effectiveDate' | 'content';

/** Every AnnouncementField: a refusal naming one of these shows on it. */
export const ANNOUNCEMENT_FIELDS: readonly AnnouncementField[] = ['title', 'effectiveDate', 'content'];

/** What a save sends: the form's values, the files newly attached and those taken off. */
export interface AnnouncementSave extends AnnouncementValues, AttachedFileChanges {}

/** What the announcement dialog needs besides its opening and closing. */
export interface AnnouncementDialogData {
  /** The effective date offered for a new announcement ('YYYY-MM-DD'). */
  today: string;
  /** Stores one chosen file; it belongs to the announcement once the announcement is saved. */
  onUpload: (file: File) => Promise<UploadResult>;
  /**
   * Creates (no `id`) or updates an announcement. Answer the server's refusal as `{ message }`,
   * naming one of AnnouncementField to have it shown there, with everything typed kept.
   */
  onSave: (
    save: AnnouncementSave,
    announcement: Announcement | null,
  ) => Promise<FormSubmitResult<AnnouncementField>>;
}

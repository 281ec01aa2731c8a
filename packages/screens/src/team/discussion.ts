import type { AttachedFileChanges, StoredFile, UploadResult } from '../files/index.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import type { DiscussionReplyValues, DiscussionTopicValues } from './discussionSchema.ts';

/**
 * Discussions as the screens take them: the wire shapes of issue 15 (timestamps ISO date-times, the
 * content Markdown source), written here so screens need no api types.
 */
export interface DiscussionTopicSummary {
  id: string;
  /** Plain text, shown as text. */
  title: string;
  authorName: string;
  authorUserId: string;
  createdAt: string;
  updatedAt: string;
  /** A locked topic takes no replies and no edits. */
  locked: boolean;
  lockedAt: string | null;
  replyCount: number;
  /** When it was started, then when its newest reply was. */
  lastActivityAt: string;
  /** The reader wrote it and it is not locked. */
  canEdit: boolean;
  /** The reader wrote it and nobody else has replied, or the reader is an administrator. */
  canDelete: boolean;
  attachmentCount: number;
}

export interface DiscussionTopic extends Omit<DiscussionTopicSummary, 'attachmentCount'> {
  /** Markdown source, shown through FormattedText; may be ''. */
  content: string;
  attachments: readonly StoredFile[];
}

export interface DiscussionReply {
  id: string;
  topicId: string;
  /** Markdown source; never empty. */
  content: string;
  attachments: readonly StoredFile[];
  authorName: string;
  authorUserId: string;
  createdAt: string;
  updatedAt: string;
  canEdit: boolean;
  canDelete: boolean;
}

/** The fields a refusal of a topic's save can name and have shown on the field itself. */
export type DiscussionTopicField = 'title' | 'content';
export const DISCUSSION_TOPIC_FIELDS: readonly DiscussionTopicField[] = ['title', 'content'];

/** The field a refusal of a reply's save can name. */
export type DiscussionReplyField = 'content';
export const DISCUSSION_REPLY_FIELDS: readonly DiscussionReplyField[] = ['content'];

/** What a save sends: the form's values, the files newly attached and those taken off. */
export type DiscussionTopicSave = DiscussionTopicValues & AttachedFileChanges;
export type DiscussionReplySave = DiscussionReplyValues & AttachedFileChanges;

/** Stores one chosen file; it belongs to the post once the post is saved. */
export type UploadFile = (file: File) => Promise<UploadResult>;

/** What the topic dialog needs besides its opening and closing. */
export interface DiscussionTopicDialogData {
  onUpload: UploadFile;
  /**
   * Creates (topic null) or updates a topic. Answer the server's refusal as `{ message }`, naming
   * one of DiscussionTopicField to have it shown there, with everything typed kept.
   */
  onSaveTopic: (
    save: DiscussionTopicSave,
    topic: DiscussionTopic | null,
  ) => Promise<FormSubmitResult<DiscussionTopicField>>;
}

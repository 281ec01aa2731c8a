import { type Kysely, sql } from 'kysely';
import { attachToOwner } from '../attachments/attach.ts';
import { changeOwnerFiles, deleteOwnerFiles, deleteStoredBytes } from '../attachments/owner-files.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import type {
  CreateDiscussionReplyRequest,
  DiscussionReply,
  DiscussionReplyPage,
  ListDiscussionRepliesRequest,
  UpdateDiscussionReplyRequest,
} from './discussion-types.ts';
import { DISCUSSION_REPLY, listReplies, NO_SUCH_REPLY, repliesOf, replyFor } from './discussion-views.ts';
import {
  MAX_POST_FILES,
  NOT_YOUR_POST,
  TOO_MANY_POST_FILES,
  TOPIC_LOCKED,
  topicToChange,
} from './discussions.ts';
import { checkedContent, shortTitle } from './post-texts.ts';
import { auditTeamChange, teamRecord } from './team-audit.ts';

export const NOT_THE_REPLYS_FILES = 'removeAttachmentIds: each must be a file of this reply.';

/**
 * A topic's replies (issue 15): anyone of the employer replies to an open topic; its author changes
 * and deletes their reply while the topic is open; administrators remove any. The topic's reply count
 * and last activity move in the transaction that adds or deletes a reply, under the topic's row lock.
 */

export function listDiscussionReplies(
  deps: ServiceDeps,
  caller: Caller,
  request: ListDiscussionRepliesRequest,
): Promise<DiscussionReplyPage> {
  return listReplies(deps.db, caller, request);
}

/** Adds a reply to an open topic and tells the topic's author (unless they replied themselves). */
export async function createDiscussionReply(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateDiscussionReplyRequest,
): Promise<DiscussionReply> {
  const content = checkedContent(request.content, { required: true });
  const { id, told } = await deps.db.transaction().execute(async (trx) => {
    const topic = await topicToChange(trx, caller, request.topicId);
    if (topic.locked) throw new Refusal(409, TOPIC_LOCKED);
    const reply = await trx
      .insertInto('discussion_replies')
      .values({ topic_id: topic.id, employer_id: caller.employerId, content, created_by: caller.userId })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await attachToOwner(trx, caller, {
      attachmentIds: request.attachmentIds,
      ownerType: DISCUSSION_REPLY,
      ownerId: reply.id,
    });
    await trx
      .updateTable('discussion_topics')
      .set({
        reply_count: sql<number>`reply_count + 1`,
        last_activity_at: sql<Date>`greatest(last_activity_at, ${reply.created_at})`,
      })
      .where('id', '=', topic.id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await auditTeamChange(trx, caller, {
      operation: 'createDiscussionReply',
      recordType: 'discussion-reply',
      recordId: reply.id,
      before: null,
    });
    if (topic.created_by === caller.userId) return { id: reply.id, told: [] };
    const title = `New reply: ${shortTitle(topic.title)}`;
    const link = `/team/discussions/${topic.id}`;
    const told = await notify(trx, {
      employerId: caller.employerId,
      recipientUserIds: [topic.created_by],
      kind: DISCUSSION_REPLY,
      title,
      link,
      subject: { type: DISCUSSION_REPLY, id: reply.id },
      dedupeKey: `discussion-reply:${reply.id}`,
      email: { subject: title, text: `${title}\n\nRead it in Discussions:\n${deps.publicUrl}${link}\n` },
    });
    return { id: reply.id, told };
  });
  if (told.length > 0) deps.mailDelivery.deliverSoon();
  return replyFor(deps.db, caller, id);
}

/** The author's change of their reply while its topic is open: its content, its files. */
export async function updateDiscussionReply(
  deps: ServiceDeps,
  caller: Caller,
  request: UpdateDiscussionReplyRequest,
): Promise<DiscussionReply> {
  const content = checkedContent(request.content, { required: true });
  const removed = await deps.db.transaction().execute(async (trx) => {
    const reply = await replyToChange(trx, caller, request.id);
    if (reply.created_by !== caller.userId) throw new Refusal(403, NOT_YOUR_POST);
    if (reply.locked) throw new Refusal(409, TOPIC_LOCKED);
    const before = await teamRecord(trx, caller.employerId, 'discussion-reply', reply.id);
    await trx
      .updateTable('discussion_replies')
      .set({ content, updated_at: sql<Date>`now()` })
      .where('id', '=', reply.id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    const files = await changeOwnerFiles(
      trx,
      caller,
      { ownerType: DISCUSSION_REPLY, ownerId: reply.id },
      request,
      { most: MAX_POST_FILES, tooMany: TOO_MANY_POST_FILES, notItsFiles: NOT_THE_REPLYS_FILES },
    );
    await auditTeamChange(trx, caller, {
      operation: 'updateDiscussionReply',
      recordType: 'discussion-reply',
      recordId: reply.id,
      before,
    });
    return files;
  });
  await deleteStoredBytes(deps, removed);
  return replyFor(deps.db, caller, request.id);
}

/**
 * Deletes a reply, its files and its bell item; the topic's reply count goes down, its last activity
 * stays. Its author may while the topic is open; administrators always (they remove).
 */
export async function deleteDiscussionReply(deps: ServiceDeps, caller: Caller, id: string): Promise<string> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const reply = await replyToChange(trx, caller, id);
    if (!caller.permissions.canAll('team', 'delete')) {
      if (reply.created_by !== caller.userId) throw new Refusal(403, NOT_YOUR_POST);
      if (reply.locked) throw new Refusal(409, TOPIC_LOCKED);
    }
    const before = await teamRecord(trx, caller.employerId, 'discussion-reply', id);
    await trx
      .deleteFrom('notifications')
      .where('employer_id', '=', caller.employerId)
      .where('subject_type', '=', DISCUSSION_REPLY)
      .where('subject_id', '=', id)
      .execute();
    const files = await deleteOwnerFiles(trx, caller.employerId, DISCUSSION_REPLY, [id]);
    await trx
      .deleteFrom('discussion_replies')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await trx
      .updateTable('discussion_topics')
      .set({ reply_count: sql<number>`reply_count - 1` })
      .where('id', '=', reply.topic_id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await auditTeamChange(trx, caller, {
      operation: 'deleteDiscussionReply',
      recordType: 'discussion-reply',
      recordId: id,
      before,
    });
    return files;
  });
  await deleteStoredBytes(deps, removed);
  return 'The reply was deleted.';
}

/** The reply and its topic's lock state, both rows locked for the transaction; 404 for another's. */
async function replyToChange(trx: Kysely<Database>, caller: Caller, id: string) {
  const reply = await repliesOf(trx, caller)
    .select(['r.id', 'r.topic_id', 'r.created_by', 't.locked'])
    .where('r.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!reply) throw new Refusal(404, NO_SUCH_REPLY);
  return reply;
}

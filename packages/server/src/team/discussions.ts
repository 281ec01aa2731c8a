import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { attachToOwner } from '../attachments/attach.ts';
import { changeOwnerFiles, deleteOwnerFiles, deleteStoredBytes } from '../attachments/owner-files.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type {
  CreateDiscussionTopicRequest,
  DiscussionTopic,
  DiscussionTopicPage,
  ListDiscussionTopicsRequest,
  LockDiscussionTopicRequest,
  UpdateDiscussionTopicRequest,
} from './discussion-types.ts';
import {
  DISCUSSION_REPLY,
  DISCUSSION_TOPIC,
  listTopics,
  NO_SUCH_TOPIC,
  othersReplied,
  topicFor,
  topicsOf,
} from './discussion-views.ts';
import { checkedContent, checkedTitle } from './post-texts.ts';
import { auditTeamChange, teamRecord } from './team-audit.ts';

export const MAX_POST_FILES = 5;
export const TOO_MANY_POST_FILES = `attachmentIds: at most ${MAX_POST_FILES} files.`;
export const NOT_THE_TOPICS_FILES = 'removeAttachmentIds: each must be a file of this topic.';
export const TOPIC_LOCKED = 'This topic is locked.';
export const NOT_YOUR_POST = 'Only its author can change this post.';
export const OTHERS_REPLIED = 'Others have replied to this topic; an administrator can remove it.';

/**
 * Discussions (issue 15, §2.10): every user of the employer reads every topic and starts topics and
 * replies (Team has no Module Access switch). Authors change and delete their own posts while the topic
 * is open; administrators lock topics and remove any post, but never change others' words. Content is
 * checked with the editor's own rule and stored exactly as sent.
 */

export function listDiscussionTopics(
  deps: ServiceDeps,
  caller: Caller,
  request: ListDiscussionTopicsRequest,
): Promise<DiscussionTopicPage> {
  return listTopics(deps.db, caller, request);
}

export function getDiscussionTopic(deps: ServiceDeps, caller: Caller, id: string): Promise<DiscussionTopic> {
  return topicFor(deps.db, caller, id);
}

export async function createDiscussionTopic(
  deps: ServiceDeps,
  caller: Caller,
  request: CreateDiscussionTopicRequest,
): Promise<DiscussionTopic> {
  const title = checkedTitle(request.title);
  const content = checkedContent(request.content);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('discussion_topics')
      .values({ employer_id: caller.employerId, title, content, created_by: caller.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachToOwner(trx, caller, {
      attachmentIds: request.attachmentIds,
      ownerType: DISCUSSION_TOPIC,
      ownerId: row.id,
    });
    await auditTeamChange(trx, caller, {
      operation: 'createDiscussionTopic',
      recordType: 'discussion-topic',
      recordId: row.id,
      before: null,
    });
    return row.id;
  });
  return topicFor(deps.db, caller, id);
}

/** The author's change of their open topic: its title, its content, its files. */
export async function updateDiscussionTopic(
  deps: ServiceDeps,
  caller: Caller,
  request: UpdateDiscussionTopicRequest,
): Promise<DiscussionTopic> {
  const title = checkedTitle(request.title);
  const content = checkedContent(request.content);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const topic = await topicToChange(trx, caller, request.id);
    if (topic.created_by !== caller.userId) throw new Refusal(403, NOT_YOUR_POST);
    if (topic.locked) throw new Refusal(409, TOPIC_LOCKED);
    const before = await teamRecord(trx, caller.employerId, 'discussion-topic', topic.id);
    await trx
      .updateTable('discussion_topics')
      .set({ title, content, updated_at: sql<Date>`now()` })
      .where('id', '=', topic.id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    const files = await changeOwnerFiles(
      trx,
      caller,
      { ownerType: DISCUSSION_TOPIC, ownerId: topic.id },
      request,
      { most: MAX_POST_FILES, tooMany: TOO_MANY_POST_FILES, notItsFiles: NOT_THE_TOPICS_FILES },
    );
    await auditTeamChange(trx, caller, {
      operation: 'updateDiscussionTopic',
      recordType: 'discussion-topic',
      recordId: topic.id,
      before,
    });
    return files;
  });
  await deleteStoredBytes(deps, removed);
  return topicFor(deps.db, caller, request.id);
}

/**
 * Deletes a topic with its replies, every file of both (rows, then bytes once committed) and the
 * replies' bell items. Its author may while it is open and nobody else has replied; administrators
 * always (they remove).
 */
export async function deleteDiscussionTopic(deps: ServiceDeps, caller: Caller, id: string): Promise<string> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const topic = await topicToChange(trx, caller, id);
    if (!caller.permissions.canAll('team', 'delete')) {
      if (topic.created_by !== caller.userId) throw new Refusal(403, NOT_YOUR_POST);
      if (topic.locked) throw new Refusal(409, TOPIC_LOCKED);
      if (topic.others_replied) throw new Refusal(409, OTHERS_REPLIED);
    }
    const before = await teamRecord(trx, caller.employerId, 'discussion-topic', id);
    const replyIds = trx
      .selectFrom('discussion_replies')
      .select('id')
      .where('topic_id', '=', id)
      .where('employer_id', '=', caller.employerId);
    await trx
      .deleteFrom('notifications')
      .where('employer_id', '=', caller.employerId)
      .where('subject_type', '=', DISCUSSION_REPLY)
      .where('subject_id', 'in', replyIds)
      .execute();
    const files = [
      ...(await deleteOwnerFiles(trx, caller.employerId, DISCUSSION_TOPIC, [id])),
      ...(await deleteOwnerFiles(trx, caller.employerId, DISCUSSION_REPLY, replyIds)),
    ];
    // Its replies go by the foreign key's cascade; the topic's one row stands for them too.
    await trx
      .deleteFrom('discussion_topics')
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await auditTeamChange(trx, caller, {
      operation: 'deleteDiscussionTopic',
      recordType: 'discussion-topic',
      recordId: id,
      before,
    });
    return files;
  });
  await deleteStoredBytes(deps, removed);
  return 'The topic was deleted.';
}

/** Locks or unlocks a topic (administrators); locking a locked topic keeps its first lockedAt. */
export async function lockDiscussionTopic(
  deps: ServiceDeps,
  caller: Caller,
  { id, locked }: LockDiscussionTopicRequest,
): Promise<DiscussionTopic> {
  await deps.db.transaction().execute(async (trx) => {
    // Locked first, so the trail's before is what this lock or unlock replaced.
    await topicToChange(trx, caller, id);
    const before = await teamRecord(trx, caller.employerId, 'discussion-topic', id);
    const row = await trx
      .updateTable('discussion_topics')
      .set(
        locked
          ? {
              locked: true,
              locked_at: sql<Date>`coalesce(locked_at, now())`,
              locked_by: sql<string>`coalesce(locked_by, ${caller.userId}::uuid)`,
            }
          : { locked: false, locked_at: null, locked_by: null },
      )
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Refusal(404, NO_SUCH_TOPIC);
    await auditTeamChange(trx, caller, {
      operation: 'lockDiscussionTopic',
      recordType: 'discussion-topic',
      recordId: id,
      before,
    });
  });
  return topicFor(deps.db, caller, id);
}

/**
 * The topic, its row locked for the rest of the transaction: changes to one topic, its replies' counts
 * and its deletion take turns. 404 for a topic not of the caller's employer.
 */
export async function topicToChange(trx: Kysely<Database>, caller: Caller, id: string) {
  const topic = await topicsOf(trx, caller)
    .select(['t.id', 't.title', 't.created_by', 't.locked', othersReplied.as('others_replied')])
    .where('t.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!topic) throw new Refusal(404, NO_SUCH_TOPIC);
  return topic;
}

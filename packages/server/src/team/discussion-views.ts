import { type Kysely, sql } from 'kysely';
import { attachedFiles } from '../attachments/attach.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type {
  DiscussionReply,
  DiscussionReplyPage,
  DiscussionTopic,
  DiscussionTopicPage,
  DiscussionTopicSummary,
} from './discussion-types.ts';
import { pageWindow } from './post-texts.ts';

/** Owner types of discussions' files (attachments); the reply's also names its bell items' subject. */
export const DISCUSSION_TOPIC = 'discussion-topic';
export const DISCUSSION_REPLY = 'discussion-reply';
export const NO_SUCH_TOPIC = 'No topic with this id.';
export const NO_SUCH_REPLY = 'No reply with this id.';

/**
 * Who reads what: every user of an employer, administrator or employee, reads every topic and reply
 * of that employer, and nothing of another's. The lists, the single reads, the changes and the files'
 * access checks all start from these two queries, so none can reach past the employer.
 */
export function topicsOf(db: Kysely<Database>, caller: Caller) {
  return db.selectFrom('discussion_topics as t').where('t.employer_id', '=', caller.employerId);
}

export function repliesOf(db: Kysely<Database>, caller: Caller) {
  return db
    .selectFrom('discussion_replies as r')
    .innerJoin('discussion_topics as t', (join) =>
      join.onRef('t.id', '=', 'r.topic_id').onRef('t.employer_id', '=', 'r.employer_id'),
    )
    .where('r.employer_id', '=', caller.employerId);
}

/** One page of topics, latest activity first, then id descending. */
export async function listTopics(
  db: Kysely<Database>,
  caller: Caller,
  request: { page?: number; pageSize?: number },
): Promise<DiscussionTopicPage> {
  const { offset, limit } = pageWindow(request);
  const rows = await withTopicColumns(topicsOf(db, caller))
    .select(
      sql<number>`(
        select count(*)::int from attachments a
        where a.employer_id = t.employer_id and a.owner_type = ${DISCUSSION_TOPIC} and a.owner_id = t.id
      )`.as('attachment_count'),
    )
    .orderBy('t.last_activity_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const { total } = await topicsOf(db, caller)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({ ...topicSummary(row, caller), attachmentCount: row.attachment_count })),
    total,
  };
}

/** One topic of the caller's employer, with its content and files; 404 for any other id. */
export async function topicFor(db: Kysely<Database>, caller: Caller, id: string): Promise<DiscussionTopic> {
  const row = await withTopicColumns(topicsOf(db, caller))
    .select(['t.content', attachedFiles(DISCUSSION_TOPIC, 't.id', 't.employer_id').as('attachments')])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_TOPIC);
  return { ...topicSummary(row, caller), content: row.content, attachments: row.attachments };
}

/** One page of a topic's replies, oldest first, then id; 404 for a topic not of the employer. */
export async function listReplies(
  db: Kysely<Database>,
  caller: Caller,
  request: { topicId: string; page?: number; pageSize?: number },
): Promise<DiscussionReplyPage> {
  const topic = await topicsOf(db, caller)
    .select('t.id')
    .where('t.id', '=', request.topicId)
    .executeTakeFirst();
  if (!topic) throw new Refusal(404, NO_SUCH_TOPIC);
  const { offset, limit } = pageWindow(request);
  const inTopic = repliesOf(db, caller).where('r.topic_id', '=', request.topicId);
  const rows = await withReplyColumns(inTopic)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const { total } = await inTopic.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { items: rows.map((row) => replyToWire(row, caller)), total };
}

/** One reply of the caller's employer; 404 for any other id. */
export async function replyFor(db: Kysely<Database>, caller: Caller, id: string): Promise<DiscussionReply> {
  const row = await withReplyColumns(repliesOf(db, caller)).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_REPLY);
  return replyToWire(row, caller);
}

/**
 * Whether anyone but the topic's author has replied to it (a query on `t`, discussion_topics): then
 * its author may no longer delete it; an administrator removes it.
 */
export const othersReplied = sql<boolean>`exists (
  select 1 from discussion_replies o
  where o.topic_id = t.id and o.employer_id = t.employer_id and o.created_by <> t.created_by
)`;

function withTopicColumns(query: ReturnType<typeof topicsOf>) {
  return query
    .innerJoin('users as author', (join) =>
      join.onRef('author.id', '=', 't.created_by').onRef('author.employer_id', '=', 't.employer_id'),
    )
    .select([
      't.id',
      't.title',
      't.created_by',
      't.created_at',
      't.updated_at',
      't.locked',
      't.locked_at',
      't.reply_count',
      't.last_activity_at',
      sql<string>`author.first_name || ' ' || author.last_name`.as('author_name'),
      othersReplied.as('others_replied'),
    ]);
}

function withReplyColumns(query: ReturnType<typeof repliesOf>) {
  return query
    .innerJoin('users as author', (join) =>
      join.onRef('author.id', '=', 'r.created_by').onRef('author.employer_id', '=', 'r.employer_id'),
    )
    .select([
      'r.id',
      'r.topic_id',
      'r.content',
      'r.created_by',
      'r.created_at',
      'r.updated_at',
      't.locked',
      sql<string>`author.first_name || ' ' || author.last_name`.as('author_name'),
      attachedFiles(DISCUSSION_REPLY, 'r.id', 'r.employer_id').as('attachments'),
    ]);
}

interface TopicRow {
  id: string;
  title: string;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  locked: boolean;
  locked_at: Date | null;
  reply_count: number;
  last_activity_at: Date;
  author_name: string;
  others_replied: boolean;
}

function topicSummary(row: TopicRow, caller: Caller): Omit<DiscussionTopicSummary, 'attachmentCount'> {
  const mine = row.created_by === caller.userId;
  return {
    id: row.id,
    title: row.title,
    authorName: row.author_name,
    authorUserId: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    locked: row.locked,
    lockedAt: row.locked_at?.toISOString() ?? null,
    replyCount: row.reply_count,
    lastActivityAt: row.last_activity_at.toISOString(),
    canEdit: mine && !row.locked,
    canDelete: caller.permissions.canAll('team', 'delete') || (mine && !row.locked && !row.others_replied),
  };
}

function replyToWire(
  row: {
    id: string;
    topic_id: string;
    content: string;
    created_by: string;
    created_at: Date;
    updated_at: Date;
    locked: boolean;
    author_name: string;
    attachments: Attachment[];
  },
  caller: Caller,
): DiscussionReply {
  const mine = row.created_by === caller.userId;
  return {
    id: row.id,
    topicId: row.topic_id,
    content: row.content,
    attachments: row.attachments,
    authorName: row.author_name,
    authorUserId: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    canEdit: mine && !row.locked,
    canDelete: caller.permissions.canAll('team', 'delete') || (mine && !row.locked),
  };
}

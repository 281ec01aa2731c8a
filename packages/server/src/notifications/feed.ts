import { sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';

/**
 * The bell's feed: every signed-in user reads and marks only their own notifications, whatever ids
 * they send (someone else's id is as unknown as a made-up one).
 */

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface FeedItem {
  id: string;
  kind: string;
  title: string;
  link: string;
  subjectType: string;
  subjectId: string;
  createdAt: string;
  readAt: string | null;
}

export interface Feed {
  items: FeedItem[];
  unreadCount: number;
  /** Whether a later page holds older notifications. */
  hasMore: boolean;
}

export async function listNotifications(
  { db }: ServiceDeps,
  caller: Caller,
  { page = 1, unreadOnly = false }: { page?: number; unreadOnly?: boolean },
): Promise<Feed> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'link', 'subject_type', 'subject_id', 'created_at', 'read_at'])
    .where('recipient_user_id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .$if(unreadOnly, (query) => query.where('read_at', 'is', null))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE)
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .execute();
  return {
    items: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      link: row.link,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
    })),
    unreadCount: await unreadCount({ db }, caller),
    hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
  };
}

/**
 * Marks the caller's own notifications among `ids`, or all of them, as read (neither: none); answers
 * what stays unread.
 */
export async function markNotificationsRead(
  deps: Pick<ServiceDeps, 'db'>,
  caller: Caller,
  { ids, all }: { ids?: string[]; all?: boolean },
): Promise<{ unreadCount: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await unreadCount({ db: trx }, caller);
    const marked =
      all || ids?.length
        ? await trx
            .updateTable('notifications')
            .set({ read_at: sql<Date>`now()` })
            .where('recipient_user_id', '=', caller.userId)
            .where('employer_id', '=', caller.employerId)
            .where('read_at', 'is', null)
            .$if(!all, (query) => query.where('id', 'in', ids as string[]))
            .returning('id')
            .execute()
        : [];
    const after = await unreadCount({ db: trx }, caller);
    // The bell has no area of its own in the permission grid; team, where people are told things, is
    // the nearest. The record is the caller's feed: one row however many items one call marks, naming
    // them when they were named (marking all may be thousands, so it counts them).
    await writeAudit(trx, actorOf(caller), {
      operation: 'markNotificationsRead',
      area: 'team',
      recordType: 'notification-feed',
      recordId: caller.userId,
      before: { unreadCount: before },
      after: {
        unreadCount: after,
        markedRead: marked.length,
        ...(all ? {} : { ids: marked.map((row) => row.id) }),
      },
    });
    return { unreadCount: after };
  });
}

async function unreadCount({ db }: Pick<ServiceDeps, 'db'>, caller: Caller): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('recipient_user_id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

import { type Kysely, sql } from 'kysely';
import { attachedFiles } from '../attachments/attach.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { Announcement, AnnouncementPage } from './announcement-types.ts';
import { pageWindow } from './post-texts.ts';

/** Owner type of announcements' files (attachments) and subject type of their notifications. */
export const ANNOUNCEMENT = 'announcement';
export const NO_SUCH_ANNOUNCEMENT = 'No announcement with this id.';

/**
 * Who may read which announcement: those who write them for the whole employer (create or update)
 * every one of their employer, so what they have just written, dated ahead, answers rather than
 * vanishing; everyone else the published ones whose effective date has come (`today`, the employer's day as leave and payroll count
 * it). The list, the single read, mark-as-read and the files' access check all go through `visibleTo`,
 * so they cannot disagree.
 */
export function visibleTo(db: Kysely<Database>, caller: Caller, today: string) {
  // Not `a`: attachedFiles' subquery names attachments so, and would shadow it.
  return db
    .selectFrom('announcements as an')
    .where('an.employer_id', '=', caller.employerId)
    .$if(
      !(caller.permissions.canAll('team', 'update') || caller.permissions.canAll('team', 'create')),
      (query) => query.where('an.published', '=', true).where('an.effective_date', '<=', today),
    );
}

/** One page, newest effective date first, then newest written first. */
export async function listAnnouncements(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  request: { page?: number; pageSize?: number },
): Promise<AnnouncementPage> {
  const { offset, limit } = pageWindow(request);
  const rows = await withDetails(visibleTo(db, caller, today), caller)
    .orderBy('an.effective_date', 'desc')
    .orderBy('an.created_at', 'desc')
    .orderBy('an.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const { total } = await visibleTo(db, caller, today)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const audience = await audienceOf(db, caller.employerId);
  return { items: rows.map((row) => toWire(row, audience)), total };
}

/** One announcement the caller may read; 404 for any other id, another employer's included. */
export async function announcementFor(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  id: string,
): Promise<Announcement> {
  const row = await withDetails(visibleTo(db, caller, today), caller)
    .where('an.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_ANNOUNCEMENT);
  return toWire(row, await audienceOf(db, caller.employerId));
}

/**
 * Who an announcement is for, and so what its read count is out of: the employer's users with an
 * employee account (administrators write announcements; their own reads are not counted).
 */
export function recipientsOf(db: Kysely<Database>, employerId: string) {
  return db.selectFrom('users as u').where('u.employer_id', '=', employerId).where('u.role', '=', 'employee');
}

async function audienceOf(db: Kysely<Database>, employerId: string): Promise<number> {
  const { audience } = await recipientsOf(db, employerId)
    .select(sql<number>`count(*)::int`.as('audience'))
    .executeTakeFirstOrThrow();
  return audience;
}

function withDetails(query: ReturnType<typeof visibleTo>, caller: Caller) {
  return query
    .leftJoin('users as author', (join) =>
      join.onRef('author.id', '=', 'an.created_by').onRef('author.employer_id', '=', 'an.employer_id'),
    )
    .select([
      'an.id',
      'an.title',
      'an.effective_date',
      'an.published',
      'an.notify_employees',
      'an.content',
      'an.created_at',
      'an.updated_at',
      'an.notified_at',
      sql<string>`coalesce(author.first_name || ' ' || author.last_name, '')`.as('author_name'),
      attachedFiles(ANNOUNCEMENT, 'an.id', 'an.employer_id').as('attachments'),
      sql<number>`(
        select count(*)::int from announcement_reads r
        join users reader on reader.id = r.user_id and reader.employer_id = r.employer_id
        where r.announcement_id = an.id and r.employer_id = an.employer_id and reader.role = 'employee'
      )`.as('read_count'),
      sql<boolean>`exists (
        select 1 from announcement_reads r where r.announcement_id = an.id and r.user_id = ${caller.userId}
      )`.as('read'),
    ]);
}

function toWire(
  row: {
    id: string;
    title: string;
    effective_date: string;
    published: boolean;
    notify_employees: boolean;
    content: string;
    created_at: Date;
    updated_at: Date;
    notified_at: Date | null;
    author_name: string;
    attachments: Attachment[];
    read_count: number;
    read: boolean;
  },
  audience: number,
): Announcement {
  return {
    id: row.id,
    title: row.title,
    effectiveDate: row.effective_date,
    published: row.published,
    notifyEmployees: row.notify_employees,
    content: row.content,
    attachments: row.attachments,
    authorName: row.author_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    notifiedAt: row.notified_at?.toISOString() ?? null,
    readCount: row.read_count,
    audience,
    read: row.read,
  };
}

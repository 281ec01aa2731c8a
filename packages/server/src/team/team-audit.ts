import type { Kysely } from 'kysely';
import { attachmentsOf } from '../attachments/attach.ts';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { ANNOUNCEMENT } from './announcement-views.ts';
import { DISCUSSION_REPLY, DISCUSSION_TOPIC } from './discussion-views.ts';
import { SHARED_DOCUMENT } from './shared-document-views.ts';

/**
 * Team's audit rows (issue 27): one per change, written in the change's transaction, with the post's
 * fields before and after it. Content is the stored formatted text as it was sent (no rendering of it);
 * files are named by id and name, never their bytes.
 */

type TeamFields = Record<string, unknown>;
type Reader = (db: Kysely<Database>, employerId: string, id: string) => Promise<TeamFields | undefined>;

/** Its files as the trail names them. */
async function filesOf(db: Kysely<Database>, employerId: string, ownerType: string, id: string) {
  const files = await attachmentsOf(db, employerId, ownerType, id);
  return files.map((file) => ({ id: file.id, name: file.name }));
}

const READERS = {
  announcement: async (db, employerId, id) => {
    const row = await db
      .selectFrom('announcements')
      .select(['title', 'effective_date', 'published', 'notify_employees', 'content'])
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    return (
      row && {
        title: row.title,
        effectiveDate: row.effective_date,
        published: row.published,
        notifyEmployees: row.notify_employees,
        content: row.content,
        attachments: await filesOf(db, employerId, ANNOUNCEMENT, id),
      }
    );
  },
  'discussion-topic': async (db, employerId, id) => {
    const row = await db
      .selectFrom('discussion_topics')
      .select(['title', 'content', 'locked'])
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    return (
      row && {
        title: row.title,
        content: row.content,
        locked: row.locked,
        attachments: await filesOf(db, employerId, DISCUSSION_TOPIC, id),
      }
    );
  },
  'discussion-reply': async (db, employerId, id) => {
    const row = await db
      .selectFrom('discussion_replies')
      .select(['topic_id', 'content'])
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    return (
      row && {
        topicId: row.topic_id,
        content: row.content,
        attachments: await filesOf(db, employerId, DISCUSSION_REPLY, id),
      }
    );
  },
  'shared-document': async (db, employerId, id) => {
    const row = await db
      .selectFrom('shared_documents')
      .select([
        'title',
        'category',
        'content',
        'scope',
        'employee_id',
        'share_line_manager',
        'share_head_of_department',
        'share_head_of_branch',
      ])
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    return (
      row && {
        title: row.title,
        category: row.category,
        content: row.content,
        scope: row.scope,
        employeeId: row.employee_id,
        shareWith: {
          lineManager: row.share_line_manager,
          headOfDepartment: row.share_head_of_department,
          headOfBranch: row.share_head_of_branch,
        },
        attachments: await filesOf(db, employerId, SHARED_DOCUMENT, id),
      }
    );
  },
} satisfies Record<string, Reader>;

export type TeamRecordType = keyof typeof READERS;

/** The post's fields as the trail keeps them; null once it is gone (or never was the employer's). */
export async function teamRecord(
  db: Kysely<Database>,
  employerId: string,
  recordType: TeamRecordType,
  id: string,
): Promise<TeamFields | null> {
  return (await READERS[recordType](db, employerId, id)) ?? null;
}

/**
 * The change's one row: `before` as read before the change, after read now, in the same transaction
 * (null after a delete).
 */
export async function auditTeamChange(
  trx: Kysely<Database>,
  caller: Caller,
  change: { operation: string; recordType: TeamRecordType; recordId: string; before: TeamFields | null },
): Promise<void> {
  await writeAudit(trx, actorOf(caller), {
    operation: change.operation,
    area: 'team',
    recordType: change.recordType,
    recordId: change.recordId,
    before: change.before,
    after: await teamRecord(trx, caller.employerId, change.recordType, change.recordId),
  });
}

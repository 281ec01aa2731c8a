import { type Kysely, type RawBuilder, sql } from 'kysely';
import { employeesPeopleOn } from '../approvals/org-facts.ts';
import { attachedFiles } from '../attachments/attach.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database, SharedDocumentCategory, SharedDocumentScope } from '../db/schema.ts';
import { pageWindow } from './post-texts.ts';
import type {
  DocumentAcknowledgement,
  DocumentAcknowledgements,
  SharedDocument,
  SharedDocumentPage,
} from './shared-document-types.ts';

/** Owner type of shared documents' files (attachments) and subject type of their notifications. */
export const SHARED_DOCUMENT = 'shared-document';
export const NO_SUCH_DOCUMENT = 'No document with this id.';

type Reason = DocumentAcknowledgement['reason'];

/**
 * Why the employee account `viewer` (a users row joined under that name) sees the document `sd`,
 * whose employee's people on the day are joined as `people`; null when it does not. THE rule of who
 * sees what (administrators aside, who see everything): every employee an All Employees document;
 * nobody an Employer one; a Selected Employee one its employee and, where the document shares with
 * them, that employee's line manager, head of department and head of branch on the day.
 */
function reasonSeen(viewer: string): RawBuilder<Reason | null> {
  const person = sql.ref(`${viewer}.employee_id`);
  return sql<Reason | null>`case
    when ${sql.ref(`${viewer}.role`)} <> 'employee' then null
    when sd.scope = 'all-employees' then 'everyone'
    when sd.scope <> 'selected-employee' then null
    when sd.employee_id = ${person} then 'employee'
    when sd.share_line_manager and people.line_manager_id = ${person} then 'line-manager'
    when sd.share_head_of_department and people.department_head_id = ${person} then 'head-of-department'
    when sd.share_head_of_branch and people.branch_head_id = ${person} then 'head-of-branch'
  end`;
}

/** The employer's documents, each with its selected employee's people on `today` (`people`). */
function documentsOf(db: Kysely<Database>, employerId: string, today: string) {
  // Not `a`: attachedFiles' subquery names attachments so, and would shadow it.
  return db
    .selectFrom('shared_documents as sd')
    .leftJoin(employeesPeopleOn(today).as('people'), (join) =>
      join
        .onRef('people.employee_id', '=', 'sd.employee_id')
        .onRef('people.employer_id', '=', 'sd.employer_id'),
    )
    .where('sd.employer_id', '=', employerId);
}

/**
 * The documents the caller may see on `today`: an administrator every one of their employer, anyone
 * else those `reasonSeen` gives them a reason for. The list, the single read, acknowledging, the
 * acknowledgements report and the files' access check all go through here, so they cannot disagree.
 */
export function visibleTo(db: Kysely<Database>, caller: Caller, today: string) {
  const documents = documentsOf(db, caller.employerId, today);
  // Those who manage shared documents see every one; others see what is shared with them.
  if (caller.permissions.canAll('team', 'update')) return documents;
  return documents.where(
    sql<boolean>`exists (
      select 1 from users viewer
      where viewer.id = ${caller.userId} and viewer.employer_id = sd.employer_id
        and ${reasonSeen('viewer')} is not null
    )`,
  );
}

/** How many employee accounts see document `sd` today (and meet `condition`, on `viewer`). */
const recipientCount = (condition: RawBuilder<boolean> = sql<boolean>`true`) => sql<number>`(
  select count(*)::int from users viewer
  where viewer.employer_id = sd.employer_id and viewer.role = 'employee'
    and ${reasonSeen('viewer')} is not null and ${condition}
)`;

/**
 * The employee accounts who see document `id` today, as `viewer` rows (with the document as `sd`):
 * the acknowledgements report lists them and the notices job tells them.
 */
export function recipientsOf(db: Kysely<Database>, employerId: string, today: string, id: string) {
  return documentsOf(db, employerId, today)
    .where('sd.id', '=', id)
    .innerJoin('users as viewer', (join) =>
      join.onRef('viewer.employer_id', '=', 'sd.employer_id').on('viewer.role', '=', 'employee'),
    )
    .where(sql<boolean>`${reasonSeen('viewer')} is not null`);
}

/** One page, newest first; `category` narrows it. */
export async function listDocuments(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  { category, ...paging }: { page?: number; pageSize?: number; category?: SharedDocumentCategory },
): Promise<SharedDocumentPage> {
  const { offset, limit } = pageWindow(paging);
  const visible = () =>
    visibleTo(db, caller, today).$if(category !== undefined, (query) =>
      query.where('sd.category', '=', category as SharedDocumentCategory),
    );
  const rows = await withDetails(visible(), caller)
    .orderBy('sd.created_at', 'desc')
    .orderBy('sd.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const { total } = await visible().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { items: rows.map(toWire), total };
}

/** One document the caller may see; 404 for any other id, another employer's included. */
export async function documentFor(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  id: string,
): Promise<SharedDocument> {
  const row = await withDetails(visibleTo(db, caller, today), caller)
    .where('sd.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_DOCUMENT);
  return toWire(row);
}

/**
 * Who sees the document today (employee accounts only; administrators see everything and do not
 * acknowledge), each once with their first reason and their acknowledgement: not yet first, then by
 * name. For administrators (the caller's check is the service's).
 */
export async function acknowledgementsOf(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  id: string,
): Promise<DocumentAcknowledgements> {
  const document = await visibleTo(db, caller, today)
    .select('sd.id')
    .where('sd.id', '=', id)
    .executeTakeFirst();
  if (!document) throw new Refusal(404, NO_SUCH_DOCUMENT);
  const rows = await recipientsOf(db, caller.employerId, today, id)
    .leftJoin('employees as ve', (join) =>
      join.onRef('ve.id', '=', 'viewer.employee_id').onRef('ve.employer_id', '=', 'viewer.employer_id'),
    )
    .leftJoin('shared_document_acknowledgements as ack', (join) =>
      join.onRef('ack.document_id', '=', 'sd.id').onRef('ack.user_id', '=', 'viewer.id'),
    )
    .select([
      'viewer.id as user_id',
      'viewer.employee_id',
      sql<string>`coalesce(ve.first_name || ' ' || ve.last_name, viewer.first_name || ' ' || viewer.last_name)`.as(
        'name',
      ),
      reasonSeen('viewer').as('reason'),
      'ack.acknowledged_at',
    ])
    .orderBy(sql`ack.acknowledged_at is not null`)
    .orderBy('name')
    .orderBy('viewer.id')
    .execute();
  const items = rows.map((row) => ({
    userId: row.user_id,
    employeeId: row.employee_id,
    name: row.name,
    reason: row.reason as Reason,
    acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
  }));
  return {
    items,
    acknowledgedCount: items.filter((item) => item.acknowledgedAt !== null).length,
    recipientCount: items.length,
  };
}

function withDetails(query: ReturnType<typeof visibleTo>, caller: Caller) {
  const administrator = caller.permissions.canAll('team', 'update');
  return query
    .leftJoin('users as author', (join) =>
      join.onRef('author.id', '=', 'sd.created_by').onRef('author.employer_id', '=', 'sd.employer_id'),
    )
    .leftJoin('employees as selected', (join) =>
      join.onRef('selected.id', '=', 'sd.employee_id').onRef('selected.employer_id', '=', 'sd.employer_id'),
    )
    .select([
      'sd.id',
      'sd.title',
      'sd.category',
      'sd.content',
      'sd.scope',
      'sd.employee_id',
      'sd.share_line_manager',
      'sd.share_head_of_department',
      'sd.share_head_of_branch',
      'sd.created_at',
      'sd.updated_at',
      sql<string | null>`selected.first_name || ' ' || selected.last_name`.as('employee_name'),
      sql<string>`coalesce(author.first_name || ' ' || author.last_name, '')`.as('author_name'),
      attachedFiles(SHARED_DOCUMENT, 'sd.id', 'sd.employer_id').as('attachments'),
      sql<Date | null>`(
        select ack.acknowledged_at from shared_document_acknowledgements ack
        where ack.document_id = sd.id and ack.user_id = ${caller.userId}
      )`.as('acknowledged_at'),
      // Counts for administrators' lists only: an employee's answer carries 0 and 0.
      (administrator ? recipientCount() : sql<number>`0`).as('recipient_count'),
      (administrator
        ? recipientCount(sql<boolean>`exists (
            select 1 from shared_document_acknowledgements ack
            where ack.document_id = sd.id and ack.user_id = viewer.id
          )`)
        : sql<number>`0`
      ).as('acknowledged_count'),
    ]);
}

function toWire(row: {
  id: string;
  title: string;
  category: SharedDocumentCategory;
  content: string;
  scope: SharedDocumentScope;
  employee_id: string | null;
  share_line_manager: boolean;
  share_head_of_department: boolean;
  share_head_of_branch: boolean;
  created_at: Date;
  updated_at: Date;
  employee_name: string | null;
  author_name: string;
  attachments: Attachment[];
  acknowledged_at: Date | null;
  recipient_count: number;
  acknowledged_count: number;
}): SharedDocument {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    content: row.content,
    attachments: row.attachments,
    scope: row.scope,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    shareWith: {
      lineManager: row.share_line_manager,
      headOfDepartment: row.share_head_of_department,
      headOfBranch: row.share_head_of_branch,
    },
    authorName: row.author_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    acknowledgedAt: row.acknowledged_at === null ? null : new Date(row.acknowledged_at).toISOString(),
    acknowledgedCount: row.acknowledged_count,
    recipientCount: row.recipient_count,
  };
}

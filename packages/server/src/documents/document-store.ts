import { type DocumentItem as DomainItem, isOverdue } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { DocumentFileType, DocumentItem } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { signOffAnswers } from './sign-off.ts';

/** The attachment owner type of a version's file: the item it was handed in for. */
export const DOCUMENT_ITEM = 'document-item';
export const NO_SUCH_ITEM = 'There is no such document item.';
export const NO_SUCH_REQUEST = 'There is no such document request.';

export interface StoredItem {
  id: string;
  employerId: string;
  requestId: string;
  title: string;
  allowedTypes: readonly string[];
  maxSizeMib: number;
  /** The document workflow signing each version off step by step; null: one review decides. */
  signOffWorkflowId: string | null;
  item: DomainItem;
}

/** An item of the employer with its versions, as the domain reads it; 404 when there is none. */
export async function itemOr404(
  db: Kysely<Database>,
  employerId: string,
  itemId: string,
  { forUpdate = false } = {},
): Promise<StoredItem> {
  let query = db
    .selectFrom('document_items as i')
    .innerJoin('document_requests as r', (join) =>
      join.onRef('r.id', '=', 'i.request_id').onRef('r.employer_id', '=', 'i.employer_id'),
    )
    .select([
      'i.id',
      'i.request_id',
      'i.employee_id',
      'i.state',
      'i.decided_version',
      'r.title',
      'r.due_on',
      'r.expires',
      'r.allowed_types',
      'r.max_size_mib',
      'r.sign_off_workflow_id',
    ])
    .where('i.id', '=', itemId)
    .where('i.employer_id', '=', employerId);
  if (forUpdate) query = query.forUpdate('i');
  const row = await query.executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_ITEM);
  const versions = await db
    .selectFrom('document_versions as v')
    .innerJoin('attachments as a', 'a.id', 'v.attachment_id')
    .select(['v.number', 'a.uploaded_by', 'v.expires_on'])
    .where('v.item_id', '=', itemId)
    .where('v.employer_id', '=', employerId)
    .orderBy('v.number')
    .execute();
  return {
    id: row.id,
    employerId,
    requestId: row.request_id,
    title: row.title,
    allowedTypes: row.allowed_types,
    maxSizeMib: row.max_size_mib,
    signOffWorkflowId: row.sign_off_workflow_id,
    item: {
      state: row.state,
      employeeId: row.employee_id,
      dueOn: row.due_on,
      expires: row.expires,
      versions: versions.map((version) => ({
        number: version.number,
        // An anonymous reporter's upload has no uploader; a version always has one.
        uploadedBy: version.uploaded_by ?? '',
        expiresOn: version.expires_on,
      })),
      decidedVersion: row.decided_version,
    },
  };
}

/** An account by the name of its employee record, as approvals name people; an administrator's by its own. */
const userName = sql<string>`coalesce((select ue.first_name || ' ' || ue.last_name from employees ue
  where ue.id = u.employee_id and ue.employer_id = u.employer_id), u.first_name || ' ' || u.last_name)`;

/**
 * Items as the contract answers them, in the order of `itemIds`: two statements for a whole page (the
 * items with their last decisions, then their versions), never one per item, and the sign-off's only
 * for items whose request has a sign-off workflow. Each statement is a round trip, the largest part of
 * a list's cost on the server (docs/documents.md, "Speed").
 */
export async function itemAnswers(
  db: Kysely<Database>,
  employerId: string,
  itemIds: readonly string[],
  today: string,
): Promise<DocumentItem[]> {
  if (itemIds.length === 0) return [];
  const ids = [...itemIds];
  const rows = await db
    .selectFrom('document_items as i')
    .innerJoin('document_requests as r', (join) =>
      join.onRef('r.id', '=', 'i.request_id').onRef('r.employer_id', '=', 'i.employer_id'),
    )
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'i.employee_id').onRef('e.employer_id', '=', 'i.employer_id'),
    )
    // The item's last decision, latest first (a decision names the version it was about).
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('document_reviews as d')
          .innerJoin('users as u', 'u.id', 'd.reviewed_by')
          .select(['d.decision', 'd.version', 'd.reason', 'd.reviewed_at', userName.as('reviewed_by')])
          .whereRef('d.item_id', '=', 'i.id')
          .whereRef('d.employer_id', '=', 'i.employer_id')
          .orderBy('d.reviewed_at', 'desc')
          .orderBy('d.version', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'i.id',
      'i.request_id',
      'i.employee_id',
      'i.state',
      'i.decided_version',
      'r.title',
      'r.description',
      'r.due_on',
      'r.expires',
      'r.allowed_types',
      'r.max_size_mib',
      'r.sign_off_workflow_id',
      'e.employee_no',
      sql<string>`e.first_name || ' ' || e.last_name`.as('name'),
      'last.decision',
      'last.version as decision_version',
      'last.reason',
      'last.reviewed_at',
      'last.reviewed_by',
    ])
    .where('i.employer_id', '=', employerId)
    .where('i.id', 'in', ids)
    .execute();
  const versions = await db
    .selectFrom('document_versions as v')
    .innerJoin('attachments as a', 'a.id', 'v.attachment_id')
    .innerJoin('users as u', 'u.id', 'a.uploaded_by')
    .select([
      'v.item_id',
      'v.number',
      'v.expires_on',
      'v.uploaded_at',
      'a.id',
      'a.original_name',
      'a.media_type',
      'a.size_bytes',
      'a.sha256',
      userName.as('uploaded_by'),
    ])
    .where('v.employer_id', '=', employerId)
    .where('v.item_id', 'in', ids)
    .orderBy('v.item_id')
    .orderBy('v.number')
    .execute();
  const signOffs = await signOffAnswers(
    db,
    employerId,
    rows.flatMap((row) => (row.sign_off_workflow_id === null ? [] : [row.id])),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const itemVersions = versions.filter((version) => version.item_id === id);
    const approved =
      row.state === 'approved' || row.state === 'expired'
        ? itemVersions.find((version) => version.number === row.decided_version)
        : undefined;
    return [
      {
        id,
        requestId: row.request_id,
        title: row.title,
        description: row.description,
        employee: { id: row.employee_id, name: row.name, employeeNo: row.employee_no },
        state: row.state,
        dueOn: row.due_on,
        overdue: isOverdue({ state: row.state, dueOn: row.due_on }, today),
        expires: row.expires,
        allowedTypes: row.allowed_types as DocumentFileType[],
        maxSizeMib: row.max_size_mib,
        versions: itemVersions.map((version) => ({
          number: version.number,
          file: {
            id: version.id,
            name: version.original_name,
            mediaType: version.media_type as DocumentFileType,
            size: version.size_bytes,
          },
          sha256: version.sha256,
          uploadedBy: version.uploaded_by,
          uploadedAt: version.uploaded_at.toISOString(),
          expiresOn: version.expires_on,
        })),
        lastDecision:
          row.decision !== null &&
          row.decision_version !== null &&
          row.reviewed_at !== null &&
          row.reviewed_by !== null
            ? {
                decision: row.decision,
                version: row.decision_version,
                reason: row.reason,
                reviewedBy: row.reviewed_by,
                reviewedAt: row.reviewed_at.toISOString(),
              }
            : null,
        expiresOn: approved?.expires_on ?? null,
        signOff: signOffs.get(id) ?? null,
      },
    ];
  });
}

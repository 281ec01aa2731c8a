import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';

export const NOT_YOUR_UPLOADS =
  'attachmentIds: each must be a file you uploaded that is not attached to anything yet.';

/**
 * Attaches the caller's own uploads to a record of an area, inside that area's transaction (`trx`), so
 * the files belong to the record exactly when the record is written. Only files the caller uploaded,
 * of their employer, not yet attached, can be: any other id (another user's, another employer's, one
 * attached already, one that does not exist) is a 400 naming `attachmentIds`, and since it is thrown
 * inside the transaction, nothing of the area's change is kept either. Of two requests attaching the
 * same upload at once, one wins; the other is refused.
 */
export async function attachToOwner(
  trx: Kysely<Database>,
  caller: Caller,
  {
    attachmentIds,
    ownerType,
    ownerId,
  }: { attachmentIds: readonly string[]; ownerType: string; ownerId: string },
): Promise<void> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return;
  const attached = await trx
    .updateTable('attachments')
    .set({ owner_type: ownerType, owner_id: ownerId, attached_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('employer_id', '=', caller.employerId)
    .where('uploaded_by', '=', caller.userId)
    .where('owner_type', 'is', null)
    .returning('id')
    .execute();
  if (attached.length !== ids.length) throw new Refusal(400, NOT_YOUR_UPLOADS, { field: 'attachmentIds' });
}

/** The files attached to one record of the employer, oldest first, as the record's answer lists them. */
export async function attachmentsOf(
  db: Kysely<Database>,
  employerId: string,
  ownerType: string,
  ownerId: string,
): Promise<Attachment[]> {
  const rows = await db
    .selectFrom('attachments')
    .select(['id', 'original_name', 'media_type', 'size_bytes'])
    .where('employer_id', '=', employerId)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.original_name,
    mediaType: row.media_type as Attachment['mediaType'],
    size: row.size_bytes,
  }));
}

/**
 * The files attached to each row of a list, as one column of the list's own query (no query per row):
 * `ownerRef` and `employerRef` name the row's id and employer_id columns, e.g. 'r.id', 'r.employer_id'.
 */
export function attachedFiles(
  ownerType: string,
  ownerRef: string,
  employerRef: string,
): RawBuilder<Attachment[]> {
  return sql<Attachment[]>`coalesce((
    select json_agg(json_build_object(
      'id', a.id, 'name', a.original_name, 'mediaType', a.media_type, 'size', a.size_bytes
    ) order by a.created_at, a.id)
    from attachments a
    where a.employer_id = ${sql.ref(employerRef)} and a.owner_type = ${ownerType} and a.owner_id = ${sql.ref(ownerRef)}
  ), '[]'::json)`;
}

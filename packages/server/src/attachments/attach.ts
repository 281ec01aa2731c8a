import { type Kysely, sql } from 'kysely';
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

import { type Kysely, sql } from 'kysely';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';

/**
 * The files of one record (owner type and id) as its area changes and deletes them: rows inside the
 * area's transaction, bytes after the commit (deleteStoredBytes), as the purge does, so that a failure
 * leaves only garbage and never a row without its bytes.
 */
export interface FilesOwner {
  employerId: string;
  ownerType: string;
  ownerId: string;
}

/**
 * Removes the given files of this record (rows now; answers their stored names for their bytes after
 * the commit); a 400 naming removeAttachmentIds, with `refusal`, for an id of any other file.
 */
export async function removeOwnerFiles(
  trx: Kysely<Database>,
  owner: FilesOwner,
  attachmentIds: readonly string[],
  refusal: string,
): Promise<string[]> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return [];
  const gone = await trx
    .deleteFrom('attachments')
    .where('employer_id', '=', owner.employerId)
    .where('owner_type', '=', owner.ownerType)
    .where('owner_id', '=', owner.ownerId)
    .where('id', 'in', ids)
    .returning('stored_name')
    .execute();
  if (gone.length !== ids.length) throw new Refusal(400, refusal, { field: 'removeAttachmentIds' });
  return gone.map((file) => file.stored_name);
}

/** Removes every file of the record (a record being deleted); answers their stored names. */
export async function removeAllOwnerFiles(trx: Kysely<Database>, owner: FilesOwner): Promise<string[]> {
  const gone = await trx
    .deleteFrom('attachments')
    .where('employer_id', '=', owner.employerId)
    .where('owner_type', '=', owner.ownerType)
    .where('owner_id', '=', owner.ownerId)
    .returning('stored_name')
    .execute();
  return gone.map((file) => file.stored_name);
}

/** How many files the record holds now. */
export async function ownerFileCount(trx: Kysely<Database>, owner: FilesOwner): Promise<number> {
  const { count } = await trx
    .selectFrom('attachments')
    .where('employer_id', '=', owner.employerId)
    .where('owner_type', '=', owner.ownerType)
    .where('owner_id', '=', owner.ownerId)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** Deletes stored bytes whose rows are committed gone. */
export async function deleteStoredBytes(deps: ServiceDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) await deps.attachments.storage.delete(key);
}

import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { attachToOwner } from './attach.ts';

/**
 * The files of one record as its area's update changes them (announcements, discussion topics and
 * replies): some of its own removed, the caller's new uploads added, within its most. Runs inside the
 * area's transaction, after the record's own row is locked (updated or selected for update), so two
 * saves of one record take turns. Answers the removed files' storage keys: their bytes go once the
 * transaction has committed (deleteStoredBytes), as the purge does, so a failure leaves only garbage.
 */
export async function changeOwnerFiles(
  trx: Kysely<Database>,
  caller: Caller,
  owner: { ownerType: string; ownerId: string },
  change: { attachmentIds: readonly string[]; removeAttachmentIds: readonly string[] },
  limits: { most: number; tooMany: string; notItsFiles: string },
): Promise<string[]> {
  const removed = await removeOwnerFiles(trx, caller.employerId, owner, change.removeAttachmentIds);
  if (removed === undefined) throw new Refusal(400, limits.notItsFiles, { field: 'removeAttachmentIds' });
  await attachToOwner(trx, caller, { attachmentIds: change.attachmentIds, ...owner });
  if ((await ownerFileCount(trx, caller.employerId, owner)) > limits.most) {
    throw new Refusal(400, limits.tooMany, { field: 'attachmentIds' });
  }
  return removed;
}

/**
 * Deletes the file rows of records that are going (a deleted announcement, a topic and its replies),
 * answering their storage keys for deleteStoredBytes once committed.
 */
export async function deleteOwnerFiles(
  trx: Kysely<Database>,
  employerId: string,
  ownerType: string,
  ownerIds: readonly string[],
): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const files = await trx
    .deleteFrom('attachments')
    .where('employer_id', '=', employerId)
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', ownerIds)
    .returning('stored_name')
    .execute();
  return files.map((file) => file.stored_name);
}

/** Bytes go after their rows are committed gone: a failure between the two leaves only garbage. */
export async function deleteStoredBytes(deps: ServiceDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) await deps.attachments.storage.delete(key);
}

/** Removes these files of the record (rows); undefined when any id is not one of its files. */
async function removeOwnerFiles(
  trx: Kysely<Database>,
  employerId: string,
  { ownerType, ownerId }: { ownerType: string; ownerId: string },
  attachmentIds: readonly string[],
): Promise<string[] | undefined> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return [];
  const gone = await trx
    .deleteFrom('attachments')
    .where('id', 'in', ids)
    .where('employer_id', '=', employerId)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .returning('stored_name')
    .execute();
  return gone.length === ids.length ? gone.map((file) => file.stored_name) : undefined;
}

async function ownerFileCount(
  trx: Kysely<Database>,
  employerId: string,
  { ownerType, ownerId }: { ownerType: string; ownerId: string },
): Promise<number> {
  const { count } = await trx
    .selectFrom('attachments')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('employer_id', '=', employerId)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return count;
}

import type { Kysely } from 'kysely';
import type { OwnerAccessCheck } from '../attachments/owner-access.ts';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Profile } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { Caller } from './access-tokens.ts';
import { getProfile } from './profile.ts';
import { PROFILE_PHOTO } from './profile-photo.ts';

export { PROFILE_PHOTO };
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An avatar is shown small: 2 MiB is plenty for any photo, and keeps the shell quick to load. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export const NOT_YOUR_UPLOAD = 'The photo must be a file you uploaded that is not attached to anything yet.';
export const NOT_AN_IMAGE = 'The photo must be a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE = 'The photo must be at most 2 MB.';

/**
 * Anyone of the photo's employer may download it: it is the avatar their colleagues see. The store has
 * already kept it to the caller's employer (attachments/download.ts), so another employer's never reach here.
 */
export const profilePhotoFiles: OwnerAccessCheck = async () => true;

/** The caller's display name, blank meaning none; the legal name (users, employees) is not touched. */
export async function updateDisplayName(
  deps: ServiceDeps,
  caller: Caller,
  { displayName }: { displayName: string | null },
): Promise<Profile> {
  const next = displayName?.trim() ? displayName.trim() : null;
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select('display_name')
      .where('id', '=', caller.userId)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ display_name: next })
      .where('id', '=', caller.userId)
      .where('employer_id', '=', caller.employerId)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'updateDisplayName',
      area: 'auth',
      recordType: 'user',
      recordId: caller.userId,
      before: { displayName: before.display_name },
      after: { displayName: next },
    });
  });
  return getProfile(deps, caller);
}

/**
 * Makes one of the caller's own unattached uploads their photo, if it is an image of an allowed type
 * and size; the photo before it is deleted with it (row in the transaction, bytes after it commits, so
 * no row ever points at missing bytes).
 */
export async function setProfilePhoto(
  deps: ServiceDeps,
  caller: Caller,
  { attachmentId }: { attachmentId: string },
): Promise<Profile> {
  const replaced = await deps.db.transaction().execute(async (trx) => {
    const file = await trx
      .selectFrom('attachments')
      .select(['id', 'media_type', 'size_bytes'])
      .where('id', '=', attachmentId)
      .where('employer_id', '=', caller.employerId)
      .where('uploaded_by', '=', caller.userId)
      .where('owner_type', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!file) throw new Refusal(400, NOT_YOUR_UPLOAD, { field: 'attachmentId' });
    if (!(PHOTO_TYPES as readonly string[]).includes(file.media_type)) {
      throw new Refusal(400, NOT_AN_IMAGE, { field: 'attachmentId' });
    }
    if (file.size_bytes > MAX_PHOTO_BYTES) throw new Refusal(400, PHOTO_TOO_LARGE, { field: 'attachmentId' });
    const old = await deleteOwnPhoto(trx, caller);
    await trx
      .updateTable('attachments')
      .set({ owner_type: PROFILE_PHOTO, owner_id: caller.userId, attached_at: deps.clock() })
      .where('id', '=', file.id)
      .execute();
    await writeAudit(trx, actorOf(caller), {
      operation: 'setProfilePhoto',
      area: 'auth',
      recordType: 'user',
      recordId: caller.userId,
      before: { photoId: old?.id ?? null },
      after: { photoId: file.id },
    });
    return old;
  });
  if (replaced) await deps.attachments.storage.delete(replaced.stored_name);
  return getProfile(deps, caller);
}

/** Removes the caller's photo, if they have one (none is not an error: the screen shows initials either way). */
export async function removeProfilePhoto(deps: ServiceDeps, caller: Caller): Promise<Profile> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const old = await deleteOwnPhoto(trx, caller);
    await writeAudit(trx, actorOf(caller), {
      operation: 'removeProfilePhoto',
      area: 'auth',
      recordType: 'user',
      recordId: caller.userId,
      before: { photoId: old?.id ?? null },
      after: { photoId: null },
    });
    return old;
  });
  if (removed) await deps.attachments.storage.delete(removed.stored_name);
  return getProfile(deps, caller);
}

async function deleteOwnPhoto(trx: Kysely<Database>, caller: Caller) {
  return trx
    .deleteFrom('attachments')
    .where('employer_id', '=', caller.employerId)
    .where('owner_type', '=', PROFILE_PHOTO)
    .where('owner_id', '=', caller.userId)
    .returning(['id', 'stored_name'])
    .executeTakeFirst();
}

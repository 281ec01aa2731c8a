import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { AttachmentOwners } from './owner-access.ts';

export const NO_SUCH_FILE = 'There is no such file.';

export interface StoredFile {
  name: string;
  mediaType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

type AttachmentRow = { uploaded_by: string | null; owner_type: string | null; owner_id: string | null };

/**
 * A file for `caller` to download: the uploader's while it is attached to nothing; once attached,
 * whoever its owner type's check lets see the record, in the scope the area reads it (an
 * administrator passes every area's check by holding every cell at the whole employer; an auditor
 * reads a leave request's files as they read its leave, and Team files as Team shows them). Everything
 * else, a type no area registered included, is the 404 of an id no one has, another employer's files
 * too, so an id tells nothing about what exists.
 */
export async function readAttachment(
  deps: ServiceDeps,
  owners: AttachmentOwners,
  caller: Caller,
  id: string,
): Promise<StoredFile> {
  const row = await deps.db
    .selectFrom('attachments')
    .select(['original_name', 'media_type', 'stored_name', 'uploaded_by', 'owner_type', 'owner_id'])
    .where('id', '=', id)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!row || !(await mayRead(deps, owners, caller, row))) throw new Refusal(404, NO_SUCH_FILE);
  const bytes = await deps.attachments.storage.get(row.stored_name);
  if (!bytes) throw new Error(`The bytes of attachment ${id} are missing from the storage.`);
  return { name: row.original_name, mediaType: row.media_type, bytes };
}

async function mayRead(
  deps: ServiceDeps,
  owners: AttachmentOwners,
  caller: Caller,
  row: AttachmentRow,
): Promise<boolean> {
  if (row.owner_type === null || row.owner_id === null) return row.uploaded_by === caller.userId;
  const check = owners.get(row.owner_type);
  return check ? check(deps, caller, row.owner_id) : false;
}

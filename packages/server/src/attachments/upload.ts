import { createHash, randomUUID } from 'node:crypto';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { cleanFileName, storedFileName } from './file-names.ts';
import { detectAllowedType } from './media-types.ts';
import { employerUploadLimit, refuseAboveEmployerLimit } from './upload-limit.ts';

export const EMPTY_FILE = 'The file is empty.';

/**
 * Keeps an uploaded file for its uploader until an area attaches it to a record: at most the
 * employer's largest upload (413), its type read from the content (415 unless allowed), its name
 * cleaned, its bytes put in the storage before the row that describes them is written, so a row
 * always has its bytes. The server's ceiling was enforced while the body was read (http/raw-body.ts).
 */
export async function uploadAttachment(
  deps: ServiceDeps,
  caller: Caller,
  upload: { fileName: string; bytes: Uint8Array },
): Promise<Attachment> {
  if (upload.bytes.byteLength === 0) throw new Refusal(400, EMPTY_FILE);
  refuseAboveEmployerLimit(upload.bytes.byteLength, await employerUploadLimit(deps, caller));
  const cleaned = cleanFileName(upload.fileName);
  const type = await detectAllowedType(upload.bytes, cleaned);
  const name = storedFileName(cleaned, type.extensions);
  const id = randomUUID();
  const key = `${caller.employerId}/${id}`;
  const { storage } = deps.attachments;
  await storage.put(key, upload.bytes);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('attachments')
        .values({
          id,
          employer_id: caller.employerId,
          uploaded_by: caller.userId,
          original_name: name,
          stored_name: key,
          media_type: type.mediaType,
          size_bytes: upload.bytes.byteLength,
          sha256,
          created_at: deps.clock(),
        })
        .execute();
      // An upload has no area of its own in the permission grid (files are held for whichever area
      // attaches them); documents is the nearest. The row describes the file, never its bytes.
      await writeAudit(trx, actorOf(caller), {
        operation: 'uploadAttachment',
        area: 'documents',
        recordType: 'attachment',
        recordId: id,
        before: null,
        after: { name, mediaType: type.mediaType, size: upload.bytes.byteLength, sha256 },
      });
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return { id, name, mediaType: type.mediaType as Attachment['mediaType'], size: upload.bytes.byteLength };
}

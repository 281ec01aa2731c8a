import type { ServiceDeps } from '../core/deps.ts';

/** How long an upload may wait to be attached before it is purged. */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes uploads attached to nothing for longer than a day (abandoned forms), their rows first and
 * then their bytes, so no row is ever left pointing at missing bytes; bytes whose deletion fails stay
 * as unreachable garbage rather than breaking a download. A row attached meanwhile is not deleted:
 * the delete re-checks `owner_type is null` under the row's lock. Answers how many it deleted.
 */
export async function purgeUnattachedUploads(
  deps: Pick<ServiceDeps, 'db' | 'attachments' | 'clock'>,
): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - UNATTACHED_UPLOAD_LIFETIME_MS);
  let purged = 0;
  for (;;) {
    const gone = await deps.db
      .deleteFrom('attachments')
      .where('id', 'in', (query) =>
        query
          .selectFrom('attachments')
          .select('id')
          .where('owner_type', 'is', null)
          .where('created_at', '<', cutoff)
          .limit(BATCH),
      )
      .where('owner_type', 'is', null)
      .returning('stored_name')
      .execute();
    for (const { stored_name } of gone) await deps.attachments.storage.delete(stored_name);
    purged += gone.length;
    if (gone.length < BATCH) return purged;
  }
}

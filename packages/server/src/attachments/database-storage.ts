import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AttachmentStorage } from './storage.ts';

/**
 * Keeps the bytes in the `attachment_blobs` table (migration 0012) of the app's own database.
 *
 * They travel as text, hex in and base64 out, decoded and encoded by the database: PGlite turns a
 * bytea parameter into its text form one byte at a time in JavaScript, measured at about 13 s to
 * store 10 MiB and 1.4 s to read them, against 0.9 s and 0.3 s this way. PostgreSQL pays about twice
 * the bytes on the wire for it, which is small next to the upload itself.
 */
export function databaseAttachmentStorage(db: Kysely<Database>): AttachmentStorage {
  return {
    async put(key, bytes) {
      const stored = sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}, 'hex')`;
      await db.insertInto('attachment_blobs').values({ key, bytes: stored }).execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('attachment_blobs')
        .select(sql<string>`encode(bytes, 'base64')`.as('base64'))
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? new Uint8Array(Buffer.from(row.base64, 'base64')) : undefined;
    },
    async delete(key) {
      await db.deleteFrom('attachment_blobs').where('key', '=', key).execute();
    },
  };
}

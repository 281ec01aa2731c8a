/**
 * Where the bytes of uploaded files live, by key. The attachments table describes each file and says
 * who may read it; a storage only keeps bytes. The database's (database-storage.ts) is the default, so
 * the one-command set-up needs nothing else and a backup holds every file. Keeping files in S3 is a
 * second implementation of this interface in a file of its own, chosen where ServiceDeps is built.
 */
export interface AttachmentStorage {
  /** Stores `bytes` under `key`, a key never used before (each upload has its own). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Removes what is under `key`; nothing there is not an error. */
  delete(key: string): Promise<void>;
}

/** What the attachment services need besides the database. */
export interface AttachmentSettings {
  storage: AttachmentStorage;
  /** The largest upload accepted, in bytes (10 MiB by default; an employer setting later). */
  maxUploadBytes: number;
}

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

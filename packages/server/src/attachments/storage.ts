import { LARGEST_UPLOAD_MIB } from '@hr/domain';

/**
 * Where the bytes of uploaded files live, by key. The attachments table describes each file and says
 * who may read it; a storage only keeps bytes. The database's (database-storage.ts) is the default, so
 * the one-command set-up needs nothing else and a backup holds every file. Keeping files in S3 is a
 * second implementation (s3-storage.ts), chosen where ServiceDeps is built (server.ts).
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
  /**
   * The most any upload's body may be, in bytes, whatever the employer allows (50 MiB by default, the
   * largest an employer may choose); each employer's own limit is checked on upload (upload-limit.ts).
   */
  maxUploadBytes: number;
}

export const DEFAULT_MAX_UPLOAD_BYTES = LARGEST_UPLOAD_MIB.max * 1024 * 1024;

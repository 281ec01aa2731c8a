import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config.ts';
import type { AttachmentStorage } from './storage.ts';

/**
 * Keeps the bytes as objects of one bucket of S3 or an S3-compatible store (MinIO, Ceph, R2 ...),
 * under the same keys as the database's storage (`<employer id>/<attachment id>`), so every instance
 * of the server reads what any other wrote: the server keeps no file of its own. Objects are private
 * (no ACL is set): they are only ever served through download-attachment, which checks who asks.
 */
export function s3AttachmentStorage(config: S3StorageConfig): AttachmentStorage & {
  /** Fails, naming the bucket, when it cannot be written with these settings; for start-up. */
  check(): Promise<void>;
  close(): void;
} {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // Without keys the SDK's own chain applies (an instance or task role, AWS_PROFILE ...).
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        const bytes = await answer.Body.transformToByteArray();
        return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key as a success, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      // An object written and removed, not HeadBucket: that needs s3:ListBucket, which the server
      // has no other use for. Attachment keys are `<uuid>/<uuid>`, so this one never meets them.
      const Key = `start-up-check/${randomUUID()}`;
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: new Uint8Array() }));
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        const reason = error instanceof Error ? error.name : String(error);
        throw new Error(
          `The S3 bucket "${Bucket}" (S3_BUCKET) cannot be written with the S3_* settings: ${reason}.`,
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}

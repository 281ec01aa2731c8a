import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../config.ts';

export interface S3TestServer {
  /** The S3_* settings that reach it, as configFromEnvironment would make them. */
  config: S3StorageConfig;
  /** How many objects the bucket holds, read from s3rver's folder (its bucket listing refuses the SDK's signature). */
  countObjects(): number;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver: S3's REST API with SigV4 signatures checked, objects in a
 * temporary folder) on a loopback port of its own, with one empty bucket. The attachments' S3
 * storage talks to it through the real AWS SDK, as it would to S3 or MinIO.
 */
export async function startS3TestServer(bucket = 'hr-test-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hr-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed key pair: a request signed with any other is refused.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    countObjects: () =>
      readdirSync(path.join(directory, bucket), { recursive: true }).filter((name) =>
        String(name).endsWith('._S3rver_object'),
      ).length,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

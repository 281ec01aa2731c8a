import { databaseAttachmentStorage } from '../attachments/database-storage.ts';
import { s3AttachmentStorage } from '../attachments/s3-storage.ts';
import type { AttachmentStorage } from '../attachments/storage.ts';
import { startS3TestServer } from './s3-test-server.ts';
import type { TestDatabase } from './test-database.ts';

/** A place files' bytes can be kept, started for one test file. */
export interface RunningStorage {
  /** A storage over `database` (ignored by S3, which keeps nothing there); a new client each call. */
  storageFor(database: TestDatabase): AttachmentStorage;
  /** How many files' bytes it holds, for "nothing was stored" checks. */
  countObjects(database: TestDatabase): Promise<number>;
  close(): Promise<void>;
}

/**
 * Every AttachmentStorage the server can be configured with, for suites that must hold for each:
 * the database's own (the default) and S3, through the AWS SDK against an S3-compatible server.
 */
export const ATTACHMENT_STORAGES: { name: string; start(): Promise<RunningStorage> }[] = [
  {
    name: 'the database',
    async start() {
      return {
        storageFor: (database) => databaseAttachmentStorage(database.db),
        async countObjects(database) {
          const { n } = await database.db
            .selectFrom('attachment_blobs')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        },
        close: async () => {},
      };
    },
  },
  {
    name: 'S3',
    async start() {
      const server = await startS3TestServer();
      const clients: ReturnType<typeof s3AttachmentStorage>[] = [];
      return {
        storageFor() {
          const storage = s3AttachmentStorage(server.config);
          clients.push(storage);
          return storage;
        },
        countObjects: async () => server.countObjects(),
        async close() {
          for (const client of clients) client.close();
          await server.close();
        },
      };
    },
  },
];

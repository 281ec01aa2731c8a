import type { ServiceDeps } from '../core/deps.ts';
import { type JobHandler, type RecurringJob, utcDayOf } from '../jobs/job-runner.ts';
import { purgeUnattachedUploads } from './purge.ts';

/**
 * Uploads nobody attached (a form abandoned after its file was sent) are purged once a UTC day by
 * whichever instance sweeps first: the day is the job's unique key. The UTC day is right here, unlike
 * the employers' daily jobs: an upload's age decides, not any employer's calendar.
 */
export const PURGE_UNATTACHED_UPLOADS = 'attachments.purge-unattached';

export const dailyUploadPurge: RecurringJob = { kind: PURGE_UNATTACHED_UPLOADS, periodOf: utcDayOf };

export function uploadPurgeJobHandlers(
  deps: Pick<ServiceDeps, 'db' | 'attachments' | 'clock'>,
): Record<string, JobHandler> {
  return { [PURGE_UNATTACHED_UPLOADS]: async () => ({ purged: await purgeUnattachedUploads(deps) }) };
}

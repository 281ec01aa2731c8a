import { LARGEST_UPLOAD_MIB } from '@hr/domain';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';

export const MIB = 1024 * 1024;

/**
 * The largest upload the caller's employer allows, in bytes (its "Largest upload (MiB)", migration
 * 0019), never above the server's ceiling, which the body reader already held the upload to.
 */
export async function employerUploadLimit(
  deps: Pick<ServiceDeps, 'db' | 'attachments'>,
  caller: Caller,
): Promise<number> {
  const row = await deps.db
    .selectFrom('employers')
    .select('max_upload_mib')
    .where('id', '=', caller.employerId)
    .executeTakeFirst();
  const mib = row?.max_upload_mib ?? LARGEST_UPLOAD_MIB.default;
  return Math.min(mib * MIB, deps.attachments.maxUploadBytes);
}

/** A 413 when `size` bytes are more than the employer's `limit`, saying both as a user reads them. */
export function refuseAboveEmployerLimit(size: number, limit: number): void {
  if (size > limit) {
    throw new Refusal(
      413,
      `The file is ${inMiB(size)} MiB; the largest upload your employer allows is ${inMiB(limit)} MiB.`,
    );
  }
}

/** To a tenth of a MiB, rounded up, so a file just over the limit never reads as the limit itself. */
function inMiB(bytes: number): string {
  return String(Math.ceil((bytes / MIB) * 10) / 10);
}

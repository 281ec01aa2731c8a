import { applyItemEvent, type DocumentActor, type DocumentItemEvent } from './itemEvents.ts';
import { type DocumentItem, requestedItem } from './itemStates.ts';

/**
 * Worked examples: Ada is asked for a copy of her national ID by 2026-12-10; Hal in HR (documents
 * permission reaching Ada, to upload and to approve) reviews it; Ola reaches Ada to upload only;
 * Cy works there and reaches nobody; the daily job expires documents.
 */

export const ada: DocumentActor = { userId: 'u-ada', employeeId: 'ada', mayUpload: false, mayReview: false };
export const hal: DocumentActor = { userId: 'u-hal', employeeId: 'hal', mayUpload: true, mayReview: true };
export const ola: DocumentActor = { userId: 'u-ola', employeeId: 'ola', mayUpload: true, mayReview: false };
export const cy: DocumentActor = { userId: 'u-cy', employeeId: 'cy', mayUpload: false, mayReview: false };
/** An administrator account without an employee record of its own. */
export const admin: DocumentActor = { userId: 'u-admin', employeeId: null, mayUpload: true, mayReview: true };
export const dailyJob: DocumentActor = { userId: null, employeeId: null, mayUpload: false, mayReview: false };

export const TODAY = '2026-12-03';

export const requested = requestedItem({ employeeId: 'ada', dueOn: '2026-12-10', expires: true });

export function after(item: DocumentItem, event: DocumentItemEvent, actor: DocumentActor, today = TODAY) {
  const result = applyItemEvent(item, event, actor, today);
  if (!result.ok) throw new Error(`example set-up refused: ${result.reason}`);
  return result.item;
}

export const submitted = after(requested, { kind: 'upload', expiresOn: '2030-06-30' }, ada);
export const rejected = after(
  submitted,
  { kind: 'reject', version: 1, reason: 'The photo is cut off.' },
  hal,
);
export const resubmitted = after(rejected, { kind: 'upload', expiresOn: '2030-06-30' }, ada);
export const approved = after(resubmitted, { kind: 'approve', version: 2 }, hal);
export const expired = after(approved, { kind: 'expire' }, dailyJob, '2030-07-01');

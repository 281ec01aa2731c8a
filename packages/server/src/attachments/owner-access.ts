import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';

/**
 * Whether `caller` may see the record `ownerId` of one owner type, and so download the files attached
 * to it: the owning area's own rule (a leave request: its employee, their approvers, ...). The check
 * runs after the file is known to be of the caller's employer; administrators never reach it.
 */
export type OwnerAccessCheck = (deps: ServiceDeps, caller: Caller, ownerId: string) => Promise<boolean>;

/**
 * Owner type ('leave-request') → its area's check. Each area that attaches files registers its check
 * in http/api.ts; a file attached to a type without a check is for administrators only.
 */
export type AttachmentOwners = ReadonlyMap<string, OwnerAccessCheck>;

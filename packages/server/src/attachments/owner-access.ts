import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';

/**
 * Whether `caller` may see the record `ownerId` of one owner type, and so download the files attached
 * to it: the owning area's own rule, in its scopes (a leave request: its employee, their approvers,
 * whoever's leave read reaches the employee). The check runs after the file is known to be of the
 * caller's employer, for every caller: there is no way round it, an administrator's included.
 */
export type OwnerAccessCheck = (deps: ServiceDeps, caller: Caller, ownerId: string) => Promise<boolean>;

/**
 * Owner type ('leave-request') → its area's check. Each area that attaches files registers its check
 * in routes.ts; a file attached to a type without a check is nobody's to download.
 */
export type AttachmentOwners = ReadonlyMap<string, OwnerAccessCheck>;

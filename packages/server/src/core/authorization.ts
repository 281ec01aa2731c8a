import { notAllowedMessage, type PermissionAction, type PermissionArea } from '@hr/domain';
import type { Caller } from '../auth/access-tokens.ts';
import { Refusal } from './refusal.ts';

/**
 * For a list or record that is not yet kept to the narrower scopes (own, reports, department,
 * branch): only a caller whose cell reaches the whole employer may have it, so a narrower grant sees
 * nothing rather than everything. The operation's `x-permission` has already been answered
 * (http/permission-check.ts); this is the scope half of the same question.
 */
export function requireWholeEmployer(caller: Caller, area: PermissionArea, action: PermissionAction): void {
  if (!caller.permissions.canAll(area, action)) throw new Refusal(403, notAllowedMessage(area, action));
}

import { notAllowedMessage } from '@hr/domain';
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../auth/client-address.ts';
import { SESSION_ENDED } from '../auth/session-ended.ts';
import { OPEN_WHILE_TWO_FACTOR_OWED, TWO_FACTOR_OWED } from '../auth/two-factor/requirement.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { suspendedMessage } from '../incidents/decisions-in-force.ts';
import { accessOf } from '../roles/caller-permissions.ts';
import type { ApiEnv } from './api-env.ts';
import type { OperationPermission } from './contract.ts';
import { failure } from './envelope.ts';

/**
 * The one place an operation's `x-permission` is answered, before its body is read: the caller's
 * permissions are read from the database (roles change take effect on the next request), handed to
 * the handler as `caller`, and a caller whose roles do not grant the cell (or not for the whole
 * employer, where the operation says so) gets a 403 naming what is missing. Services then keep lists
 * and records to the caller's scopes, and apply the separation-of-duties rules.
 */
export function permissionCheck(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  operationId: string,
  permission: OperationPermission,
  trustProxy: boolean,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const identity = c.get('identity');
    // Relations that hold from a date (a line manager placed from today) are judged on the employer's
    // day, worked out in the same statement.
    const access = await accessOf(deps.db, identity, { at: deps.clock() });
    // The account is gone since the token was issued: the session it belongs to has ended with it.
    if (!access) return failure(c, 401, SESSION_ENDED, undefined, { 'WWW-Authenticate': 'Bearer' });
    const { caller } = access;
    // A session open when the suspension began ends with the message sign-in gives (issue 30 item 5): a
    // 401, which every bearer operation declares, so the app goes back to sign-in, whose 403 says it again.
    if (caller.suspendedUntil) {
      return failure(c, 401, suspendedMessage(caller.suspendedUntil), undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    c.set('caller', { ...caller, roleNames: access.roleNames, address: clientAddress(c, trustProxy) });
    if (caller.twoFactorOwed && !OPEN_WHILE_TWO_FACTOR_OWED.has(operationId)) {
      return failure(c, 403, TWO_FACTOR_OWED);
    }
    if (permission.kind === 'cell') {
      const { area, action, wholeEmployer } = permission;
      const granted = wholeEmployer
        ? caller.permissions.canAll(area, action)
        : caller.permissions.can(area, action);
      if (!granted) return failure(c, 403, notAllowedMessage(area, action));
    }
    await next();
  };
}

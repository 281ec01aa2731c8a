import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Caller } from './access-tokens.ts';
import { liveSessionsOf, revokeSessionOfUser, revokeSessionsOfUser } from './refresh-tokens.ts';

export const SESSION_SIGNED_OUT = 'That session has been signed out.';
export const OTHER_SESSIONS_SIGNED_OUT = 'Every other session has been signed out.';
export const SESSION_ALREADY_ENDED = 'That session has already ended.';

/** A session as My profile shows it (the contract's SignedInSession). */
export interface SignedInSession {
  id: string;
  signedInAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  clientAddress: string | null;
  current: boolean;
}

/**
 * The caller's own live sessions (issue 28, My profile): where they are signed in, so that one they
 * do not recognise can be signed out. Only ever the caller's: there is no way to ask for another's.
 */
export async function listOwnSessions({ db }: ServiceDeps, caller: Caller): Promise<SignedInSession[]> {
  return (await liveSessionsOf(db, caller.userId)).map((session) => ({
    id: session.id,
    signedInAt: session.signedInAt.toISOString(),
    lastActiveAt: session.lastActiveAt.toISOString(),
    userAgent: session.userAgent,
    clientAddress: session.clientAddress,
    current: session.id === caller.sessionId,
  }));
}

/**
 * Signs out one of the caller's sessions; it stops at its next request (the permission check asks
 * whether the session is live). Another person's session, or one already ended, is a 404: whether
 * a session id exists is not told to someone it does not belong to.
 */
export async function endOwnSession({ db }: ServiceDeps, caller: Caller, sessionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await revokeSessionOfUser(trx, caller.userId, sessionId))) {
      throw new Refusal(404, SESSION_ALREADY_ENDED, { field: 'sessionId' });
    }
    await writeAudit(trx, actorOf(caller), {
      operation: 'endSession',
      area: 'auth',
      recordType: 'user',
      recordId: caller.userId,
      after: { sessionId, current: sessionId === caller.sessionId },
    });
  });
}

/** Signs out every session of the caller's but the one asking ("sign out everywhere else"). */
export async function endOtherOwnSessions({ db }: ServiceDeps, caller: Caller): Promise<void> {
  // A token from before sessions were named in it cannot say which is the caller's: ending "every
  // other" would then end the caller's too, which is not what was asked.
  if (!caller.sessionId) throw new Refusal(409, 'Sign in again to sign out your other sessions.');
  await db.transaction().execute(async (trx) => {
    await revokeSessionsOfUser(trx, caller.userId, caller.sessionId);
    await writeAudit(trx, actorOf(caller), {
      operation: 'endOtherSessions',
      area: 'auth',
      recordType: 'user',
      recordId: caller.userId,
      after: { keptSessionId: caller.sessionId },
    });
  });
}

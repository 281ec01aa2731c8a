import type { Permissions } from '@hr/domain';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../db/schema.ts';

/** Who is calling, as the access token says: the identity every tenant-scoped query is built from. */
export interface TokenIdentity {
  userId: string;
  role: Role;
  employerId: string;
  /**
   * The session (refresh-token family) the access token was issued in, from its `sid` claim. Tokens
   * issued before the claim existed lack it and stay valid for their 15 minutes.
   */
  sessionId?: string;
}

/**
 * The caller a handler sees: the token's identity, and what their roles grant as read from the
 * database on this request (http/permission-check.ts), so a revoked role stops working at once,
 * whatever the token's age.
 */
export interface Caller extends TokenIdentity {
  /** The employee record an employee's account is tied to; null for an administrator account. */
  employeeId: string | null;
  permissions: Permissions;
  /**
   * The employer requires two-factor sign-in of administrators, this caller holds the administrator's
   * permissions and has not set it up: every operation but setting it up is refused (permission-check).
   */
  twoFactorOwed?: boolean;
  /**
   * The last day of a suspension in force today when the employer blocks sign-in during one (issue 30
   * item 5): every operation is refused with a 403 naming it (permission-check).
   */
  suspendedUntil?: string | null;
  /**
   * The employer's day when the request's permissions were read (in the same statement): what
   * callerToday answers without asking the database again. Absent outside a request.
   */
  today?: string;
  /**
   * The names of the roles the permissions come from, built-in and implicit first, read in the same
   * statement (get-my-permissions answers them without reading again). Absent outside a request.
   */
  roleNames?: string[];
  /** The client's address for the audit trail (TRUST_PROXY aware); absent outside a request. */
  address?: string | null;
}

const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_ISSUER = 'hr-payroll';
export const ACCESS_TOKEN_AUDIENCE = 'hr-payroll-api';
/** The contract promises 15 minutes (securitySchemes.bearerAuth). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

export interface AccessTokens {
  sign(caller: TokenIdentity): Promise<string>;
  /** The caller, or undefined for any token that is not ours, not valid or not current. */
  verify(token: string): Promise<TokenIdentity | undefined>;
}

/**
 * How many verified tokens are remembered: a verification is an HMAC through WebCrypto (about half a
 * millisecond of the server's time), asked on every request with the same token for 15 minutes.
 */
const VERIFIED_KEPT = 10_000;

export function accessTokens(secret: Uint8Array): AccessTokens {
  // A token already verified, with its expiry (seconds since the epoch): the same text has the same
  // signature and claims, so only its expiry is asked again. Oldest first, at most VERIFIED_KEPT.
  const verified = new Map<string, { identity: TokenIdentity; expiresAt: number }>();
  return {
    sign: (caller) =>
      new SignJWT({
        role: caller.role,
        employerId: caller.employerId,
        ...(caller.sessionId ? { sid: caller.sessionId } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(caller.userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
        .sign(secret),

    async verify(token) {
      const known = verified.get(token);
      // jose's own test: a token is expired from the second its `exp` names.
      if (known) return known.expiresAt > Date.now() / 1000 ? known.identity : undefined;
      try {
        const { payload } = await jwtVerify(token, secret, {
          // The allow-list: `none` and every other algorithm are refused before any signature check.
          algorithms: [ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { sub, role, employerId, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof employerId !== 'string') return undefined;
        if (role !== 'admin' && role !== 'employee') return undefined;
        if (sid !== undefined && typeof sid !== 'string') return undefined;
        const identity: TokenIdentity = Object.freeze({
          userId: sub,
          role,
          employerId,
          ...(sid ? { sessionId: sid } : {}),
        });
        if (typeof exp === 'number') {
          verified.set(token, { identity, expiresAt: exp });
          if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
        }
        return identity;
      } catch {
        // Whatever a caller sends as a token (garbage included) is their fault: a 401, never a 500.
        return undefined;
      }
    },
  };
}

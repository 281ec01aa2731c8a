import type { User } from '@hr/api';

/**
 * The session of §3 (isLoggedIn, jwtToken, refreshToken, user), plus where it is kept: `remember`
 * is the sign-in screen's Remember me, which decides between the browser's local storage (kept across
 * restarts) and the tab's session storage (gone when the tab closes).
 */
export interface SessionState {
  isLoggedIn: boolean;
  jwtToken: string;
  refreshToken: string;
  user: User | null;
  remember: boolean;
}

export const SIGNED_OUT: SessionState = {
  isLoggedIn: false,
  jwtToken: '',
  refreshToken: '',
  user: null,
  remember: false,
};

/** The one root key the session is persisted under, in whichever storage `remember` chose. */
export const SESSION_STORAGE_KEY = 'hr.session';

function asUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const isUser =
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    (user.role === 'admin' || user.role === 'employee') &&
    typeof user.employerId === 'string';
  if (!isUser) return null;
  // Sessions stored before the contract named the employee record (0.6) have no employeeId: they
  // stay signed in, without the "My record" link until the next sign-in.
  return {
    ...(user as unknown as User),
    employeeId: typeof user.employeeId === 'string' ? user.employeeId : null,
  };
}

/** Reads a stored session, refusing anything that is not one (an old format, a hand-edited value). */
export function parseStoredSession(text: string | null): SessionState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const user = asUser(value.user);
    if (
      value.isLoggedIn === true &&
      typeof value.jwtToken === 'string' &&
      value.jwtToken !== '' &&
      typeof value.refreshToken === 'string' &&
      user
    ) {
      return {
        isLoggedIn: true,
        jwtToken: value.jwtToken,
        refreshToken: value.refreshToken,
        user,
        remember: value.remember === true,
      };
    }
  } catch {
    // Not JSON: treated as no session, like any other unreadable value.
  }
  return null;
}

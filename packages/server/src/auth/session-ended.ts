/** The one answer to a session that no longer refreshes; its own module so settings and profile name it without importing sign-in. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

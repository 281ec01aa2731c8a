import type { AttemptLimits } from '../core/attempt-limiter.ts';

/** Sign-in's family of the attempt limiter: failed attempts per account and per client address. */
export type SignInLimits = AttemptLimits;

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 };

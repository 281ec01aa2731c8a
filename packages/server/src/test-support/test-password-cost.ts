import type { PASSWORD_COST } from '../auth/password-cost.ts';

/**
 * The server suite's argon2id cost, in place of auth/password-cost.ts (vitest.config.ts aliases it
 * for the server projects only). The same code hashes and verifies with it; only the work differs:
 * 1 MiB and one pass instead of 19 MiB and two, so thousands of sign-ups and sign-ins cost
 * milliseconds. Hashes still carry their own parameters, so verifying works either way.
 */
export const TEST_PASSWORD_COST: typeof PASSWORD_COST = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };
export { TEST_PASSWORD_COST as PASSWORD_COST };

/** An encoded argon2id hash made with the cost in force: the test cost here (see password-cost.test.ts for production's). */
export const HASHED_AT_THE_COST_IN_FORCE = new RegExp(
  `^\\$argon2id\\$v=19\\$m=${TEST_PASSWORD_COST.memoryCost},t=${TEST_PASSWORD_COST.timeCost},p=${TEST_PASSWORD_COST.parallelism}\\$`,
);

/**
 * How much work argon2id spends on each password: OWASP's minimum, 19 MiB of memory, two passes, one
 * lane. The server suite swaps this file for test-support/test-password-cost.ts (a resolve alias of
 * the server projects in vitest.config.ts, nowhere else), so only those tests hash cheaply;
 * password-cost.test.ts proves that outside Vitest these are the parameters in force.
 */
export const PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

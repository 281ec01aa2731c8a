import type { Kysely } from 'kysely';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { SignInLimits } from '../auth/sign-in-limits.ts';
import type { Database } from '../db/schema.ts';

/** What services need from the outside world, passed in so tests can build it around their own database. */
export interface ServiceDeps {
  db: Kysely<Database>;
  accessTokens: AccessTokens;
  signInLimits: SignInLimits;
}

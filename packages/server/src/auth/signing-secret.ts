import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const SECRET_NAME = 'jwt_signing_secret';
/** HS256 wants a key at least as long as its 256-bit hash. */
const MINIMUM_SECRET_LENGTH = 32;

/**
 * The key that signs access tokens: JWT_SECRET when set, otherwise one generated on first start and
 * kept in the database, so tokens survive restarts and every instance sharing the database agrees.
 */
export async function loadSigningSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured !== undefined) {
    if (configured.length < MINIMUM_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MINIMUM_SECRET_LENGTH} characters long.`);
    }
    return new TextEncoder().encode(configured);
  }
  // Two instances starting together both try to insert; the second keeps the first one's secret.
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(value);
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// Apart from name-and-photo.ts, which answers the profile after a change: the profile reads the
// photo's id from here, so neither imports the other.
/** The owner type of a person's photo in the attachment store; its owner id is the account's id. */
export const PROFILE_PHOTO = 'profile-photo';

/** The id of the user's photo, or null. */
export async function photoIdOf(
  db: Kysely<Database>,
  employerId: string,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('attachments')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('owner_type', '=', PROFILE_PHOTO)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

import type { Profile } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Caller } from './access-tokens.ts';
import { photoIdOf } from './profile-photo.ts';
import { SESSION_ENDED } from './session-ended.ts';
import { twoFactorIsOn } from './two-factor/credentials.ts';

/** The caller's own account and the name of their employer (get-profile). */
export async function getProfile({ db }: ServiceDeps, caller: Caller): Promise<Profile> {
  const row = await db
    .selectFrom('users')
    .innerJoin('employers', 'employers.id', 'users.employer_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.display_name',
      'users.email',
      'users.role',
      'users.employer_id',
      'users.employee_id',
      'employers.name as employer_name',
    ])
    .where('users.id', '=', caller.userId)
    .where('users.employer_id', '=', caller.employerId)
    .executeTakeFirst();
  // A valid token whose account is gone: the session is over, whatever the token says.
  if (!row) throw new Refusal(401, SESSION_ENDED);
  const twoFactorEnabled = await twoFactorIsOn(db, caller.userId);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    photoId: await photoIdOf(db, caller.employerId, caller.userId),
    email: row.email,
    role: row.role,
    employerId: row.employer_id,
    employerName: row.employer_name,
    employeeId: row.employee_id,
    twoFactorEnabled,
    twoFactorEnrolmentRequired: caller.twoFactorOwed === true,
  };
}

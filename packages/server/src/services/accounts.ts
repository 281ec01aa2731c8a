import { hashPassword } from '../auth/passwords.ts';
import type { CreateUserRequest } from '../contract-types.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { ServiceDeps } from './deps.ts';
import { Refusal } from './refusal.ts';

export const ACCOUNT_CREATED = 'Your account has been created. You can sign in now.';
export const EMAIL_TAKEN = 'Email already exists. Please try again with another email.';
export const INVITATION_REQUIRED =
  'Employees sign up from the invitation e-mail sent by their administrator. Check your junk mail, or ask your administrator to invite you again.';

/**
 * Sign-up. An administrator's account comes with a new employer, named after them until the employer
 * settings let them rename it ("Ada Lovelace's organisation"), in the country they gave. Employees
 * join an existing employer through an invitation, which arrives with the employee issue: until
 * then every employee sign-up is refused.
 */
export async function createAccount({ db }: ServiceDeps, request: CreateUserRequest): Promise<void> {
  if (request.role !== 'admin') throw new Refusal(403, INVITATION_REQUIRED);

  const taken = await db
    .selectFrom('users')
    .select('id')
    // lower() on both sides, as in the unique index: JavaScript and the database fold case differently.
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(request.email)])))
    .executeTakeFirst();
  if (taken) throw new Refusal(409, EMAIL_TAKEN, { field: 'email' });

  const passwordHash = await hashPassword(request.password);
  try {
    await db.transaction().execute(async (trx) => {
      const employer = await trx
        .insertInto('employers')
        .values({ name: `${request.firstName} ${request.lastName}'s organisation`, country: request.country })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('users')
        .values({
          employer_id: employer.id,
          first_name: request.firstName,
          last_name: request.lastName,
          other_names: request.otherNames ?? null,
          email: request.email,
          password_hash: passwordHash,
          role: 'admin',
        })
        .execute();
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error, 'users_email_key')) throw new Refusal(409, EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
}

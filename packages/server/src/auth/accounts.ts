import { writeAudit } from '../audit/audit-trail.ts';
import type { CreateUserRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import { seedStandardDecisions } from '../incidents/decisions.ts';
import { EMAIL_TAKEN, refuseTakenEmail } from './account-email.ts';
import { createInvitedEmployeeAccount } from './employee-sign-up.ts';
import { hashPassword } from './passwords.ts';

export const ACCOUNT_CREATED = 'Your account has been created. You can sign in now.';
export const INVITATION_REQUIRED =
  'Employees sign up from the invitation e-mail sent by their administrator. Check your junk mail, or ask your administrator to invite you again.';
export const INVITATION_FOR_EMPLOYEES =
  'An invitation is for an employee’s sign-up; an administrator signs up without one.';

/**
 * Sign-up. An administrator's account comes with a new employer, named after them until the employer
 * settings let them rename it ("Ada Lovelace's organisation"), in the country they gave. Employees
 * join their employer only through an invitation, which ties the account to their record.
 */
export async function createAccount(
  deps: ServiceDeps,
  request: CreateUserRequest,
  address: string | null,
): Promise<void> {
  const { invitationToken } = request;
  if (request.role === 'employee') {
    if (invitationToken === undefined) throw new Refusal(403, INVITATION_REQUIRED);
    return createInvitedEmployeeAccount(deps, request, invitationToken, address);
  }
  if (invitationToken !== undefined) {
    throw new Refusal(400, INVITATION_FOR_EMPLOYEES, { field: 'invitationToken' });
  }
  const { db } = deps;
  await refuseTakenEmail(deps, request.email);

  const passwordHash = await hashPassword(request.password);
  try {
    await db.transaction().execute(async (trx) => {
      const employer = await trx
        .insertInto('employers')
        .values({ name: `${request.firstName} ${request.lastName}'s organisation`, country: request.country })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedStandardDecisions(trx, employer.id);
      const account = await trx
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
        .returning('id')
        .executeTakeFirstOrThrow();
      // The employer's first row: who made it, from where (the password is never in the trail).
      await writeAudit(
        trx,
        { employerId: employer.id, userId: account.id, address },
        {
          operation: 'createUser',
          area: 'auth',
          recordType: 'account',
          recordId: account.id,
          after: { email: request.email, kind: 'admin', country: request.country },
        },
      );
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error, 'users_email_key')) throw new Refusal(409, EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
}

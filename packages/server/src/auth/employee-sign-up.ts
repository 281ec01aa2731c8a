import { INVITATION_LINK_UNUSABLE } from '@hr/domain';
import { writeAudit } from '../audit/audit-trail.ts';
import type { CreateUserRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import { EMAIL_TAKEN, refuseTakenEmail } from './account-email.ts';
import { findLiveInvitation, spendInvitation } from './invitation-tokens.ts';
import { requirePasswordPolicy } from './password-policy.ts';
import { hashPassword } from './passwords.ts';

/**
 * An invited employee's sign-up (§2.4): the account joins the invitation's employer, is tied to the
 * employee's record, and the link is spent. The e-mail must be the one the invitation went to: the
 * link proves access to that mailbox, not to any other.
 */
export async function createInvitedEmployeeAccount(
  deps: ServiceDeps,
  request: CreateUserRequest,
  token: string,
  address: string | null,
): Promise<void> {
  const unusable = new Refusal(400, INVITATION_LINK_UNUSABLE, { field: 'invitationToken' });
  const now = deps.clock();
  // Checked before hashing, so a stream of made-up tokens costs no argon2 time.
  const invitation = await findLiveInvitation(deps.db, token, now, request.email);
  if (!invitation) throw unusable;
  if (!invitation.sameEmail) {
    throw new Refusal(
      400,
      `Sign up with the e-mail address the invitation was sent to: ${invitation.email}.`,
      {
        field: 'email',
      },
    );
  }
  await refuseTakenEmail(deps, request.email);
  await requirePasswordPolicy(deps.db, invitation.employerId, request.password, 'password');

  const passwordHash = await hashPassword(request.password);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const spent = await spendInvitation(trx, token, now);
      if (!spent) throw unusable;
      const account = await trx
        .insertInto('users')
        .values({
          employer_id: spent.employerId,
          employee_id: spent.employeeId,
          first_name: request.firstName,
          last_name: request.lastName,
          other_names: request.otherNames ?? null,
          email: request.email,
          password_hash: passwordHash,
          role: 'employee',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(
        trx,
        { employerId: spent.employerId, userId: account.id, address },
        {
          operation: 'createUser',
          area: 'auth',
          recordType: 'account',
          recordId: account.id,
          after: { email: request.email, kind: 'employee', employeeId: spent.employeeId },
        },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new Refusal(409, EMAIL_TAKEN, { field: 'email' });
    // Another sign-up tied an account to the record first.
    if (isUniqueViolation(error, 'users_employee_id_key')) throw unusable;
    throw error;
  }
}

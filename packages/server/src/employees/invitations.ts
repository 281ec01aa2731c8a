import { INVITATION_LINK_UNUSABLE, INVITATION_VALID_DAYS, invitationSent } from '@hr/domain';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import { findLiveInvitation, issueInvitation } from '../auth/invitation-tokens.ts';
import type { EmployeeIdRequest, Invitation, InvitationTokenRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { NO_SUCH_EMPLOYEE } from './employee-record.ts';

export const INVITATION_MAIL_SUBJECT = "You're invited to HR Payroll";

/**
 * Mails the employee a one-time sign-up link (§1, §2.4). The link's base is PUBLIC_URL, never the
 * request's Host. Sending again makes the earlier link stop working. The mail is queued in the
 * transaction that creates the invitation, so it exists only if the invitation does.
 */
export async function sendInvitation(
  deps: ServiceDeps,
  caller: Caller,
  { id }: EmployeeIdRequest,
): Promise<string> {
  const { employerId } = caller;
  const message = await deps.db.transaction().execute(async (trx) => {
    const employee = await trx
      .selectFrom('employees')
      .innerJoin('employers', 'employers.id', 'employees.employer_id')
      .select([
        'employees.first_name',
        'employees.last_name',
        'employees.email',
        'employees.employment_end_date',
      ])
      .select('employers.name as employer_name')
      .select((eb) =>
        eb
          .exists(
            eb.selectFrom('users').select('users.id').whereRef('users.employee_id', '=', 'employees.id'),
          )
          .as('registered'),
      )
      .where('employees.id', '=', id)
      .where('employees.employer_id', '=', employerId)
      // Two sends for one employee queue here, so each revokes the other's link in turn.
      .forUpdate('employees')
      .executeTakeFirst();
    if (!employee) throw new Refusal(404, NO_SUCH_EMPLOYEE);
    const name = `${employee.first_name} ${employee.last_name}`;
    if (employee.registered) throw new Refusal(409, `${name} already has an account.`);
    if (employee.employment_end_date !== null) {
      throw new Refusal(409, `${name}’s employment has ended; there is no one to invite.`);
    }
    const token = await issueInvitation(trx, {
      employerId,
      employeeId: id,
      email: employee.email,
      invitedBy: caller.userId,
      now: deps.clock(),
    });
    await enqueueMail(
      trx,
      invitationMail(employee, employee.employer_name, `${deps.publicUrl}/register?invitation=${token}`),
    );
    // Who was invited at which address; the link's token is a secret and stays out of the trail.
    await writeAudit(trx, actorOf(caller), {
      operation: 'sendInvitation',
      area: 'employees',
      recordType: 'employee',
      recordId: id,
      before: null,
      after: { invitedEmail: employee.email },
    });
    return invitationSent(employee.email);
  });
  deps.mailDelivery.deliverSoon();
  return message;
}

/** Who a usable invitation is for, to fill in the sign-up form; a 400 on `token` for any other token. */
export async function getInvitation(
  deps: ServiceDeps,
  { token }: InvitationTokenRequest,
): Promise<Invitation> {
  const invitation = await findLiveInvitation(deps.db, token, deps.clock());
  if (!invitation) throw new Refusal(400, INVITATION_LINK_UNUSABLE, { field: 'token' });
  const { email, firstName, lastName, employerName } = invitation;
  return { email, firstName, lastName, employerName };
}

function invitationMail(
  employee: { email: string; first_name: string },
  employerName: string,
  link: string,
): OutgoingMail {
  return {
    to: employee.email,
    subject: INVITATION_MAIL_SUBJECT,
    // The link stands on a line of its own, so mail clients and log readers take it whole.
    text: [
      `Hello ${employee.first_name},`,
      '',
      `${employerName} invites you to HR Payroll, where you can see your employee record and keep your details up to date. To create your account, open this link:`,
      '',
      link,
      '',
      `It works once, for ${INVITATION_VALID_DAYS} days. Sign up with this e-mail address (${employee.email}). If you were not expecting this invitation, ignore this e-mail.`,
    ].join('\n'),
  };
}

import type { ProposedDetails } from '../../contract-types.ts';

/**
 * An employee's requests as the Request page, the bell and the record's "Pending approval" note read
 * them: one readable line each (their views are approvals/own-requests.ts's).
 */

/** What approvals call these requests: the subject type of their approval requests. */
export const EMPLOYEE_REQUEST_SUBJECT = 'employee-request';
export { NO_SUCH_REQUEST } from '../../approvals/own-requests.ts';

/** "Bank account: Ecobank 0012345678", "Name: Ama Owusu", "Salary certificate". */
export function describedRequest(subject: string, proposed: ProposedDetails | null): string {
  if (!proposed) return subject;
  switch (subject) {
    case 'Bank account':
      return `Bank account: ${[proposed.bankName, proposed.bankAccount].filter(Boolean).join(' ')}`;
    case 'Name':
      return `Name: ${proposed.firstName} ${proposed.lastName}`;
    default:
      return `Marital status: ${proposed.maritalStatus}`;
  }
}

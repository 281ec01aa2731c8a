import { formatClaimNumber } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { registerApprovalSubject, titleWithLink } from '../approvals/approval-notices.ts';
import type { Database } from '../db/schema.ts';
import { notifyMany } from '../notifications/notify.ts';
import { EXPENSE_CLAIM_SUBJECT } from './claim-approval.ts';

/**
 * Who hears of an expense claim (issue 32, docs/expenses.md): its deciders through the approvals
 * engine, each time a step starts waiting on them; the claimant on every decision (each step's, not
 * only the last) and when it is paid, by a notice of this area, so the engine's end notice is not sent
 * twice. Titles carry the claim's number, never an amount or a reason (the bell is read over a
 * shoulder); the claim itself shows them.
 */

/** Where a decider finds the claims waiting on them. */
export const CLAIM_APPROVALS_LINK = '/expenses/approvals';
/** Where the claimant follows their claims. */
export const MY_CLAIMS_LINK = '/expenses/my-claims';

registerApprovalSubject(EXPENSE_CLAIM_SUBJECT, {
  async toDeciders(db, { employerId, subjectIds, publicUrl }) {
    const rows = await db
      .selectFrom('expense_claims as c')
      .innerJoin('employees as e', (join) =>
        join.onRef('e.id', '=', 'c.employee_id').onRef('e.employer_id', '=', 'c.employer_id'),
      )
      .select(['c.id', 'c.number', 'e.first_name', 'e.last_name'])
      .where('c.id', '=', sql<string>`any(${[...subjectIds]}::uuid[])`)
      .where('c.employer_id', '=', employerId)
      .execute();
    return new Map(
      rows.map((row) => {
        const title = `${row.first_name} ${row.last_name}'s expense claim ${formatClaimNumber(row.number)} waits for your decision.`;
        return [row.id, titleWithLink(title, CLAIM_APPROVALS_LINK, publicUrl)];
      }),
    );
  },
  toRequester: async () => null,
});

/** What happened to the claim, as its claimant is told. */
export type ClaimEvent =
  | { kind: 'step-approved'; stepIndex: number }
  | { kind: 'approved'; stepIndex: number; lowered: boolean }
  | { kind: 'rejected'; stepIndex: number }
  | { kind: 'paid'; by: 'payroll' | 'outside' };

function titleOf(number: string, event: ClaimEvent): string {
  switch (event.kind) {
    case 'step-approved':
      return `Your expense claim ${number} was approved by one approver; it now waits for the next.`;
    case 'approved':
      return event.lowered
        ? `Your expense claim ${number} was approved, some lines at a lower amount: see why.`
        : `Your expense claim ${number} was approved.`;
    case 'rejected':
      return `Your expense claim ${number} was rejected: see why.`;
    case 'paid':
      return event.by === 'payroll'
        ? `Your expense claim ${number} is paid with your payslip.`
        : `Your expense claim ${number} was paid outside payroll.`;
  }
}

function dedupeKeyOf(claimId: string, event: ClaimEvent): string {
  return event.kind === 'paid'
    ? `expense-claim:${claimId}:paid`
    : `expense-claim:${claimId}:step:${event.stepIndex}:${event.kind}`;
}

/**
 * The claimant's account (none when they have not signed up) is told, and mailed when `publicUrl` can
 * write the link in full. Answers whether a mail was queued, so the caller wakes delivery after commit.
 */
export async function tellClaimant(
  trx: Kysely<Database>,
  publicUrl: string | undefined,
  claim: ClaimToTell,
  event: ClaimEvent,
): Promise<boolean> {
  return tellClaimants(trx, publicUrl, [claim], event);
}

interface ClaimToTell {
  employerId: string;
  id: string;
  employeeId: string;
  number: number;
}

/**
 * tellClaimant for many claims of one employer and one event (a pay run paying a thousand): their
 * claimants' accounts in one query and every notice in one statement (notifyMany).
 */
export async function tellClaimants(
  trx: Kysely<Database>,
  publicUrl: string | undefined,
  claims: readonly ClaimToTell[],
  event: ClaimEvent,
): Promise<boolean> {
  const [first] = claims;
  if (!first) return false;
  const accounts = await trx
    .selectFrom('users')
    .select(['id', 'employee_id'])
    .where('employer_id', '=', first.employerId)
    .where(sql<boolean>`employee_id = any(${[...new Set(claims.map((claim) => claim.employeeId))]}::uuid[])`)
    .execute();
  const accountsOf = new Map<string, string[]>();
  for (const account of accounts) {
    if (account.employee_id)
      accountsOf.set(account.employee_id, [...(accountsOf.get(account.employee_id) ?? []), account.id]);
  }
  const told = await notifyMany(
    trx,
    claims.map((claim) => {
      const title = titleOf(formatClaimNumber(claim.number), event);
      return {
        employerId: claim.employerId,
        recipientUserIds: accountsOf.get(claim.employeeId) ?? [],
        kind: 'expense-claim',
        title,
        link: MY_CLAIMS_LINK,
        subject: { type: EXPENSE_CLAIM_SUBJECT, id: claim.id },
        dedupeKey: dedupeKeyOf(claim.id, event),
        ...(publicUrl
          ? { email: { subject: title, text: `${title}\n\n${publicUrl}${MY_CLAIMS_LINK}` } }
          : {}),
      };
    }),
  );
  return publicUrl !== undefined && told.some((users) => users.length > 0);
}

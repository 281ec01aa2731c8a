import type { NoticeKind, ResolvedApprovalStep } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { decidersToday } from './org-facts.ts';

/**
 * Who hears of an approval, and when: the deciders of the step it waits on (their delegates of the
 * day included), each time it starts or moves on; the requester when it ends. What they read and
 * where it leads belong to the area: each subject type registers its words once
 * (`registerApprovalSubject`), so approvals stay ignorant of leave, documents or pay runs. A subject
 * type nobody registered is decided without notifications.
 */

export type ApprovalEnd = 'approved' | 'rejected' | 'withdrawn';

export interface ApprovalNoticeContext {
  employerId: string;
  subjectId: string;
  /** PUBLIC_URL, for the links of mails; absent: no mail is written. */
  publicUrl: string | undefined;
}

export interface ApprovalNoticeText {
  title: string;
  /** The app's path the notification opens. */
  link: string;
  /** Also by mail, when the area's settings say so and a link can be written in full. */
  email: { subject: string; text: string } | null;
}

/** Each answers null when there is nothing to tell (the area no longer knows the subject). */
export interface ApprovalSubjectNotices {
  /** To those who may decide the step the subject now waits on. */
  toDeciders(db: Kysely<Database>, context: ApprovalNoticeContext): Promise<ApprovalNoticeText | null>;
  /** To the requester, once it has ended. */
  toRequester(
    db: Kysely<Database>,
    context: ApprovalNoticeContext & { end: ApprovalEnd },
  ): Promise<ApprovalNoticeText | null>;
}

const subjects = new Map<string, ApprovalSubjectNotices>();

/** Called once by the area's module that starts approvals of `subjectType` ('leave-request'). */
export function registerApprovalSubject(subjectType: string, notices: ApprovalSubjectNotices): void {
  subjects.set(subjectType, notices);
}

interface Approval {
  employerId: string;
  approvalId: string;
  subjectType: string;
  subjectId: string;
  requesterEmployeeId: string;
  publicUrl: string | undefined;
}

/**
 * The step at `position` of the route waits (since `waitingSince`, by default since `today`): its
 * deciders of `today` are told. The notification's dedupe key is the step's, per recipient, so telling
 * again tells only those who were not yet told: a delegate who took over after the step began.
 */
export async function noticeWaitingStep(
  trx: Kysely<Database>,
  approval: Approval,
  waiting: {
    step: ResolvedApprovalStep;
    position: number;
    escalateAfterDays: number | null;
    today: string;
    waitingSince?: string;
  },
): Promise<void> {
  const text = await subjects.get(approval.subjectType)?.toDeciders(trx, approval);
  if (!text) return;
  const { deciders } = await decidersToday(
    trx,
    approval.employerId,
    {
      requesterEmployeeId: approval.requesterEmployeeId,
      step: waiting.step,
      waitingSince: waiting.waitingSince ?? waiting.today,
      escalateAfterDays: waiting.escalateAfterDays,
    },
    waiting.today,
  );
  const personIds = deciders.deciderIds.filter((id) => id !== approval.requesterEmployeeId);
  await send(trx, approval, 'approval-waiting', `approval:${approval.approvalId}:step:${waiting.position}`, {
    recipientUserIds: await userIdsOf(trx, approval.employerId, personIds),
    text,
  });
}

/**
 * The step has waited past its escalation days on `today`: the administrators, who may now decide it
 * too, are told once (the step's own approvers were told when it began). Answers whether anyone was.
 */
export async function noticeEscalatedStep(
  db: Kysely<Database>,
  approval: Approval,
  waiting: { step: ResolvedApprovalStep; position: number; waitingSince: string; escalateAfterDays: number },
  today: string,
): Promise<boolean> {
  const { deciders, administratorIds } = await decidersToday(
    db,
    approval.employerId,
    {
      requesterEmployeeId: approval.requesterEmployeeId,
      step: waiting.step,
      waitingSince: waiting.waitingSince,
      escalateAfterDays: waiting.escalateAfterDays,
    },
    today,
  );
  if (!deciders.escalated) return false;
  const alreadyTold = new Set([approval.requesterEmployeeId, ...waiting.step.approverIds]);
  const personIds = administratorIds.filter((id) => !alreadyTold.has(id));
  if (personIds.length === 0) return false;
  const text = await subjects.get(approval.subjectType)?.toDeciders(db, approval);
  if (!text) return false;
  const days = waiting.escalateAfterDays;
  await send(
    db,
    approval,
    'approval-escalated',
    `approval:${approval.approvalId}:step:${waiting.position}:escalated`,
    {
      recipientUserIds: await userIdsOf(db, approval.employerId, personIds),
      text: {
        ...text,
        title: `Waiting over ${days} ${days === 1 ? 'day' : 'days'}: ${text.title}`,
        email: text.email && {
          subject: `Waiting over ${days} ${days === 1 ? 'day' : 'days'}: ${text.email.subject}`,
          text: text.email.text,
        },
      },
    },
  );
  return true;
}

/** The approval has ended: its requester is told how. */
export async function noticeEnded(
  trx: Kysely<Database>,
  approval: Approval,
  end: ApprovalEnd,
): Promise<void> {
  const text = await subjects.get(approval.subjectType)?.toRequester(trx, { ...approval, end });
  if (!text) return;
  await send(trx, approval, 'approval-ended', `approval:${approval.approvalId}:ended`, {
    recipientUserIds: await userIdsOf(trx, approval.employerId, [approval.requesterEmployeeId]),
    text,
  });
}

async function send(
  trx: Kysely<Database>,
  approval: Approval,
  kind: NoticeKind,
  dedupeKey: string,
  { recipientUserIds, text }: { recipientUserIds: string[]; text: ApprovalNoticeText },
): Promise<void> {
  await notify(trx, {
    employerId: approval.employerId,
    recipientUserIds,
    kind,
    title: text.title,
    link: text.link,
    subject: { type: approval.subjectType, id: approval.subjectId },
    dedupeKey,
    ...(text.email ? { email: text.email } : {}),
  });
}

/**
 * The accounts of approvals' persons: an employee's account (none if they have not signed up), an
 * administrator without a record by their user id.
 */
async function userIdsOf(db: Kysely<Database>, employerId: string, personIds: string[]): Promise<string[]> {
  if (personIds.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    select u.id from users u
    where u.employer_id = ${employerId}
      and (u.employee_id = any(${personIds}::uuid[]) or (u.employee_id is null and u.id = any(${personIds}::uuid[])))`.execute(
    db,
  );
  return rows.map((row) => row.id);
}
